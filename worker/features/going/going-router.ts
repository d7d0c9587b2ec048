// "Going": an event's RSVP settings (the submitter through the status link, staff on any event), its page
// line, and one person's "I'm going" (validated, rate-limited and challenged as submissions are).
import { goingMessages } from "@shared/going/going-texts";
import { goingSummaryInput, rsvpInput, staffRsvpSettingsInput, submitterRsvpSettingsInput } from "@shared/going/going-schema";
import { submissionStatusInput } from "@shared/email/link-token-schema";
import { HONEYPOT_FIELD } from "@shared/listings/submission-fields-schema";
import { activeLocale } from "@shared/i18n/active-locale";
import { z } from "zod";
import * as clock from "@shared/time/clock";
import { rateLimited } from "../../rate-limit/rate-limit";
import { editorProcedure, personalProcedure, router } from "../../trpc/init";
import { refusal } from "../../trpc/refusal";
import type { Db } from "../../db/client";
import { hashLinkToken, newLinkToken, sealToken } from "../notifications/link-tokens";
import { eventOfSubmitter, rsvpSettingsOf, saveRsvpSettings } from "./rsvp-settings-queries";
import { occurrencePlaces, rsvpSettingsRow, takeRsvp } from "./rsvp-queries";
import { openOccurrence, openOccurrences, publishedEvent } from "./rsvp-occurrences";

/** A published event, or NOT_FOUND with the organizer's words for it. */
async function eventOrRefuse(db: Db, id: number | null) {
  const event = id === null ? null : await publishedEvent(db, id);
  if (!event) throw refusal("NOT_FOUND", goingMessages, "notAnEvent");
  return event;
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
      const outcome = await takeRsvp(ctx.db, {
        listingId: event.id,
        occurrenceDay: occurrence.day,
        occurrenceEndAt: occurrence.endAt,
        name: input.name,
        email: input.email,
        places: input.places,
        answer: settings.question ? input.answer : null,
        language: activeLocale(),
        tokenHash: hash,
        tokenSealed: await sealToken(ctx.env, token),
        now,
      });
      // The settings were turned off between the two reads.
      if (!outcome) throw refusal("NOT_FOUND", goingMessages, "rsvpOff");
      return outcome.status === "going" ? { status: "going" as const } : { status: "waitlist" as const, position: outcome.position };
    }),

  /** The submitter's settings form: the event's settings (null: never set); NOT_FOUND unless a published event. */
  submitterSettings: personalProcedure.input(submissionStatusInput).query(async ({ ctx, input }) => {
    const event = await eventOrRefuse(ctx.db, await eventOfSubmitter(ctx.db, await hashLinkToken(input.token)));
    return { settings: await rsvpSettingsOf(ctx.db, event.id, event.city) };
  }),

  saveSubmitterSettings: personalProcedure.input(submitterRsvpSettingsInput).mutation(async ({ ctx, input }) => {
    const event = await eventOrRefuse(ctx.db, await eventOfSubmitter(ctx.db, await hashLinkToken(input.token)));
    await saveRsvpSettings(ctx.db, event.id, event.city, input);
    return { saved: true as const };
  }),

  /** Staff's listing editor: any published event's settings. */
  staffSettings: editorProcedure.input(z.strictObject({ listingId: z.number().int().positive() })).query(async ({ ctx, input }) => {
    const event = await eventOrRefuse(ctx.db, input.listingId);
    return { settings: await rsvpSettingsOf(ctx.db, event.id, event.city) };
  }),

  saveStaffSettings: editorProcedure.input(staffRsvpSettingsInput).mutation(async ({ ctx, input }) => {
    const event = await eventOrRefuse(ctx.db, input.listingId);
    await saveRsvpSettings(ctx.db, event.id, event.city, input);
    return { saved: true as const };
  }),
});
