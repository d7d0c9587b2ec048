// Database access for claims on listings (owner_claims) and what following a claim's link does: the
// owner account (made if none), the listing_owners row, the claim marked verified, all at once.
import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import { DEFAULT_LOCALE, type Locale } from "@shared/i18n/locales";
import type { ClaimStatus, WebsiteFinding } from "@shared/owners/claim-rules";
import type { OwnerProof } from "@shared/owners/owner-roles";
import type { Db } from "../../db/client";
import { listingOwners, listings, ownerClaims, users } from "../../db/schema";

/** The published listing a claim names (its website decides the ladder's first rung), or null. */
export async function claimableListing(db: Db, listingId: number) {
  const [row] = await db
    .select({ id: listings.id, title: listings.title, type: listings.type, website: listings.website })
    .from(listings)
    .where(and(eq(listings.id, listingId), eq(listings.status, "published")));
  return row ?? null;
}

/** The listing's current owners (not managers), with the address each is told at. */
export function listingOwnerEmails(db: Db, listingId: number) {
  return db
    .select({ email: users.email })
    .from(listingOwners)
    .innerJoin(users, eq(users.id, listingOwners.user_id))
    .where(and(eq(listingOwners.listing_id, listingId), eq(listingOwners.role, "owner")));
}

export interface NewClaim {
  listingId: number;
  name: string;
  email: string;
  role: string;
  phone: string | null;
  note: string | null;
  language: Locale;
  status: ClaimStatus;
  proof: OwnerProof | null;
  link: ClaimLink | null;
  /** The code to place on the website (a claim awaiting proof). */
  websiteCode?: string;
}

/** A single-use link's stored hash and when it stops working. */
export interface ClaimLink {
  hash: string;
  expiresAt: Date;
}

export async function insertClaim(db: Db, claim: NewClaim, now: Date): Promise<number> {
  const [row] = await db
    .insert(ownerClaims)
    .values({
      listing_id: claim.listingId,
      name: claim.name,
      email: claim.email,
      role_at_business: claim.role,
      phone: claim.phone,
      note: claim.note,
      language: claim.language,
      status: claim.status,
      proof: claim.proof,
      link_token_hash: claim.link?.hash ?? null,
      link_expires_at: claim.link?.expiresAt.toISOString() ?? null,
      website_code: claim.websiteCode ?? null,
      created_at: now.toISOString(),
    })
    .returning({ id: ownerClaims.id });
  if (!row) throw new Error("insert into owner_claims returned no row");
  return row.id;
}

/** The claim a link token's hash names, with its listing's title (the e-mail names it). */
export async function claimByLinkHash(db: Db, hash: string) {
  const [row] = await db
    .select({
      id: ownerClaims.id,
      listingId: ownerClaims.listing_id,
      title: listings.title,
      email: ownerClaims.email,
      language: ownerClaims.language,
      status: ownerClaims.status,
      proof: ownerClaims.proof,
      expiresAt: ownerClaims.link_expires_at,
    })
    .from(ownerClaims)
    .innerJoin(listings, eq(listings.id, ownerClaims.listing_id))
    .where(eq(ownerClaims.link_token_hash, hash));
  return row ?? null;
}

/**
 * Spends the claim's link and makes its claimant an owner, in one batch (all of it or none): the claim
 * marked verified, the account (an owner account has no password: `password_hash` is NOT NULL, and SQLite
 * cannot relax that without rebuilding `users`, whose dependants cascade, so it holds the empty string,
 * which verifyPassword never accepts), the listing_owners row and the claim's account. Each step after the
 * first runs only if this call spent the link, so of two clicks at once only one makes an owner. Answers
 * the account's id, or null when the link was spent meanwhile.
 */
export async function verifyClaim(db: Db, claim: { id: number; listingId: number; email: string; proof: OwnerProof }, now: Date) {
  const at = now.toISOString();
  // The claim as this call left it: verified at `at`, no account yet (one row, or none if not spent here).
  const spentHere = and(
    eq(ownerClaims.id, claim.id),
    eq(ownerClaims.status, "verified"),
    eq(ownerClaims.verified_at, at),
    isNull(ownerClaims.user_id),
  );
  const account = sql<string>`(SELECT ${users.id} FROM ${users} WHERE ${users.email} = ${claim.email})`;
  const [, , , made] = await db.batch([
    db
      .update(ownerClaims)
      .set({ status: "verified", verified_at: at, link_token_hash: null })
      .where(and(eq(ownerClaims.id, claim.id), eq(ownerClaims.status, "link-sent"))),
    db
      .insert(users)
      .select(
        db
          .select({
            id: sql`${crypto.randomUUID()}`.as("id"),
            email: ownerClaims.email,
            password_hash: sql`''`.as("password_hash"),
            created_at: ownerClaims.verified_at,
            display_name: sql`NULL`.as("display_name"),
            deactivated_at: sql`NULL`.as("deactivated_at"),
          })
          .from(ownerClaims)
          .where(spentHere),
      )
      .onConflictDoNothing(),
    db
      .insert(listingOwners)
      .select(
        db
          .select({
            listing_id: ownerClaims.listing_id,
            user_id: account.as("user_id"),
            role: sql`'owner'`.as("role"),
            proof: sql`${claim.proof}`.as("proof"),
            verified_at: ownerClaims.verified_at,
          })
          .from(ownerClaims)
          .where(spentHere),
      )
      .onConflictDoNothing(),
    db.update(ownerClaims).set({ user_id: account }).where(spentHere).returning({ userId: ownerClaims.user_id }),
  ]);
  return made[0]?.userId ?? null;
}

/** A claim with its listing's title, for the notice to the listing's owners. */
export async function claimForNotice(db: Db, claimId: number) {
  const [row] = await db
    .select({ title: listings.title, name: ownerClaims.name, role: ownerClaims.role_at_business })
    .from(ownerClaims)
    .innerJoin(listings, eq(listings.id, ownerClaims.listing_id))
    .where(eq(ownerClaims.id, claimId));
  return row ?? null;
}

/** The language an owner claimed in (their latest verified claim), or the default: accounts keep none. */
export async function ownerLanguage(db: Db, email: string): Promise<Locale> {
  const [row] = await db
    .select({ language: ownerClaims.language })
    .from(ownerClaims)
    .where(and(eq(ownerClaims.email, email), eq(ownerClaims.status, "verified")))
    .orderBy(desc(ownerClaims.verified_at))
    .limit(1);
  return row?.language ?? DEFAULT_LOCALE;
}

/** A claim awaiting proof, by the code it was given, with its listing's website. */
export async function claimAwaitingProof(db: Db, code: string) {
  const [row] = await db
    .select({ id: ownerClaims.id, email: ownerClaims.email, website: listings.website })
    .from(ownerClaims)
    .innerJoin(listings, eq(listings.id, ownerClaims.listing_id))
    .where(and(eq(ownerClaims.website_code, code), eq(ownerClaims.status, "awaiting-proof")));
  return row ?? null;
}

/** Records what the website check found; on "found" the claim moves on to its e-mailed link. */
export async function recordWebsiteCheck(db: Db, claimId: number, finding: WebsiteFinding, link: ClaimLink | null) {
  await db
    .update(ownerClaims)
    .set(
      link
        ? {
            website_check: finding,
            status: "link-sent",
            proof: "website-code",
            link_token_hash: link.hash,
            link_expires_at: link.expiresAt.toISOString(),
          }
        : { website_check: finding },
    )
    .where(eq(ownerClaims.id, claimId));
}

/** "Ask the team instead": the claim joins the moderators' queue. */
export async function queueClaim(db: Db, claimId: number) {
  await db.update(ownerClaims).set({ status: "queued" }).where(eq(ownerClaims.id, claimId));
}

/**
 * The moderators' queue: queued claims, oldest first, with the evidence (the listing, the claimant's
 * answers, the last website check) and whether the listing already has owners.
 */
export function queuedClaims(db: Db) {
  return db
    .select({
      id: ownerClaims.id,
      createdAt: ownerClaims.created_at,
      name: ownerClaims.name,
      role: ownerClaims.role_at_business,
      email: ownerClaims.email,
      phone: ownerClaims.phone,
      note: ownerClaims.note,
      language: ownerClaims.language,
      websiteCheck: ownerClaims.website_check,
      listing: { id: listings.id, title: listings.title, type: listings.type, city: listings.city, slug: listings.slug, website: listings.website },
      ownerCount: sql<number>`(SELECT count(*) FROM ${listingOwners} WHERE ${listingOwners.listing_id} = ${ownerClaims.listing_id} AND ${listingOwners.role} = 'owner')`,
    })
    .from(ownerClaims)
    .innerJoin(listings, eq(listings.id, ownerClaims.listing_id))
    .where(eq(ownerClaims.status, "queued"))
    .orderBy(asc(ownerClaims.created_at), asc(ownerClaims.id));
}

/** A claim's status and claimant, for a moderator's decision; null for an unknown id. */
export async function claimForDecision(db: Db, claimId: number) {
  const [row] = await db
    .select({ id: ownerClaims.id, status: ownerClaims.status, email: ownerClaims.email, listingId: ownerClaims.listing_id })
    .from(ownerClaims)
    .where(eq(ownerClaims.id, claimId));
  return row ?? null;
}

/** A moderator approves a queued claim: it gets the single-use link, proof staff. False when decided meanwhile. */
export async function approveQueuedClaim(db: Db, claimId: number, link: ClaimLink): Promise<boolean> {
  const rows = await db
    .update(ownerClaims)
    .set({ status: "link-sent", proof: "staff", link_token_hash: link.hash, link_expires_at: link.expiresAt.toISOString() })
    .where(and(eq(ownerClaims.id, claimId), eq(ownerClaims.status, "queued")))
    .returning({ id: ownerClaims.id });
  return rows.length > 0;
}

/** A moderator refuses a queued claim with a reason. False when decided meanwhile. */
export async function refuseQueuedClaim(db: Db, claimId: number, reason: string): Promise<boolean> {
  const rows = await db
    .update(ownerClaims)
    .set({ status: "refused", refusal_reason: reason })
    .where(and(eq(ownerClaims.id, claimId), eq(ownerClaims.status, "queued")))
    .returning({ id: ownerClaims.id });
  return rows.length > 0;
}

/** A refused claim, for the e-mail that tells its claimant why; null when it is no longer refused. */
export async function refusedClaim(db: Db, claimId: number) {
  const [row] = await db
    .select({ title: listings.title, language: ownerClaims.language, reason: ownerClaims.refusal_reason })
    .from(ownerClaims)
    .innerJoin(listings, eq(listings.id, ownerClaims.listing_id))
    .where(and(eq(ownerClaims.id, claimId), eq(ownerClaims.status, "refused")));
  return row?.reason ? { title: row.title, language: row.language, reason: row.reason } : null;
}
