// An owner's own edits: written as an admin's are (one batch: the listing, its French translation, the
// change trail with the owner as editor, `edited_fields` and the audit line), so they publish at once —
// the listing's triggers move the content version and rewrite the "open now" rows from the new hours.
import type { HolidayAnswer, OwnerEditFields } from "@shared/owners/owner-schema";
import { cityDay, weekdayOf } from "@shared/time/city-day";
import { eventZone } from "@shared/time/event-occurrences";
import { promptedHolidays } from "@shared/time/holidays";
import { hasOpeningHours } from "@shared/listings/listing-type-registry";
import { ownerMessages } from "@shared/owners/owner-texts";
import * as clock from "@shared/time/clock";
import type { Db } from "../../db/client";
import type { AuditActor } from "../audit/audit-log";
import { applyChanges, diffFields, listingById } from "../admin-listings/curation-queries";
import { refusal } from "../../trpc/refusal";
import { editedPlace } from "../listings/listing-place";

/** Writes the fields sent (a field left out keeps its value); answers the fields that changed. */
export async function editOwnedListing(db: Db, listingId: number, fields: OwnerEditFields, owner: AuditActor & { id: string }, now = clock.now()) {
  const row = await listingById(db, listingId);
  if (!row) throw refusal("FORBIDDEN", ownerMessages, "notYours");
  const { area, lat, lon, ...rest } = fields;
  // A moved pin is checked against the listing's city and placed (geohash, neighbourhood) as a submission is.
  const set: Record<string, unknown> = {
    ...Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined)),
    ...editedPlace(row.city, { area, lat, lon }),
  };
  // Hours and a closed state describe a place: a story or an event has neither.
  if ((set.opening_hours !== undefined || set.closure !== undefined) && !hasOpeningHours(row.type)) {
    throw refusal("BAD_REQUEST", ownerMessages, "notAPlace");
  }
  const changes = await applyChanges(db, row, set, diffFields(row, set), owner, "owner.edit", now.toISOString());
  return changes.map((change) => change.field);
}

/**
 * A statutory holiday's answer as the day's dated exception (replacing one already there): the weekday's
 * usual ranges, none (closed), or the owner's. Only for a place with weekly hours, open, and a holiday of
 * its province that the owner is being asked about.
 */
export async function answerHoliday(
  db: Db,
  listingId: number,
  date: string,
  answer: HolidayAnswer,
  owner: AuditActor & { id: string },
  now = clock.now(),
) {
  const row = await listingById(db, listingId);
  if (!row) throw refusal("FORBIDDEN", ownerMessages, "notYours");
  const hours = row.opening_hours;
  const asked = promptedHolidays(row.city, cityDay(now.getTime(), eventZone(row.city))).some((holiday) => holiday.date === date);
  if (!asked || !hours || row.closure || !hasOpeningHours(row.type)) throw refusal("BAD_REQUEST", ownerMessages, "holidayNotComing");
  const ranges = answer.kind === "same" ? (hours.week[weekdayOf(date)] ?? []) : answer.kind === "closed" ? [] : answer.ranges;
  const exceptions = [...hours.exceptions.filter((exception) => exception.date !== date), { date, ranges }].sort((a, b) =>
    a.date.localeCompare(b.date),
  );
  return editOwnedListing(db, listingId, { opening_hours: { week: hours.week, exceptions } }, owner, now);
}
