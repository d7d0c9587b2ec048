// Invitations to the staff: a random link token (link-tokens.ts) whose SHA-256 names the row; the
// e-mail goes through the outbox and the queue like every other, the token sealed in the outbox row
// (link-tokens.ts) so the queue message carries ids only. Single use, valid INVITATION_HOURS.
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { INVITATION_HOURS } from "@shared/people/people-schema";
import type { Locale } from "@shared/i18n/locales";
import type { StaffRole } from "@shared/people/staff-roles";
import type { Db } from "../../db/client";
import { invitations, userRoles, users } from "../../db/schema";
import { auditEntry, auditEntryWhen, type AuditActor } from "../audit/audit-log";
import { hashLinkToken, newLinkToken } from "../notifications/link-tokens";
import { sha256Hex } from "../../crypto/hex-digest";
import { passkeyInsert, type NewPasskeyRow } from "../passkeys/passkey-queries";

export type InvitationState = "valid" | "unknown" | "expired" | "used" | "revoked";

/**
 * SQL true while the invitation's inviter may still invite: an active account holding the admin role.
 * An invitation ends with its inviter's right to invite (demoted, deactivated), checked when it is used.
 */
const inviterMayInvite = sql<number>`EXISTS (SELECT 1 FROM users JOIN user_roles ON user_roles.user_id = users.id
  WHERE users.id = ${invitations.invited_by} AND users.deactivated_at IS NULL AND user_roles.role = 'admin')`;

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
  const [found] = await db
    .select({ invitation: invitations, inviterMayInvite })
    .from(invitations)
    .where(eq(invitations.token_hash, await hashLinkToken(token)))
    .limit(1);
  const row = found?.invitation;
  const state: InvitationState = !row
    ? "unknown"
    : row.used_at
      ? "used"
      : row.revoked_at || !found.inviterMayInvite
        ? "revoked"
        : Date.parse(row.expires_at) <= now.getTime()
          ? "expired"
          : "valid";
  return { row: row ?? null, state };
}

/** Invitations still waiting for their invitee (not used, withdrawn or expired), newest first, with who sent each. */
export function pendingInvitations(db: Db, now: Date) {
  return db
    .select({
      id: invitations.id,
      email: invitations.email,
      role: invitations.role,
      invitedBy: users.email,
      createdAt: invitations.created_at,
      expiresAt: invitations.expires_at,
    })
    .from(invitations)
    .innerJoin(users, eq(users.id, invitations.invited_by))
    .where(and(isNull(invitations.used_at), isNull(invitations.revoked_at), gt(invitations.expires_at, now.toISOString()), inviterMayInvite))
    .orderBy(sql`${invitations.created_at} DESC`, sql`${invitations.id} DESC`);
}

/** Withdraws a pending invitation with its audit entry (one batch); false when none was pending under that id. */
export async function revokeInvitation(db: Db, id: number, admin: AuditActor, now: Date): Promise<boolean> {
  const [revoked] = await db.batch([
    db
      .update(invitations)
      .set({ revoked_at: now.toISOString() })
      .where(and(eq(invitations.id, id), isNull(invitations.used_at), isNull(invitations.revoked_at)))
      .returning({ email: invitations.email }),
    auditEntryWhen(
      db,
      admin,
      { action: "person.uninvite", target: { type: "invitation", id } },
      sql`EXISTS (SELECT 1 FROM invitations WHERE id = ${id} AND revoked_at = ${now.toISOString()})`,
      now,
    ),
  ]);
  return revoked.length === 1;
}

/** What an invitee proves themselves with from now on: a password (its hash), or a first passkey. */
export type InviteeCredential = { passwordHash: string } | { passkey: Omit<NewPasskeyRow, "userId" | "now"> };

/**
 * An account made with a passkey has no password: this stored value is no password hash, so no password
 * ever matches it (verifyPassword refuses what it cannot parse).
 */
const NO_PASSWORD = "passkey-only";

/**
 * The account id an invitation's account will have, known before it exists: a passkey made on the
 * invitation page carries it as its user handle, which sign-in checks. A UUID (v4-shaped) drawn from
 * the invitation's token hash.
 */
export async function invitedUserId(invitation: { token_hash: string }): Promise<string> {
  const hex = await sha256Hex(`invited-user:${invitation.token_hash}`);
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Creates the invited account with its role and its password or first passkey, and marks the invitation
 * used, in one batch with the audit entries; the unique index on users.email refuses an address that got
 * an account meanwhile.
 */
export async function acceptInvitation(
  db: Db,
  invitation: typeof invitations.$inferSelect,
  credential: InviteeCredential,
  now: Date,
): Promise<string> {
  const id = await invitedUserId(invitation);
  const at = now.toISOString();
  const actor = { id, email: invitation.email };
  const joined = auditEntry(
    db,
    actor,
    { action: "person.join", target: { type: "user", id }, detail: { role: invitation.role, invitation: invitation.id } },
    now,
  );
  const account = [
    db
      .insert(users)
      .values({ id, email: invitation.email, password_hash: "passwordHash" in credential ? credential.passwordHash : NO_PASSWORD, created_at: at }),
    db.insert(userRoles).values({ user_id: id, role: invitation.role }),
    db.update(invitations).set({ used_at: at }).where(eq(invitations.id, invitation.id)),
  ] as const;
  if ("passwordHash" in credential) {
    await db.batch([...account, joined]);
  } else {
    const { passkey } = credential;
    await db.batch([
      ...account,
      joined,
      passkeyInsert(db, { ...passkey, userId: id, now }),
      auditEntry(db, actor, { action: "passkey.add", target: { type: "passkey", id: passkey.id }, detail: { name: passkey.name } }, now),
    ]);
  }
  return id;
}
