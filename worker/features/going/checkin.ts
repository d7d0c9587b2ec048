// Check-in at the door: each RSVP's code (drawn here, on the server), the QR code of it that its e-mail
// attaches and its private view shows (`uqr`, decision 0183), and the organizer's check-in, one
// conditional write so two phones at the door never check the same person in twice.
import { sql } from "drizzle-orm";
import { renderSVG } from "uqr";
import { CHECKIN_ALPHABET, CHECKIN_CODE_LENGTH } from "@shared/going/checkin-code";
import type { RsvpStatus } from "@shared/going/rsvp-statuses";
import type { Db } from "../../db/client";

/** A fresh code: 32 symbols, so each random byte's low 5 bits pick one without bias. */
export function newCheckinCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(CHECKIN_CODE_LENGTH));
  return Array.from(bytes, (byte) => CHECKIN_ALPHABET[byte % CHECKIN_ALPHABET.length]).join("");
}

/** The code as a QR code, an SVG document (a scanner at the door reads it and types the code). */
export const checkinQrSvg = (code: string) => renderSVG(code, { pixelSize: 8, border: 2 });

export type CheckInOutcome =
  | { outcome: "checkedIn"; name: string; places: number; at: number }
  | { outcome: "already"; name: string; at: number }
  | { outcome: "waitlist" | "cancelled" | "unknown" };

/**
 * Checks in the RSVP with this code on one occurrence of the organizer's event: only someone going, and
 * only once; otherwise says why (already in and when, waiting, cancelled, or no such code here).
 */
export async function checkIn(db: Db, listingId: number, occurrenceDay: string, code: string, now: number): Promise<CheckInOutcome> {
  const [done] = await db.all<{ name: string; places: number }>(sql`
    UPDATE event_rsvps SET checked_in_at = ${now}, updated_at = ${now}
    WHERE listing_id = ${listingId} AND occurrence_day = ${occurrenceDay} AND checkin_code = ${code}
      AND status = 'going' AND checked_in_at IS NULL
    RETURNING name, places`);
  if (done) return { outcome: "checkedIn", name: done.name, places: done.places, at: now };
  const [row] = await db.all<{ name: string; status: RsvpStatus; checked_in_at: number | null }>(sql`
    SELECT name, status, checked_in_at FROM event_rsvps
    WHERE listing_id = ${listingId} AND occurrence_day = ${occurrenceDay} AND checkin_code = ${code}`);
  if (!row) return { outcome: "unknown" };
  if (row.status === "going" && row.checked_in_at !== null) return { outcome: "already", name: row.name, at: row.checked_in_at };
  return { outcome: row.status === "cancelled" ? "cancelled" : "waitlist" };
}
