// `admin.changeRequests.*`: the moderators' queue of owners' requests to change a listing's name, address
// or category. Approving writes the change as the moderator's edit; refusing keeps the reason. Either is
// e-mailed to the owner in the language they asked in, and audited; a decided request cannot be decided again.
import { changeRequestIdInput } from "@shared/owners/change-request-schema";
import { refuseClaimInput } from "@shared/owners/claim-schema";
import { detailPath } from "@shared/routing/paths";
import * as clock from "@shared/time/clock";
import { forgetContentVersion } from "../../cache/content-version";
import { publicOrigin } from "../../http/public-origin";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import { moderatorProcedure, router } from "../../trpc/init";
import { actorOf, recordAudit } from "../audit/audit-log";
import { queueEmail } from "../notifications/email-queue";
import { decideRequest, pendingRequests } from "./change-requests";
import { tellRsvpsOfChanges } from "../going/change-notices";

type Decided = Awaited<ReturnType<typeof decideRequest>>;
interface DecisionContext {
  db: Db;
  env: Pick<Env, "EMAIL_QUEUE" | "PUBLIC_ORIGIN">;
  req: { url: string };
  session: { user: { id: string; email: string } };
}

/** The owner's e-mail (unless their account is gone) and the audit line of a decision. */
async function announce(ctx: DecisionContext, { request, changed }: Decided, reason?: string) {
  const [requester] = await ctx.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, request.requester_id ?? ""));
  if (requester) {
    await queueEmail(
      ctx.env,
      ctx.db,
      { kind: "change_decided", recipient: requester.email, changeRequestId: request.id },
      { origin: publicOrigin(ctx.env, ctx.req.url) },
    );
  }
  await recordAudit(ctx.db, actorOf(ctx), {
    action: reason === undefined ? "change.approve" : "change.refuse",
    target: { type: "listing", id: request.listing_id },
    detail: {
      request: request.id,
      fields: (reason === undefined ? changed : request.changes).map((change) => change.field),
      ...(reason ? { reason } : {}),
    },
  });
}

export const changeRequestsAdminRouter = router({
  /** Pending requests, oldest first: the listing, who asked, each field before → after and the note. */
  list: moderatorProcedure.query(async ({ ctx }) =>
    (await pendingRequests(ctx.db)).map(({ listing, ...request }) => ({ ...request, listing: { ...listing, path: detailPath(listing) } })),
  ),

  /** Writes the requested fields (those that still differ) as this moderator's edit. */
  approve: moderatorProcedure.input(changeRequestIdInput).mutation(async ({ ctx, input }) => {
    const decided = await decideRequest(ctx.db, input.id, { approve: true }, ctx.session.user, clock.now().toISOString());
    forgetContentVersion();
    await tellRsvpsOfChanges(ctx.env, ctx.db, decided.request.listing_id, decided.changed, publicOrigin(ctx.env, ctx.req.url));
    await announce(ctx, decided);
    return { id: input.id, status: "approved" as const, changed: decided.changed.map((change) => change.field) };
  }),

  /** Refuses the request; the owner is e-mailed the reason. */
  refuse: moderatorProcedure.input(refuseClaimInput).mutation(async ({ ctx, input }) => {
    const decided = await decideRequest(ctx.db, input.id, { approve: false, reason: input.reason }, ctx.session.user, clock.now().toISOString());
    await announce(ctx, decided, input.reason);
    return { id: input.id, status: "refused" as const };
  }),
});
