// An owner's own edits: written as an admin's are (one batch: the listing, its French translation, the
// change trail with the owner as editor, `edited_fields` and the audit line), so they publish at once —
// the listing's triggers move the content version and rewrite the "open now" rows from the new hours.
import type { OwnerEditFields } from "@shared/owners/owner-schema";
import { hasOpeningHours } from "@shared/listings/listing-type-registry";
import { ownerMessages } from "@shared/owners/owner-texts";
import * as clock from "@shared/time/clock";
import type { Db } from "../../db/client";
import type { AuditActor } from "../audit/audit-log";
import { applyChanges, diffFields, listingById } from "../admin-listings/curation-queries";
import { refusal } from "../../trpc/refusal";

/** Writes the fields sent (a field left out keeps its value); answers the fields that changed. */
export async function editOwnedListing(db: Db, listingId: number, fields: OwnerEditFields, owner: AuditActor & { id: string }, now = clock.now()) {
  const row = await listingById(db, listingId);
  if (!row) throw refusal("FORBIDDEN", ownerMessages, "notYours");
  const set: Record<string, unknown> = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  // Hours and a closed state describe a place: a story or an event has neither.
  if ((set.opening_hours !== undefined || set.closure !== undefined) && !hasOpeningHours(row.type)) {
    throw refusal("BAD_REQUEST", ownerMessages, "notAPlace");
  }
  const changes = await applyChanges(db, row, set, diffFields(row, set), owner, "owner.edit", now.toISOString());
  return changes.map((change) => change.field);
}
