// `claims.*`: claiming a listing and following the e-mailed link that proves it (/owner?claim=…,
// /owner?link=…). Anyone may claim; the ladder decides how the claim is proved (shared/owners/claim-rules.ts):
// an address at the listing website's domain gets a single-use link at once, anything else waits for the
// moderators. A listing that already has an owner always waits for them.
import { CLAIM_LINK_MINUTES, emailAtDomain, websiteDomain } from "@shared/owners/claim-rules";
import { claimInput, claimLinkInput } from "@shared/owners/claim-schema";
import { claimMessages } from "@shared/owners/claim-texts";
import { ownedListingInput } from "@shared/owners/owner-schema";
import { activeLocale } from "@shared/i18n/active-locale";
import * as clock from "@shared/time/clock";
import { publicOrigin } from "../../http/public-origin";
import { rateLimited } from "../../rate-limit/rate-limit-procedure";
import { personalProcedure, router } from "../../trpc/init";
import { refusal } from "../../trpc/refusal";
import { startSession } from "../auth/start-session";
import { queueEmail } from "../notifications/email-queue";
import { hashLinkToken, newLinkToken } from "../notifications/link-tokens";
import { sealToken } from "../notifications/sealed-tokens";
import { claimByLinkHash, claimableListing, insertClaim, listingOwnerEmails, verifyClaim } from "./claims";

export const claimsRouter = router({
  /** The claim form's heading: the published listing's title and type, or null. */
  listing: personalProcedure.input(ownedListingInput).query(async ({ ctx, input }) => {
    const listing = await claimableListing(ctx.db, input.listingId);
    return listing && { id: listing.id, title: listing.title, type: listing.type };
  }),

  /** A claim on a published listing: "link-sent" (check your inbox) or "queued" (the team will write). */
  create: personalProcedure
    .input(claimInput)
    .use(rateLimited("claims"))
    .mutation(async ({ ctx, input }) => {
      const listing = await claimableListing(ctx.db, input.listingId);
      if (!listing) throw refusal("NOT_FOUND", claimMessages, "listingGone", { field: "listingId" });
      const now = clock.now();
      const fields = { listingId: listing.id, name: input.name, email: input.email, role: input.role, phone: input.phone, note: input.note };
      const owners = await listingOwnerEmails(ctx.db, listing.id);
      const origin = publicOrigin(ctx.env, ctx.req.url);
      if (owners.length > 0 || !emailAtDomain(input.email, websiteDomain(listing.website))) {
        const claimId = await insertClaim(ctx.db, { ...fields, language: activeLocale(), status: "queued", proof: null, link: null }, now);
        // A listing that has owners: they hear of the claim (the team decides it).
        for (const { email } of owners) await queueEmail(ctx.env, ctx.db, { kind: "claim_notice", recipient: email, claimId }, { origin });
        return { outcome: "queued" as const };
      }
      const { token, hash } = await newLinkToken();
      const expiresAt = new Date(now.getTime() + CLAIM_LINK_MINUTES * 60_000);
      const link = { hash, expiresAt };
      await insertClaim(ctx.db, { ...fields, language: activeLocale(), status: "link-sent", proof: "domain-email", link }, now);
      const sealedToken = await sealToken(ctx.env, token);
      await queueEmail(ctx.env, ctx.db, { kind: "owner_link", recipient: input.email, sealedToken }, { origin });
      return { outcome: "link-sent" as const };
    }),

  /**
   * Follows an e-mailed link once, within CLAIM_LINK_MINUTES: the claimant becomes an owner (the account is
   * made if none) and is signed in. An unknown or spent link is NOT_FOUND, an expired one CONFLICT.
   */
  follow: personalProcedure.input(claimLinkInput).mutation(async ({ ctx, input }) => {
    const now = clock.now();
    const claim = await claimByLinkHash(ctx.db, await hashLinkToken(input.token));
    if (!claim || claim.status !== "link-sent" || !claim.proof) throw refusal("NOT_FOUND", claimMessages, "linkInvalid");
    if ((claim.expiresAt ?? "") <= now.toISOString()) throw refusal("CONFLICT", claimMessages, "linkExpired");
    const userId = await verifyClaim(ctx.db, { id: claim.id, listingId: claim.listingId, email: claim.email, proof: claim.proof }, now);
    if (!userId) throw refusal("NOT_FOUND", claimMessages, "linkInvalid");
    return startSession(ctx, userId, { method: "email-link" });
  }),
});
