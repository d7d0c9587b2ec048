// Links into /owner: the claim form for a listing (`?claim=<id>`, the detail pages' plain link), an
// e-mailed magic link (`?link=<token>`), one of the person's listings (`?listing=<id>`, where Checkout
// returns with `&checkout=success|cancelled`) and a payment's receipt (`?receipt=<payment>`). Search
// parameters, not routes: the route table ships with every public page.
import { ROUTE_PATTERNS } from "../routing/routes";

export const CLAIM_PARAM = "claim";
export const LINK_PARAM = "link";

export const claimPath = (listingId: number) => `${ROUTE_PATTERNS.owner}?${CLAIM_PARAM}=${listingId}`;

export const ownerLinkPath = (token: string) => `${ROUTE_PATTERNS.owner}?${LINK_PARAM}=${token}`;

export const LISTING_PARAM = "listing";
export const RECEIPT_PARAM = "receipt";
export const CHECKOUT_PARAM = "checkout";

export const ownerListingPath = (listingId: number) => `${ROUTE_PATTERNS.owner}?${LISTING_PARAM}=${listingId}`;

export const ownerReceiptPath = (paymentId: number) => `${ROUTE_PATTERNS.owner}?${RECEIPT_PARAM}=${paymentId}`;
