// Database access for the links to /owner besides a claim's (owner_links, shared/owners/owner-links.ts): a
// sign-in link for someone who already manages a listing, and an owner's invitation to a manager. Each is
// spent once, in the statement that checks it is still unspent and unexpired.
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Locale } from "@shared/i18n/locales";
import type { OwnerLinkPurpose } from "@shared/owners/owner-links";
import type { Db } from "../../db/client";
import { listingOwners, listings, ownerLinks, userRoles, users } from "../../db/schema";
import type { ClaimLink } from "./claims";

/**
 * The account a sign-in link may be sent to: one that manages at least one listing, has no staff role
 * (staff sign in with a password or a passkey) and is not deactivated; null otherwise.
 */
export async function ownerAccountFor(db: Db, email: string): Promise<{ id: string } | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.email, email),
        isNull(users.deactivated_at),
        sql`EXISTS (SELECT 1 FROM ${listingOwners} WHERE ${listingOwners.user_id} = ${users.id})`,
        sql`NOT EXISTS (SELECT 1 FROM ${userRoles} WHERE ${userRoles.user_id} = ${users.id})`,
      ),
    );
  return row ?? null;
}

/** Whether the address belongs to a staff account (an invitation never signs one in by e-mail). */
export async function isStaffAddress(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.user_id, users.id))
    .where(eq(users.email, email))
    .limit(1);
  return row !== undefined;
}

export interface NewOwnerLink {
  purpose: OwnerLinkPurpose;
  email: string;
  language: Locale;
  listingId?: number;
  invitedBy?: string;
  link: ClaimLink;
}

export async function insertOwnerLink(db: Db, link: NewOwnerLink, now: Date): Promise<void> {
  await db.insert(ownerLinks).values({
    purpose: link.purpose,
    email: link.email,
    language: link.language,
    listing_id: link.listingId ?? null,
    invited_by: link.invitedBy ?? null,
    token_hash: link.link.hash,
    expires_at: link.link.expiresAt.toISOString(),
    created_at: now.toISOString(),
  });
}

/** A link by its token's hash, with the invitation's listing title and inviter's address. */
export async function ownerLinkByHash(db: Db, hash: string) {
  const [row] = await db
    .select({
      id: ownerLinks.id,
      purpose: ownerLinks.purpose,
      email: ownerLinks.email,
      language: ownerLinks.language,
      listingId: ownerLinks.listing_id,
      title: listings.title,
      inviter: users.email,
      expiresAt: ownerLinks.expires_at,
      usedAt: ownerLinks.used_at,
    })
    .from(ownerLinks)
    .leftJoin(listings, eq(listings.id, ownerLinks.listing_id))
    .leftJoin(users, eq(users.id, ownerLinks.invited_by))
    .where(eq(ownerLinks.token_hash, hash));
  return row ?? null;
}

/** Spends a sign-in link; false when it was spent meanwhile or has expired. */
export async function spendOwnerLink(db: Db, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(ownerLinks)
    .set({ used_at: now.toISOString() })
    .where(and(eq(ownerLinks.id, id), isNull(ownerLinks.used_at), gt(ownerLinks.expires_at, now.toISOString())))
    .returning({ id: ownerLinks.id });
  return rows.length > 0;
}

/**
 * Spends an invitation and makes its address a manager of the listing, in one batch as a claim's link does
 * (claims.ts, verifyClaim): the link marked used, the account made if none (no password), the
 * listing_owners row (role manager, proof invitation; an existing row is kept as it is). Answers the
 * account's id, or null when the link was spent meanwhile or has expired.
 */
export async function acceptInvitation(db: Db, link: { id: number; email: string }, now: Date): Promise<string | null> {
  const at = now.toISOString();
  const spentHere = and(eq(ownerLinks.id, link.id), eq(ownerLinks.used_at, at), eq(ownerLinks.purpose, "invitation"));
  const account = sql<string>`(SELECT ${users.id} FROM ${users} WHERE ${users.email} = ${link.email})`;
  const [spent] = await db.batch([
    db
      .update(ownerLinks)
      .set({ used_at: at })
      .where(and(eq(ownerLinks.id, link.id), isNull(ownerLinks.used_at), gt(ownerLinks.expires_at, at)))
      .returning({ id: ownerLinks.id }),
    db
      .insert(users)
      .select(
        db
          .select({
            id: sql`${crypto.randomUUID()}`.as("id"),
            email: ownerLinks.email,
            password_hash: sql`''`.as("password_hash"),
            created_at: ownerLinks.used_at,
            display_name: sql`NULL`.as("display_name"),
            deactivated_at: sql`NULL`.as("deactivated_at"),
          })
          .from(ownerLinks)
          .where(spentHere),
      )
      .onConflictDoNothing(),
    db
      .insert(listingOwners)
      .select(
        db
          .select({
            listing_id: sql<number>`${ownerLinks.listing_id}`.as("listing_id"),
            user_id: account.as("user_id"),
            role: sql`'manager'`.as("role"),
            proof: sql`'invitation'`.as("proof"),
            verified_at: ownerLinks.used_at,
          })
          .from(ownerLinks)
          .where(spentHere),
      )
      .onConflictDoNothing(),
  ]);
  if (spent.length === 0) return null;
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, link.email));
  return user?.id ?? null;
}
