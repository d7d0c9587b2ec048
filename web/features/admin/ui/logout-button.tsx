// Logs out (revokes the session on the server), then loads the home page afresh so nothing of the
// admin screens stays in memory.
import { Icon } from "@web/components/ui/icon";
import { adminMessages } from "@shared/admin/admin-texts";
import { pagePaths } from "@shared/routing/paths";
import { secondaryButton } from "@web/components/ui/button-styles";
import { notify } from "@web/lib/notify";
import { trpc } from "@web/lib/trpc";

export function LogoutButton() {
  const logout = trpc.auth.logout.useMutation({
    onSuccess: () => window.location.assign(pagePaths.home),
    onError: () => notify.error(adminMessages.errorTitle, adminMessages.logOutFailed),
  });
  return (
    <button type="button" disabled={logout.isPending} onClick={() => logout.mutate()} className={secondaryButton}>
      <Icon name="log-out" className="size-4" />
      {logout.isPending ? adminMessages.loggingOut : adminMessages.logOut}
    </button>
  );
}
