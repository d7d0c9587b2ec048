// The audit log's vocabulary and the Audit log tab's filters: the actions recorded
// (worker/features/audit/audit-log.ts) and the input of `admin.audit.list`, for client and server.
import "../forms/zod-setup";
import { z } from "zod";
import { adminPeopleMessages as m } from "./admin-people-texts";
import { says } from "../forms/error-text-schema";

/** Every privileged action the audit log records. */
export const AUDIT_ACTIONS = [
  "login.success",
  "login.failure",
  "logout",
  "submission.review",
  "submission.undo",
  "listing.edit",
  "listing.status",
  "listing.featured",
  "owner.edit",
  "owner.request",
  "change.approve",
  "change.refuse",
  "owner.invite",
  "owner.remove",
  "owner.photo",
  "owner.revoke",
  "listing.revert",
  "claim.approve",
  "claim.refuse",
  "review.publish",
  "review.hide",
  "ballot.edit",
  "nomination.decision",
  "season.edit",
  "votes.void",
  "digest.test",
  "payment.refund",
  "person.invite",
  "person.uninvite",
  "person.join",
  "person.role",
  "person.deactivate",
  "person.reactivate",
  "person.signout",
  "passkey.add",
  "passkey.remove",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Entries per page of the Audit log tab. */
export const AUDIT_PAGE_SIZE = 50;

const day = z.string().regex(
  /^\d{4}-\d{2}-\d{2}$/,
  says(() => m.auditInvalidDay),
);

export const auditListInput = z.object({
  /** The actor's address, matched exactly (lower-cased). */
  person: z.string().trim().toLowerCase().max(254).optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  /** UTC days, both included. */
  from: day.optional(),
  to: day.optional(),
  /** The last entry of the previous page (newest first). */
  cursor: z.object({ at: z.string().max(40), id: z.number().int().positive() }).optional(),
});
export type AuditListInput = z.input<typeof auditListInput>;
