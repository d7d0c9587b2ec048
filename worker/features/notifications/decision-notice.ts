// Decision notices ("your listing is live", "we could not publish it"). They wait out the undo window in
// the queue (a delayed message), and the consumer sends one only if its review is still the current one,
// so an accidental click that is undone never e-mails anyone. Single and bulk reviews both call this.
import { notifiesSubmitter, type RejectionReason } from "@shared/submissions/rejection-reasons-schema";
import type { ReviewStatus } from "@shared/submissions/submission-statuses-schema";
import type { Context } from "../../trpc/context";
import { queueEmail } from "./email-queue";
import { publicOrigin } from "../../http/public-origin";

/** UNDO_WINDOW_SECONDS as a number (default 10 minutes). */
export function undoWindowSeconds(env: Pick<Env, "UNDO_WINDOW_SECONDS">): number {
  const seconds = Number(env.UNDO_WINDOW_SECONDS);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : 600;
}

export interface Decision {
  reviewId: number;
  status: ReviewStatus;
  reason: RejectionReason | null;
  submitterEmail: string;
}

/** Queues the notice of one review (none for spam), due when the undo window closes. */
export async function scheduleDecisionNotice(ctx: Pick<Context, "env" | "db" | "req">, submissionId: number, decision: Decision): Promise<void> {
  if (decision.status === "rejected" && decision.reason && !notifiesSubmitter(decision.reason)) return;
  await queueEmail(
    ctx.env,
    ctx.db,
    { kind: decision.status, recipient: decision.submitterEmail, submissionId, reviewId: decision.reviewId },
    { origin: publicOrigin(ctx.env, ctx.req.url) },
    undoWindowSeconds(ctx.env),
  );
}
