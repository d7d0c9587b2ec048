// The people who manage a listing (listing_owners with their addresses), as the owner's page and the admin
// listing editor both list them, and the admin's revocation of one.
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { listingOwners, users } from "../../db/schema";

/** Everyone on the listing, longest-standing first: account, address, role, proof and since when. */
export function listingTeam(db: Db, listingId: number) {
  return db
    .select({ userId: users.id, email: users.email, role: listingOwners.role, proof: listingOwners.proof, verifiedAt: listingOwners.verified_at })
    .from(listingOwners)
    .innerJoin(users, eq(users.id, listingOwners.user_id))
    .where(eq(listingOwners.listing_id, listingId))
    .orderBy(listingOwners.verified_at);
}

/** Removes one person's place on the listing (any role); answers what they were, or null if they had none. */
export async function deleteListingRole(db: Db, listingId: number, userId: string, onlyRole?: "manager") {
  const [removed] = await db
    .delete(listingOwners)
    .where(and(eq(listingOwners.listing_id, listingId), eq(listingOwners.user_id, userId), onlyRole ? eq(listingOwners.role, onlyRole) : undefined))
    .returning({ role: listingOwners.role, proof: listingOwners.proof });
  if (!removed) return null;
  const [person] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return { ...removed, email: person?.email ?? null };
}
