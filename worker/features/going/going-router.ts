// "Going": an event's RSVP settings (the submitter through the status link, staff on any event), its page
// line, and one person's "I'm going" (validated, rate-limited and challenged as submissions are).
import { goingMessages } from "@shared/going/going-texts";
import {
  goingSummaryInput,
  listingCheckInInput,
  listingRsvpMessageInput,
  submitterCheckInInput,
  submitterRsvpMessageInput,
  type RsvpMessageInput,
  rsvpChangeInput,
  rsvpInput,
  rsvpLinkInput,
  staffRsvpSettingsInput,
  submitterRsvpSettingsInput,
} from "@shared/going/going-schema";
import { submissionStatusInput } from "@shared/email/link-token-schema";
import { HONEYPOT_FIELD } from "@shared/listings/submission-fields-schema";
import { activeLocale } from "@shared/i18n/active-locale";
import { z } from "zod";
import * as clock from "@shared/time/clock";
import { rsvpTimes } from "@shared/going/rsvp-reminder";
import { eventZone } from "@shared/time/event-occurrences";
import { rateLimited, takeRateLimits } from "../../rate-limit/rate-limit";
import type { Context } from "../../trpc/context";
import { publicOrigin } from "../../http/public-origin";
import { queueEmail } from "../notifications/email-queue";
import { cancelRsvp, changePlaces, promoteWaitlist, rsvpByTokenHash, type RsvpOfLink } from "./rsvp-manage-queries";
import { editorProcedure, personalProcedure, router } from "../../trpc/init";
import { refusal } from "../../trpc/refusal";
import type { Db } from "../../db/client";
import { hashLinkToken, newLinkToken, sealToken } from "../notifications/link-tokens";
import { eventOfSubmitter, localTimeOf, rsvpSettingsOf, saveRsvpSettings } from "./rsvp-settings-queries";
import { checkIn, checkinQrSvg } from "./checkin";
import { sendRsvpMessage } from "./rsvp-messages";
import { GOING_LIMITS } from "@shared/going/going-limits";
import { formatEventDate } from "@shared/i18n/event-date";
import { occurrencePlaces, rsvpSettingsRow, takeRsvp } from "./rsvp-queries";
import { openOccurrence, openOccurrences, publishedEvent } from "./rsvp-occurrences";
import { organizerList } from "./organizer-list-queries";
import { ownerProcedure, requireListingRole } from "../owners/owner-access";
import { ownedListingInput } from "@shared/owners/owner-schema";

/**
 * Queues an RSVP's e-mail. The address is not verified, so each gets a few a day at most (the receipts'
 * allowance): past it the RSVP stands, and no mail goes to someone who may never have asked for it.
 */
async function queueRsvpEmail(ctx: Context, kind: "rsvp_confirmation" | "rsvp_promoted", rsvp: { email: string; token_sealed: string }) {
  const { refused } = await takeRateLimits(ctx.env, "receipts", [{ key: `email:${rsvp.email.toLowerCase()}` }], false);
  if (refused) {
    console.warn(`going: ${kind} not sent (receipt limit for its address)`);
    return;
  }
  await queueEmail(ctx.env, ctx.db, { kind, recipient: rsvp.email, sealedToken: rsvp.token_sealed }, { origin: publicOrigin(ctx.env, ctx.req.url) });
}

/** The RSVP behind a private link, or NOT_FOUND. */
async function rsvpOrRefuse(db: Db, token: string) {
  const rsvp = await rsvpByTokenHash(db, await hashLinkToken(token));
  if (!rsvp) throw refusal("NOT_FOUND", goingMessages, "rsvpNotFound");
  return rsvp;
}

/** After places were freed: the waitlist moves up, and each person promoted is told. */
async function promoteAndTell(ctx: Context, rsvp: RsvpOfLink, now: number) {
  for (const promoted of await promoteWaitlist(ctx.db, rsvp.listingId, rsvp.occurrenceDay, now)) {
    await queueRsvpEmail(ctx, "rsvp_promoted", promoted);
  }
}

/** What the private view shows: someone going also sees their check-in code and its QR code (an SVG document). */
const rsvpView = (rsvp: RsvpOfLink) => ({
  title: rsvp.listing.title,
  occurrence: rsvp.occurrenceDay,
  places: rsvp.places,
  maxPlaces: rsvp.maxPlaces,
  status: rsvp.status,
  position: rsvp.position,
  checkIn: rsvp.status === "going" && rsvp.checkinCode ? { code: rsvp.checkinCode, qrSvg: checkinQrSvg(rsvp.checkinCode) } : null,
});

/** A published event, or NOT_FOUND with the organizer's words for it. */
async function eventOrRefuse(db: Db, id: number | null) {
  const event = id === null ? null : await publishedEvent(db, id);
  if (!event) throw refusal("NOT_FOUND", goingMessages, "notAnEvent");
  return event;
}

/**
 * The organizer's side of an event: its settings as the form shows them (null: never set) and the list of
 * who is going and waiting per occurrence, in the city's zone.
 */
async function organizerView(db: Db, event: { id: number; city: string }) {
  const settings = await rsvpSettingsOf(db, event.id, event.city);
  return {
    settings,
    list: { zone: eventZone(event.city), occurrences: await organizerList(db, event.id, event.city, settings?.capacity ?? null) },
  };
}

/**
 * Checks in a code on one occurrence of the organizer's own event (looked up in that event only, so another
 * event's organizer finds nothing): who and how many, or a refusal saying why not.
 */
async function checkInOrRefuse(db: Db, event: { id: number; city: string }, input: { occurrence: string; code: string }) {
  const result = await checkIn(db, event.id, input.occurrence, input.code, clock.nowMs());
  switch (result.outcome) {
    case "checkedIn":
      return { name: result.name, places: result.places, checkedInAt: localTimeOf(result.at, event.city) };
    case "already":
      throw refusal("CONFLICT", goingMessages, "alreadyCheckedIn", { params: { time: localTimeOf(result.at, event.city), name: result.name } });
    case "waitlist":
      throw refusal("CONFLICT", goingMessages, "checkinWaitlist");
    case "cancelled":
      throw refusal("CONFLICT", goingMessages, "checkinCancelled");
    case "unknown":
      throw refusal("NOT_FOUND", goingMessages, "checkinUnknown", { params: { date: formatEventDate(input.occurrence) } });
  }
}

/** Sends the organizer's message to the occurrence's people: "Sent to 42 people", or a refusal saying why not. */
async function messageOrRefuse(ctx: Context, event: { id: number }, input: RsvpMessageInput) {
  const sent = await sendRsvpMessage(
    ctx.env,
    ctx.db,
    {
      listingId: event.id,
      occurrenceDay: input.occurrence,
      subject: input.subject,
      body: input.message,
      includeWaitlist: input.include_waitlist,
      now: clock.nowMs(),
    },
    publicOrigin(ctx.env, ctx.req.url),
  );
  if (sent === "nobody") throw refusal("BAD_REQUEST", goingMessages, "messageNobody");
  if (sent === "limit") throw refusal("TOO_MANY_REQUESTS", goingMessages, "messageLimit", { params: { max: GOING_LIMITS.messagesPerDay } });
  return { sent };
}

export const goingRouter = router({
  /**
   * The event page's line and form: whether RSVP is on, the occurrences open to it, and the places of one
   * (the first open one unless asked). Live counts, so never cached (a personal answer's no-store).
   */
  summary: personalProcedure.input(goingSummaryInput).query(async ({ ctx, input }) => {
    const settings = await rsvpSettingsRow(ctx.db, input.listingId);
    const event = settings?.enabled ? await publishedEvent(ctx.db, input.listingId) : null;
    if (!settings || !event) return { enabled: false as const };
    const open = openOccurrences(event, settings.closes_at, clock.nowMs());
    const day = input.occurrence ?? open[0]?.day ?? null;
    const { going, waiting } = day ? await occurrencePlaces(ctx.db, event.id, day) : { going: 0, waiting: 0 };
    const left = settings.capacity === null ? null : Math.max(0, settings.capacity - going);
    return {
      enabled: true as const,
      occurrences: open.map((occurrence) => ({ day: occurrence.day, startAt: new Date(occurrence.startAt).toISOString() })),
      occurrence: day,
      maxPlaces: settings.max_places,
      question: settings.question,
      going,
      waiting,
      left,
    };
  }),

  /** "I'm going": answered at once with going, or the waitlist and its position. */
  rsvp: personalProcedure
    .input(rsvpInput)
    .use(rateLimited("submissions"))
    .mutation(async ({ ctx, input }) => {
      const settings = await rsvpSettingsRow(ctx.db, input.listingId);
      const event = settings?.enabled ? await publishedEvent(ctx.db, input.listingId) : null;
      if (!settings || !event) throw refusal("NOT_FOUND", goingMessages, "rsvpOff");
      if (input.places > settings.max_places) {
        throw refusal("BAD_REQUEST", goingMessages, "tooManyPlaces", { params: { max: settings.max_places }, field: "places" });
      }
      const now = clock.nowMs();
      const occurrence = openOccurrence(event, input.occurrence, settings.closes_at, now);
      if (occurrence === null) throw refusal("BAD_REQUEST", goingMessages, "notAnOccurrence", { field: "occurrence" });
      if (occurrence === "closed") throw refusal("CONFLICT", goingMessages, "rsvpClosed");
      // Bots that fill the hidden field hear what people hear, and nothing is stored.
      if (input[HONEYPOT_FIELD]) return { status: "going" as const };
      const { token, hash } = await newLinkToken();
      const tokenSealed = await sealToken(ctx.env, token);
      const outcome = await takeRsvp(ctx.db, {
        listingId: event.id,
        ...rsvpTimes(occurrence, eventZone(event.city)),
        name: input.name,
        email: input.email,
        places: input.places,
        answer: settings.question ? input.answer : null,
        language: activeLocale(),
        tokenHash: hash,
        tokenSealed,
        now,
      });
      // The settings were turned off between the two reads.
      if (!outcome) throw refusal("NOT_FOUND", goingMessages, "rsvpOff");
      await queueRsvpEmail(ctx, "rsvp_confirmation", { email: input.email, token_sealed: tokenSealed });
      return outcome.status === "going" ? { status: "going" as const } : { status: "waitlist" as const, position: outcome.position };
    }),

  /** The private view of one RSVP (its e-mail's link): null for an unknown link. */
  mine: personalProcedure.input(rsvpLinkInput).query(async ({ ctx, input }) => {
    const rsvp = await rsvpByTokenHash(ctx.db, await hashLinkToken(input.token));
    return rsvp ? rsvpView(rsvp) : null;
  }),

  /** New places: fewer frees places (the waitlist moves up); more only while they fit. */
  changePlaces: personalProcedure.input(rsvpChangeInput).mutation(async ({ ctx, input }) => {
    const rsvp = await rsvpOrRefuse(ctx.db, input.token);
    if (input.places > rsvp.maxPlaces) {
      throw refusal("BAD_REQUEST", goingMessages, "tooManyPlaces", { params: { max: rsvp.maxPlaces }, field: "places" });
    }
    const now = clock.nowMs();
    if (!(await changePlaces(ctx.db, rsvp, input.places, now))) throw refusal("CONFLICT", goingMessages, "notEnoughPlaces", { field: "places" });
    await promoteAndTell(ctx, rsvp, now);
    return rsvpView(await rsvpOrRefuse(ctx.db, input.token));
  }),

  /** Cancels: the places are freed and the first on the waitlist who fits is promoted and e-mailed. */
  cancel: personalProcedure.input(rsvpLinkInput).mutation(async ({ ctx, input }) => {
    const rsvp = await rsvpOrRefuse(ctx.db, input.token);
    const now = clock.nowMs();
    if (await cancelRsvp(ctx.db, rsvp, now)) await promoteAndTell(ctx, rsvp, now);
    return rsvpView(await rsvpOrRefuse(ctx.db, input.token));
  }),

  /**
   * The submitter's side of their event (the status link): its settings and who is going. Another
   * submission's link shows only its own event; one that is not a published event, or none, is NOT_FOUND.
   */
  submitterSettings: personalProcedure.input(submissionStatusInput).query(async ({ ctx, input }) => {
    return organizerView(ctx.db, await eventOrRefuse(ctx.db, await eventOfSubmitter(ctx.db, await hashLinkToken(input.token))));
  }),

  saveSubmitterSettings: personalProcedure.input(submitterRsvpSettingsInput).mutation(async ({ ctx, input }) => {
    const event = await eventOrRefuse(ctx.db, await eventOfSubmitter(ctx.db, await hashLinkToken(input.token)));
    await saveRsvpSettings(ctx.db, event.id, event.city, input);
    return { saved: true as const };
  }),

  /** The submitter checks people in at the door, through the status link (their own event's codes only). */
  submitterCheckIn: personalProcedure.input(submitterCheckInInput).mutation(async ({ ctx, input }) => {
    return checkInOrRefuse(ctx.db, await eventOrRefuse(ctx.db, await eventOfSubmitter(ctx.db, await hashLinkToken(input.token))), input);
  }),

  /** The submitter writes to everyone going on one occurrence, through the status link. */
  submitterMessage: personalProcedure.input(submitterRsvpMessageInput).mutation(async ({ ctx, input }) => {
    return messageOrRefuse(ctx, await eventOrRefuse(ctx.db, await eventOfSubmitter(ctx.db, await hashLinkToken(input.token))), input);
  }),

  /** Staff's listing editor: any published event's settings and who is going. */
  staffSettings: editorProcedure.input(z.strictObject({ listingId: z.number().int().positive() })).query(async ({ ctx, input }) => {
    return organizerView(ctx.db, await eventOrRefuse(ctx.db, input.listingId));
  }),

  saveStaffSettings: editorProcedure.input(staffRsvpSettingsInput).mutation(async ({ ctx, input }) => {
    const event = await eventOrRefuse(ctx.db, input.listingId);
    await saveRsvpSettings(ctx.db, event.id, event.city, input);
    return { saved: true as const };
  }),

  staffMessage: editorProcedure.input(listingRsvpMessageInput).mutation(async ({ ctx, input }) => {
    return messageOrRefuse(ctx, await eventOrRefuse(ctx.db, input.listingId), input);
  }),

  staffCheckIn: editorProcedure.input(listingCheckInInput).mutation(async ({ ctx, input }) => {
    return checkInOrRefuse(ctx.db, await eventOrRefuse(ctx.db, input.listingId), input);
  }),

  /**
   * A verified owner (or manager) of the event's listing, from /owner: the same settings and list. The
   * ownership check comes first, so another listing's owner is FORBIDDEN whatever the listing is.
   */
  ownerSettings: ownerProcedure.input(ownedListingInput).query(async ({ ctx, input }) => {
    await requireListingRole(ctx.db, ctx.session.user.id, input.listingId);
    return organizerView(ctx.db, await eventOrRefuse(ctx.db, input.listingId));
  }),

  /** The owner's save: the staff input's shape (the listing and the settings), checked against their listings. */
  saveOwnerSettings: ownerProcedure.input(staffRsvpSettingsInput).mutation(async ({ ctx, input }) => {
    await requireListingRole(ctx.db, ctx.session.user.id, input.listingId);
    const event = await eventOrRefuse(ctx.db, input.listingId);
    await saveRsvpSettings(ctx.db, event.id, event.city, input);
    return { saved: true as const };
  }),

  /** A verified owner checks people in at the door: the ownership check first, as for the settings. */
  ownerCheckIn: ownerProcedure.input(listingCheckInInput).mutation(async ({ ctx, input }) => {
    await requireListingRole(ctx.db, ctx.session.user.id, input.listingId);
    return checkInOrRefuse(ctx.db, await eventOrRefuse(ctx.db, input.listingId), input);
  }),

  /** A verified owner writes to everyone going: the ownership check first. */
  ownerMessage: ownerProcedure.input(listingRsvpMessageInput).mutation(async ({ ctx, input }) => {
    await requireListingRole(ctx.db, ctx.session.user.id, input.listingId);
    return messageOrRefuse(ctx, await eventOrRefuse(ctx.db, input.listingId), input);
  }),
});
