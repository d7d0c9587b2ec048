// The e-mails of an RSVP, composed by the queue consumer from the current row: going (with the
// occurrence's calendar entry attached, add-to-calendar links, the private link and the check-in code with
// its QR code), promoted from the waitlist (the same), or waiting. Google's and Outlook's links come from `calendar-link` (decision 0180);
// Apple Calendar opens the event's own .ics file, the one the event page offers.
import { google, outlook } from "calendar-link";
import { buildIcs } from "@shared/events/ics";
import { feedPaths } from "@shared/feeds/feeds";
import { formatEventDate } from "@shared/i18n/event-date";
import { localizedPath } from "@shared/i18n/locales";
import { placeName } from "@shared/places/place-names";
import { detailPath } from "@shared/routing/paths";
import { eventZone, occurrenceOn, timingOfColumns } from "@shared/time/event-occurrences";
import type { OutgoingEmail } from "../../email/send-email";
import { inLocale } from "../../i18n/request-locale";
import { rsvpChangeEmail, rsvpEmail, rsvpMessageEmail } from "../notifications/email-templates";
import type { RsvpOfLink } from "./rsvp-manage-queries";
import { checkinQrSvg } from "./checkin";

/** The hash of an event page's address that opens one RSVP's private view (never sent to a server). */
export const RSVP_LINK_HASH = "rsvp";

export function composeRsvpEmail(
  rsvp: RsvpOfLink,
  token: string,
  origin: string,
  kind: "confirmation" | "promoted" | "reminder" | "soon",
): OutgoingEmail | null {
  const { listing } = rsvp;
  const timing = timingOfColumns(listing);
  if (!timing) return null;
  const zone = eventZone(listing.city);
  const occurrence = occurrenceOn(timing, zone, rsvp.occurrenceDay);
  const page = (path: string) => `${origin}${localizedPath(path, rsvp.language)}`;
  const eventUrl = page(detailPath(listing));
  return inLocale(rsvp.language, () => {
    const location = `${listing.location}, ${placeName(listing.city)}`;
    const when = `${formatEventDate(rsvp.occurrenceDay)}${listing.start_time ? `, ${listing.start_time}` : ""}`;
    const entry = {
      title: listing.title,
      start: new Date(occurrence.startAt).toISOString(),
      end: new Date(occurrence.endAt).toISOString(),
      allDay: !listing.start_time,
      location,
      description: eventUrl,
      url: eventUrl,
    };
    const ics = buildIcs({
      uid: `rsvp-${rsvp.id}@${new URL(origin).host}`,
      title: listing.title,
      date: occurrence.day,
      endsOn: occurrence.lastDay === occurrence.day ? null : occurrence.lastDay,
      startTime: listing.start_time,
      endTime: listing.end_time,
      timeZone: zone,
      location,
      description: listing.description,
      url: eventUrl,
    });
    const status = kind === "confirmation" ? (rsvp.status === "waitlist" ? "waitlist" : "going") : kind;
    return rsvpEmail(
      rsvp.email,
      rsvp.language,
      { kind: status, title: listing.title, when, location, places: rsvp.places, position: rsvp.position },
      {
        manage: `${eventUrl}#${RSVP_LINK_HASH}=${token}`,
        google: google(entry),
        outlook: outlook(entry),
        apple: page(feedPaths.event(listing.id)),
      },
      ics,
      // The door's code goes with the news of a place: the confirmation of someone going and the promotion.
      rsvp.status === "going" && rsvp.checkinCode && (kind === "confirmation" || kind === "promoted")
        ? { code: rsvp.checkinCode, svg: checkinQrSvg(rsvp.checkinCode) }
        : null,
    );
  });
}

/**
 * A change notice to one RSVP: the changes frozen when it was queued (before → after), or that the event
 * is cancelled, with the private link. The date shown is the RSVP's occurrence as it stands.
 */
export function composeRsvpChangeEmail(
  rsvp: RsvpOfLink,
  token: string,
  origin: string,
  change: "cancelled" | { field: string; before: unknown; after: unknown }[],
): OutgoingEmail {
  const { listing } = rsvp;
  const manage = `${origin}${localizedPath(detailPath(listing), rsvp.language)}#${RSVP_LINK_HASH}=${token}`;
  return inLocale(rsvp.language, () => {
    const when = `${formatEventDate(rsvp.occurrenceDay)}${listing.start_time ? `, ${listing.start_time}` : ""}`;
    const notice =
      change === "cancelled" ? { title: listing.title, when, cancelled: true as const } : { title: listing.title, when, changes: change };
    return rsvpChangeEmail(rsvp.email, rsvp.language, notice, manage);
  });
}

/** An organizer's message, quoted inside our frame with the event's title, the RSVP's date and its private link. */
export function composeRsvpMessageEmail(rsvp: RsvpOfLink, token: string, origin: string, message: { subject: string; body: string }): OutgoingEmail {
  const { listing } = rsvp;
  const manage = `${origin}${localizedPath(detailPath(listing), rsvp.language)}#${RSVP_LINK_HASH}=${token}`;
  return inLocale(rsvp.language, () => {
    const when = `${formatEventDate(rsvp.occurrenceDay)}${listing.start_time ? `, ${listing.start_time}` : ""}`;
    return rsvpMessageEmail(rsvp.email, rsvp.language, { title: listing.title, when, ...message }, manage);
  });
}
