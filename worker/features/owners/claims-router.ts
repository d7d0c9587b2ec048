// `claims.*`: claiming a listing and following the e-mailed link that proves it (/owner?claim=…,
// /owner?link=…). Anyone may claim; the ladder decides how the claim is proved (shared/owners/claim-rules.ts):
// an address at the listing website's domain gets a single-use link at once; otherwise a code placed on the
// website earns the same link, or the claim waits for the moderators. A listing that already has an owner
// always waits for them.
import { emailAtDomain, websiteDomain } from "@shared/owners/claim-rules";
import { claimCodeInput, claimInput, claimLinkInput } from "@shared/owners/claim-schema";
import { claimMessages } from "@shared/owners/claim-texts";
import { ownedListingInput } from "@shared/owners/owner-schema";
import { activeLocale } from "@shared/i18n/active-locale";
import * as clock from "@shared/time/clock";
import { publicOrigin } from "../../http/public-origin";
import { rateLimited } from "../../rate-limit/rate-limit";
import { personalProcedure, router } from "../../trpc/init";
import { refusal } from "../../trpc/refusal";
import { startSession } from "../auth/session";
import { queueEmail } from "../notifications/email-queue";
import { hashLinkToken } from "../notifications/link-tokens";
import { randomToken } from "../../crypto/base64url";
import {
  claimAwaitingProof,
  claimByLinkHash,
  claimableListing,
  insertClaim,
  listingOwnerEmails,
  queueClaim,
  recordWebsiteCheck,
  verifyClaim,
} from "./claims";
import { newClaimLink, sendClaimLink } from "./claim-link";
import { acceptInvitation, isStaffAddress, ownerAccountFor, ownerLinkByHash, spendOwnerLink } from "./owner-links";
import type { Context } from "../../trpc/context";
import { checkWebsite } from "./website-check";

export const claimsRouter = router({
  /** The claim form's heading: the published listing's title and type, or null. */
  listing: personalProcedure.input(ownedListingInput).query(async ({ ctx, input }) => {
    const listing = await claimableListing(ctx.db, input.listingId);
    return listing && { id: listing.id, title: listing.title, type: listing.type };
  }),

  /**
   * A claim on a published listing, answered with what comes next: "link-sent" (an address at the website's
   * domain: check your inbox), "website-code" (place this code on the website, then check it or ask the
   * team) or "queued" (the team will write; always so for a listing that has owners, who are told).
   */
  create: personalProcedure
    .input(claimInput)
    .use(rateLimited("claims"))
    .mutation(async ({ ctx, input }) => {
      const listing = await claimableListing(ctx.db, input.listingId);
      if (!listing) throw refusal("NOT_FOUND", claimMessages, "listingGone", { field: "listingId" });
      const now = clock.now();
      const claim = {
        listingId: listing.id,
        name: input.name,
        email: input.email,
        role: input.role,
        phone: input.phone,
        note: input.note,
        language: activeLocale(),
      };
      const owners = await listingOwnerEmails(ctx.db, listing.id);
      const origin = publicOrigin(ctx.env, ctx.req.url);
      const domain = websiteDomain(listing.website);
      if (owners.length > 0 || !domain) {
        const claimId = await insertClaim(ctx.db, { ...claim, status: "queued", proof: null, link: null }, now);
        for (const { email } of owners) await queueEmail(ctx.env, ctx.db, { kind: "claim_notice", recipient: email, claimId }, { origin });
        return { outcome: "queued" as const };
      }
      if (!emailAtDomain(input.email, domain)) {
        const code = randomToken();
        await insertClaim(ctx.db, { ...claim, status: "awaiting-proof", proof: null, link: null, websiteCode: code }, now);
        return { outcome: "website-code" as const, code };
      }
      const { token, link } = await newClaimLink(now);
      await insertClaim(ctx.db, { ...claim, status: "link-sent", proof: "domain-email", link }, now);
      await sendClaimLink(ctx, input.email, token);
      return { outcome: "link-sent" as const };
    }),

  /** "Check my website": on finding the claim's code, e-mails the claimant the link; answers what it found. */
  checkWebsite: personalProcedure
    .input(claimCodeInput)
    .use(rateLimited("claims"))
    .mutation(async ({ ctx, input }) => {
      const claim = await claimAwaitingProof(ctx.db, input.code);
      if (!claim?.website) throw refusal("NOT_FOUND", claimMessages, "codeUnknown");
      const finding = await checkWebsite(claim.website, input.code);
      if (finding !== "found") {
        await recordWebsiteCheck(ctx.db, claim.id, finding, null);
        return { finding };
      }
      const { token, link } = await newClaimLink(clock.now());
      await recordWebsiteCheck(ctx.db, claim.id, finding, link);
      await sendClaimLink(ctx, claim.email, token);
      return { finding };
    }),

  /** "Ask the team instead": the claim waits for a moderator. */
  askTeam: personalProcedure.input(claimCodeInput).mutation(async ({ ctx, input }) => {
    const claim = await claimAwaitingProof(ctx.db, input.code);
    if (!claim) throw refusal("NOT_FOUND", claimMessages, "codeUnknown");
    await queueClaim(ctx.db, claim.id);
    return { outcome: "queued" as const };
  }),

  /**
   * Follows any link e-mailed to /owner once, before it expires: a claim's (the claimant becomes an owner,
   * the account made if none), a sign-in link, or an invitation (owner-links.ts); each signs the person in.
   * An unknown or spent link is NOT_FOUND, an expired one CONFLICT.
   */
  follow: personalProcedure.input(claimLinkInput).mutation(async ({ ctx, input }) => {
    const now = clock.now();
    const hash = await hashLinkToken(input.token);
    const claim = await claimByLinkHash(ctx.db, hash);
    if (!claim) return followOwnerLink(ctx, hash, now);
    if (!claim || claim.status !== "link-sent" || !claim.proof) throw refusal("NOT_FOUND", claimMessages, "linkInvalid");
    if ((claim.expiresAt ?? "") <= now.toISOString()) throw refusal("CONFLICT", claimMessages, "linkExpired");
    // A staff account signs in with its password or passkey, never by an e-mailed link.
    if (await isStaffAddress(ctx.db, claim.email)) throw refusal("NOT_FOUND", claimMessages, "linkInvalid");
    const userId = await verifyClaim(ctx.db, { id: claim.id, listingId: claim.listingId, email: claim.email, proof: claim.proof }, now);
    if (!userId) throw refusal("NOT_FOUND", claimMessages, "linkInvalid");
    return startSession(ctx, userId, { method: "email-link" });
  }),
});

/**
 * A sign-in link signs in the account it was sent to while it still manages a listing and has no staff
 * role; an invitation makes its address a manager (the account made if none). A staff account is never
 * signed in by an e-mailed link: it has a password or a passkey.
 */
async function followOwnerLink(ctx: Context, hash: string, now: Date) {
  const link = await ownerLinkByHash(ctx.db, hash);
  if (!link || link.usedAt) throw refusal("NOT_FOUND", claimMessages, "linkInvalid");
  if (link.expiresAt <= now.toISOString()) throw refusal("CONFLICT", claimMessages, "linkExpired");
  if (link.purpose === "sign-in") {
    const account = await ownerAccountFor(ctx.db, link.email);
    if (!account || !(await spendOwnerLink(ctx.db, link.id, now))) throw refusal("NOT_FOUND", claimMessages, "linkInvalid");
    return startSession(ctx, account.id, { method: "email-link" });
  }
  if (await isStaffAddress(ctx.db, link.email)) throw refusal("NOT_FOUND", claimMessages, "linkInvalid");
  const userId = await acceptInvitation(ctx.db, link, now);
  if (!userId) throw refusal("NOT_FOUND", claimMessages, "linkInvalid");
  return startSession(ctx, userId, { method: "email-link" });
}
