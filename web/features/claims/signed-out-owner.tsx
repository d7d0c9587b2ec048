// /owner for someone not signed in (loaded with its texts, module `claim`, only then): the e-mailed link's
// confirmation (`?link=<token>`), or the claim form (`?claim=<listingId>`, the detail pages' link) or how to
// claim, each with "E-mail me a sign-in link" for those who already manage a listing.
import { useSearchParams } from "react-router-dom";
import type { CLAIM_PARAM, LINK_PARAM } from "@shared/owners/claim-paths";
import { claimMessages } from "@shared/owners/claim-texts";
import { ownerMessages } from "@shared/owners/owner-texts";
import { ClaimForm } from "./claim-form";
import { FollowLink } from "./follow-link";
import { SignInLinkForm } from "./sign-in-link-form";

// The parameters' names, checked against claim-paths.ts by type only: importing its values would make it a
// chunk shared with the detail page, and every public page would carry that chunk's name.
const claimParam: typeof CLAIM_PARAM = "claim";
const linkParam: typeof LINK_PARAM = "link";

export default function SignedOutOwner() {
  const [params] = useSearchParams();
  const token = params.get(linkParam);
  const listingId = Number(params.get(claimParam));
  if (token) return <FollowLink token={token} />;
  const claiming = Number.isInteger(listingId) && listingId > 0;
  return (
    <>
      {claiming ? (
        <ClaimForm listingId={listingId} />
      ) : (
        <>
          <p role="status" className="mt-6 text-gray-700">
            {ownerMessages.signInFirst}
          </p>
          <p className="mt-2 text-gray-700">{claimMessages.claimHowTo}</p>
        </>
      )}
      <SignInLinkForm />
    </>
  );
}
