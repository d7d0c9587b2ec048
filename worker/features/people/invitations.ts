// Invitations to the staff: a random link token (link-tokens.ts) whose SHA-256 names the row; the
// e-mail goes through the outbox and the queue like every other, the token sealed in the outbox row
// (sealed-tokens.ts) so the queue message carries ids only. Single use, valid INVITATION_HOURS.
import { eq } from "drizzle-orm";
import { INVITATION_HOURS } from "@shared/schemas/people";
import type { Locale } from "@shared/rules/locales";
import type { StaffRole } from "@shared/rules/staff-roles";
import type { Db } from "../../db/client";
import { invitations, userRoles, users } from "../../db/schema";
import { auditEntry, type AuditActor } from "../audit/audit-log";
import { hashLinkToken, newLinkToken } from "../notifications/link-tokens";

export type InvitationState = "valid" | "unknown" | "expired" | "used";

/** Records an invitation; answers the token for the link, and the row's id. */
export async function createInvitation(
  db: Db,
  inviter: AuditActor & { id: string },
  invite: { email: string; role: StaffRole; locale: Locale },
  now: Date,
): Promise<{ id: number; token: string }> {
  const { token, hash } = await newLinkToken();
  const expires = new Date(now.getTime() + INVITATION_HOURS * 3_600_000);
  const [inserted] = await db.batch([
    db
      .insert(invitations)
      .values({
        email: invite.email,
        role: invite.role,
        locale: invite.locale,
        token_hash: hash,
        invited_by: inviter.id,
        created_at: now.toISOString(),
        expires_at: expires.toISOString(),
      })
      .returning({ id: invitations.id }),
    auditEntry(
      db,
      inviter,
      { action: "person.invite", target: { type: "invitation", id: invite.email }, detail: { role: invite.role, locale: invite.locale } },
      now,
    ),
  ]);
  const id = inserted[0]?.id;
  if (id === undefined) throw new Error("insert into invitations returned no row");
  return { id, token };
}

/** The invitation a link's token names, and whether it can still be used. */
export async function invitationByToken(db: Db, token: string, now: Date) {
  const [row] = await db
    .select()
    .from(invitations)
    .where(eq(invitations.token_hash, await hashLinkToken(token)))
    .limit(1);
  const state: InvitationState = !row ? "unknown" : row.used_at ? "used" : Date.parse(row.expires_at) <= now.getTime() ? "expired" : "valid";
  return { row: row ?? null, state };
}

/**
 * Creates the invited account with its role and marks the invitation used, in one batch with its audit
 * entry; the unique index on users.email refuses an address that got an account meanwhile.
 */
export async function acceptInvitation(db: Db, invitation: typeof invitations.$inferSelect, passwordHash: string, now: Date): Promise<string> {
  const id = crypto.randomUUID();
  const at = now.toISOString();
  await db.batch([
    db.insert(users).values({ id, email: invitation.email, password_hash: passwordHash, created_at: at }),
    db.insert(userRoles).values({ user_id: id, role: invitation.role }),
    db.update(invitations).set({ used_at: at }).where(eq(invitations.id, invitation.id)),
    auditEntry(
      db,
      { id, email: invitation.email },
      { action: "person.join", target: { type: "user", id }, detail: { role: invitation.role, invitation: invitation.id } },
      now,
    ),
  ]);
  return id;
}
