// Nominations end to end through the app router, the real queue and D1: the form's input checked
// with exact messages, limited and bot-challenged like submissions, a receipt in the nominator's
// language; admins (and only admins) accept a nomination, which puts the shop on its city's ballot for
// the open season before the cut-off and for the next one after it, or decline it with a reason the
// nominator is e-mailed. Every decision leaves an audit row.
import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Locale } from "@shared/i18n/locales";
import { setClock } from "@shared/time/clock";
import { adminCookie, createAccount, sessionCookie } from "./account-helpers";
import { solvedHeaders } from "./challenge-helpers";
import "./clock";
import { queueSettled, recordEmails } from "./email-helpers";
import { caller, type CallerOptions, outcome, type RouterInputs } from "./caller";
import { edgeScreen, fetchApp, inlinedQueries, trpcQuery } from "./fetch-app";

let lastIp = 0;
const freshIp = () => `198.51.100.${(++lastIp % 250) + 1}`;
let lastEmail = 0;

type Nomination = RouterInputs["nominations"]["create"];

function nomination(overrides: Partial<Nomination> = {}): Nomination {
  return {
    shop_name: `Nominated Roasters ${++lastEmail}`,
    address: "12 Ossington Ave",
    city: "toronto",
    website: "nominated.example",
    reason: "The best cortado on the street, and they roast in the back.",
    nominator_email: `fan${lastEmail}@example.com`,
    ...overrides,
  };
}

const create = (input: Nomination, options: CallerOptions = {}) =>
  outcome(caller({ ...options, headers: { "cf-connecting-ip": freshIp(), ...options.headers } }).nominations.create(input));

const nominationRows = async () => (await env.DB.prepare("SELECT * FROM nominations ORDER BY id").all<Record<string, unknown>>()).results;

const pendingList = (cookie: string) => caller({ cookie }).admin.nominations.list({});

async function nominate(overrides: Partial<Nomination> = {}) {
  const input = nomination(overrides);
  expect((await create(input)).status).toBe(200);
  const row = (await nominationRows()).at(-1)!;
  return { input, id: Number(row.id) };
}

async function ballotShops(city: string, locale: Locale = "en") {
  return (await caller({ locale }).ballots.city({ city }))!.shops;
}

let mail: ReturnType<typeof recordEmails>;
beforeEach(() => {
  mail = recordEmails();
});

describe("nominations.create: the form's input", () => {
  it("stores a nomination with its website normalised and answers received", async () => {
    const input = nomination();
    const { status, data } = await create(input);
    expect(status).toBe(200);
    expect(data).toEqual({ received: true });
    const row = (await nominationRows()).at(-1)!;
    expect(row).toMatchObject({
      shop_name: input.shop_name,
      city_slug: "toronto",
      website: "https://nominated.example",
      status: "pending",
      language: "en",
    });
  });

  it("refuses missing fields with messages naming them, and stores nothing", async () => {
    const before = (await nominationRows()).length;
    const { status, fieldErrors } = await create({ shop_name: " ", address: "", city: "toronto", reason: "", nominator_email: "" });
    expect(status).toBe(400);
    expect(fieldErrors).toMatchObject({
      shop_name: ["Shop name is required."],
      address: ["Street address is required."],
      reason: ["Why it deserves a place is required."],
      nominator_email: ["Your e-mail is required."],
    });
    expect((await nominationRows()).length).toBe(before);
  });

  it("refuses a bad e-mail, a website that is not https and a too-long reason, in French on a French page", async () => {
    const { status, fieldErrors } = await create(
      nomination({ nominator_email: "not-an-address", website: "ftp://x.example", reason: "x".repeat(1001) }),
      { locale: "fr" },
    );
    expect(status).toBe(400);
    expect(fieldErrors).toMatchObject({
      nominator_email: ["Veuillez entrer une adresse courriel valide."],
      website: ["Veuillez entrer un site web comme exemple.ca ou https://exemple.ca."],
      reason: ["Le champ «\u00a0Pourquoi il mérite sa place\u00a0» doit compter au plus 1000\u00a0caractères."],
    });
  });

  it("refuses a city that is not on the ballot as the city field's error", async () => {
    for (const city of ["atlantis", "Not A Slug"]) {
      const { status, fieldErrors } = await create(nomination({ city }));
      expect(status).toBe(400);
      expect(fieldErrors).toEqual({ city: ["Please choose a city from the list."] });
    }
  });

  it("refuses unknown keys (a status, a shop id)", async () => {
    // @ts-expect-error -- a key the form does not have is what this sends
    expect((await create({ ...nomination(), status: "accepted" })).status).toBe(400);
  });

  it("answers a filled honeypot like a success but stores nothing", async () => {
    const warned = vi.spyOn(console, "warn").mockImplementation(() => {});
    const before = (await nominationRows()).length;
    const { status, data } = await create(nomination({ company_website: "https://spam.example" }));
    expect(status).toBe(200);
    expect(data).toEqual({ received: true });
    expect((await nominationRows()).length).toBe(before);
    warned.mockRestore();
  });

  it("asks for the bot challenge past the free allowance, shared with submissions, and lets a solved one through", async () => {
    const ip = "198.51.100.250";
    for (let i = 0; i < 5; i++) expect((await create(nomination(), { headers: { "cf-connecting-ip": ip } })).status, `attempt ${i + 1}`).toBe(200);
    const refused = await create(nomination(), { headers: { "cf-connecting-ip": ip } });
    expect(refused.status).toBe(428);
    expect(refused.message).toBe("Too many attempts from your network. Please complete the verification to continue.");
    // The same network's submissions are past the allowance too: one allowance for the site's forms.
    // @ts-expect-error -- an empty form is what this sends
    const submission = await outcome(caller({ headers: { "cf-connecting-ip": ip } }).submissions.create({}));
    expect(submission.status).toBe(400);
    const solved = await create(nomination(), { headers: { "cf-connecting-ip": ip, ...(await solvedHeaders()) } });
    expect(solved.status).toBe(200);
  });

  it("e-mails the nominator a receipt in the page's language", async () => {
    const en = nomination();
    const fr = nomination({ language: "fr", city: "montreal" });
    expect((await create(en)).status).toBe(200);
    expect((await create(fr)).status).toBe(200);
    await queueSettled();
    const [receipt] = mail.to(en.nominator_email);
    expect(receipt?.subject).toBe(`We received your nomination of “${en.shop_name}”`);
    expect(receipt?.text).toContain(`Thank you for nominating “${en.shop_name}” (Toronto) for Best Coffee Shops.`);
    const [reçu] = mail.to(fr.nominator_email);
    expect(reçu?.subject).toBe(`Nous avons reçu votre proposition «\u00a0${fr.shop_name}\u00a0»`);
    expect(reçu?.text).toContain("(Montréal)");
    expect(reçu?.headers["content-language"]).toBe("fr-CA");
  });
});

describe("admin.nominations: only admins", () => {
  it("refuses visitors (UNAUTHORIZED) and logged-in non-admins (FORBIDDEN), and changes nothing", async () => {
    const { id } = await nominate();
    const visitor = await outcome(caller().admin.nominations.list({}));
    expect(visitor.status).toBe(401);
    const cookie = await sessionCookie(await createAccount());
    const listed = await outcome(caller({ cookie }).admin.nominations.list({}));
    expect(listed.status).toBe(403);
    expect(listed.message).toBe("You don't have admin permissions.");
    const accepted = await outcome(caller({ cookie }).admin.nominations.accept({ id, description_en: "A shop." }));
    expect(accepted.status).toBe(403);
    const declined = await outcome(caller({ cookie }).admin.nominations.decline({ id, reason: "No." }));
    expect(declined.status).toBe(403);
    // @ts-expect-error -- the role check comes before the input's
    const addCity = await outcome(caller({ cookie }).admin.ballot.addCity({}));
    expect(addCity.status).toBe(403);
    expect((await nominationRows()).find((row) => row.id === id)?.status).toBe("pending");
  });
});

describe("accepting a nomination", () => {
  it("before the cut-off: the shop joins the open season's ballot, audited, and the nominator hears", async () => {
    setClock(Date.parse("2026-06-01T12:00:00Z"));
    const { cookie, account } = await adminCookie();
    const { input, id } = await nominate();
    expect((await pendingList(cookie)).find((n) => n.id === id)?.seasonYear).toBe(2026);
    const { status, data } = await outcome(
      caller({ cookie }).admin.nominations.accept({
        id,
        description_en: "Cortados and a back-room roaster.",
        description_fr: "Des cortados et un torréfacteur dans l'arrière-boutique.",
      }),
    );
    expect(status).toBe(200);
    expect(data!.year).toBe(2026);
    const shopId = data!.shopId;
    expect(shopId).toMatch(/^nominated-roasters-\d+$/);
    const shop = (await ballotShops("toronto")).find((s) => s.id === shopId);
    expect(shop).toMatchObject({ name: input.shop_name, description: "Cortados and a back-room roaster." });
    expect((await ballotShops("toronto", "fr")).find((s) => s.id === shopId)?.description).toBe(
      "Des cortados et un torréfacteur dans l'arrière-boutique.",
    );
    // Votes count for it at once.
    const vote = await outcome(caller({ headers: { "cf-connecting-ip": freshIp() } }).votes.cast({ city: "toronto", shopId }));
    expect(vote.status).toBe(200);

    const audit = await env.DB.prepare("SELECT * FROM ballot_changes WHERE nomination_id = ?").bind(id).all<Record<string, unknown>>();
    expect(audit.results).toHaveLength(1);
    expect(audit.results[0]).toMatchObject({ action: "nomination_accepted", city_slug: "toronto", shop_id: shopId, editor_id: account.id });
    expect((await nominationRows()).find((row) => row.id === id)).toMatchObject({ status: "accepted", shop_id: shopId, season_year: 2026 });

    await queueSettled();
    const notice = mail.to(input.nominator_email).find((email) => email.subject.includes("ballot"));
    expect(notice?.subject).toBe(`“${input.shop_name}” is on the Best Coffee Shops ballot`);
    expect(notice?.text).toContain(`Good news: “${input.shop_name}” is on the Toronto ballot for Best Coffee Shops 2026.`);
    expect(notice?.text).toContain("/best-coffee-shops/toronto");
    expect(notice?.text).not.toContain("has not opened yet");

    // Decided once: a second decision is a CONFLICT.
    const again = await outcome(caller({ cookie }).admin.nominations.decline({ id, reason: "Changed my mind." }));
    expect(again.status).toBe(409);
    expect(again.message).toBe("This nomination has already been decided.");
  });

  it("after the cut-off (30 days before close): the shop waits for the next season, then shows", async () => {
    setClock(Date.parse("2026-12-15T12:00:00Z"));
    const { cookie } = await adminCookie();
    const { input, id } = await nominate({ city: "ottawa", language: "fr" });
    const { data } = await outcome(caller({ cookie }).admin.nominations.accept({ id, description_en: "Late but lovely." }));
    expect(data!.year).toBe(2027);
    const shopId = data!.shopId;
    expect((await ballotShops("ottawa")).some((s) => s.id === shopId)).toBe(false);
    const refused = await outcome(caller({ headers: { "cf-connecting-ip": freshIp() } }).votes.cast({ city: "ottawa", shopId }));
    expect(refused.status).toBe(400);
    await queueSettled();
    const notice = mail.to(input.nominator_email).find((email) => email.subject.includes("figure au palmarès"));
    expect(notice?.text).toContain("Le vote de 2027 n'est pas encore ouvert");

    // The 2027 season opens: the shop is on its ballot, with the English text on the French page.
    const { opensAt, closesAt } = { opensAt: "2027-01-01T05:00:00.000Z", closesAt: "2028-01-01T04:59:59.000Z" };
    await env.DB.prepare("INSERT INTO award_seasons (city_slug, year, opens_at, closes_at) VALUES ('ottawa', 2027, ?, ?)")
      .bind(opensAt, closesAt)
      .run();
    setClock(Date.parse("2027-01-02T12:00:00Z"));
    expect((await ballotShops("ottawa", "fr")).find((s) => s.id === shopId)?.description).toBe("Late but lovely.");
  });
});

describe("declining a nomination", () => {
  it("records the reason, audits it and e-mails it to the nominator", async () => {
    const { cookie } = await adminCookie();
    const { input, id } = await nominate({ city: "calgary" });
    const empty = await outcome(caller({ cookie }).admin.nominations.decline({ id, reason: " " }));
    expect(empty.status).toBe(400);
    expect(empty.fieldErrors).toEqual({ reason: ["Reason (sent to the nominator) is required."] });
    const { status } = await outcome(caller({ cookie }).admin.nominations.decline({ id, reason: "It is a chain, not an independent shop." }));
    expect(status).toBe(200);
    expect((await nominationRows()).find((row) => row.id === id)).toMatchObject({
      status: "declined",
      decline_reason: "It is a chain, not an independent shop.",
    });
    const audit = await env.DB.prepare("SELECT action FROM ballot_changes WHERE nomination_id = ?").bind(id).first<{ action: string }>();
    expect(audit?.action).toBe("nomination_declined");
    expect((await pendingList(cookie)).some((n) => n.id === id)).toBe(false);
    await queueSettled();
    const notice = mail.to(input.nominator_email).find((email) => email.subject.startsWith("About your nomination"));
    expect(notice?.subject).toBe(`About your nomination of “${input.shop_name}”`);
    expect(notice?.text).toContain("we could not add it to the Calgary ballot.");
    expect(notice?.text).toContain("Reason: It is a chain, not an independent shop.");
  });

  it("answers NOT_FOUND for an unknown nomination", async () => {
    const { cookie } = await adminCookie();
    const { status, message } = await outcome(caller({ cookie }).admin.nominations.decline({ id: 999999, reason: "No." }));
    expect(status).toBe(404);
    expect(message).toBe("Nomination not found.");
  });
});

describe("the nominate page at the edge", () => {
  // Over HTTP: the edge-rendered nominate page is the subject.
  // /best-coffee-shops/nominate is rendered at the edge (decision 0171): its heading, the form's labelled
  // fields, the ballot's cities as the city's options (the link's `?city=` chosen) and the way back are in
  // the HTML the page cache keeps, in the page's language, before any script runs.
  const label = (text: string) => new RegExp(`<label for="[^"]+"[^>]*>${text}<span aria-hidden="true"[^>]*>\\*</span></label>`);
  const optionalLabel = (text: string) => new RegExp(`<label for="[^"]+"[^>]*>${text}</label>`);
  /** The city select's options, as value, shown name and whether it is chosen. */
  function cityOptions(main: string) {
    const select = main.match(/<select[^>]*name="city"[^>]*>(.*?)<\/select>/s)?.[1] ?? "";
    return [...select.matchAll(/<option value="([^"]*)"( selected="")?>([^<]*)<\/option>/g)].map(([, value, selected, name]) => ({
      value,
      name,
      selected: selected !== undefined,
    }));
  }

  describe("/best-coffee-shops/nominate at the edge", () => {
    it("carries the heading, the labelled fields, the ballot's cities and the way back in English", async () => {
      const main = await edgeScreen("/best-coffee-shops/nominate");
      expect(main).toMatch(/<h1[^>]*>Nominate a coffee shop<\/h1>/);
      expect(main).toContain("Know an independent coffee shop that belongs on our Best Coffee Shops ballot?");
      for (const text of ["Shop name", "City", "Street address", "Why it deserves a place", "Your e-mail"]) expect(main, text).toMatch(label(text));
      expect(main).toMatch(optionalLabel("Website"));
      // Disabled until the code that sends it runs (the browser would send it as a GET, e-mail in the address).
      expect(main).toMatch(/<button type="submit" disabled=""[^>]*>Send nomination<\/button>/);
      expect(main).not.toContain('aria-busy="true"');
      expect(cityOptions(main)).toEqual([
        { value: "", name: "Choose a city", selected: true },
        { value: "vancouver", name: "Vancouver", selected: false },
        { value: "calgary", name: "Calgary", selected: false },
        { value: "toronto", name: "Toronto", selected: false },
        { value: "montreal", name: "Montreal", selected: false },
        { value: "ottawa", name: "Ottawa", selected: false },
      ]);
      expect(main).toMatch(/<a[^>]*href="\/best-coffee-shops"[^>]*>Back to the Best Coffee Shops<\/a>/);
    });

    it("carries them in French on /fr/…", async () => {
      const main = await edgeScreen("/fr/best-coffee-shops/nominate");
      expect(main).toMatch(/<h1[^>]*>Proposer un café<\/h1>/);
      expect(main).toContain("Vous connaissez un café indépendant qui mérite sa place au palmarès des meilleurs cafés?");
      for (const text of ["Nom du café", "Ville", "Adresse", "Pourquoi il mérite sa place", "Votre courriel"])
        expect(main, text).toMatch(label(text));
      expect(main).toMatch(optionalLabel("Site web"));
      expect(main).toMatch(/<button type="submit"[^>]*>Envoyer la proposition<\/button>/);
      expect(cityOptions(main).map(({ value, name }) => `${value}:${name}`)).toEqual([
        ":Choisissez une ville",
        "vancouver:Vancouver",
        "calgary:Calgary",
        "toronto:Toronto",
        "montreal:Montréal",
        "ottawa:Ottawa",
      ]);
      expect(main).toMatch(/<a[^>]*href="\/fr\/best-coffee-shops"[^>]*>Retour aux meilleurs cafés<\/a>/);
    });

    it("chooses the city the link names, in both languages, and the prompt for a city not on the ballot", async () => {
      const chosen = async (path: string) => cityOptions(await edgeScreen(path)).filter((option) => option.selected);
      expect(await chosen("/best-coffee-shops/nominate?city=toronto")).toEqual([{ value: "toronto", name: "Toronto", selected: true }]);
      expect(await chosen("/fr/best-coffee-shops/nominate?city=montreal")).toEqual([{ value: "montreal", name: "Montréal", selected: true }]);
      expect(await chosen("/best-coffee-shops/nominate?city=atlantis")).toEqual([{ value: "", name: "Choose a city", selected: true }]);
    });

    it("inlines only the choices the form needs: each city's slug and name, in the page's language", async () => {
      const text = await (await fetchApp("/fr/best-coffee-shops/nominate", { headers: { accept: "text/html" } })).text();
      const queries = inlinedQueries(text);
      const choices = [
        { slug: "vancouver", city: "Vancouver" },
        { slug: "calgary", city: "Calgary" },
        { slug: "toronto", city: "Toronto" },
        { slug: "montreal", city: "Montréal" },
        { slug: "ottawa", city: "Ottawa" },
      ];
      expect(queries?.map((query) => query.queryKey)).toEqual([[["ballots", "choices"], { type: "query" }]]);
      expect(queries?.[0]?.state.data).toEqual(choices);
      // Not the ballot's shops and texts, which the landing page's own answer carries.
      expect(text).not.toContain("Meilleurs cafés à Montréal");
      expect((await trpcQuery("ballots.choices", undefined, { "X-Locale": "fr" })).body.result?.data).toEqual(choices);
    });
  });
});
