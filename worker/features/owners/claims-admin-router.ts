// `admin.claims.*`: the moderators' queue of claims that no e-mail domain or website code proved. Approving
// e-mails the claimant the same single-use link a proved claim gets (proof "staff"); refusing e-mails the
// reason in the claimant's language. Each decision is audited; a decided claim cannot be decided again.
import { claimMessages } from "@shared/owners/claim-texts";
import { claimIdInput, refuseClaimInput } from "@shared/owners/claim-schema";
import { emailAtDomain, websiteDomain } from "@shared/owners/claim-rules";
import { detailPath } from "@shared/routing/paths";
import * as clock from "@shared/time/clock";
import { publicOrigin } from "../../http/public-origin";
import { moderatorProcedure, router } from "../../trpc/init";
import { refusal } from "../../trpc/refusal";
import { actorOf, recordAudit } from "../audit/audit-log";
import { queueEmail } from "../notifications/email-queue";
import { approveQueuedClaim, claimForDecision, queuedClaims, refuseQueuedClaim } from "./claims";
import { newClaimLink, sendClaimLink } from "./claim-link";
import type { Db } from "../../db/client";

/** The claim a decision names, still queued: NOT_FOUND for an unknown id, CONFLICT once decided. */
async function queuedClaim(db: Db, id: number) {
  const claim = await claimForDecision(db, id);
  if (!claim) throw refusal("NOT_FOUND", claimMessages, "claimUnknown");
  if (claim.status !== "queued") throw refusal("CONFLICT", claimMessages, "claimDecided");
  return claim;
}

export const claimsAdminRouter = router({
  /** Queued claims, oldest first, with their evidence. */
  list: moderatorProcedure.query(async ({ ctx }) => {
    const rows = await queuedClaims(ctx.db);
    return rows.map(({ listing, ownerCount, ...claim }) => ({
      ...claim,
      listing: { id: listing.id, title: listing.title, type: listing.type, city: listing.city, website: listing.website, path: detailPath(listing) },
      emailMatchesWebsite: emailAtDomain(claim.email, websiteDomain(listing.website)),
      hasOwners: ownerCount > 0,
    }));
  }),

  /** Approves a queued claim: the claimant is e-mailed the single-use link (proof "staff"). */
  approve: moderatorProcedure.input(claimIdInput).mutation(async ({ ctx, input }) => {
    const claim = await queuedClaim(ctx.db, input.id);
    const { token, link } = await newClaimLink(clock.now());
    if (!(await approveQueuedClaim(ctx.db, claim.id, link))) throw refusal("CONFLICT", claimMessages, "claimDecided");
    await sendClaimLink(ctx, claim.email, token);
    await recordAudit(ctx.db, actorOf(ctx), {
      action: "claim.approve",
      target: { type: "claim", id: claim.id },
      detail: { listingId: claim.listingId },
    });
    return { id: claim.id, status: "link-sent" as const };
  }),

  /** Refuses a queued claim; the claimant is e-mailed the reason. */
  refuse: moderatorProcedure.input(refuseClaimInput).mutation(async ({ ctx, input }) => {
    const claim = await queuedClaim(ctx.db, input.id);
    if (!(await refuseQueuedClaim(ctx.db, claim.id, input.reason))) throw refusal("CONFLICT", claimMessages, "claimDecided");
    await queueEmail(
      ctx.env,
      ctx.db,
      { kind: "claim_refused", recipient: claim.email, claimId: claim.id },
      { origin: publicOrigin(ctx.env, ctx.req.url) },
    );
    await recordAudit(ctx.db, actorOf(ctx), {
      action: "claim.refuse",
      target: { type: "claim", id: claim.id },
      detail: { listingId: claim.listingId, reason: input.reason },
    });
    return { id: claim.id, status: "refused" as const };
  }),
});
