// /owner for someone not signed in (loaded with its texts, module `claim`, only then): the claim form (`?claim=<listingId>`, the detail pages' link), the
// e-mailed link's confirmation (`?link=<token>`), or the invitation to sign in.
import { useSearchParams } from "react-router-dom";
import type { CLAIM_PARAM, LINK_PARAM } from "@shared/owners/claim-paths";
import { ownerMessages } from "@shared/owners/owner-texts";
import { ClaimForm } from "./claim-form";
import { FollowLink } from "./follow-link";

// The parameters' names, checked against claim-paths.ts by type only: importing its values would make it a
// chunk shared with the detail page, and every public page would carry that chunk's name.
const claimParam: typeof CLAIM_PARAM = "claim";
const linkParam: typeof LINK_PARAM = "link";

export default function SignedOutOwner() {
  const [params] = useSearchParams();
  const token = params.get(linkParam);
  const listingId = Number(params.get(claimParam));
  if (token) return <FollowLink token={token} />;
  if (Number.isInteger(listingId) && listingId > 0) return <ClaimForm listingId={listingId} />;
  return (
    <p role="status" className="mt-6 text-gray-700">
      {ownerMessages.signInFirst}
    </p>
  );
}
