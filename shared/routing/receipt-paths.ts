// A payment receipt's address, kept out of ./paths.ts (which every page loads), as ./feeds.ts is: only the
// status page and the payment e-mail link it.
import { submissionStatusPath } from "./paths";

/** The receipt of one of the submission's payments, behind the same private token. */
export function receiptPath(token: string, paymentId: number): string {
  return `${submissionStatusPath(token)}/receipts/${paymentId}`;
}
