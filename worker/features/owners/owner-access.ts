// The one ownership check: every owner procedure names the listing it acts on, and the server finds the
// signed-in person's row for it before doing anything. Staff roles grant nothing here: staff act on
// listings through the admin, with its own audit.
import { and, eq } from "drizzle-orm";
import type { OwnerRole } from "@shared/owners/owner-roles";
import { ownerMessages } from "@shared/owners/owner-texts";
import type { Db } from "../../db/client";
import { listingOwners } from "../../db/schema";
import { sessionProcedure } from "../../trpc/init";
import { refusal } from "../../trpc/refusal";

/** A signed-in person (an owner account or anyone else): what every owner procedure builds on. */
export const ownerProcedure = sessionProcedure;

/**
 * The person's place on the listing, or FORBIDDEN ("This listing is not yours to manage.") — the same
 * answer for a listing that does not exist, so ids cannot be probed. `owner` demands the owner role
 * (inviting and removing managers).
 */
export async function requireListingRole(db: Db, userId: string, listingId: number, needs: OwnerRole = "manager") {
  const [row] = await db
    .select()
    .from(listingOwners)
    .where(and(eq(listingOwners.listing_id, listingId), eq(listingOwners.user_id, userId)));
  if (!row) throw refusal("FORBIDDEN", ownerMessages, "notYours");
  if (needs === "owner" && row.role !== "owner") throw refusal("FORBIDDEN", ownerMessages, "ownersOnly");
  return row;
}

/** Whether the person manages any listing (an owner account may then hold passkeys). */
export async function managesAListing(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: listingOwners.listing_id }).from(listingOwners).where(eq(listingOwners.user_id, userId)).limit(1);
  return row !== undefined;
}
