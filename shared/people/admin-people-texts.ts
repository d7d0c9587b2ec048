// Admin strings for staff roles, the People tab, invitations and the Audit log tab: the facade over its
// texts in each language (./admin-people-texts.en.ts and .fr.ts, module `admin-people`), loaded with the admin screen only.
import { localized } from "../i18n/localized";
import type { AuditAction } from "./audit-schema";
import type { StaffRole } from "./staff-roles";

export const adminPeopleMessages = localized<typeof import("./admin-people-texts.en").default>("admin-people");

type Underscored<A extends string> = A extends `${infer Area}.${infer Verb}` ? `${Area}_${Verb}` : A;
type AuditActionKey = Underscored<AuditAction>;

/** The audit log's words for an action (shared/people/audit-schema.ts). */
export const auditActionLabel = (action: AuditAction): string => adminPeopleMessages[`auditAction_${action.replace(".", "_") as AuditActionKey}`];

/** The one role → label rule (People tab, invitations). */
export const staffRoleLabel = (role: StaffRole): string => adminPeopleMessages[`role_${role}`];
