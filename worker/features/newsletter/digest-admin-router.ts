// `admin.digest.*`: the weekly digest as admins see it. The preview is the next digest of any city as it
// stands now (its send time, subject and text); a test goes to the admin's own address through the queue
// like every e-mail; the bounced list shows the addresses a failed digest paused.
import { digestPreviewInput } from "@shared/newsletter/digest-schema";
import { digestZone, nextDigestAt } from "@shared/newsletter/digest-schedule";
import * as clock from "@shared/time/clock";
import { publicOrigin } from "../../http/public-origin";
import { adminProcedure, router } from "../../trpc/init";
import { actorOf, recordAudit } from "../audit/audit-log";
import { queueEmail } from "../notifications/email-queue";
import { digestEmail } from "../notifications/email-templates";
import { composeDigest } from "./digest";
import { listBouncedSubscribers } from "./newsletter-queries";
import { sampleNewsletterLinks } from "./unsubscribe-route";

/** How many bounced addresses the panel lists. */
const BOUNCED_LIMIT = 50;

export const digestAdminRouter = router({
  /** The next digest of a city in a language: when it goes out, and its e-mail (null: nothing new, it will be skipped). */
  preview: adminProcedure.input(digestPreviewInput).query(async ({ ctx, input }) => {
    const origin = publicOrigin(ctx.env, ctx.req.url);
    const at = nextDigestAt(clock.nowMs(), digestZone(input.city));
    const digest = await composeDigest(ctx.env.DB, input, origin, at);
    const email = digest && digestEmail(ctx.session.user.email, digest, sampleNewsletterLinks(origin, input.language), input.language);
    return { at: new Date(at).toISOString(), email: email && { subject: email.subject, text: email.text } };
  }),

  /** Queues the digest of a city and language, as it stands now, to the admin's own address. */
  sendTest: adminProcedure.input(digestPreviewInput).mutation(async ({ ctx, input }) => {
    const to = ctx.session.user.email;
    const outboxId = await queueEmail(
      ctx.env,
      ctx.db,
      { kind: "digest_test", recipient: to },
      { origin: publicOrigin(ctx.env, ctx.req.url), digest: input },
    );
    await recordAudit(ctx.db, actorOf(ctx), {
      action: "digest.test",
      detail: { city: input.city, language: input.language, queued: outboxId !== null },
    });
    return { queued: outboxId !== null, to };
  }),

  bounced: adminProcedure.query(({ ctx }) => listBouncedSubscribers(ctx.db, BOUNCED_LIMIT)),
});
