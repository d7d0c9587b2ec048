// An owner's or manager's access right (PIPEDA; Québec's Law 25), from /owner signed in: everything held
// about them as someone who manages listings — the account, the listings with their role and proof, the
// claims they made (by account or address), the edits they made, the changes they asked the team for, the
// photos they added and the promotions they paid for — as JSON the browser saves.
import { and, asc, eq, isNull, or } from "drizzle-orm";
import * as clock from "@shared/time/clock";
import type { Db } from "../../db/client";
import {
  listingChangeRequests,
  listingChanges,
  listingOwners,
  listingPhotos,
  listings,
  ownerClaims,
  passkeys,
  payments,
  users,
} from "../../db/schema";

export async function ownerData(db: Db, person: { id: string; email: string }) {
  const [[account], managed, claims, edits, requests, keys, photos, paid] = await db.batch([
    db.select({ email: users.email, created_at: users.created_at }).from(users).where(eq(users.id, person.id)),
    db
      .select({
        listing_id: listings.id,
        title: listings.title,
        type: listings.type,
        city: listings.city,
        role: listingOwners.role,
        proof: listingOwners.proof,
        since: listingOwners.verified_at,
      })
      .from(listingOwners)
      .innerJoin(listings, eq(listings.id, listingOwners.listing_id))
      .where(eq(listingOwners.user_id, person.id))
      .orderBy(asc(listings.title)),
    db
      .select({
        listing_id: ownerClaims.listing_id,
        title: listings.title,
        name: ownerClaims.name,
        email: ownerClaims.email,
        role_at_business: ownerClaims.role_at_business,
        phone: ownerClaims.phone,
        note: ownerClaims.note,
        language: ownerClaims.language,
        status: ownerClaims.status,
        proof: ownerClaims.proof,
        website_check: ownerClaims.website_check,
        refusal_reason: ownerClaims.refusal_reason,
        created_at: ownerClaims.created_at,
        verified_at: ownerClaims.verified_at,
      })
      .from(ownerClaims)
      .innerJoin(listings, eq(listings.id, ownerClaims.listing_id))
      .where(or(eq(ownerClaims.user_id, person.id), and(isNull(ownerClaims.user_id), eq(ownerClaims.email, person.email))))
      .orderBy(asc(ownerClaims.id)),
    db
      .select({
        listing_id: listingChanges.listing_id,
        title: listings.title,
        changed_at: listingChanges.changed_at,
        changes: listingChanges.changes,
      })
      .from(listingChanges)
      .innerJoin(listings, eq(listings.id, listingChanges.listing_id))
      .where(eq(listingChanges.editor_id, person.id))
      .orderBy(asc(listingChanges.id)),
    db
      .select({
        listing_id: listingChangeRequests.listing_id,
        title: listings.title,
        changes: listingChangeRequests.changes,
        note: listingChangeRequests.note,
        status: listingChangeRequests.status,
        refusal_reason: listingChangeRequests.refusal_reason,
        created_at: listingChangeRequests.created_at,
        decided_at: listingChangeRequests.decided_at,
      })
      .from(listingChangeRequests)
      .innerJoin(listings, eq(listings.id, listingChangeRequests.listing_id))
      .where(eq(listingChangeRequests.requester_id, person.id))
      .orderBy(asc(listingChangeRequests.id)),
    db
      .select({ name: passkeys.name, created_at: passkeys.created_at, last_used_at: passkeys.last_used_at })
      .from(passkeys)
      .where(eq(passkeys.user_id, person.id))
      .orderBy(asc(passkeys.created_at)),
    db
      .select({
        listing_id: listingPhotos.listing_id,
        title: listings.title,
        key: listingPhotos.key,
        alt: listingPhotos.alt,
        alt_fr: listingPhotos.alt_fr,
        added_at: listingPhotos.added_at,
      })
      .from(listingPhotos)
      .innerJoin(listings, eq(listings.id, listingPhotos.listing_id))
      .where(eq(listingPhotos.added_by, person.id))
      .orderBy(asc(listingPhotos.id)),
    db
      .select({
        id: payments.id,
        listing_id: payments.listing_id,
        title: listings.title,
        tier: payments.tier,
        amount_cents: payments.amount_cents,
        currency: payments.currency,
        status: payments.status,
        created_at: payments.created_at,
        paid_at: payments.paid_at,
        refunded_at: payments.refunded_at,
        promotion_from: payments.promotion_from,
        promotion_until: payments.promotion_until,
      })
      .from(payments)
      .leftJoin(listings, eq(listings.id, payments.listing_id))
      .where(eq(payments.buyer_id, person.id))
      .orderBy(asc(payments.id)),
  ]);
  return {
    exported_at: clock.now().toISOString(),
    account: account ?? null,
    listings: managed,
    claims,
    edits,
    change_requests: requests,
    passkeys: keys,
    photos,
    payments: paid,
  };
}
