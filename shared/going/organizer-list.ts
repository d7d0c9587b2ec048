// The organizer's list of who is going and waiting, per occurrence (its CSV: organizer-csv.ts): the table
// and the file word each RSVP alike. Names, places, status, RSVP time, answers and check-in only; never
// e-mail addresses.
import { format } from "../i18n/messages";
import { goingMessages as m } from "./going-texts";

export interface OrganizerRsvp {
  name: string;
  places: number;
  status: "going" | "waitlist";
  /** On the waitlist, 1 is next; null when going. */
  position: number | null;
  /** "yyyy-mm-dd HH:MM" in the event city's zone. */
  rsvpAt: string;
  answer: string | null;
  /** The code checked in at the door (null for an RSVP taken before codes existed). */
  code: string | null;
  /** "HH:MM" in the event city's zone when checked in at the door; null until then. */
  checkedInAt: string | null;
}

export interface OrganizerOccurrence {
  day: string;
  going: number;
  waiting: number;
  /** Places left; null without a limit. */
  left: number | null;
  /** The places of the RSVPs checked in at the door. */
  checkedIn: number;
  rsvps: readonly OrganizerRsvp[];
}

export const rsvpStatusText = (rsvp: Pick<OrganizerRsvp, "status" | "position">) =>
  rsvp.status === "going" ? m.statusGoing : format(m.statusWaitlist, { position: rsvp.position ?? 0 });

/** "42 going · 8 places left · 3 waiting": the page line's words, with 0 left rather than "Full". */
export function organizerTotals(occurrence: Pick<OrganizerOccurrence, "going" | "waiting" | "left">): string {
  const { going, left } = occurrence;
  const places = format(left === null ? m.goingUnlimited : left === 1 ? m.goingLineOne : m.goingLine, { going, left: left ?? 0 });
  return occurrence.waiting ? `${places} · ${format(m.waitingCount, { waiting: occurrence.waiting })}` : places;
}

/** "12 of 40 checked in": places checked in of the places going. */
export const checkedInLine = (occurrence: Pick<OrganizerOccurrence, "going" | "checkedIn">) =>
  format(m.checkedInCount, { checkedIn: occurrence.checkedIn, going: occurrence.going });

/** The table's columns: date, name, places, status, RSVP time, answer, checked in. */
export const organizerColumns = () => m.organizerColumns.split("|");
