// Following a city's events, a venue or an organizer, end to end in the Workers pool with the fixed
// clock, real D1 and queues and the recording e-mail fake: double opt-in (nothing but the confirmation
// before its link is followed), the weekly roundup on the digest's Cron Trigger (matching city, venue
// and organizer, one e-mail per address, skipped when empty, never twice a week), RFC 8058 one-click
// unsubscribe (per follow and all), and retention.
import { createScheduledController, env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { setClock } from "@shared/time/clock";
import worker from "@worker/index";
import "./clock";
import { linkIn, queueSettled, recordEmails } from "./email-helpers";
import { edgeScreen, fetchApp } from "./fetch-app";
import { storeSubmission } from "./submission-helpers";

const ORIGIN = "https://localhype.test";
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Thursday, October 1, 2026: 08:17 in Toronto, the roundup's clock. */
const RUN = Date.parse("2026-10-01T12:17:00Z");
const SIGNED_UP = RUN - 3 * DAY;

let lastIp = 0;
const freshIp = () => `198.19.0.${++lastIp}`;

type Followed = { kind: "city"; city: string } | { kind: "venue" | "organizer"; event: number };

/** The follow page of a target (`/follow?city=…`), in a language. */
const pagePath = (target: Followed, locale: "en" | "fr" = "en") =>
  `${locale === "fr" ? "/fr" : ""}/follow?${target.kind === "city" ? `city=${encodeURIComponent(target.city)}` : `${target.kind}=${target.event}`}`;

/** Sends the follow page's form, as a browser does. */
async function follow(input: { email: string; follow: Followed }, locale: "en" | "fr" = "en", ip = freshIp()) {
  const res = await fetchApp(pagePath(input.follow, locale), {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "cf-connecting-ip": ip },
    body: new URLSearchParams({ email: input.email }).toString(),
  });
  return { status: res.status, html: await res.text() };
}

async function runHourlyCron(at: number) {
  setClock(at);
  await worker.scheduled(createScheduledController({ scheduledTime: at, cron: "17 * * * *" }), { ...env, PUBLIC_ORIGIN: ORIGIN });
  await queueSettled();
}

let lastListing = 980_000;
/** A published event (a community one when it has a submitter), as publishing leaves it. */
async function addEvent(facts: { city: string; title: string; location?: string; publishedAt: number; submitter?: string }) {
  const id = ++lastListing;
  const submissionId = facts.submitter === undefined ? null : await storeSubmission({ title: facts.title, submitter_email: facts.submitter });
  await env.DB.prepare(
    `INSERT INTO listings (id, source, submission_id, status, type, slug, city, city_slug, province, title, description, location, date,
       next_start_at, next_end_at, published_at)
     VALUES (?, ?, ?, 'published', 'event', ?, ?, ?, 'Ontario', ?, 'A test event.', ?, '2026-10-20', ?, ?, ?)`,
  )
    .bind(
      id,
      submissionId === null ? "catalogue" : "community",
      submissionId,
      `follow-${id}`,
      facts.city,
      facts.city.toLowerCase().replace(/[^a-z]+/g, "-"),
      facts.title,
      facts.location ?? "Downtown",
      Date.parse("2026-10-20T23:00:00Z"),
      Date.parse("2026-10-21T02:00:00Z"),
      new Date(facts.publishedAt).toISOString(),
    )
    .run();
  return { id, slug: `follow-${id}` };
}

const followRows = async (email: string) =>
  (await env.DB.prepare("SELECT * FROM follows WHERE email = ? ORDER BY id").bind(email).all<Record<string, unknown>>()).results;

/** Follows and confirms through the e-mailed link (GET shows the question, the POST confirms). */
async function followConfirmed(email: string, input: Followed, locale: "en" | "fr" = "en") {
  setClock(SIGNED_UP);
  const before = mail.to(email).length;
  expect((await follow({ email, follow: input }, locale)).status).toBe(200);
  await queueSettled();
  const confirmation = mail.to(email)[before]!;
  const res = await fetchApp(linkIn(confirmation.text, "/api/follow/confirm?").replace(ORIGIN, ""), { method: "POST" });
  expect(res.status).toBe(200);
  return confirmation;
}

let mail: ReturnType<typeof recordEmails>;
beforeEach(() => {
  mail = recordEmails();
  // Links in e-mails point at the public origin.
  (env as unknown as { PUBLIC_ORIGIN: string }).PUBLIC_ORIGIN = ORIGIN;
});

describe("follow: double opt-in", () => {
  it("sends only the confirmation until its link is followed; a GET asks, the POST confirms", async () => {
    setClock(SIGNED_UP);
    await addEvent({ city: "Laval", title: "Laval jazz", publishedAt: RUN - DAY });
    const { status, html } = await follow({ email: " Fan@Example.COM ", follow: { kind: "city", city: "laval" } });
    expect(status).toBe(200);
    expect(html).toContain("<h1>Follow Laval&#39;s events</h1>");
    expect(html).toContain('<p role="status">Check your inbox: we sent a link to confirm that you follow Laval&#39;s events.</p>');
    await queueSettled();
    expect(mail.sent).toHaveLength(1);
    const confirmation = mail.sent[0]!;
    expect(confirmation.to).toBe("fan@example.com");
    expect(confirmation.subject).toBe("Confirm that you follow Laval's events");
    expect(confirmation.text).toContain(
      "Please confirm that you want a weekly e-mail of what is new among Laval's events on Local Hype at this address.",
    );
    expect(confirmation.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    expect(confirmation.headers["list-unsubscribe"]).toMatch(new RegExp(`^<${ORIGIN}/api/follow/unsubscribe\\?f=\\d+&t=[A-Za-z0-9_-]{43}>$`));

    // Unconfirmed: the roundup passes it by.
    await runHourlyCron(RUN);
    expect(mail.sent).toHaveLength(1);

    const link = linkIn(confirmation.text, "/api/follow/confirm?").replace(ORIGIN, "");
    const question = await fetchApp(link);
    expect(question.status).toBe(200);
    const page = await question.text();
    expect(page).toContain("<p>Confirm that you follow Laval&#39;s events?</p>");
    expect(page).toContain('<button type="submit">Yes, follow</button>');
    expect((await followRows("fan@example.com"))[0]!.confirmed_at).toBeNull();

    setClock(RUN + HOUR);
    const confirmed = await fetchApp(link, { method: "POST" });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain("Thank you: you follow Laval&#39;s events. New events come in a weekly e-mail.");
    expect((await followRows("fan@example.com"))[0]!.confirmed_at).toBe(new Date(RUN + HOUR).toISOString());
    // Used once: the link does not confirm again.
    expect((await fetchApp(link, { method: "POST" })).status).toBe(400);
  });

  it("is in French from a French page, and refuses what cannot be followed in the visitor's language", async () => {
    setClock(SIGNED_UP);
    await follow({ email: "amie@example.com", follow: { kind: "city", city: "Quebec City" } }, "fr");
    await queueSettled();
    expect(mail.to("amie@example.com")[0]?.subject).toBe("Confirmez que vous suivez les événements de Québec");

    const unknown = await follow({ email: "amie@example.com", follow: { kind: "city", city: "Atlantis" } }, "fr");
    expect(unknown.status).toBe(404);
    expect(unknown.html).toContain("<h1>Il n&#39;y a pas de ville ni d&#39;événement à suivre à cette adresse.</h1>");
    const noEvent = await fetchApp("/follow?venue=424242");
    expect(noEvent.status).toBe(404);
    expect(await noEvent.text()).toContain("<h1>There is no such city or event to follow.</h1>");
    // A catalogue event has no organizer to follow.
    const catalogue = await addEvent({ city: "Toronto", title: "Catalogue night", publishedAt: RUN - 9 * DAY });
    expect((await fetchApp(`/follow?organizer=${catalogue.id}`)).status).toBe(404);
    // A bad address: the form again, with the field's message announced, in the page's language.
    const bad = await follow({ email: "pas-une-adresse", follow: { kind: "city", city: "Gatineau" } }, "fr");
    expect(bad.status).toBe(400);
    expect(bad.html).toContain('value="pas-une-adresse" aria-invalid="true" aria-describedby="follow-error"');
    expect(bad.html).toMatch(/<p id="follow-error" role="alert">[^<]+<\/p>/);
    expect(mail.sent).toHaveLength(1);
  });

  it("names what a link follows in words, never the organizer's address, with the form and its consent line", async () => {
    const event = await addEvent({
      city: "Toronto",
      title: "Night market",
      location: " The Bentway ",
      publishedAt: RUN - 9 * DAY,
      submitter: "org@example.com",
    });
    const heading = async (path: string) => /<h1>(.*?)<\/h1>/.exec(await (await fetchApp(path)).text())?.[1];
    expect(await heading("/follow?city=Toronto")).toBe("Follow Toronto&#39;s events");
    expect(await heading(`/follow?venue=${event.id}`)).toBe("Follow events at The Bentway (Toronto)");
    expect(await heading(`/follow?organizer=${event.id}`)).toBe("Follow events by the organizer of “Night market”");
    expect(await heading(`/fr/follow?organizer=${event.id}`)).toBe("Suivre les événements de l&#39;organisation de «\u00a0Night market\u00a0»");
    const res = await fetchApp(`/fr/follow?venue=${event.id}`);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const html = await res.text();
    expect(html).toContain('<html lang="fr-CA">');
    expect(html).toContain('<label for="follow-email">Courriel</label>');
    expect(html).toContain('<input id="follow-email" name="email" type="email" autocomplete="email" required value="">');
    expect(html).toContain(
      "<p>Nous envoyons d&#39;abord un lien de confirmation, et rien d&#39;autre tant que vous ne l&#39;avez pas suivi. Chaque courriel contient un lien de désabonnement en un clic.</p>",
    );
    expect(html).not.toContain("org@example.com");
  });

  it("is linked from an event's page (the organizer only on a community event) and from a city page, in the page's language", async () => {
    const community = await addEvent({ city: "Toronto", title: "Community night", publishedAt: RUN - 9 * DAY, submitter: "host@example.com" });
    const catalogue = await addEvent({ city: "Toronto", title: "Catalogue evening", publishedAt: RUN - 9 * DAY });
    const communityPage = await edgeScreen(`/events/toronto/${community.slug}`);
    expect(communityPage).toMatch(new RegExp(`<a href="/follow\\?venue=${String(community.id)}"[^>]*>Follow this venue</a>`));
    expect(communityPage).toMatch(new RegExp(`<a href="/follow\\?organizer=${String(community.id)}"[^>]*>Follow this organizer</a>`));
    const cataloguePage = await edgeScreen(`/events/toronto/${catalogue.slug}`);
    expect(cataloguePage).toContain(`href="/follow?venue=${String(catalogue.id)}"`);
    expect(cataloguePage).not.toContain("/follow?organizer=");
    expect(await edgeScreen(`/fr/events/toronto/${community.slug}`)).toMatch(
      new RegExp(`<a href="/fr/follow\\?organizer=${String(community.id)}"[^>]*>Suivre cette organisation</a>`),
    );
    expect(await edgeScreen("/fr/city/Montreal")).toMatch(/<a href="\/fr\/follow\?city=Montreal"[^>]*>Suivre les événements de Montréal<\/a>/);
  });

  it("is rate-limited as the newsletter's form: past the allowance, the form asks to wait and nothing is queued", async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++)
      expect((await follow({ email: `burst${i}@example.com`, follow: { kind: "city", city: "Truro" } }, "en", ip)).status).toBe(200);
    const refused = await follow({ email: "burst-extra@example.com", follow: { kind: "city", city: "Truro" } }, "en", ip);
    expect(refused.status).toBe(429);
    expect(refused.html).toContain('<p id="follow-error" role="alert">Too many attempts. Please try again in 1 minute.</p>');
    expect(await followRows("burst-extra@example.com")).toEqual([]);
  });
});

describe("follow: the weekly roundup", () => {
  it("groups an address's city, venue and organizer follows in one e-mail of new events, once a week, and skips empty weeks", async () => {
    setClock(SIGNED_UP - DAY);
    const venueEvent = await addEvent({
      city: "Toronto",
      title: "First night at the Bentway",
      location: "The Bentway",
      publishedAt: SIGNED_UP - DAY,
    });
    const organizerEvent = await addEvent({
      city: "Vancouver",
      title: "Harbour lantern walk",
      publishedAt: SIGNED_UP - DAY,
      submitter: "Org@Example.com",
    });
    await followConfirmed("group@example.com", { kind: "city", city: "Montreal" });
    await followConfirmed("group@example.com", { kind: "venue", event: venueEvent.id });
    await followConfirmed("group@example.com", { kind: "organizer", event: organizerEvent.id });
    await followConfirmed("other@example.com", { kind: "city", city: "Montreal" });
    mail.sent.length = 0;

    const montreal = await addEvent({ city: "Montreal", title: "Jazz sur la place", publishedAt: RUN - DAY });
    const atVenue = await addEvent({ city: "Toronto", title: "Winter skate", location: "  the bentway ", publishedAt: RUN - 2 * DAY });
    await addEvent({ city: "Toronto", title: "Elsewhere in Toronto", location: "Harbourfront", publishedAt: RUN - 2 * DAY });
    await addEvent({ city: "Ottawa", title: "The Bentway in Ottawa", location: "The Bentway", publishedAt: RUN - 2 * DAY });
    const byOrganizer = await addEvent({ city: "Vancouver", title: "Lanterns again", publishedAt: RUN - DAY, submitter: "org@example.com" });
    await addEvent({ city: "Vancouver", title: "Someone else's", publishedAt: RUN - DAY, submitter: "someone@example.com" });
    // Published after the run: next week's.
    await addEvent({ city: "Montreal", title: "Too late", publishedAt: RUN + HOUR });

    await runHourlyCron(RUN - HOUR); // 07:17 in Toronto: not yet
    expect(mail.sent).toHaveLength(0);
    await runHourlyCron(RUN);
    expect(mail.sent.map((email) => email.to).sort()).toEqual(["group@example.com", "other@example.com"]);
    const roundup = mail.to("group@example.com")[0]!;
    expect(roundup.subject).toBe("New events you follow on Local Hype");
    const follows = await followRows("group@example.com");
    const body = roundup.text;
    expect(body).toContain(
      [
        "New events published this week in what you follow.",
        "Montreal's events",
        `Jazz sur la place · Tuesday, October 20: ${ORIGIN}/events/montreal/${montreal.slug}`,
        `Stop following Montreal's events: ${ORIGIN}/api/follow/unsubscribe?f=${String(follows[0]!.id)}&t=`,
      ].join("\n\n"),
    );
    expect(body).toContain(`Events at The Bentway (Toronto)\n\nWinter skate · Tuesday, October 20: ${ORIGIN}/events/toronto/${atVenue.slug}`);
    expect(body).toContain(
      `Events by the organizer of “Harbour lantern walk”\n\nLanterns again · Tuesday, October 20: ${ORIGIN}/events/vancouver/${byOrganizer.slug}`,
    );
    for (const absent of ["Elsewhere in Toronto", "The Bentway in Ottawa", "Someone else's", "Too late", "First night", "Harbour lantern walk ·"]) {
      expect(body).not.toContain(absent);
    }
    expect(body).not.toContain("org@example.com");
    const firstStop = linkIn(body, "/api/follow/unsubscribe");
    expect(roundup.headers["list-unsubscribe"]).toMatch(
      new RegExp(`^<${ORIGIN}/api/follow/unsubscribe\\?f=${String(follows[0]!.id)}&t=[A-Za-z0-9_-]{43}&all=1>$`),
    );
    expect(roundup.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    expect(firstStop).not.toContain("all=1");
    // The roundup links the address's data download: its follows and the weeks sent, never a token.
    const dataLink = linkIn(body, "/api/follow/data").replace(ORIGIN, "");
    const download = await fetchApp(dataLink);
    expect(download.headers.get("content-disposition")).toBe('attachment; filename="local-hype-follows.json"');
    expect(download.headers.get("cache-control")).toBe("no-store");
    const data = await download.json<{
      email: string;
      follows: { kind: string; label: string; confirmed_at: string | null }[];
      roundups: unknown[];
    }>();
    expect(data.email).toBe("group@example.com");
    expect(data.follows.map((follow) => [follow.kind, follow.label])).toEqual(follows.map((follow) => [follow.kind, follow.label]));
    expect(data.follows.every((follow) => follow.confirmed_at !== null)).toBe(true);
    expect(data.roundups).toEqual([{ week: "2026-W40", sent: true }]);
    expect(JSON.stringify(data)).not.toMatch(/token|org@example\.com/);
    // The same signature for another follow's id is refused.
    expect((await fetchApp(dataLink.replace(`f=${String(follows[0]!.id)}`, `f=${String(follows[1]!.id)}`))).status).toBe(400);
    const other = mail.to("other@example.com")[0]!;
    expect(other.text).toContain("Jazz sur la place");
    expect(other.text).not.toContain("Winter skate");

    // The same hour again: not twice.
    await runHourlyCron(RUN + 10 * 60_000);
    expect(mail.sent).toHaveLength(2);

    // A week later only "Too late" is new, and only for Montreal's followers; then an empty week sends nothing.
    await runHourlyCron(RUN + 7 * DAY);
    expect(mail.sent).toHaveLength(4);
    expect(mail.to("group@example.com")[1]!.text).toContain("Too late");
    expect(mail.to("group@example.com")[1]!.text).not.toContain("Jazz sur la place");
    await runHourlyCron(RUN + 14 * DAY);
    expect(mail.sent).toHaveLength(4);
    const weeks = await env.DB.prepare("SELECT week, outbox_id FROM follow_roundups WHERE email = ? ORDER BY week").bind("group@example.com").all();
    expect(weeks.results.map((row) => [row.week, row.outbox_id === null])).toEqual([
      ["2026-W40", false],
      ["2026-W41", false],
      ["2026-W42", true],
    ]);
  });

  it("comes in the address's language", async () => {
    await followConfirmed("lecteur@example.com", { kind: "city", city: "Sherbrooke" }, "fr");
    mail.sent.length = 0;
    await addEvent({ city: "Sherbrooke", title: "Jazz in the square", publishedAt: RUN - DAY });
    await runHourlyCron(RUN);
    const roundup = mail.to("lecteur@example.com")[0]!;
    expect(roundup.subject).toBe("Nouveaux événements que vous suivez sur Local Hype");
    expect(roundup.text).toContain("Les événements de Sherbrooke\n\nJazz in the square · mardi 20 octobre\u00a0:");
    expect(roundup.text).toContain("Ne plus rien suivre: ".replace(":", "\u00a0:"));
  });
});

describe("follow: one-click unsubscribe (RFC 8058)", () => {
  it("POSTs without a cookie or a page: one follow, or all of the address; a GET asks first; a forged link is refused", async () => {
    const event = await addEvent({ city: "Halifax", title: "Harbour market", location: "Pier 21", publishedAt: SIGNED_UP - DAY });
    await followConfirmed("leaver@example.com", { kind: "city", city: "Halifax" });
    await followConfirmed("leaver@example.com", { kind: "venue", event: event.id });
    await followConfirmed("stayer@example.com", { kind: "city", city: "Halifax" });
    await addEvent({ city: "Halifax", title: "Pier party", location: "Pier 21", publishedAt: RUN - DAY });
    mail.sent.length = 0;
    await runHourlyCron(RUN);
    const roundup = mail.to("leaver@example.com")[0]!;
    const oneClick = roundup.headers["list-unsubscribe"]!.slice(1, -1).replace(ORIGIN, "");
    const [cityFollow, venueFollow] = await followRows("leaver@example.com");

    // One follow, from the link in the e-mail's text (the city's section comes first).
    const stopCity = linkIn(roundup.text, "/api/follow/unsubscribe").replace(ORIGIN, "");
    const asked = await fetchApp(stopCity);
    expect(asked.status).toBe(200);
    expect(await asked.text()).toContain("<p>Stop following Halifax&#39;s events?</p>");
    expect((await followRows("leaver@example.com"))[0]!.unsubscribed_at).toBeNull();
    const done = await fetchApp(stopCity, { method: "POST" });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain("You are unsubscribed. No more e-mails about it will come.");
    let rows = await followRows("leaver@example.com");
    expect(rows.map((row) => [row.id, row.unsubscribed_at !== null])).toEqual([
      [cityFollow!.id, true],
      [venueFollow!.id, false],
    ]);

    // Everything, as a mail client does it: a POST with the RFC 8058 body, no cookie.
    const forged = oneClick.replace(/t=[^&]+/, `t=${"A".repeat(43)}`);
    expect((await fetchApp(forged, { method: "POST", body: "List-Unsubscribe=One-Click" })).status).toBe(400);
    const client = await fetchApp(oneClick, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(client.status).toBe(200);
    rows = await followRows("leaver@example.com");
    expect(rows.every((row) => row.unsubscribed_at !== null)).toBe(true);
    expect((await followRows("stayer@example.com"))[0]!.unsubscribed_at).toBeNull();
    // Again is fine.
    expect((await fetchApp(oneClick, { method: "POST", body: "List-Unsubscribe=One-Click" })).status).toBe(200);
    // The all-link's page asks about everything.
    expect(await (await fetchApp(oneClick)).text()).toContain("<p>Stop following everything you follow on Local Hype?</p>");

    await addEvent({ city: "Halifax", title: "Next week's", publishedAt: RUN + DAY });
    await runHourlyCron(RUN + 7 * DAY);
    expect(mail.to("leaver@example.com")).toHaveLength(1);
    expect(mail.to("stayer@example.com")).toHaveLength(2);
  });
});

describe("follow: retention", () => {
  it("erases unconfirmed follows and unsubscribed ones after 30 days, keeps confirmed ones, and the roundup log of an address that follows nothing", async () => {
    const now = Date.parse("2026-11-24T15:00:00Z");
    const at = (days: number) => new Date(now - days * DAY).toISOString();
    const insert = (email: string, target: string, fields: { confirmed?: string; sent?: string; unsubscribed?: string }) =>
      env.DB.prepare(
        "INSERT INTO follows (email, kind, city, target, label, created_at, confirm_sent_at, confirmed_at, unsubscribed_at) VALUES (?, 'city', ?, ?, ?, ?, ?, ?, ?)",
      )
        .bind(email, target, target, target, at(400), fields.sent ?? null, fields.confirmed ?? null, fields.unsubscribed ?? null)
        .run();
    await insert("old-unconfirmed@example.com", "Toronto", { sent: at(31) });
    await insert("new-unconfirmed@example.com", "Toronto", { sent: at(29) });
    await insert("kept@example.com", "Toronto", { confirmed: at(300) });
    await insert("left-long-ago@example.com", "Toronto", { confirmed: at(300), unsubscribed: at(31) });
    await insert("left-lately@example.com", "Toronto", { confirmed: at(300), unsubscribed: at(29) });
    for (const email of ["kept@example.com", "left-long-ago@example.com"]) {
      await env.DB.prepare("INSERT INTO follow_roundups (email, week, created_at) VALUES (?, '2026-W40', ?)").bind(email, at(50)).run();
    }
    setClock(now);
    await worker.scheduled(createScheduledController({ scheduledTime: now, cron: "17 * * * *" }), env);
    const emails = (await env.DB.prepare("SELECT email FROM follows ORDER BY email").all()).results.map((row) => row.email);
    expect(emails).toEqual(expect.arrayContaining(["kept@example.com", "left-lately@example.com", "new-unconfirmed@example.com"]));
    expect(emails).not.toContain("old-unconfirmed@example.com");
    expect(emails).not.toContain("left-long-ago@example.com");
    const logged = (await env.DB.prepare("SELECT email FROM follow_roundups").all()).results.map((row) => row.email);
    expect(logged).toContain("kept@example.com");
    expect(logged).not.toContain("left-long-ago@example.com");
  });
});
