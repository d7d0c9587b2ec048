// "Going" on the real D1 with the real migrations: the organizer's RSVP settings (the submitter through
// the status link, staff on any event), "I'm going" with places and a waitlist, capacity exact under 200
// simultaneous RSVPs, and RSVPs per occurrence of a repeating event. The clock is set, never waited for.
import { createScheduledController, env } from "cloudflare:test";
import worker from "@worker/index";
import { EVENTS_CRON } from "@worker/features/listings/event-timing";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { setClock } from "@shared/time/clock";
import type { RsvpSettingsInput } from "@shared/going/going-schema";
import { createDb } from "@worker/db/client";
import { PUBLISHED_ID_OFFSET } from "@worker/features/listings/community-listings";
import { insertSubmission } from "@worker/features/submissions/submission-queries";
import { newLinkToken } from "@worker/features/notifications/link-tokens";
import { rsvpsOf, takeRsvp, type NewRsvp } from "@worker/features/going/rsvp-queries";
import { submissionInputSchema } from "@shared/submissions/submission-schema";
import { makeSubmissionInput } from "../unit/factories";
import { adminCookie, createAccount, freshIp, sessionCookie } from "./account-helpers";
import { ownerCookie } from "./owner-helpers";
import { caller, outcome } from "./caller";
import { edgeScreen } from "./fetch-app";
import { queueSettled, recordEmails } from "./email-helpers";
import { applyRetention } from "@worker/features/privacy/retention";
import { RSVP_RETENTION_DAYS } from "@shared/privacy/retention";
import { checkedInLine } from "@shared/going/organizer-list";
import { organizerCsv } from "@shared/going/organizer-csv";
import { GOING_LIMITS } from "@shared/going/going-limits";
import { checkinQrSvg } from "@worker/features/going/checkin";
import { inLocale } from "@worker/i18n/request-locale";
import "./clock";

// Sunday, November 29, 2026, 12:00 in Toronto.
const NOW = Date.parse("2026-11-29T17:00:00Z");
const db = createDb(env.DB);
const DAY_MS = 86_400_000;
/** A check-in code: 6 characters without look-alikes. */
const CODE = /^[A-HJ-NP-Z2-9]{6}$/;

let admin: string;
let mail: ReturnType<typeof recordEmails>;
beforeAll(async () => {
  mail = recordEmails();
  admin = (await adminCookie()).cookie;
});
beforeEach(() => setClock(NOW));

interface Schedule {
  date: string;
  start_time?: string;
  end_time?: string;
  repeat_rule?: string;
}

/** A community event published through the admin review: its listing id and its status link's token. */
async function publishedEvent(schedule: Schedule = { date: "2026-12-10", start_time: "19:00", end_time: "21:00" }, city = "Toronto") {
  const { token, hash } = await newLinkToken();
  const data = submissionInputSchema.parse(makeSubmissionInput({ title: "Community potluck", content_type: "event", city, date: schedule.date }));
  const id = await insertSubmission(db, data, new Date(NOW), hash);
  await env.DB.prepare("UPDATE submissions SET start_time = ?, end_time = ?, repeat_rule = ? WHERE id = ?")
    .bind(schedule.start_time ?? null, schedule.end_time ?? null, schedule.repeat_rule ?? null, id)
    .run();
  const { status } = await outcome(caller({ cookie: admin }).admin.submissions.review({ id, status: "approved" }));
  expect(status).toBe(200);
  return { listingId: PUBLISHED_ID_OFFSET + id, token };
}

const SETTINGS: RsvpSettingsInput = { enabled: true, capacity: 50, max_places: 4, question: null, closes_at: null };

async function withRsvp(settings: Partial<RsvpSettingsInput> = {}, schedule?: Schedule) {
  const event = await publishedEvent(schedule);
  const saved = await outcome(caller().going.saveSubmitterSettings({ token: event.token, ...SETTINGS, ...settings }));
  expect(saved.status).toBe(200);
  return event;
}

/** One person's "I'm going" from their own network (the rate limit counts per network). */
const rsvp = (
  listingId: number,
  places: number,
  more: { occurrence?: string; locale?: "en" | "fr"; answer?: string; email?: string; name?: string } = {},
) =>
  outcome(
    caller({ headers: { "cf-connecting-ip": freshIp() }, locale: more.locale }).going.rsvp({
      listingId,
      occurrence: more.occurrence ?? "2026-12-10",
      name: more.name ?? "Alex Martin",
      email: more.email ?? "Alex@example.com",
      places,
      answer: more.answer,
    }),
  );

describe("the organizer's RSVP settings", () => {
  it("are set by the submitter through the status link and read back in the city's local time", async () => {
    const event = await publishedEvent();
    expect((await caller().going.submitterSettings({ token: event.token })).settings).toBeNull();
    const settings = { ...SETTINGS, question: "  Any allergies? ", closes_at: "2026-12-10T12:00" };
    await caller().going.saveSubmitterSettings({ token: event.token, ...settings });
    expect((await caller().going.submitterSettings({ token: event.token })).settings).toEqual({
      ...settings,
      question: "Any allergies?",
      remind_soon: false,
    });
    // Noon in Toronto (EST) is 17:00 UTC.
    const row = await env.DB.prepare("SELECT closes_at FROM event_rsvp_settings WHERE listing_id = ?")
      .bind(event.listingId)
      .first<{ closes_at: number }>();
    expect(new Date(row!.closes_at).toISOString()).toBe("2026-12-10T17:00:00.000Z");
  });

  it("are refused for a submission that is not a published event, and for a wrong link", async () => {
    const { token, hash } = await newLinkToken();
    await insertSubmission(db, submissionInputSchema.parse(makeSubmissionInput({ content_type: "event", date: "2026-12-10" })), new Date(NOW), hash);
    const pending = await outcome(caller().going.saveSubmitterSettings({ token, ...SETTINGS }));
    expect(pending).toMatchObject({ status: 404, message: "Only a published event can take RSVPs." });
    const stranger = await outcome(caller().going.submitterSettings({ token: (await newLinkToken()).token }));
    expect(stranger.status).toBe(404);
  });

  it("are checked: 1 to 10 places per person, a whole capacity", async () => {
    const event = await publishedEvent();
    const tooMany = await outcome(caller().going.saveSubmitterSettings({ token: event.token, ...SETTINGS, max_places: 11 }));
    expect(tooMany.status).toBe(400);
    expect(tooMany.fieldErrors?.max_places).toEqual(["Most places per person must be a whole number from 1 to 10."]);
    const fraction = await outcome(caller().going.saveSubmitterSettings({ token: event.token, ...SETTINGS, capacity: 2.5 }));
    expect(fraction.status).toBe(400);
  });

  it("are set by an editor on any event, the catalogue's too, and not by a visitor", async () => {
    const editor = await sessionCookie(await createAccount(["editor"]));
    // Catalogue id 2 is Hot Docs, an event.
    await caller({ cookie: editor }).going.saveStaffSettings({ listingId: 2, ...SETTINGS, capacity: null });
    expect((await caller({ cookie: editor }).going.staffSettings({ listingId: 2 })).settings).toMatchObject({ capacity: null, max_places: 4 });
    expect((await outcome(caller().going.saveStaffSettings({ listingId: 2, ...SETTINGS }))).status).toBe(401);
    // Listing 1 is not an event.
    expect((await outcome(caller({ cookie: editor }).going.saveStaffSettings({ listingId: 1, ...SETTINGS }))).status).toBe(404);
  });
});

describe("owners' settings from /owner", () => {
  it("are read and saved by a verified owner of the event's listing, with the list of who is going; another listing's owner is refused", async () => {
    const { listingId } = await withRsvp({ capacity: 10 });
    await rsvp(listingId, 2, { email: "owner-view@example.com", name: "Sam Owner-View" });
    const { cookie } = await ownerCookie(listingId);
    const view = await caller({ cookie }).going.ownerSettings({ listingId });
    expect(view.settings).toMatchObject({ enabled: true, capacity: 10, max_places: 4 });
    expect(view.list.occurrences[0]?.rsvps.map((row) => row.name)).toEqual(["Sam Owner-View"]);
    const saved = await outcome(caller({ cookie }).going.saveOwnerSettings({ listingId, ...SETTINGS, capacity: 20, remind_soon: true }));
    expect(saved).toMatchObject({ status: 200 });
    expect((await caller({ cookie }).going.ownerSettings({ listingId })).settings).toMatchObject({ capacity: 20, remind_soon: true });
    // The owner of another event: refused both ways, with the owners' words; a visitor must sign in.
    const other = await withRsvp();
    const stranger = (await ownerCookie(other.listingId)).cookie;
    expect(await outcome(caller({ cookie: stranger }).going.ownerSettings({ listingId }))).toMatchObject({
      status: 403,
      message: "This listing is not yours to manage.",
    });
    expect(await outcome(caller({ cookie: stranger }).going.saveOwnerSettings({ listingId, ...SETTINGS, capacity: 1 }))).toMatchObject({
      status: 403,
    });
    expect(await outcome(caller().going.ownerSettings({ listingId }))).toMatchObject({ status: 401 });
    expect((await caller({ cookie }).going.ownerSettings({ listingId })).settings).toMatchObject({ capacity: 20 });
  });
});

describe("the organizer's list", () => {
  /** Three RSVPs on Dec 10 (one of them cancelled), a waitlisted one, and one on Dec 17, at set times. */
  async function listedEvent() {
    const event = await withRsvp(
      { capacity: 3, question: "Any allergies?" },
      { date: "2026-12-10", start_time: "19:00", repeat_rule: "FREQ=WEEKLY;BYDAY=TH" },
    );
    await rsvp(event.listingId, 2, { name: 'Sam "Chef" Lee, Jr.', email: "sam@example.com", answer: "Peanuts" });
    setClock(NOW + 90 * 60_000);
    await rsvp(event.listingId, 2, { name: "Dana Roy", email: "dana@example.com", answer: "=HYPERLINK(1)" });
    await rsvp(event.listingId, 1, { name: "Zoë Côté", email: "zoe@example.com" });
    await rsvp(event.listingId, 1, { name: "Gone Away", email: "gone@example.com" });
    await rsvp(event.listingId, 1, { name: "Next Week", email: "next@example.com", occurrence: "2026-12-17" });
    await queueSettled();
    await caller().going.cancel({ token: tokenIn("gone@example.com") });
    return event;
  }

  it("shows the submitter and staff who is going and waiting per occurrence, in the city's time, without e-mail addresses", async () => {
    const event = await listedEvent();
    const list = (await caller().going.submitterSettings({ token: event.token })).list;
    // Each row's check-in code (the organizer checks a row in by it), none checked in yet.
    const notIn = { code: expect.stringMatching(CODE) as string, checkedInAt: null };
    expect(list).toEqual({
      zone: "America/Toronto",
      occurrences: [
        {
          day: "2026-12-10",
          going: 3,
          waiting: 1,
          left: 0,
          checkedIn: 0,
          rsvps: [
            { name: 'Sam "Chef" Lee, Jr.', places: 2, status: "going", position: null, rsvpAt: "2026-11-29 12:00", answer: "Peanuts", ...notIn },
            { name: "Dana Roy", places: 2, status: "waitlist", position: 1, rsvpAt: "2026-11-29 13:30", answer: "=HYPERLINK(1)", ...notIn },
            { name: "Zoë Côté", places: 1, status: "going", position: null, rsvpAt: "2026-11-29 13:30", answer: null, ...notIn },
          ],
        },
        {
          day: "2026-12-17",
          going: 1,
          waiting: 0,
          left: 2,
          checkedIn: 0,
          rsvps: [{ name: "Next Week", places: 1, status: "going", position: null, rsvpAt: "2026-11-29 13:30", answer: null, ...notIn }],
        },
      ],
    });
    expect(JSON.stringify(list)).not.toMatch(/@|example\.com|token/);
    const editor = await sessionCookie(await createAccount(["editor"]));
    expect((await caller({ cookie: editor }).going.staffSettings({ listingId: event.listingId })).list).toEqual(list);
  });

  it("is refused, disclosing nothing, to another submission's link, an unknown link, a visitor and a signed-in non-staff person", async () => {
    const event = await listedEvent();
    // Another published event's link shows that event's list only.
    expect((await caller().going.submitterSettings({ token: (await publishedEvent()).token })).list).toEqual({
      zone: "America/Toronto",
      occurrences: [],
    });
    const { token: pending, hash } = await newLinkToken();
    await insertSubmission(db, submissionInputSchema.parse(makeSubmissionInput({ content_type: "event", date: "2026-12-10" })), new Date(NOW), hash);
    const refusals = [
      await outcome(caller().going.submitterSettings({ token: pending })),
      await outcome(caller().going.submitterSettings({ token: (await newLinkToken()).token })),
    ];
    for (const refused of refusals) expect(refused).toMatchObject({ status: 404, message: "Only a published event can take RSVPs." });
    const visitor = await outcome(caller().going.staffSettings({ listingId: event.listingId }));
    const member = await outcome(
      caller({ cookie: await sessionCookie(await createAccount([])) }).going.staffSettings({ listingId: event.listingId }),
    );
    expect([visitor.status, member.status]).toEqual([401, 403]);
    for (const refused of [...refusals, visitor, member]) expect(JSON.stringify(refused)).not.toContain("Sam");
  });

  it("exports one CSV row per RSVP with the table's columns, quoted, formulas disarmed, in the page's language", async () => {
    const event = await listedEvent();
    const { occurrences } = (await caller().going.submitterSettings({ token: event.token })).list;
    expect(organizerCsv(occurrences)).toBe(
      '"Date","Name","Places","Status","RSVP time","Answer","Checked in"\r\n' +
        '"2026-12-10","Sam ""Chef"" Lee, Jr.","2","going","2026-11-29 12:00","Peanuts",""\r\n' +
        '"2026-12-10","Dana Roy","2","waitlist #1","2026-11-29 13:30","\'=HYPERLINK(1)",""\r\n' +
        '"2026-12-10","Zoë Côté","1","going","2026-11-29 13:30","",""\r\n' +
        '"2026-12-17","Next Week","1","going","2026-11-29 13:30","",""\r\n',
    );
    expect(
      inLocale("fr", () => organizerCsv(occurrences))
        .split("\r\n")
        .slice(0, 3),
    ).toEqual([
      '"Date","Nom","Places","Statut","Heure de l\'inscription","Réponse","Arrivée"',
      '"2026-12-10","Sam ""Chef"" Lee, Jr.","2","y va","2026-11-29 12:00","Peanuts",""',
      '"2026-12-10","Dana Roy","2","liste d\'attente n°\u00a01","2026-11-29 13:30","\'=HYPERLINK(1)",""',
    ]);
  });
});

describe("I'm going", () => {
  it("answers going, then the waitlist with its position, and the page's counts follow", async () => {
    const { listingId } = await withRsvp({ capacity: 5 });
    expect(await caller().going.summary({ listingId })).toMatchObject({ enabled: true, occurrence: "2026-12-10", going: 0, left: 5 });
    expect(await rsvp(listingId, 4)).toMatchObject({ status: 200, data: { status: "going" } });
    expect(await rsvp(listingId, 2)).toMatchObject({ status: 200, data: { status: "waitlist", position: 1 } });
    // One place still fits.
    expect(await rsvp(listingId, 1)).toMatchObject({ status: 200, data: { status: "going" } });
    expect(await rsvp(listingId, 3)).toMatchObject({ status: 200, data: { status: "waitlist", position: 2 } });
    expect(await caller().going.summary({ listingId })).toMatchObject({ going: 5, waiting: 2, left: 0 });
    const row = await env.DB.prepare("SELECT email, name FROM event_rsvps WHERE listing_id = ? LIMIT 1").bind(listingId).first();
    expect(row).toEqual({ email: "alex@example.com", name: "Alex Martin" });
  });

  it("is off until the organizer turns it on, and off again when turned off; the event page knows which", async () => {
    const event = await publishedEvent();
    const address = await env.DB.prepare("SELECT city_slug AS city, slug FROM listings WHERE id = ?")
      .bind(event.listingId)
      .first<{ city: string; slug: string }>();
    const page = () => caller().listings.get({ type: "event", ...address! });
    expect(await page()).toMatchObject({ rsvp: false });
    expect(await caller().going.summary({ listingId: event.listingId })).toEqual({ enabled: false });
    expect(await rsvp(event.listingId, 1)).toMatchObject({ status: 404, message: "This event does not take RSVPs." });
    await caller().going.saveSubmitterSettings({ token: event.token, ...SETTINGS });
    expect(await page()).toMatchObject({ rsvp: true });
    // The page renders at the edge in both languages with RSVP on (the line and form come after it shows).
    for (const prefix of ["", "/fr"]) {
      const screen = await edgeScreen(`${prefix}/events/${address!.city}/${address!.slug}`);
      expect(screen).toContain("Community potluck");
    }
    await caller().going.saveSubmitterSettings({ token: event.token, ...SETTINGS, enabled: false });
    expect(await rsvp(event.listingId, 1)).toMatchObject({ status: 404 });
    expect(await page()).toMatchObject({ rsvp: false });
  });

  it("refuses more places than the organizer allows, bad input, and a closed or unknown date, in the visitor's language", async () => {
    const { listingId } = await withRsvp({ max_places: 2, closes_at: "2026-12-05T18:00" });
    expect(await rsvp(listingId, 3)).toMatchObject({ status: 400, message: "At most 2 places per person." });
    expect(await rsvp(listingId, 3, { locale: "fr" })).toMatchObject({ status: 400, message: "Au plus 2 places par personne." });
    expect(await rsvp(listingId, 1, { occurrence: "2026-12-11" })).toMatchObject({
      status: 400,
      message: "This event does not take place on that date.",
    });
    const noEmail = await outcome(
      caller({ headers: { "cf-connecting-ip": freshIp() } }).going.rsvp({ listingId, occurrence: "2026-12-10", name: "A", email: "nope", places: 1 }),
    );
    expect(noEmail.status).toBe(400);
    expect(noEmail.fieldErrors?.email).toBeDefined();
    setClock(Date.parse("2026-12-05T23:00:00Z"));
    expect(await rsvp(listingId, 1)).toMatchObject({ status: 409, message: "RSVPs for this event are closed." });
  });

  it("keeps the answer only when the organizer asked a question", async () => {
    const { listingId } = await withRsvp({ question: "Any allergies?" });
    await rsvp(listingId, 1, { answer: "Peanuts" });
    const plain = await withRsvp();
    await rsvp(plain.listingId, 1, { answer: "Peanuts" });
    const { results } = await env.DB.prepare("SELECT answer FROM event_rsvps WHERE listing_id IN (?, ?) ORDER BY id")
      .bind(listingId, plain.listingId)
      .all();
    expect(results).toEqual([{ answer: "Peanuts" }, { answer: null }]);
  });

  it("takes RSVPs per occurrence of a repeating event, on its real days only", async () => {
    // Every Tuesday at 18:00 from December 1.
    const { listingId } = await withRsvp(
      { capacity: 2 },
      { date: "2026-12-01", start_time: "18:00", end_time: "20:00", repeat_rule: "FREQ=WEEKLY;BYDAY=TU" },
    );
    const summary = await caller().going.summary({ listingId });
    expect(summary.enabled && summary.occurrences.map((o) => o.day)).toEqual([
      "2026-12-01",
      "2026-12-08",
      "2026-12-15",
      "2026-12-22",
      "2026-12-29",
      "2027-01-05",
    ]);
    expect(await rsvp(listingId, 2, { occurrence: "2026-12-08" })).toMatchObject({ data: { status: "going" } });
    expect(await rsvp(listingId, 1, { occurrence: "2026-12-08" })).toMatchObject({ data: { status: "waitlist", position: 1 } });
    expect(await rsvp(listingId, 2, { occurrence: "2026-12-15" })).toMatchObject({ data: { status: "going" } });
    expect(await caller().going.summary({ listingId, occurrence: "2026-12-15" })).toMatchObject({ going: 2, waiting: 0, left: 0 });
    expect(await rsvp(listingId, 1, { occurrence: "2026-12-09" })).toMatchObject({ status: 400 });
    // An occurrence that has started takes no more.
    setClock(Date.parse("2026-12-08T23:30:00Z"));
    expect(await rsvp(listingId, 1, { occurrence: "2026-12-08" })).toMatchObject({ status: 409 });
  });

  it("drops a bot's RSVP caught by the honeypot with the usual answer", async () => {
    const { listingId } = await withRsvp();
    const answer = await caller({ headers: { "cf-connecting-ip": freshIp() } }).going.rsvp({
      listingId,
      occurrence: "2026-12-10",
      name: "Bot",
      email: "bot@example.com",
      places: 1,
      company_website: "https://spam.example",
    });
    expect(answer).toEqual({ status: "going" });
    expect(await rsvpsOf(db, listingId, "2026-12-10")).toEqual([]);
  });

  it("is rate-limited per network as submissions are: a challenge past the free allowance", async () => {
    const { listingId } = await withRsvp({ capacity: null });
    const ip = freshIp();
    const send = () =>
      outcome(
        caller({ headers: { "cf-connecting-ip": ip } }).going.rsvp({
          listingId,
          occurrence: "2026-12-10",
          name: "A",
          email: "a@example.com",
          places: 1,
        }),
      );
    const allowance = Number(env.RATE_LIMIT_SUBMISSIONS.split("/")[0]);
    for (let i = 0; i < allowance; i++) expect((await send()).status).toBe(200);
    expect((await send()).status).toBe(428);
  });
});

/** The private link's token in the newest e-mail to `address`. */
function tokenIn(address: string) {
  const text = mail.to(address).at(-1)?.text ?? "";
  return /#rsvp=([A-Za-z0-9_-]{43})/.exec(text)?.[1] ?? "";
}

/** The file of this type attached to a raw message, decoded ("" when none). */
function attached(raw: string, type: RegExp) {
  const part = raw.split(/--[^\r\n]+\r?\n/).find((p) => type.test(p)) ?? "";
  if (!part) return "";
  const body = part
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join("")
    .split("--")[0]!
    .replace(/\s+/g, "");
  return new TextDecoder().decode(Uint8Array.from(atob(body), (c) => c.charCodeAt(0)));
}

describe("the confirmation e-mail and the private link", () => {
  it("confirms in the visitor's language with the occurrence's calendar file, calendar links and the private link", async () => {
    const { listingId } = await withRsvp({}, { date: "2026-12-01", start_time: "18:00", end_time: "20:00", repeat_rule: "FREQ=WEEKLY;BYDAY=TU" });
    await rsvp(listingId, 2, { occurrence: "2026-12-15", locale: "fr", email: "ana@example.com" });
    await queueSettled();
    const [email] = mail.to("ana@example.com");
    expect(email?.subject).toBe("Vous y allez\u00a0: Community potluck");
    expect(email?.text).toContain("Vous allez à Community potluck\u00a0: mar. 15 décembre 2026, 18:00, Kensington Market, Toronto.");
    expect(email?.text).toContain("Places\u00a0: 2.");
    expect(email?.text).toMatch(/https:\/\/calendar\.google\.com\/calendar\/render\?[^\s]*20261215T230000Z/);
    expect(email?.text).toMatch(/https:\/\/outlook\.live\.com\/calendar[^\s]*2026-12-15T23%3A00%3A00/);
    expect(email?.text).toContain(`/fr/feeds/event/${listingId}.ics`);
    expect(tokenIn("ana@example.com")).toHaveLength(43);
    // The file is that one occurrence, in Toronto's time, without the weekly repeat.
    const ics = attached(email!.raw, /Content-Type: text\/calendar/i);
    expect(ics).toContain("DTSTART;TZID=America/Toronto:20261215T180000");
    expect(ics).not.toContain("FREQ=WEEKLY");
    const view = await caller().going.mine({ token: tokenIn("ana@example.com") });
    expect(view).toEqual({
      title: "Community potluck",
      occurrence: "2026-12-15",
      places: 2,
      maxPlaces: 4,
      status: "going",
      position: null,
      checkIn: { code: expect.stringMatching(CODE) as string, qrSvg: expect.stringMatching(/^<svg /) as string },
    });
  });

  it("cancelling frees the places: the first on the waitlist who fits is promoted and e-mailed", async () => {
    const { listingId } = await withRsvp({ capacity: 3 });
    await rsvp(listingId, 2, { email: "first@example.com" });
    await rsvp(listingId, 3, { email: "big@example.com" });
    await rsvp(listingId, 2, { email: "second@example.com" });
    await rsvp(listingId, 1, { email: "third@example.com" });
    await queueSettled();
    expect(mail.to("big@example.com")[0]?.subject).toBe("You're on the waitlist (#1): Community potluck");
    expect(mail.to("big@example.com")[0]?.raw).not.toContain("text/calendar");
    // Going: first (2) and third (1); waiting: big (3), second (2).
    const third = tokenIn("third@example.com");
    expect(await outcome(caller().going.changePlaces({ token: third, places: 2 }))).toMatchObject({
      status: 409,
      message: "Not enough places are left for that many.",
    });
    const cancelled = await caller().going.cancel({ token: tokenIn("first@example.com") });
    expect(cancelled).toMatchObject({ status: "cancelled" });
    // Two places freed: big (3) does not fit, second (2) does.
    expect(await caller().going.mine({ token: tokenIn("second@example.com") })).toMatchObject({ status: "going" });
    expect(await caller().going.mine({ token: tokenIn("big@example.com") })).toMatchObject({ status: "waitlist", position: 1 });
    await queueSettled();
    const promoted = mail.to("second@example.com").at(-1);
    expect(promoted?.subject).toBe("A place opened up: you're going to Community potluck");
    // Now going: the check-in code and its QR code come with the news.
    const code = (await caller().going.mine({ token: tokenIn("second@example.com") }))?.checkIn?.code ?? "";
    expect(code).toMatch(CODE);
    expect(promoted?.text).toContain(`Your check-in code: ${code}. Show it, or the attached QR code, at the door.`);
    expect(attached(promoted!.raw, /Content-Type: image\/svg\+xml/i)).toBe(checkinQrSvg(code));
    expect(mail.to("big@example.com")).toHaveLength(1);
    // Fewer places for third frees one more: nobody fits yet (big needs 3).
    await caller().going.changePlaces({ token: third, places: 1 });
    expect(await caller().going.summary({ listingId })).toMatchObject({ going: 3, waiting: 1, left: 0 });
    // Cancelling twice changes nothing; an unknown link finds nothing.
    expect(await caller().going.cancel({ token: tokenIn("first@example.com") })).toMatchObject({ status: "cancelled" });
    expect(await caller().going.mine({ token: (await newLinkToken()).token })).toBeNull();
    expect(await outcome(caller().going.cancel({ token: (await newLinkToken()).token }))).toMatchObject({
      status: 404,
      message: "This RSVP link is not valid.",
    });
  });
});

describe("reminders", () => {
  const runEventsCron = (at: number) => {
    setClock(at);
    return worker.scheduled(createScheduledController({ scheduledTime: at, cron: EVENTS_CRON }), env);
  };

  it.each([
    // Toronto's clocks spring forward on Sunday, March 14, 2027: 9:00 EDT is 13:00 UTC.
    { city: "Toronto", date: "2027-03-15", at: "2027-03-14T13:00:00Z" },
    // And fall back on Sunday, November 7, 2027: 9:00 EST is 14:00 UTC.
    { city: "Toronto", date: "2027-11-08", at: "2027-11-07T14:00:00Z" },
    // St. John's is UTC-3:30 in winter: 9:00 NST is 12:30 UTC.
    { city: "St. John's", date: "2026-12-10", at: "2026-12-09T12:30:00Z" },
  ])("go out at 9:00 the day before in $city ($date), once, and never after a cancellation", async ({ city, date, at }) => {
    const event = await publishedEvent({ date, start_time: "19:00", end_time: "21:00" }, city);
    await caller().going.saveSubmitterSettings({ token: event.token, ...SETTINGS });
    const tag = `${city.replace(/\W/g, "").toLowerCase()}-${date}`;
    expect(await rsvp(event.listingId, 1, { occurrence: date, email: `stays-${tag}@example.com` })).toMatchObject({ status: 200 });
    expect(await rsvp(event.listingId, 1, { occurrence: date, email: `leaves-${tag}@example.com` })).toMatchObject({ status: 200 });
    await queueSettled();
    await caller().going.cancel({ token: tokenIn(`leaves-${tag}@example.com`) });
    const reminders = (address: string) => mail.to(address).filter((email) => email.subject === "Tomorrow: Community potluck");
    await runEventsCron(Date.parse(at) - 60_000);
    await queueSettled();
    expect(reminders(`stays-${tag}@example.com`)).toHaveLength(0);
    await runEventsCron(Date.parse(at));
    await runEventsCron(Date.parse(at) + 15 * 60_000);
    await queueSettled();
    expect(reminders(`stays-${tag}@example.com`)).toHaveLength(1);
    expect(reminders(`stays-${tag}@example.com`)[0]?.text).toContain("A reminder: you're going to Community potluck tomorrow");
    expect(reminders(`leaves-${tag}@example.com`)).toHaveLength(0);
  });

  it("go out 2 hours before the start too when the organizer asks, once, never to a cancelled RSVP nor for an event that did not ask", async () => {
    const { listingId, token } = await withRsvp({ remind_soon: true });
    const other = await withRsvp();
    expect(await caller().going.submitterSettings({ token })).toMatchObject({ settings: { remind_soon: true } });
    await rsvp(listingId, 1, { email: "soon-stays@example.com", locale: "fr" });
    await rsvp(listingId, 1, { email: "soon-leaves@example.com" });
    await rsvp(other.listingId, 1, { email: "soon-off@example.com" });
    await queueSettled();
    await caller().going.cancel({ token: tokenIn("soon-leaves@example.com") });
    const soon = (address: string, subject = "In 2 hours: Community potluck") => mail.to(address).filter((email) => email.subject === subject);
    // 19:00 in Toronto on December 10 is 00:00 UTC on the 11th: the reminder is due at 22:00 UTC.
    await runEventsCron(Date.parse("2026-12-10T21:59:00Z"));
    await queueSettled();
    expect(soon("soon-stays@example.com", "Dans 2 heures\u00a0: Community potluck")).toHaveLength(0);
    await runEventsCron(Date.parse("2026-12-10T22:00:00Z"));
    await runEventsCron(Date.parse("2026-12-10T22:15:00Z"));
    await queueSettled();
    const [stays, ...again] = soon("soon-stays@example.com", "Dans 2 heures\u00a0: Community potluck");
    expect(again).toHaveLength(0);
    expect(stays?.text).toContain("Un rappel\u00a0: vous allez à Community potluck dans 2 heures\u00a0: jeu. 10 décembre 2026, 19:00");
    expect(soon("soon-leaves@example.com")).toHaveLength(0);
    expect(soon("soon-off@example.com")).toHaveLength(0);
  });
});

describe("change notices", () => {
  const edit = async (listingId: number, fields: { date?: string; start_time?: string; location?: string; description?: string }) => {
    const row = await env.DB.prepare("SELECT title, description, location FROM listings WHERE id = ?")
      .bind(listingId)
      .first<{ title: string; description: string; location: string }>();
    return outcome(caller({ cookie: admin }).admin.listings.update({ id: listingId, ...row!, ...fields }));
  };
  const changed = (address: string, subject: string) => mail.to(address).filter((email) => email.subject === subject);

  it("e-mail everyone going or waiting once per save, each change before → after in their language; no change, no e-mail", async () => {
    const { listingId } = await withRsvp({ capacity: 2 });
    await rsvp(listingId, 2, { email: "notice-going@example.com" });
    await rsvp(listingId, 1, { email: "notice-waiting@example.com", locale: "fr" });
    await rsvp(listingId, 1, { email: "notice-quit@example.com" });
    await queueSettled();
    await caller().going.cancel({ token: tokenIn("notice-quit@example.com") });
    expect(await edit(listingId, { date: "2026-12-12", start_time: "18:30", location: "Trinity Bellwoods" })).toMatchObject({ status: 200 });
    await queueSettled();
    const [en, ...moreEn] = changed("notice-going@example.com", "Changed: Community potluck");
    expect(moreEn).toHaveLength(0);
    expect(en?.text).toContain("Community potluck has changed:");
    expect(en?.text).toContain("Date: Thu, December 10, 2026 → Sat, December 12, 2026");
    expect(en?.text).toContain("Start time: 19:00 → 18:30");
    expect(en?.text).toContain("Place: Kensington Market → Trinity Bellwoods");
    expect(en?.text).toMatch(/#rsvp=[A-Za-z0-9_-]{43}/);
    const [fr, ...moreFr] = changed("notice-waiting@example.com", "Modifié\u00a0: Community potluck");
    expect(moreFr).toHaveLength(0);
    expect(fr?.text).toContain("Community potluck a changé\u00a0:");
    expect(fr?.text).toContain("Date\u00a0: jeu. 10 décembre 2026 → sam. 12 décembre 2026");
    expect(fr?.text).toContain("Heure de début\u00a0: 19:00 → 18:30");
    expect(fr?.text).toContain("Lieu\u00a0: Kensington Market → Trinity Bellwoods");
    // Someone who cancelled is not told.
    expect(changed("notice-quit@example.com", "Changed: Community potluck")).toHaveLength(0);
    // The same save again changes nothing, and a change to what the notices are not about tells nobody.
    expect(await edit(listingId, { date: "2026-12-12", start_time: "18:30", location: "Trinity Bellwoods" })).toMatchObject({ status: 200 });
    // (The editor's form sends the date and time with every save.)
    const unchanged = { date: "2026-12-12", start_time: "18:30" };
    expect(await edit(listingId, { ...unchanged, description: "Bring a dish to share, and a friend." })).toMatchObject({ status: 200 });
    await queueSettled();
    expect(changed("notice-going@example.com", "Changed: Community potluck")).toHaveLength(1);
    expect(changed("notice-waiting@example.com", "Modifié\u00a0: Community potluck")).toHaveLength(1);
  });

  it("move a one-off event's RSVPs with its date: the reminder goes out the day before the new date, not the old", async () => {
    const { listingId } = await withRsvp();
    await rsvp(listingId, 1, { email: "moved-along@example.com" });
    await queueSettled();
    expect(await edit(listingId, { date: "2026-12-14", start_time: "19:00" })).toMatchObject({ status: 200 });
    expect((await rsvpsOf(db, listingId, "2026-12-10")).length).toBe(0);
    expect((await rsvpsOf(db, listingId, "2026-12-14")).length).toBe(1);
    const tomorrow = () => mail.to("moved-along@example.com").filter((email) => email.subject === "Tomorrow: Community potluck");
    // 9:00 in Toronto the day before the old date, then before the new one.
    for (const at of [Date.parse("2026-12-09T14:00:00Z"), Date.parse("2026-12-13T14:00:00Z")]) {
      setClock(at);
      await worker.scheduled(createScheduledController({ scheduledTime: at, cron: EVENTS_CRON }), env);
      await queueSettled();
      expect(tomorrow()).toHaveLength(at === Date.parse("2026-12-09T14:00:00Z") ? 0 : 1);
    }
  });

  it("tell everyone that a cancelled event is cancelled, and no reminder follows", async () => {
    const { listingId } = await withRsvp({}, { date: "2026-12-08", start_time: "19:00", end_time: "21:00" });
    await rsvp(listingId, 1, { occurrence: "2026-12-08", email: "notice-cancelled@example.com" });
    await queueSettled();
    const taken = await outcome(caller({ cookie: admin }).admin.listings.setStatus({ id: listingId, status: "unpublished" }));
    expect(taken).toMatchObject({ status: 200 });
    await queueSettled();
    const notices = changed("notice-cancelled@example.com", "Community potluck is cancelled");
    expect(notices).toHaveLength(1);
    expect(notices[0]?.text).toContain("Community potluck (Tue, December 8, 2026, 19:00) is cancelled. Your RSVP no longer holds a place.");
    // 9:00 the day before in Toronto, when the reminder would have gone out.
    const at = Date.parse("2026-12-07T14:00:00Z");
    setClock(at);
    await worker.scheduled(createScheduledController({ scheduledTime: at, cron: EVENTS_CRON }), env);
    await queueSettled();
    expect(mail.to("notice-cancelled@example.com").filter((email) => email.subject === "Tomorrow: Community potluck")).toHaveLength(0);
  });

  it("tell everyone going when the moderation queue takes the event down, once the undo window closes; an undone rejection tells no one", async () => {
    const reject = (listingId: number) =>
      outcome(caller({ cookie: admin }).admin.submissions.review({ id: listingId - PUBLISHED_ID_OFFSET, status: "rejected", reason: "not_local" }));
    const taken = await withRsvp();
    await rsvp(taken.listingId, 1, { email: "rejected-event@example.com" });
    const undone = await withRsvp();
    await rsvp(undone.listingId, 1, { email: "undone-rejection@example.com" });
    await queueSettled();
    expect(await reject(taken.listingId)).toMatchObject({ status: 200 });
    expect(await reject(undone.listingId)).toMatchObject({ status: 200 });
    const undo = await outcome(caller({ cookie: admin }).admin.submissions.undo({ id: undone.listingId - PUBLISHED_ID_OFFSET }));
    expect(undo).toMatchObject({ status: 200 });
    await queueSettled();
    const notices = changed("rejected-event@example.com", "Community potluck is cancelled");
    expect(notices).toHaveLength(1);
    expect(notices[0]?.text).toContain("Community potluck (Thu, December 10, 2026, 19:00) is cancelled. Your RSVP no longer holds a place.");
    expect(changed("undone-rejection@example.com", "Community potluck is cancelled")).toHaveLength(0);
  });
});

describe("personal data", () => {
  it("erases RSVPs 30 days after their occurrence ended, and not before", async () => {
    const { listingId } = await withRsvp();
    await rsvp(listingId, 1, { email: "kept@example.com" });
    // The occurrence ends December 10 at 21:00 in Toronto (02:00 UTC on the 11th).
    const ended = Date.parse("2026-12-11T02:00:00Z");
    const count = async () => (await rsvpsOf(db, listingId, "2026-12-10")).length;
    // (Other tests' RSVPs, for earlier occurrences, may go first.)
    await applyRetention(env, ended + RSVP_RETENTION_DAYS * DAY_MS - 1);
    expect(await count()).toBe(1);
    const second = await applyRetention(env, ended + RSVP_RETENTION_DAYS * DAY_MS + 1);
    expect(second.rsvps).toBeGreaterThanOrEqual(1);
    expect(await count()).toBe(0);
  });

  it("lists the event's RSVP settings, places, check-ins and messages in the submitter's data download, without other people's details", async () => {
    const event = await withRsvp({ capacity: 2, question: "Any allergies?", remind_soon: true });
    await rsvp(event.listingId, 2, { email: "one@example.com" });
    await rsvp(event.listingId, 1, { email: "two@example.com" });
    await queueSettled();
    const code = (await caller().going.mine({ token: tokenIn("one@example.com") }))?.checkIn?.code ?? "";
    await caller().going.submitterCheckIn({ token: event.token, occurrence: "2026-12-10", code });
    const note = { occurrence: "2026-12-10", subject: "Parking", message: "Park on Baldwin.", include_waitlist: true };
    expect(await caller().going.submitterMessage({ token: event.token, ...note })).toEqual({ sent: 2 });
    const data = await caller().submissions.myData({ token: event.token });
    expect(data?.rsvp).toEqual({
      settings: { enabled: true, capacity: 2, max_places: 4, question: "Any allergies?", closes_at: null, remind_soon: true },
      occurrences: [{ occurrence: "2026-12-10", places_going: 2, waiting: 1, places_checked_in: 2 }],
      messages: [
        {
          occurrence: "2026-12-10",
          subject: "Parking",
          message: "Park on Baldwin.",
          include_waitlist: true,
          recipients: 2,
          sent_at: new Date(NOW).toISOString(),
        },
      ],
    });
    expect(JSON.stringify(data)).not.toContain("one@example.com");
    expect(JSON.stringify(data)).not.toContain(code);
  });
});

describe("capacity under concurrency", () => {
  it("gives exactly the last 10 places to 10 of 200 simultaneous RSVPs and waitlists the rest in order", async () => {
    const { listingId } = await withRsvp({ capacity: 50 });
    for (let i = 0; i < 10; i++) expect(await rsvp(listingId, 4)).toMatchObject({ data: { status: "going" } });
    const at = NOW;
    const one = (i: number): NewRsvp => ({
      listingId,
      occurrenceDay: "2026-12-10",
      occurrenceEndAt: Date.parse("2026-12-11T02:00:00Z"),
      name: `Person ${i}`,
      email: `p${i}@example.com`,
      places: 1,
      answer: null,
      language: "en",
      tokenHash: `hash-${listingId}-${i}`,
      tokenSealed: "sealed",
      remindAt: at,
      soonAt: at,
      now: at,
    });
    const started = performance.now();
    const outcomes = await Promise.all(Array.from({ length: 200 }, (_, i) => takeRsvp(db, one(i))));
    const elapsed = performance.now() - started;
    console.log(`200 simultaneous RSVPs: ${elapsed.toFixed(0)} ms`);
    expect(outcomes.filter((o) => o?.status === "going")).toHaveLength(10);
    expect(outcomes.filter((o) => o?.status === "waitlist")).toHaveLength(190);
    const positions = outcomes.flatMap((o) => (o?.status === "waitlist" ? [o.position] : [])).sort((a, b) => a - b);
    expect(positions).toEqual(Array.from({ length: 190 }, (_, i) => i + 1));
    const rows = await rsvpsOf(db, listingId, "2026-12-10");
    expect(rows.filter((r) => r.status === "going").reduce((sum, r) => sum + r.places, 0)).toBe(50);
  });
});

describe("check-in at the door", () => {
  /** Someone going (in French), someone waiting and someone who cancelled, on December 10 with 2 places. */
  async function doorEvent() {
    const event = await withRsvp({ capacity: 2 });
    const tag = event.listingId;
    const people = { going: `door-going-${tag}@example.com`, waiting: `door-waiting-${tag}@example.com`, quit: `door-quit-${tag}@example.com` };
    await rsvp(event.listingId, 1, { email: people.going, name: "Léa Going", locale: "fr" });
    await rsvp(event.listingId, 1, { email: people.quit, name: "Quit Early" });
    await rsvp(event.listingId, 2, { email: people.waiting, name: "Wai Ting" });
    await queueSettled();
    await caller().going.cancel({ token: tokenIn(people.quit) });
    const codeOf = async (address: string) => (await caller().going.mine({ token: tokenIn(address) }))?.checkIn?.code;
    const rows = await env.DB.prepare("SELECT email, checkin_code FROM event_rsvps WHERE listing_id = ?")
      .bind(event.listingId)
      .all<{ email: string; checkin_code: string }>();
    const code = (address: string) => rows.results.find((row) => row.email === address)!.checkin_code;
    return { ...event, people, codeOf, code };
  }

  it("gives each RSVP a code, e-mailed with its QR code and shown on the private link to someone going only", async () => {
    const { people, codeOf, code } = await doorEvent();
    const going = code(people.going);
    expect(going).toMatch(CODE);
    const [email] = mail.to(people.going);
    expect(email?.text).toContain(`Votre code d'entrée\u00a0: ${going}. Montrez-le, ou le code QR joint, à l'entrée.`);
    const qr = attached(email!.raw, /Content-Type: image\/svg\+xml/i);
    expect(qr).toBe(checkinQrSvg(going));
    expect(qr).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 \d+ \d+">/);
    expect(email?.raw).toMatch(/filename="?check-in\.svg"?/);
    expect(await caller().going.mine({ token: tokenIn(people.going) })).toMatchObject({ checkIn: { code: going, qrSvg: qr } });
    // Waiting: no code in the e-mail, none on the private link, until a place opens up.
    const [waiting] = mail.to(people.waiting);
    expect(waiting?.text).not.toContain(code(people.waiting));
    expect(attached(waiting!.raw, /Content-Type: image\/svg\+xml/i)).toBe("");
    expect(await codeOf(people.waiting)).toBeUndefined();
  });

  it("draws codes unique on an occurrence: another is drawn when one is taken there, and another day may reuse it", async () => {
    const { listingId } = await withRsvp({ capacity: null });
    const one = (i: number, occurrenceDay = "2026-12-10"): NewRsvp => ({
      listingId,
      occurrenceDay,
      occurrenceEndAt: Date.parse("2026-12-11T02:00:00Z"),
      name: `Door ${i}`,
      email: `door${i}@example.com`,
      places: 1,
      answer: null,
      language: "en",
      tokenHash: `door-${listingId}-${i}`,
      tokenSealed: "sealed",
      remindAt: NOW,
      soonAt: NOW,
      now: NOW,
    });
    await Promise.all(Array.from({ length: 100 }, (_, i) => takeRsvp(db, one(i))));
    const drawn = ["AAAAAA", "AAAAAA", "BBBBBB"];
    await takeRsvp(db, one(100), () => drawn.shift()!);
    await takeRsvp(db, one(101), () => drawn.shift()!);
    await takeRsvp(db, one(102, "2026-12-17"), () => "AAAAAA");
    const codes = await env.DB.prepare("SELECT occurrence_day AS day, checkin_code AS code FROM event_rsvps WHERE listing_id = ? ORDER BY id")
      .bind(listingId)
      .all<{ day: string; code: string }>();
    const tenth = codes.results.filter((row) => row.day === "2026-12-10").map((row) => row.code);
    expect(tenth).toHaveLength(102);
    expect(new Set(tenth).size).toBe(102);
    for (const code of tenth) expect(code).toMatch(CODE);
    expect(tenth.slice(-2)).toEqual(["AAAAAA", "BBBBBB"]);
    expect(codes.results.at(-1)).toEqual({ day: "2026-12-17", code: "AAAAAA" });
  });

  it("checks someone going in once, the code typed in any case; twice says when; waiting, cancelled and unknown codes are refused", async () => {
    const event = await doorEvent();
    const { token, people, code } = event;
    const checkIn = (typed: string, locale?: "fr") =>
      outcome(caller({ locale }).going.submitterCheckIn({ token, occurrence: "2026-12-10", code: typed }));
    // 19:02 in Toronto on December 10.
    setClock(Date.parse("2026-12-11T00:02:00Z"));
    const typed = code(people.going)
      .toLowerCase()
      .replace(/^(...)/, "$1 ");
    expect(await checkIn(typed)).toMatchObject({ status: 200, data: { name: "Léa Going", places: 1, checkedInAt: "19:02" } });
    setClock(Date.parse("2026-12-11T00:10:00Z"));
    expect(await checkIn(code(people.going))).toMatchObject({ status: 409, message: "Already checked in at 19:02: Léa Going." });
    expect(await checkIn(code(people.going), "fr")).toMatchObject({ status: 409, message: "Arrivée déjà notée à 19:02\u00a0: Léa Going." });
    expect(await checkIn(code(people.waiting))).toMatchObject({ status: 409, message: "This code is on the waitlist: not checked in." });
    expect(await checkIn(code(people.quit))).toMatchObject({ status: 409, message: "This RSVP was cancelled: not checked in." });
    const unknown = code(people.going) === "ZZZZZZ" ? "YYYYYY" : "ZZZZZZ";
    expect(await checkIn(unknown)).toMatchObject({ status: 404, message: "No RSVP has this code on Thu, December 10, 2026." });
    const malformed = await checkIn("12");
    expect(malformed.status).toBe(400);
    expect(malformed.fieldErrors?.code).toEqual(["A check-in code is 6 letters and digits."]);
    // The list and its CSV say who is in and when; the waitlist and the cancelled are not.
    const { list } = await caller().going.submitterSettings({ token });
    expect(list.occurrences[0]).toMatchObject({ going: 1, checkedIn: 1 });
    expect(list.occurrences[0]?.rsvps.map((row) => [row.name, row.checkedInAt])).toEqual([
      ["Léa Going", "19:02"],
      ["Wai Ting", null],
    ]);
    expect(organizerCsv(list.occurrences)).toContain('"2026-12-10","Léa Going","1","going","2026-11-29 12:00","","19:02"');
    expect(inLocale("fr", () => checkedInLine({ going: 40, checkedIn: 12 }))).toBe("12 arrivées sur 40");
    expect(checkedInLine({ going: 40, checkedIn: 12 })).toBe("12 of 40 checked in");
  });

  it("is for this event's organizers only: its submitter, its verified owners and staff; another event's organizer finds nothing", async () => {
    const event = await doorEvent();
    const other = await withRsvp();
    const code = event.code(event.people.going);
    const input = { occurrence: "2026-12-10", code };
    // Another event's submitter: their link looks in their own event, where no RSVP has this code.
    expect(await outcome(caller().going.submitterCheckIn({ token: other.token, ...input }))).toMatchObject({ status: 404 });
    const stranger = (await ownerCookie(other.listingId)).cookie;
    expect(await outcome(caller({ cookie: stranger }).going.ownerCheckIn({ listingId: event.listingId, ...input }))).toMatchObject({
      status: 403,
      message: "This listing is not yours to manage.",
    });
    expect(await outcome(caller().going.ownerCheckIn({ listingId: event.listingId, ...input }))).toMatchObject({ status: 401 });
    const member = await sessionCookie(await createAccount([]));
    expect(await outcome(caller({ cookie: member }).going.staffCheckIn({ listingId: event.listingId, ...input }))).toMatchObject({ status: 403 });
    expect(await outcome(caller().going.staffCheckIn({ listingId: event.listingId, ...input }))).toMatchObject({ status: 401 });
    // Nobody refused checked anyone in.
    expect((await caller().going.submitterSettings({ token: event.token })).list.occurrences[0]?.checkedIn).toBe(0);
    const owner = (await ownerCookie(event.listingId)).cookie;
    expect(await outcome(caller({ cookie: owner }).going.ownerCheckIn({ listingId: event.listingId, ...input }))).toMatchObject({ status: 200 });
    const editor = await sessionCookie(await createAccount(["editor"]));
    expect(await outcome(caller({ cookie: editor }).going.staffCheckIn({ listingId: event.listingId, ...input }))).toMatchObject({ status: 409 });
  });
});

describe("messages to everyone going", () => {
  const MESSAGE = {
    occurrence: "2026-12-10",
    subject: "Doors open at 6",
    message: "Bring a plate.\n\nMap: https://example.org/map",
    include_waitlist: false,
  };
  const messagesTo = (address: string) =>
    mail.to(address).filter((email) => email.subject.startsWith("Community potluck") && email.subject.endsWith("Doors open at 6"));

  /** Going (English), waiting (French), cancelled, and going on another occurrence of a weekly event, with 2 places. */
  async function audience() {
    const event = await withRsvp({ capacity: 2 }, { date: "2026-12-10", start_time: "19:00", repeat_rule: "FREQ=WEEKLY;BYDAY=TH" });
    const tag = event.listingId;
    const people = {
      going: `msg-going-${tag}@example.com`,
      waiting: `msg-waiting-${tag}@example.com`,
      quit: `msg-quit-${tag}@example.com`,
      nextWeek: `msg-next-${tag}@example.com`,
    };
    await rsvp(event.listingId, 1, { email: people.going });
    // The same address twice: one e-mail.
    await rsvp(event.listingId, 1, { email: people.going });
    await rsvp(event.listingId, 2, { email: people.waiting, locale: "fr" });
    await rsvp(event.listingId, 1, { email: people.quit, occurrence: "2026-12-10" });
    await rsvp(event.listingId, 1, { email: people.nextWeek, occurrence: "2026-12-17" });
    await queueSettled();
    await caller().going.cancel({ token: tokenIn(people.quit) });
    return { ...event, people };
  }

  it("reach everyone going on the occurrence once, the waitlist only when asked, each in their language, the links as text", async () => {
    const { token, people } = await audience();
    expect(await outcome(caller().going.submitterMessage({ token, ...MESSAGE }))).toMatchObject({ status: 200, data: { sent: 1 } });
    await queueSettled();
    const [email, ...more] = messagesTo(people.going);
    expect(more).toHaveLength(0);
    expect(email?.subject).toBe("Community potluck: Doors open at 6");
    expect(email?.text).toContain("A message from the organizer of Community potluck (Thu, December 10, 2026, 19:00):");
    expect(email?.text).toContain(
      "Bring a plate.\n\nMap: https://example.org/map\n\nYou get this because you said you are going to Community potluck.",
    );
    expect(email?.text).toMatch(/Change your places or cancel: https?:\/\/\S+#rsvp=[A-Za-z0-9_-]{43}/);
    const html = attached(email!.raw, /Content-Type: text\/html/i);
    expect(html).toContain("<p>Map: https://example.org/map</p>");
    expect(html).not.toContain('href="https://example.org/map"');
    for (const address of [people.waiting, people.quit, people.nextWeek])
      expect(mail.to(address).some((e) => e.subject.includes("Doors open"))).toBe(false);
    // With the waitlist: the French RSVP hears it in French.
    expect(await caller({ locale: "fr" }).going.submitterMessage({ token, ...MESSAGE, include_waitlist: true })).toEqual({ sent: 2 });
    await queueSettled();
    const [french] = messagesTo(people.waiting);
    expect(french?.subject).toBe("Community potluck\u00a0: Doors open at 6");
    expect(french?.text).toContain("Un message de l'organisation de Community potluck (jeu. 10 décembre 2026, 19:00)\u00a0:");
    expect(messagesTo(people.going)).toHaveLength(2);
  });

  it(`are limited to ${GOING_LIMITS.messagesPerDay} per event in 24 hours, checked, and refused with nobody to read them`, async () => {
    const { token } = await audience();
    for (let i = 0; i < GOING_LIMITS.messagesPerDay; i++)
      expect(await outcome(caller().going.submitterMessage({ token, ...MESSAGE }))).toMatchObject({ status: 200 });
    expect(await outcome(caller().going.submitterMessage({ token, ...MESSAGE }))).toMatchObject({
      status: 429,
      message: "At most 3 messages per event in 24 hours. Try again later.",
    });
    expect(await outcome(caller({ locale: "fr" }).going.submitterMessage({ token, ...MESSAGE }))).toMatchObject({
      status: 429,
      message: "Au plus 3 messages par événement en 24 heures. Réessayez plus tard.",
    });
    setClock(NOW + DAY_MS + 1);
    expect(await outcome(caller().going.submitterMessage({ token, ...MESSAGE }))).toMatchObject({ status: 200 });
    const long = await outcome(caller().going.submitterMessage({ token, ...MESSAGE, subject: "x".repeat(121), message: "y".repeat(2001) }));
    expect(long.status).toBe(400);
    expect(long.fieldErrors).toMatchObject({
      subject: ["Subject must be at most 120 characters."],
      message: ["Message (plain text) must be at most 2000 characters."],
    });
    const empty = await withRsvp();
    expect(await outcome(caller().going.submitterMessage({ token: empty.token, ...MESSAGE }))).toMatchObject({
      status: 400,
      message: "Nobody is going on that date yet.",
    });
  });

  it("are sent by this event's organizers only, and erased with the RSVPs", async () => {
    const { listingId, people } = await audience();
    const input = { listingId, ...MESSAGE };
    const stranger = (await ownerCookie((await withRsvp()).listingId)).cookie;
    expect(await outcome(caller({ cookie: stranger }).going.ownerMessage(input))).toMatchObject({ status: 403 });
    expect(await outcome(caller().going.ownerMessage(input))).toMatchObject({ status: 401 });
    const member = await sessionCookie(await createAccount([]));
    expect(await outcome(caller({ cookie: member }).going.staffMessage(input))).toMatchObject({ status: 403 });
    await queueSettled();
    expect(messagesTo(people.going)).toHaveLength(0);
    const owner = (await ownerCookie(listingId)).cookie;
    expect(await caller({ cookie: owner }).going.ownerMessage(input)).toEqual({ sent: 1 });
    const editor = await sessionCookie(await createAccount(["editor"]));
    expect(await caller({ cookie: editor }).going.staffMessage(input)).toEqual({ sent: 1 });
    await queueSettled();
    expect(messagesTo(people.going)).toHaveLength(2);
    const kept = () => env.DB.prepare("SELECT count(*) AS n FROM event_rsvp_messages WHERE listing_id = ?").bind(listingId).first<{ n: number }>();
    expect((await kept())?.n).toBe(2);
    // December 10's occurrence ends at midnight in Toronto (05:00 UTC on the 11th, no end time given).
    await applyRetention(env, Date.parse("2026-12-12T00:00:00Z") + RSVP_RETENTION_DAYS * DAY_MS);
    expect((await kept())?.n).toBe(0);
  });
});
