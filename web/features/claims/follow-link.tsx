// The e-mailed link's landing: a button, not an automatic call, so a mail scanner that opens links does
// not spend the single-use link. Once followed, the person is signed in and /owner lists their listings.
import { useMutation } from "@tanstack/react-query";
import { useNavigate } from "react-router-dom";
import { claimMessages as m } from "@shared/owners/claim-texts";
import { ROUTE_PATTERNS } from "@shared/routing/routes";
import { primaryButton } from "@web/components/ui/button-styles";
import { apiReason } from "@web/lib/api-errors";
import { trpc } from "@web/lib/trpc";

export function FollowLink({ token }: { token: string }) {
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  const follow = useMutation({
    mutationFn: () => utils.client.claims.follow.mutate({ token }),
    onSuccess: (me) => {
      utils.auth.me.setData(undefined, me);
      // The spent link leaves the address bar.
      void navigate(ROUTE_PATTERNS.owner, { replace: true });
    },
  });
  return (
    <div className="mt-6 max-w-xl">
      <p className="text-gray-700">{m.followIntro}</p>
      <button type="button" className={`${primaryButton} mt-4`} disabled={follow.isPending} onClick={() => follow.mutate()}>
        {follow.isPending ? m.checkingLink : m.followButton}
      </button>
      {follow.isError && (
        <p role="alert" className="mt-4 font-medium text-brand-700">
          {apiReason(follow.error) ?? m.followFailed}
        </p>
      )}
    </div>
  );
}
