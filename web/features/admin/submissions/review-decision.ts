// What an admin decides about a submission: approve, or reject with a stock reason and an optional note.
import type { RejectionReason } from "@shared/submissions/rejection-reasons-schema";

export type ReviewDecision = { status: "approved" } | { status: "rejected"; reason: RejectionReason; note: string };
