// Links into /owner: the claim form for a listing (`?claim=<id>`, the detail pages' plain link) and an
// e-mailed magic link (`?link=<token>`). Search parameters, not routes: the route table ships with every
// public page.
import { ROUTE_PATTERNS } from "../routing/routes";

export const CLAIM_PARAM = "claim";
export const LINK_PARAM = "link";

export const claimPath = (listingId: number) => `${ROUTE_PATTERNS.owner}?${CLAIM_PARAM}=${listingId}`;

export const ownerLinkPath = (token: string) => `${ROUTE_PATTERNS.owner}?${LINK_PARAM}=${token}`;
