// Owners: who may act on a listing besides the staff. Every owner procedure is refused to an anonymous
// caller and to a signed-in person who does not manage the listing it names, with nothing changed.
import { env } from "cloudflare:test";
import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { catalogue } from "@worker/db/seed/listings";
import { createDb } from "@worker/db/client";
import {
  auditLog,
  emailOutbox,
  listingActivity,
  listingChanges,
  listingOwners,
  listingPhotos,
  listings,
  listingTranslations,
  ownerClaims,
  ownerLinks,
  payments,
} from "@worker/db/schema";
import { parseRule } from "@worker/rate-limit/rate-limit";
import { applyRetention } from "@worker/features/privacy/retention";
import { insertUser } from "@worker/features/auth/user-queries";
import type { ClaimInput } from "@shared/owners/claim-schema";
import { websiteDomain } from "@shared/owners/claim-rules";
import { fetchableUrl } from "@shared/owners/website-check-rules";
import { NB } from "@shared/i18n/typography";
import { escapeMarkup } from "@shared/forms/escape-markup";
import { setClock } from "@shared/time/clock";
import type { OpeningHours } from "@shared/time/weekly-hours";
import { citySlug, listingSlug } from "@shared/places/slug";
import { geohash } from "@shared/places/geohash";
import { areaOfPoint, neighbourhood } from "@shared/places/neighbourhoods/area-of-point";
import { pick } from "@worker/db/pick";
import { adminCookie, createAccount, freshIp, sessionCookie } from "./account-helpers";
import { caller, outcome, outcomeWithHeaders } from "./caller";
import { advanceClock } from "./clock";
import { queueSettled, recordEmails } from "./email-helpers";
import { deliver, stripeEvent } from "./payment-helpers";
import { edgeScreen, fetchApp } from "./fetch-app";
import { VERSION_FRESH_MS } from "@worker/cache/content-version";

// The website check's one network call, answered by the test's own pages (no test reaches the internet).
const site = vi.hoisted(() => ({ pages: new Map<string, () => Response | Promise<Response>>(), asked: [] as string[] }));
vi.mock("@worker/features/owners/website-fetch", () => ({
  fetchWebsite: (url: string) => {
    site.asked.push(url);
    const page = site.pages.get(url);
    return page ? Promise.resolve(page()) : Promise.resolve(new Response("Not found", { status: 404 }));
  },
}));
import { detailPath } from "@shared/routing/paths";
import { localizedPath } from "@shared/i18n/locales";
import { procedures } from "./fuzz-cases";
import { CALLABLE_BY_ANYONE, OWNER_PROCEDURES } from "./public-procedures";
import { makeOwner, ownerCookie } from "./owner-helpers";
import { JPEG_BYTES, blankPng, uploadImage } from "./upload-helpers";
import { LISTING_PHOTOS_MAX } from "@shared/owners/photo-schema";

type CatalogueListing = (typeof catalogue)[number];
/**
 * Each describe's (and each test's) listings are its own, so owners, claims and names one test makes never
 * meet another's: `reserve` hands out a catalogue listing no test here has taken yet.
 */
const reserved = new Set<number>();
function reserve(pick: (listing: CatalogueListing) => boolean, from: "start" | "end" = "start"): CatalogueListing {
  const listing = (from === "end" ? [...catalogue].reverse() : catalogue).find((item) => pick(item) && !reserved.has(item.id));
  if (!listing) throw new Error("No catalogue listing left for this test");
  reserved.add(listing.id);
  return listing;
}

const bakery = reserve((listing) => listing.type === "shop");
const gem = reserve((listing) => listing.type === "gem");
const story = reserve((listing) => listing.type === "story");

const db = () => createDb(env.DB);
const row = async (id: number) => (await db().select().from(listings).where(eq(listings.id, id)))[0]!;
const publicGet = async (locale: "en" | "fr" = "en") =>
  (await caller({ locale }).listings.get({ type: "shop", city: citySlug(bakery.city), slug: listingSlug(bakery) }))!;

/** Weekdays 9 to 5, and Christmas Eve 10 to 2 (a dated exception the page lists). */
const NEW_HOURS: OpeningHours = {
  week: { mo: [["09:00", "17:00"]], tu: [["09:00", "17:00"]], we: [["09:00", "17:00"]], th: [["09:00", "17:00"]], fr: [["09:00", "17:00"]] },
  exceptions: [{ date: "2026-12-24", ranges: [["10:00", "14:00"]] }],
};

describe("owners", () => {
  it("lists owner procedures in one place: every owners.* procedure but the public ones is in OWNER_PROCEDURES and the other way round", () => {
    const owners = procedures.filter(({ path }) => path.startsWith("owners.") && !CALLABLE_BY_ANYONE.has(path)).map(({ path }) => path);
    expect(owners.sort()).toEqual([...OWNER_PROCEDURES].sort());
  });

  it("serves /owner and /fr/owner as private pages with their title, not indexed", async () => {
    for (const [path, title] of [
      ["/owner", "Your business | Local Hype"],
      ["/fr/owner", "Votre commerce | Local Hype"],
    ] as const) {
      const res = await fetchApp(path, { headers: { accept: "text/html" } });
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain(`<title data-edge-head="">${title}</title>`);
      expect(html).toContain('<meta name="robots" content="noindex');
    }
  });

  it("refuses every owner procedure to an anonymous caller", async () => {
    expect((await outcome(caller().owners.mine())).code).toBe("UNAUTHORIZED");
    expect((await outcome(caller().owners.listing({ listingId: bakery.id }))).code).toBe("UNAUTHORIZED");
    const before = await row(bakery.id);
    expect((await outcome(caller().owners.update({ listingId: bakery.id, phone: "416-555-0199" }))).code).toBe("UNAUTHORIZED");
    expect(await row(bakery.id)).toEqual(before);
  });

  it("refuses a listing to anyone who does not manage it, in their language, the same for a listing that does not exist", async () => {
    const stranger = await ownerCookie(gem.id);
    for (const listingId of [bakery.id, 999_999]) {
      const refused = await outcome(caller({ cookie: stranger.cookie }).owners.listing({ listingId }));
      expect(refused).toMatchObject({ status: 403, message: "This listing is not yours to manage." });
    }
    const french = await outcome(caller({ cookie: stranger.cookie, locale: "fr" }).owners.listing({ listingId: bakery.id }));
    expect(french.message).toBe("Cette fiche n'est pas à votre nom.");
  });

  it("refuses an edit to a stranger and to a staff account, with nothing changed", async () => {
    const stranger = await ownerCookie(gem.id);
    const admin = await adminCookie();
    const before = await row(bakery.id);
    for (const cookie of [stranger.cookie, admin.cookie]) {
      const refused = await outcome(caller({ cookie }).owners.update({ listingId: bakery.id, phone: "416-555-0199", closure: "permanent" }));
      expect(refused).toMatchObject({ status: 403, message: "This listing is not yours to manage." });
    }
    expect(await row(bakery.id)).toEqual(before);
    expect(await db().select().from(listingChanges).where(eq(listingChanges.listing_id, bakery.id))).toEqual([]);
  });

  it("shows an owner the listing and everyone who manages it", async () => {
    const { account, cookie } = await ownerCookie(bakery.id);
    const manager = await ownerCookie(bakery.id, "manager");
    const listing = await caller({ cookie: manager.cookie }).owners.listing({ listingId: bakery.id });
    expect(listing).toMatchObject({ id: bakery.id, title: bakery.title, role: "manager" });
    expect(listing.team.map(({ email, role }) => ({ email, role }))).toEqual(
      expect.arrayContaining([
        { email: account.email, role: "owner" },
        { email: manager.account.email, role: "manager" },
      ]),
    );
    expect((await caller({ cookie }).owners.listing({ listingId: bakery.id })).role).toBe("owner");
  });

  it("answers the signed-in person's own listings only, with their role and proof", async () => {
    const { account, cookie } = await ownerCookie(bakery.id);
    await makeOwner(gem.id, account, "manager", "invitation");
    const someoneElse = await ownerCookie(gem.id);

    const mine = await caller({ cookie }).owners.mine();
    expect(mine.map(({ id, role, proof }) => ({ id, role, proof })).sort((a, b) => a.id - b.id)).toEqual(
      [
        { id: bakery.id, role: "owner", proof: "domain-email" },
        { id: gem.id, role: "manager", proof: "invitation" },
      ].sort((a, b) => a.id - b.id),
    );
    expect((await caller({ cookie: someoneElse.cookie }).owners.mine()).map(({ id }) => id)).toEqual([gem.id]);
    expect(await caller({ cookie: await sessionCookie(await createAccount()) }).owners.mine()).toEqual([]);
  });
});

/** Claimable listings with a website, each test its own (none of them owned by the tests above). */
const nextListing = () => reserve((listing) => Boolean(listing.website));

let claimants = 0;
function claimFor(listingId: number, email: string, extra: Partial<ClaimInput> = {}): ClaimInput {
  return { listingId, name: "Dana Baker", email, role: "Owner", phone: "", note: "", ...extra };
}
/** An address at the listing's website domain (`www.` dropped), unique per call. */
const domainAddress = (website: string, sub = "") => `owner${++claimants}@${sub}${websiteDomain(website)}`;

/** The e-mailed link's token, once the queue consumer has sent it. */
async function linkTokenSentTo(mail: ReturnType<typeof recordEmails>, email: string): Promise<{ token: string; text: string; subject: string }> {
  await vi.waitUntil(() => mail.to(email).length === 1, { timeout: 5000, interval: 50 });
  const message = mail.to(email)[0]!;
  const token = /\/owner\?link=([A-Za-z0-9_-]{43})/.exec(message.text)?.[1];
  expect(token).toBeDefined();
  return { token: token!, text: message.text, subject: message.subject };
}

const claimOf = async (email: string) => (await createDb(env.DB).select().from(ownerClaims).where(eq(ownerClaims.email, email)))[0];

describe("claiming a listing", () => {
  it("lists the claim procedures as callable by anyone", async () => {
    const { CALLABLE_BY_ANYONE } = await import("./public-procedures");
    expect(procedures.filter(({ path }) => path.startsWith("claims.")).every(({ path }) => CALLABLE_BY_ANYONE.has(path))).toBe(true);
  });

  it("e-mails a single-use link to an address at the website's domain; following it makes an owner account and signs it in", async () => {
    const mail = recordEmails();
    const listing = nextListing();
    const email = domainAddress(listing.website!);
    const answer = await caller({ headers: { "cf-connecting-ip": freshIp() } }).claims.create(claimFor(listing.id, email));
    expect(answer).toEqual({ outcome: "link-sent" });

    const { token, subject, text } = await linkTokenSentTo(mail, email);
    expect(subject).toBe(`Your link to manage ${listing.title} on Local Hype`);
    expect(text).toContain("It works once, for 30 minutes.");
    // Only the hash is kept.
    expect(JSON.stringify(await claimOf(email))).not.toContain(token);

    const followed = await outcomeWithHeaders({}, (api) => api.claims.follow({ token }));
    expect(followed.status).toBe(200);
    expect(followed.data?.user.email).toBe(email);
    expect(followed.data?.roles).toEqual([]);
    const cookie = followed.headers.get("set-cookie")!.split(";")[0]!;
    const mine = await caller({ cookie }).owners.mine();
    expect(mine.map(({ id, role, proof }) => ({ id, role, proof }))).toEqual([{ id: listing.id, role: "owner", proof: "domain-email" }]);
    expect((await claimOf(email))?.status).toBe("verified");

    // Single use.
    expect(await outcome(caller().claims.follow({ token }))).toMatchObject({
      status: 404,
      message: "This link is not valid or has already been used.",
    });
  });

  it("never signs in a staff account by a claim's link, and makes it no owner", async () => {
    const mail = recordEmails();
    const listing = nextListing();
    const email = domainAddress(listing.website!);
    await insertUser(db(), { email, passwordHash: "x", roles: ["moderator"] });
    await caller({ headers: { "cf-connecting-ip": freshIp() } }).claims.create(claimFor(listing.id, email));
    const { token } = await linkTokenSentTo(mail, email);
    expect(await outcome(caller().claims.follow({ token }))).toMatchObject({ status: 404 });
    expect(await db().select().from(listingOwners).where(eq(listingOwners.listing_id, listing.id))).toEqual([]);
  });

  it("counts an address at a subdomain of the website's domain", async () => {
    const mail = recordEmails();
    const listing = nextListing();
    const email = domainAddress(listing.website!, "mail.");
    expect(await caller({ headers: { "cf-connecting-ip": freshIp() } }).claims.create(claimFor(listing.id, email))).toEqual({ outcome: "link-sent" });
    const { token } = await linkTokenSentTo(mail, email);
    const followed = await caller().claims.follow({ token });
    expect(followed.user.email).toBe(email);
  });

  it("refuses a link after 30 minutes, in the claimant's language", async () => {
    const mail = recordEmails();
    const listing = nextListing();
    const email = domainAddress(listing.website!);
    await caller({ locale: "fr", headers: { "cf-connecting-ip": freshIp() } }).claims.create(claimFor(listing.id, email));
    const { token, subject } = await linkTokenSentTo(mail, email);
    expect(subject).toBe(`Votre lien pour gérer ${listing.title} sur Local Hype`);
    advanceClock(30 * 60_000 + 1);
    expect(await outcome(caller({ locale: "fr" }).claims.follow({ token }))).toMatchObject({
      status: 409,
      message: "Ce lien a expiré. Revendiquez la fiche de nouveau ou demandez un nouveau lien de connexion.",
    });
    const rows = await createDb(env.DB).select().from(listingOwners).where(eq(listingOwners.listing_id, listing.id));
    expect(rows).toEqual([]);
  });

  it("gives any other address a code for the website; 'Ask the team instead' queues the claim, with no e-mail sent", async () => {
    const mail = recordEmails();
    const listing = nextListing();
    const elsewhere = `dana${++claimants}@example.com`;
    const answer = await caller({ headers: { "cf-connecting-ip": freshIp() } }).claims.create(claimFor(listing.id, elsewhere));
    expect(answer.outcome).toBe("website-code");
    expect(answer.outcome === "website-code" && answer.code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await claimOf(elsewhere)).toMatchObject({ status: "awaiting-proof", proof: null, link_token_hash: null, language: "en" });
    const code = answer.outcome === "website-code" ? answer.code : "";
    expect(await caller().claims.askTeam({ code })).toEqual({ outcome: "queued" });
    expect((await claimOf(elsewhere))?.status).toBe("queued");
    expect(await outcome(caller().claims.askTeam({ code }))).toMatchObject({ status: 404 });
    expect(mail.to(elsewhere)).toEqual([]);
  });

  it("queues at once a claim on a listing without a website", async () => {
    const noWebsite = reserve((listing) => !listing.website && listing.type === "event");
    const email = `dana${++claimants}@example.com`;
    expect(await caller({ headers: { "cf-connecting-ip": freshIp() } }).claims.create(claimFor(noWebsite.id, email))).toEqual({ outcome: "queued" });
  });

  describe("the website check", () => {
    /** A claim awaiting its code on a fresh listing, and the listing's origin as the check asks it. */
    async function awaitingCode() {
      const listing = nextListing();
      const email = `web${++claimants}@example.com`;
      const answer = await caller({ headers: { "cf-connecting-ip": freshIp() } }).claims.create(claimFor(listing.id, email));
      const origin = new URL(listing.website!).origin;
      return {
        listing,
        email,
        code: answer.outcome === "website-code" ? answer.code : "",
        origin,
        bare: `https://${websiteDomain(listing.website)}`,
      };
    }
    const check = (code: string) => caller({ headers: { "cf-connecting-ip": freshIp() } }).claims.checkWebsite({ code });
    const html = (head: string) => () => new Response(`<!doctype html><html><head><title>Shop</title>${head}</head><body>Hi</body></html>`);

    it("finds the code in the home page's meta tag (after a redirect within the site), e-mails the link, and the link makes a website-code owner", async () => {
      const mail = recordEmails();
      const { listing, email, code, origin, bare } = await awaitingCode();
      site.pages.set(`${bare}/`, () => new Response(null, { status: 301, headers: { Location: `${origin}/` } }));
      site.pages.set(`${origin}/`, html(`<meta content="${code}" name="local-hype-verification">`));
      // The listing's website is the www. host; a redirect to the bare domain and back stays within the site.
      expect(await check(code)).toEqual({ finding: "found" });
      expect(await claimOf(email)).toMatchObject({ status: "link-sent", proof: "website-code", website_check: "found" });
      const { token } = await linkTokenSentTo(mail, email);
      const followed = await outcomeWithHeaders({}, (api) => api.claims.follow({ token }));
      const cookie = followed.headers.get("set-cookie")!.split(";")[0]!;
      expect((await caller({ cookie }).owners.mine()).map(({ id, proof }) => ({ id, proof }))).toEqual([{ id: listing.id, proof: "website-code" }]);
    });

    it("finds the code as the text of /.well-known/local-hype-verification.txt", async () => {
      recordEmails();
      const { code, origin } = await awaitingCode();
      site.pages.set(`${origin}/.well-known/local-hype-verification.txt`, () => new Response(`${code}\n`));
      expect(await check(code)).toEqual({ finding: "found" });
    });

    it("says what it found otherwise: another code, none, a redirect off the site, too many redirects, a timeout, no answer", async () => {
      const wrong = await awaitingCode();
      site.pages.set(`${wrong.origin}/`, html(`<meta name="local-hype-verification" content="someone-elses-code">`));
      expect(await check(wrong.code)).toEqual({ finding: "wrong-code" });
      expect(await claimOf(wrong.email)).toMatchObject({ status: "awaiting-proof", website_check: "wrong-code", link_token_hash: null });

      const none = await awaitingCode();
      site.pages.set(`${none.origin}/`, html(""));
      expect(await check(none.code)).toEqual({ finding: "not-found" });

      const away = await awaitingCode();
      site.pages.set(`${away.origin}/`, () => new Response(null, { status: 302, headers: { Location: "https://evil.example/" } }));
      site.asked.length = 0;
      expect(await check(away.code)).toEqual({ finding: "redirect-off-site" });
      expect(site.asked.some((url) => url.includes("evil.example"))).toBe(false);

      const loop = await awaitingCode();
      for (const path of ["/", "/a", "/b", "/c"]) {
        site.pages.set(
          `${loop.origin}${path}`,
          () => new Response(null, { status: 302, headers: { Location: `${path === "/" ? "/a" : `${path}x`}` } }),
        );
      }
      site.pages.set(`${loop.origin}/ax`, () => new Response(null, { status: 302, headers: { Location: "/b" } }));
      site.pages.set(`${loop.origin}/bx`, () => new Response(null, { status: 302, headers: { Location: "/c" } }));
      expect(await check(loop.code)).toEqual({ finding: "too-many-redirects" });

      const slow = await awaitingCode();
      site.pages.set(`${slow.origin}/`, () => Promise.reject(new DOMException("The operation timed out.", "TimeoutError")));
      expect(await check(slow.code)).toEqual({ finding: "timeout" });

      const down = await awaitingCode();
      site.pages.set(`${down.origin}/`, () => Promise.reject(new TypeError("Network connection lost.")));
      expect(await check(down.code)).toEqual({ finding: "unreachable" });
    });

    it("reads at most 256 KB of a page: a tag past that is not seen", async () => {
      const { code, origin } = await awaitingCode();
      site.pages.set(`${origin}/`, html(`${"<!-- padding -->".repeat(17_000)}<meta name="local-hype-verification" content="${code}">`));
      expect(await check(code)).toEqual({ finding: "not-found" });
    });

    it("fetches only public http(s) addresses on the default port", () => {
      const allowed = (url: string) => fetchableUrl(new URL(url));
      expect(["https://bakery.ca/", "http://www.bakery.ca/x", "https://8.8.8.8/"].map(allowed)).toEqual([true, true, true]);
      const refused = [
        "https://bakery.ca:8443/",
        "ftp://bakery.ca/",
        "http://localhost/",
        "http://127.0.0.1/",
        "http://10.1.2.3/",
        "http://192.168.0.1/",
      ];
      expect(
        refused
          .concat(["http://172.20.0.1/", "http://169.254.169.254/", "http://[::1]/", "http://printer.local/", "https://user:pw@bakery.ca/"])
          .map(allowed),
      ).toEqual(Array(11).fill(false));
    });

    it("refuses an unknown code", async () => {
      expect(await outcome(check("A".repeat(43)))).toMatchObject({
        status: 404,
        message: "This claim is no longer waiting for its website code. Claim the listing again.",
      });
    });
  });

  it("queues a second claim on an owned listing, even from the website's domain, and tells its owners in the language they claimed in", async () => {
    const mail = recordEmails();
    const listing = nextListing();
    // The first owner claimed in French, by the website's domain.
    const first = domainAddress(listing.website!);
    await caller({ locale: "fr", headers: { "cf-connecting-ip": freshIp() } }).claims.create(claimFor(listing.id, first));
    await caller().claims.follow({ token: (await linkTokenSentTo(mail, first)).token });
    // A second owner made by the team, never claimed: English.
    const second = await createAccount();
    await makeOwner(listing.id, second, "owner", "staff");

    const rival = domainAddress(listing.website!);
    const answer = await caller({ headers: { "cf-connecting-ip": freshIp() } }).claims.create(
      claimFor(listing.id, rival, { name: "Sam Rival", role: "Manager" }),
    );
    expect(answer).toEqual({ outcome: "queued" });
    expect((await claimOf(rival))?.status).toBe("queued");

    await vi.waitUntil(() => mail.to(first).length === 2 && mail.to(second.email).length === 1, { timeout: 5000, interval: 50 });
    const french = mail.to(first)[1]!;
    expect(french.subject).toBe(`Quelqu'un d'autre a revendiqué ${listing.title} sur Local Hype`);
    expect(french.text).toContain(`Sam Rival (Manager) a demandé à gérer ${listing.title}`);
    expect(mail.to(second.email)[0]!.subject).toBe(`Someone else has claimed ${listing.title} on Local Hype`);
    expect(mail.to(rival)).toEqual([]);
  });

  it("refuses bad input with field messages in both languages, and a listing that is not published", async () => {
    const ip = freshIp();
    const bad = { ...claimFor(bakery.id, "not-an-address"), name: " ", role: "x".repeat(101) };
    const english = await outcome(caller({ headers: { "cf-connecting-ip": ip } }).claims.create(bad));
    expect(english.status).toBe(400);
    expect(english.fieldErrors).toMatchObject({
      name: ["Your name is required."],
      email: ["Please enter a valid email address."],
      role: ["Your role at the business must be at most 100 characters."],
    });
    const french = await outcome(caller({ locale: "fr", headers: { "cf-connecting-ip": ip } }).claims.create(bad));
    expect(french.fieldErrors?.name).toEqual([`Le champ «${NB}Votre nom${NB}» est obligatoire.`]);
    const missing = await outcome(caller({ headers: { "cf-connecting-ip": ip } }).claims.create(claimFor(999_999, "a@example.com")));
    expect(missing).toMatchObject({ status: 404, message: "This listing cannot be claimed." });
  });

  it("asks for a solved bot challenge past the allowance of claims per network", async () => {
    recordEmails();
    const ip = freshIp();
    const allowance = parseRule(env.RATE_LIMIT_CLAIMS)!.limit;
    const listing = nextListing();
    for (let n = 0; n < allowance; n++) {
      expect(
        (await outcome(caller({ headers: { "cf-connecting-ip": ip } }).claims.create(claimFor(listing.id, `many${n}@example.com`)))).status,
      ).toBe(200);
    }
    expect(await outcome(caller({ headers: { "cf-connecting-ip": ip } }).claims.create(claimFor(listing.id, "one-more@example.com")))).toMatchObject({
      status: 428,
    });
  });

  it("links shop, gem and event pages to the claim form, in the page's language; stories have no such link", async () => {
    const story = catalogue.find((listing) => listing.type === "story")!;
    const event = catalogue.find((listing) => listing.type === "event")!;
    const page = async (listing: CatalogueListing, locale: "en" | "fr" = "en") => (await fetchApp(localizedPath(detailPath(listing), locale))).text();
    const link = (href: string, text: string) => new RegExp(`<a [^>]*href="${href.replace("?", "\\?")}"[^>]*>${text.replace("?", "\\?")}</a>`);
    expect(await page(bakery)).toMatch(link(`/owner?claim=${bakery.id}`, "Own this business? Claim it"));
    expect(await page(gem, "fr")).toMatch(link(`/fr/owner?claim=${gem.id}`, "Vous êtes le propriétaire? Revendiquez-le"));
    expect(await page(event)).toMatch(link(`/owner?claim=${event.id}`, "Organizing this event? Claim it"));
    expect(await page(story)).not.toContain("/owner?claim=");
    expect(await caller().claims.listing({ listingId: bakery.id })).toEqual({ id: bakery.id, title: bakery.title, type: "shop" });
    expect(await caller().claims.listing({ listingId: 999_999 })).toBeNull();
  });

  it("refuses a malformed link before any lookup", async () => {
    expect((await outcome(caller().claims.follow({ token: "short" }))).status).toBe(400);
  });
});

describe("an owner's edits", () => {
  it("publish at once: the public answer and the edge-rendered page show them, with one change row and one audit line", async () => {
    // Monday 23 November 2026, 1 PM in Toronto: the new weekday hours are open.
    setClock(new Date("2026-11-23T18:00:00Z"));
    const { account, cookie } = await ownerCookie(bakery.id, "manager");
    const path = detailPath(bakery);
    await edgeScreen(path); // a cached first view, which the edit must not leave behind
    const before = await row(bakery.id);
    const { changed } = await caller({ cookie }).owners.update({
      listingId: bakery.id,
      phone: "416-555-0199",
      website: "bakery.example.com",
      description: "Sourdough every morning, and rye on Fridays.",
      description_fr: "Du levain chaque matin, et du seigle le vendredi.",
      opening_hours: NEW_HOURS,
    });
    expect(changed.sort()).toEqual(["description", "description_fr", "opening_hours", "phone", "website"]);

    const shown = await publicGet();
    expect(shown).toMatchObject({
      phone: "416-555-0199",
      website: "https://bakery.example.com",
      description: "Sourdough every morning, and rye on Fridays.",
    });
    expect(shown.openingHours).toMatchObject(NEW_HOURS);
    expect((await publicGet("fr")).description).toBe("Du levain chaque matin, et du seigle le vendredi.");
    const page = await edgeScreen(path);
    expect(page).toContain("Sourdough every morning, and rye on Fridays.");
    expect(page).toContain("416-555-0199");
    expect(page).toContain("Thu, December 24, 2026");
    expect(page).toContain("10:00 AM – 2:00 PM");

    const changes = await db().select().from(listingChanges).where(eq(listingChanges.listing_id, bakery.id));
    expect(changes).toHaveLength(1);
    expect(changes[0]!.editor_id).toBe(account.id);
    expect(changes[0]!.changes).toEqual(
      expect.arrayContaining([
        { field: "phone", before: before.phone, after: "416-555-0199" },
        { field: "opening_hours", before: before.opening_hours, after: NEW_HOURS },
      ]),
    );
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "owner.edit"), eq(auditLog.actor_id, account.id)));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ target_type: "listing", target_id: String(bakery.id) });
    const [french] = await db()
      .select()
      .from(listingTranslations)
      .where(and(eq(listingTranslations.listing_id, bakery.id), eq(listingTranslations.locale, "fr")));
    expect(french!.description).toBe("Du levain chaque matin, et du seigle le vendredi.");
  });

  it("writes nothing when nothing changed, and keeps what is left out", async () => {
    const { account, cookie } = await ownerCookie(bakery.id);
    const before = await row(bakery.id);
    expect(await caller({ cookie }).owners.update({ listingId: bakery.id, phone: before.phone })).toEqual({ changed: [] });
    expect(await row(bakery.id)).toEqual(before);
    expect(
      await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, "owner.edit"), eq(auditLog.actor_id, account.id))),
    ).toEqual([]);
  });

  it("are validated with the editor's rules, and the name, address, city and category are not an owner's to change", async () => {
    const { cookie } = await ownerCookie(bakery.id);
    const before = await row(bakery.id);
    const empty = await outcome(caller({ cookie }).owners.update({ listingId: bakery.id, description: "  " }));
    expect(empty.status).toBe(400);
    expect(empty.fieldErrors).toMatchObject({ description: ["Description (English) is required."] });
    const website = await outcome(caller({ cookie }).owners.update({ listingId: bakery.id, website: "ftp://bakery.example.com" }));
    expect(website.status).toBe(400);
    const overlapping = await outcome(
      caller({ cookie }).owners.update({
        listingId: bakery.id,
        opening_hours: {
          week: {
            mo: [
              ["09:00", "13:00"],
              ["12:00", "17:00"],
            ],
          },
          exceptions: [],
        },
      }),
    );
    expect(JSON.stringify(overlapping.fieldErrors)).toContain("Opening hours on the same day must not overlap.");
    for (const field of ["title", "address", "city", "category"]) {
      const refused = await outcome(caller({ cookie }).owners.update({ listingId: bakery.id, [field]: "Something else" }));
      expect(refused.status, field).toBe(400);
    }
    expect(await row(bakery.id)).toEqual(before);
  });

  it("give hours and a closed state to places only", async () => {
    const { cookie } = await ownerCookie(story.id);
    const refused = await outcome(caller({ cookie }).owners.update({ listingId: story.id, closure: "temporary" }));
    expect(refused).toMatchObject({ status: 400, message: "Only a shop or a hidden gem has opening hours and a closed state." });
  });
});

describe("a closed state", () => {
  it("shows on the page and the cards in both languages, and a closed place is never open now", async () => {
    const { cookie } = await ownerCookie(bakery.id);
    const always: OpeningHours = {
      week: Object.fromEntries(["mo", "tu", "we", "th", "fr", "sa", "su"].map((day) => [day, [["00:00", "23:59"]]])),
      exceptions: [],
    };
    await caller({ cookie }).owners.update({ listingId: bakery.id, opening_hours: always });
    const openIds = async () => (await caller().listings.list({ type: "shop", city: bakery.city, open: "now" })).items.map((item) => item.id);
    expect(await openIds()).toContain(bakery.id);
    const path = detailPath(bakery);

    for (const [closure, en, fr] of [
      ["temporary", "Temporarily closed", "Fermé temporairement"],
      ["permanent", "Permanently closed", "Fermé définitivement"],
    ] as const) {
      await caller({ cookie }).owners.update({ listingId: bakery.id, closure });
      const shown = await publicGet();
      expect(shown).toMatchObject({ closedText: en, openingHours: null, openNow: { open: false, status: en, next: null } });
      expect((await publicGet("fr")).closedText).toBe(fr);
      expect(await edgeScreen(path)).toContain(en);
      expect(await edgeScreen(`/fr${path}`)).toContain(fr);
      const card = (await caller().listings.list({ type: "shop", city: bakery.city })).items.find((item) => item.id === bakery.id);
      expect(card!.openNow).toEqual({ open: false, status: en, next: null });
      expect(await openIds()).not.toContain(bakery.id);
    }

    await caller({ cookie }).owners.update({ listingId: bakery.id, closure: null });
    expect((await publicGet()).closedText).toBeNull();
    expect(await openIds()).toContain(bakery.id);
    const trail = await db().select().from(listingChanges).where(eq(listingChanges.listing_id, bakery.id)).orderBy(desc(listingChanges.id));
    expect(trail[0]!.changes).toEqual([{ field: "closure", before: "permanent", after: null }]);
  });
});

describe("performance", () => {
  it("is refused to anonymous callers and strangers, and answers totals with every count under 5 withheld", async () => {
    // Friday 27 November 2026, noon in Toronto.
    setClock(new Date("2026-11-27T17:00:00Z"));
    await db()
      .insert(listingActivity)
      .values([
        { listing_id: gem.id, period: "2026-11-27", view: 12, call: 1, directions: 3, website: 5, save: 0, share: 0 },
        { listing_id: gem.id, period: "2026-11-20", view: 4, call: 0, directions: 3, website: 0, save: 2, share: 0 },
        { listing_id: gem.id, period: "2026-09-01", view: 50, call: 0, directions: 0, website: 0, save: 0, share: 0 },
      ]);
    expect((await outcome(caller().owners.performance({ listingId: gem.id, days: 30 }))).code).toBe("UNAUTHORIZED");
    const stranger = await ownerCookie(bakery.id);
    expect((await outcome(caller({ cookie: stranger.cookie }).owners.performance({ listingId: gem.id, days: 30 }))).status).toBe(403);

    const { cookie } = await ownerCookie(gem.id, "manager");
    const month = await caller({ cookie }).owners.performance({ listingId: gem.id, days: 30 });
    expect(month.totals).toEqual({ view: 16, call: null, directions: 6, website: 5, save: null, share: null });
    expect(month.days).toEqual([
      { day: "2026-11-27", view: 12, call: null, directions: null, website: 5, save: null, share: null },
      { day: "2026-11-20", view: null, call: null, directions: null, website: null, save: null, share: null },
    ]);
    expect((await caller({ cookie }).owners.performance({ listingId: gem.id, days: 90 })).totals.view).toBe(66);
    expect((await outcome(caller({ cookie }).owners.performance({ listingId: gem.id, days: 7 as 30 }))).status).toBe(400);
  });
});

describe("the moderators' claims queue", () => {
  /** A claim from an address elsewhere than the website's domain, sent to the team by "Ask the team instead". */
  async function queuedClaim(locale: "en" | "fr" = "en") {
    const listing = nextListing();
    const email = `queued${++claimants}@example.com`;
    const claim = claimFor(listing.id, email, { phone: "514 555 0123", note: "I run the place." });
    const answer = await caller({ locale, headers: { "cf-connecting-ip": freshIp() } }).claims.create(claim);
    expect(await caller().claims.askTeam({ code: answer.outcome === "website-code" ? answer.code : "" })).toEqual({ outcome: "queued" });
    return { listing, email, id: (await claimOf(email))!.id };
  }

  it("lists a queued claim, oldest first, with its evidence", async () => {
    const { cookie } = await adminCookie();
    const first = await queuedClaim();
    advanceClock(60_000);
    const second = await queuedClaim();
    const list = await caller({ cookie }).admin.claims.list();
    const ids = list.map(({ id }) => id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(list.find(({ id }) => id === first.id)).toMatchObject({
      name: "Dana Baker",
      role: "Owner",
      email: first.email,
      phone: "514 555 0123",
      note: "I run the place.",
      websiteCheck: null,
      emailMatchesWebsite: false,
      hasOwners: false,
      listing: {
        id: first.listing.id,
        title: first.listing.title,
        type: first.listing.type,
        city: first.listing.city,
        website: first.listing.website,
        path: detailPath(first.listing),
      },
    });
  });

  it("approving e-mails the claimant the link, which signs in an owner with proof staff; the decision is audited and final", async () => {
    const mail = recordEmails();
    const { cookie } = await adminCookie();
    const { listing, email, id } = await queuedClaim();
    expect(await caller({ cookie }).admin.claims.approve({ id })).toEqual({ id, status: "link-sent" });
    const { token, subject } = await linkTokenSentTo(mail, email);
    expect(subject).toBe(`Your link to manage ${listing.title} on Local Hype`);
    const followed = await outcomeWithHeaders({}, (api) => api.claims.follow({ token }));
    const owner = followed.headers.get("set-cookie")!.split(";")[0]!;
    const mine = await caller({ cookie: owner }).owners.mine();
    expect(mine.map(({ id: listingId, role, proof }) => ({ id: listingId, role, proof }))).toEqual([
      { id: listing.id, role: "owner", proof: "staff" },
    ]);
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "claim.approve"), eq(auditLog.target_id, String(id))));
    expect(audit).toMatchObject({ target_type: "claim" });

    expect(await outcome(caller({ cookie }).admin.claims.approve({ id }))).toMatchObject({
      status: 409,
      message: "This claim has already been decided.",
    });
    expect(await outcome(caller({ cookie }).admin.claims.refuse({ id, reason: "Too late now." }))).toMatchObject({ status: 409 });
    expect((await caller({ cookie }).admin.claims.list()).map((claim) => claim.id)).not.toContain(id);
  });

  it("refusing e-mails a French claimant the reason in French; it is audited, and a second decision is refused", async () => {
    const mail = recordEmails();
    const { cookie } = await adminCookie();
    const { listing, email, id } = await queuedClaim("fr");
    expect(await outcome(caller({ cookie }).admin.claims.refuse({ id, reason: "Nope" }))).toMatchObject({ status: 400 });
    const reason = "Aucune preuve que vous gérez cet endroit.";
    expect(await caller({ cookie }).admin.claims.refuse({ id, reason })).toEqual({ id, status: "refused" });
    await vi.waitUntil(() => mail.to(email).length === 1, { timeout: 5000, interval: 50 });
    const message = mail.to(email)[0]!;
    expect(message.subject).toBe(`Votre revendication de ${listing.title} sur Local Hype`);
    expect(message.text).toContain(`Notre équipe a examiné votre revendication de ${listing.title} et ne peut pas l'approuver${NB}:`);
    expect(message.text).toContain(reason);
    expect(await claimOf(email)).toMatchObject({ status: "refused", refusal_reason: reason });
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "claim.refuse"), eq(auditLog.target_id, String(id))));
    expect(audit?.detail).toMatchObject({ reason });
    expect(await outcome(caller({ cookie }).admin.claims.approve({ id }))).toMatchObject({ status: 409 });
  });

  it("is for moderators: a moderator may list and decide, an account without a role may not", async () => {
    const moderator = await sessionCookie(await createAccount(["moderator"]));
    const nobody = await sessionCookie(await createAccount());
    const { id } = await queuedClaim();
    expect(await outcome(caller({ cookie: nobody }).admin.claims.list())).toMatchObject({ status: 403 });
    expect(await outcome(caller({ cookie: nobody }).admin.claims.refuse({ id, reason: "Not allowed." }))).toMatchObject({ status: 403 });
    expect((await claimOf((await db().select().from(ownerClaims).where(eq(ownerClaims.id, id)))[0]!.email))?.status).toBe("queued");
    expect((await caller({ cookie: moderator }).admin.claims.list()).map((claim) => claim.id)).toContain(id);
    expect(await caller({ cookie: moderator }).admin.claims.refuse({ id, reason: "Not the manager." })).toEqual({ id, status: "refused" });
  });
});

describe("asking the team for a change", () => {
  // Listings no other test here touches (the badge's tests take the last gem): their names change.
  const place = reserve((listing) => listing.type === "gem", "end");
  const other = reserve((listing) => listing.type === "gem", "end");
  /** A request starting from the listing as it is, as the form does. */
  const asked = (listing: Awaited<ReturnType<typeof row>>, extra: Record<string, unknown> = {}) => ({
    listingId: listing.id,
    title: listing.title,
    address: listing.address,
    category: listing.category,
    note: null,
    ...extra,
  });

  it("keeps only what differs, refuses a request that asks nothing, and shows the owner what waits", async () => {
    const { cookie } = await ownerCookie(place.id);
    const current = await row(place.id);
    const same = { listingId: place.id, title: current.title, address: current.address, category: current.category };
    expect(await outcome(caller({ cookie }).owners.requestChange(same))).toMatchObject({
      status: 400,
      message: "Nothing to ask: change the name, the address or the category, or write a note.",
    });
    expect(await outcome(caller({ cookie, locale: "fr" }).owners.requestChange(same))).toMatchObject({
      message: `Rien à demander${NB}: changez le nom, l'adresse ou la catégorie, ou écrivez une remarque.`,
    });
    expect(await outcome(caller({ cookie }).owners.requestChange({ ...same, title: "  " }))).toMatchObject({ status: 400 });

    const { id } = await caller({ cookie }).owners.requestChange({ ...same, title: `${current.title} Café`, note: "We added a café." });
    const { requests } = await caller({ cookie }).owners.listing({ listingId: place.id });
    expect(Date.parse(requests[0]!.createdAt)).toBeGreaterThan(0);
    expect(requests).toEqual([
      {
        id,
        changes: [{ field: "title", before: current.title, after: `${current.title} Café` }],
        note: "We added a café.",
        createdAt: requests[0]!.createdAt,
      },
    ]);
    // Nothing shows before a moderator approves.
    expect((await row(place.id)).title).toBe(current.title);
  });

  it("refuses a request on someone else's listing, storing nothing", async () => {
    const stranger = await ownerCookie(gem.id);
    expect(
      await outcome(caller({ cookie: stranger.cookie }).owners.requestChange(asked(await row(other.id), { title: "Taken Over" }))),
    ).toMatchObject({
      status: 403,
      message: "This listing is not yours to manage.",
    });
    const { cookie } = await adminCookie();
    expect((await caller({ cookie }).admin.changeRequests.list()).filter(({ listing }) => listing.id === other.id)).toEqual([]);
  });

  it("a moderator's approval publishes the change as an edit, e-mails the owner and audits it; a second decision is refused", async () => {
    const mail = recordEmails();
    const owner = await ownerCookie(other.id);
    const before = await row(other.id);
    const newTitle = `${before.title} & Co`;
    const { id } = await caller({ cookie: owner.cookie }).owners.requestChange(asked(before, { title: newTitle, address: "12 Harbour Road" }));

    const moderator = await sessionCookie(await createAccount(["moderator"]));
    const waiting = (await caller({ cookie: moderator }).admin.changeRequests.list()).find((request) => request.id === id);
    expect(waiting).toMatchObject({
      email: owner.account.email,
      language: "en",
      listing: { id: other.id, title: before.title, path: detailPath(other) },
      changes: [
        { field: "title", before: before.title, after: newTitle },
        { field: "address", before: before.address, after: "12 Harbour Road" },
      ],
    });

    expect(await caller({ cookie: moderator }).admin.changeRequests.approve({ id })).toEqual({
      id,
      status: "approved",
      changed: ["title", "address"],
    });
    expect(await row(other.id)).toMatchObject({ title: newTitle, address: "12 Harbour Road" });
    const [trail] = await db().select().from(listingChanges).where(eq(listingChanges.listing_id, other.id)).orderBy(desc(listingChanges.id)).limit(1);
    expect(trail?.changes.map((change) => change.field)).toEqual(["title", "address"]);
    const actions = (
      await db()
        .select()
        .from(auditLog)
        .where(eq(auditLog.target_id, String(other.id)))
    ).map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(["owner.request", "listing.edit", "change.approve"]));

    await vi.waitUntil(() => mail.to(owner.account.email).length === 1, { timeout: 5000, interval: 50 });
    const message = mail.to(owner.account.email)[0]!;
    expect(message.subject).toBe(`Your change to ${newTitle} is published on Local Hype`);
    expect(message.text).toContain(`Name: ${before.title} → ${newTitle}`);
    expect(message.text).toContain(`Address: ${before.address ?? "none"} → 12 Harbour Road`);

    expect(await outcome(caller({ cookie: moderator }).admin.changeRequests.refuse({ id, reason: "Too late now." }))).toMatchObject({
      status: 409,
      message: "This change request has already been decided.",
    });
    expect((await caller({ cookie: moderator }).admin.changeRequests.list()).map((request) => request.id)).not.toContain(id);
    expect((await caller({ cookie: owner.cookie }).owners.listing({ listingId: other.id })).requests).toEqual([]);
  });

  it("a refusal e-mails a French owner the reason in French and changes nothing; an account without a role may not decide", async () => {
    const mail = recordEmails();
    const owner = await ownerCookie(place.id);
    const before = await row(place.id);
    const { id } = await caller({ cookie: owner.cookie, locale: "fr" }).owners.requestChange(asked(before, { title: "Autre nom" }));
    const nobody = await sessionCookie(await createAccount());
    expect(await outcome(caller({ cookie: nobody }).admin.changeRequests.approve({ id }))).toMatchObject({ status: 403 });

    const { cookie } = await adminCookie();
    expect(await outcome(caller({ cookie }).admin.changeRequests.refuse({ id, reason: "Non" }))).toMatchObject({ status: 400 });
    const reason = "Le nom doit rester celui de l'enseigne.";
    expect(await caller({ cookie }).admin.changeRequests.refuse({ id, reason })).toEqual({ id, status: "refused" });
    expect((await row(place.id)).title).toBe(before.title);
    await vi.waitUntil(() => mail.to(owner.account.email).length === 1, { timeout: 5000, interval: 50 });
    const message = mail.to(owner.account.email)[0]!;
    expect(message.subject).toBe(`Votre modification de ${before.title} sur Local Hype`);
    expect(message.text).toContain(reason);
    expect(message.text).toContain(`Notre équipe a examiné la modification demandée pour ${before.title} et ne peut pas la faire${NB}:`);
    expect(await outcome(caller({ cookie }).admin.changeRequests.approve({ id }))).toMatchObject({ status: 409 });
  });
});

describe("the verified owner badge", () => {
  // Listings from the catalogue's end: none of the tests above owns or claims them.
  const lastOf = (type: string) => reserve((listing) => listing.type === type, "end");
  const shop = lastOf("shop");
  const gemWithManager = lastOf("gem");
  const event = lastOf("event");
  const answerFor = async (listing: CatalogueListing, locale: "en" | "fr" = "en") =>
    (await caller({ locale }).listings.get({ type: listing.type, city: citySlug(listing.city), slug: listingSlug(listing) }))!;
  /** The page as the edge renders it, with React's escaped apostrophes read back. */
  const page = async (listing: CatalogueListing, locale: "en" | "fr" = "en") =>
    (await edgeScreen(localizedPath(detailPath(listing), locale))).replaceAll("&#x27;", "'");

  it("shows the earliest owner's month (the city's) and proof, in the answer and the edge-rendered page, in both languages", async () => {
    await edgeScreen(detailPath(shop)); // a cached page, which the new owner must not leave behind
    const first = await createAccount();
    const later = await createAccount();
    await db()
      .insert(listingOwners)
      .values([
        // 2 AM UTC on November 1st is still October 31st in every Canadian city.
        { listing_id: shop.id, user_id: first.id, role: "owner", proof: "website-code", verified_at: "2026-11-01T02:00:00.000Z" },
        { listing_id: shop.id, user_id: later.id, role: "owner", proof: "staff", verified_at: "2026-11-20T15:00:00.000Z" },
      ]);
    advanceClock(VERSION_FRESH_MS);

    const english = await answerFor(shop);
    expect(english.verifiedOwner).toEqual({ badge: "Verified owner · Oct 2026", how: "Verified by a code on the business's website" });
    expect((await answerFor(shop, "fr")).verifiedOwner).toEqual({
      badge: "Propriétaire vérifié · oct. 2026",
      how: "Vérifié par un code sur le site Web du commerce",
    });
    // Nothing personal: neither owner's address nor account.
    for (const account of [first, later]) {
      expect(JSON.stringify(english)).not.toContain(account.email);
      expect(JSON.stringify(english)).not.toContain(account.id);
    }

    const html = await page(shop);
    expect(html).toContain("Verified owner · Oct 2026");
    expect(html).toContain("Verified by a code on the business's website");
    // The claim link stays: a second claim goes to the team.
    expect(html).toContain("Own this business? Claim it");
    const french = await page(shop, "fr");
    expect(french).toContain("Propriétaire vérifié · oct. 2026");
    expect(french).toContain("Vérifié par un code sur le site Web du commerce");
  });

  it("says how in a visitor's words for each proof", async () => {
    const listing = reserve((item) => item.type === "shop", "end");
    const account = await createAccount();
    await makeOwner(listing.id, account, "owner", "domain-email");
    expect((await answerFor(listing)).verifiedOwner?.how).toBe("Verified by an e-mail at the business's domain");
    await db().update(listingOwners).set({ proof: "staff" }).where(eq(listingOwners.user_id, account.id));
    expect((await answerFor(listing)).verifiedOwner?.how).toBe("Verified by the Local Hype team");
    expect((await answerFor(listing, "fr")).verifiedOwner?.how).toBe("Vérifié par l'équipe de Local Hype");
  });

  it("is not shown for a listing with only a manager, or with nobody", async () => {
    await makeOwner(gemWithManager.id, await createAccount(), "manager", "invitation");
    for (const listing of [gemWithManager, event]) {
      expect((await answerFor(listing)).verifiedOwner).toBeNull();
      expect(await page(listing)).not.toContain("Verified owner");
    }
  });
});

describe("during promotion vs the days before", () => {
  const promotedShop = reserve((listing) => listing.type === "shop" && listing.city === "Toronto", "end");
  const promoteUntil = (until: number | null) =>
    db()
      .update(listings)
      .set({ promoted_until: until, promoted: until === null ? null : "pro" })
      .where(eq(listings.id, promotedShop.id));

  it("totals each measure over the promotion's days and as many days before, worded only from counts that are shown", async () => {
    // Friday 27 November 2026, noon in Toronto; the promotion ended at noon on November 10th.
    setClock(new Date("2026-11-27T17:00:00Z"));
    await promoteUntil(Date.UTC(2026, 10, 10, 17));
    const day = (period: string, counts: Partial<Record<"view" | "call" | "directions" | "website" | "save" | "share", number>>) => ({
      listing_id: promotedShop.id,
      period,
      ...counts,
    });
    await db()
      .insert(listingActivity)
      .values([
        // Outside both ranges: never counted.
        day("2026-09-09", { view: 100 }),
        day("2026-11-11", { view: 100 }),
        // The 31 days before: September 10th to October 10th.
        day("2026-09-10", { view: 20, call: 3, directions: 5 }),
        day("2026-10-10", { view: 10, save: 5 }),
        // The promotion's dates: October 11th to November 10th.
        day("2026-10-11", { view: 30, call: 7, directions: 5 }),
        day("2026-11-10", { view: 12, website: 6, save: 1 }),
      ]);
    const { cookie } = await ownerCookie(promotedShop.id, "manager");
    const { promotion } = await caller({ cookie }).owners.performance({ listingId: promotedShop.id, days: 30 });
    expect(promotion).toEqual({
      during: { from: "2026-10-11", to: "2026-11-10" },
      before: { from: "2026-09-10", to: "2026-10-10" },
      measures: [
        { kind: "view", during: 42, before: 30, change: { percent: 40 } },
        // 7 against 3: the 3 is withheld, so no percentage gives it away.
        { kind: "call", during: 7, before: null, change: null },
        { kind: "directions", during: 5, before: 5, change: "same" },
        // Nothing before is no one: "new".
        { kind: "website", during: 6, before: null, change: "new" },
        // 1 against 5: the 1 is withheld.
        { kind: "save", during: null, before: 5, change: null },
        { kind: "share", during: null, before: null, change: null },
      ],
    });
  });

  it("compares a running promotion on the days it has had, and answers nothing for a listing never promoted", async () => {
    setClock(new Date("2026-11-27T17:00:00Z"));
    const { cookie } = await ownerCookie(promotedShop.id);
    // Paid at noon on November 12th: 16 days so far, against the 16 before.
    await promoteUntil(Date.UTC(2026, 10, 12, 17) + 30 * 86_400_000);
    const running = await caller({ cookie }).owners.performance({ listingId: promotedShop.id, days: 30 });
    expect([running.promotion?.during, running.promotion?.before]).toEqual([
      { from: "2026-11-12", to: "2026-11-27" },
      { from: "2026-10-27", to: "2026-11-11" },
    ]);
    // /owner shows the promotion running now, on the listing and in the list of the person's listings.
    expect((await caller({ cookie }).owners.payments({ listingId: promotedShop.id })).promotion).toEqual({
      tier: "pro",
      text: "Promoted with Pro until Dec 12, 2026",
    });
    expect((await caller({ cookie, locale: "fr" }).owners.payments({ listingId: promotedShop.id })).promotion?.text).toBe(
      "En vedette avec Pro jusqu'au 12 déc. 2026",
    );
    expect((await caller({ cookie }).owners.mine()).find(({ id }) => id === promotedShop.id)?.promotion).toBe("Promoted with Pro until Dec 12, 2026");
    await promoteUntil(null);
    expect((await caller({ cookie }).owners.performance({ listingId: promotedShop.id, days: 30 })).promotion).toBeNull();
    expect((await caller({ cookie }).owners.payments({ listingId: promotedShop.id })).promotion).toBeNull();
    expect((await caller({ cookie }).owners.mine()).find(({ id }) => id === promotedShop.id)?.promotion).toBeNull();
  });
});

describe("holiday hours", () => {
  const placeIn = (city: string) => reserve((listing) => (listing.type === "shop" || listing.type === "gem") && listing.city === city);
  const toronto = placeIn("Toronto");
  const montreal = placeIn("Montreal");
  const calgary = placeIn("Calgary");
  const WEEK: OpeningHours = {
    week: Object.fromEntries(["mo", "tu", "we", "th", "fr", "sa", "su"].map((day) => [day, [["10:00", "18:00"]]])),
    exceptions: [],
  };
  /** An owner of the place, whose weekly hours are WEEK with no exceptions. */
  async function ownedPlace(listing: CatalogueListing) {
    const { cookie } = await ownerCookie(listing.id);
    await caller({ cookie }).owners.update({ listingId: listing.id, opening_hours: WEEK });
    return cookie;
  }
  const publicAnswer = async (listing: CatalogueListing, locale: "en" | "fr" = "en") =>
    (await caller({ locale }).listings.get({ type: listing.type, city: citySlug(listing.city), slug: listingSlug(listing) }))!;
  const exceptionsOf = async (id: number) => (await row(id)).opening_hours?.exceptions;

  it("asks from 14 days before a statutory holiday, not 15, and each answer becomes that day's exception, published", async () => {
    // Noon in Toronto, 15 days before Canada Day 2027, then 14 (sessions are made on the clock's day).
    setClock(new Date("2027-06-16T16:00:00Z"));
    const cookie = await ownedPlace(toronto);
    const prompts = async (locale: "en" | "fr" = "en") => (await caller({ cookie, locale }).owners.listing({ listingId: toronto.id })).holidayPrompts;
    expect(await prompts()).toEqual([]);
    setClock(new Date("2027-06-17T16:00:00Z"));
    expect(await prompts()).toEqual([{ date: "2027-07-01", name: "Canada Day", question: "Are your hours different on Canada Day (July 1)?" }]);
    expect((await prompts("fr"))[0]!.question).toBe("Votre horaire est-il différent le 1er juillet (fête du Canada)?");

    const answer = (answer: Parameters<ReturnType<typeof caller>["owners"]["answerHoliday"]>[0]["answer"]) =>
      caller({ cookie }).owners.answerHoliday({ listingId: toronto.id, date: "2027-07-01", answer });
    expect(await answer({ kind: "hours", ranges: [["11:00", "15:00"]] })).toEqual({ changed: ["opening_hours"] });
    expect(await exceptionsOf(toronto.id)).toEqual([{ date: "2027-07-01", ranges: [["11:00", "15:00"]] }]);
    expect((await publicAnswer(toronto)).openingHours?.exceptions).toEqual([{ date: "2027-07-01", ranges: [["11:00", "15:00"]] }]);
    expect(await prompts()).toEqual([]);
    // "Same as usual" is that weekday's hours (a Thursday), "Closed" none: each replaces the day's exception.
    await answer({ kind: "same" });
    expect(await exceptionsOf(toronto.id)).toEqual([{ date: "2027-07-01", ranges: [["10:00", "18:00"]] }]);
    await answer({ kind: "closed" });
    expect(await exceptionsOf(toronto.id)).toEqual([{ date: "2027-07-01", ranges: [] }]);
    const trail = await db().select().from(listingChanges).where(eq(listingChanges.listing_id, toronto.id));
    expect(trail.length).toBeGreaterThanOrEqual(4);
  });

  it("refuses an answer for a day that is not a holiday being asked about, a stranger, and overlapping hours", async () => {
    setClock(new Date("2027-06-17T16:00:00Z"));
    const cookie = await ownedPlace(toronto);
    const before = await row(toronto.id);
    for (const date of ["2027-07-02", "2027-12-25", "2027-06-16"]) {
      expect(await outcome(caller({ cookie }).owners.answerHoliday({ listingId: toronto.id, date, answer: { kind: "closed" } }))).toMatchObject({
        status: 400,
        message: "This day is not a statutory holiday coming up for this listing.",
      });
    }
    const stranger = await ownerCookie(gem.id);
    expect(
      (
        await outcome(
          caller({ cookie: stranger.cookie }).owners.answerHoliday({ listingId: toronto.id, date: "2027-07-01", answer: { kind: "closed" } }),
        )
      ).status,
    ).toBe(403);
    const overlapping = await outcome(
      caller({ cookie }).owners.answerHoliday({
        listingId: toronto.id,
        date: "2027-07-01",
        answer: {
          kind: "hours",
          ranges: [
            ["09:00", "13:00"],
            ["12:00", "17:00"],
          ],
        },
      }),
    );
    expect(overlapping.status).toBe(400);
    expect(await row(toronto.id)).toEqual(before);
  });

  it("notes on the public page, on the holiday only, that hours may differ until the owner answers", async () => {
    // Noon on June 23rd, then on Québec's Fête nationale (not a holiday in Ontario).
    setClock(new Date("2027-06-23T16:00:00Z"));
    const cookie = await ownedPlace(montreal);
    await ownedPlace(toronto);
    expect((await publicAnswer(montreal)).holidayNote).toBeNull();
    setClock(new Date("2027-06-24T16:00:00Z"));
    expect((await publicAnswer(montreal)).holidayNote).toBe("Hours may differ today (Fête nationale).");
    expect((await publicAnswer(montreal, "fr")).holidayNote).toBe("L'horaire peut différer aujourd'hui (fête nationale du Québec).");
    expect((await publicAnswer(toronto)).holidayNote).toBeNull();
    const path = detailPath(montreal);
    expect(await edgeScreen(path)).toContain("Hours may differ today (Fête nationale).");
    expect((await edgeScreen(`/fr${path}`)).replaceAll("&#x27;", "'")).toContain("L'horaire peut différer aujourd'hui (fête nationale du Québec).");

    await caller({ cookie }).owners.answerHoliday({ listingId: montreal.id, date: "2027-06-24", answer: { kind: "same" } });
    expect((await publicAnswer(montreal)).holidayNote).toBeNull();
    expect(await edgeScreen(path)).not.toContain("Hours may differ today");
  });

  it("asks about a province's own holidays in its cities only: Alberta's Family Day in Calgary, not in Montréal", async () => {
    // Noon in Calgary on February 1st, 2027: Family Day is the 15th.
    setClock(new Date("2027-02-01T19:00:00Z"));
    const inCalgary = await ownedPlace(calgary);
    const inMontreal = await ownedPlace(montreal);
    expect((await caller({ cookie: inCalgary }).owners.listing({ listingId: calgary.id })).holidayPrompts).toEqual([
      { date: "2027-02-15", name: "Family Day", question: "Are your hours different on Family Day (February 15)?" },
    ]);
    expect((await caller({ cookie: inMontreal }).owners.listing({ listingId: montreal.id })).holidayPrompts).toEqual([]);
  });
});

describe("signing in again by e-mail link", () => {
  const SENT = "If this address manages a listing on Local Hype, a sign-in link is on its way. It works once, for 30 minutes.";
  const ask = (email: string, locale: "en" | "fr" = "en") =>
    caller({ locale, headers: { "cf-connecting-ip": freshIp() } }).owners.sendSignInLink({ email: email.toUpperCase() });
  const linksTo = (email: string) => db().select().from(ownerLinks).where(eq(ownerLinks.email, email));
  const outboxTo = (email: string) => db().select().from(emailOutbox).where(eq(emailOutbox.recipient, email));

  it("e-mails an owner a single-use link that signs them in, audited as an e-mailed link", async () => {
    const mail = recordEmails();
    const account = await createAccount();
    await makeOwner(bakery.id, account, "manager", "invitation");
    expect(await ask(account.email)).toEqual({ message: SENT });

    const { token, subject, text } = await linkTokenSentTo(mail, account.email);
    expect(subject).toBe("Your sign-in link for Local Hype");
    expect(text).toContain("Follow this link to sign in and manage your listings on Local Hype. It works once, for 30 minutes.");
    const [link] = await linksTo(account.email);
    expect(link).toMatchObject({ purpose: "sign-in", language: "en", used_at: null });
    expect(JSON.stringify(link)).not.toContain(token);

    const followed = await outcomeWithHeaders({}, (api) => api.claims.follow({ token }));
    expect(followed.data?.user).toEqual({ id: account.id, email: account.email });
    const cookie = followed.headers.get("set-cookie")!.split(";")[0]!;
    expect((await caller({ cookie }).owners.mine()).map(({ id }) => id)).toEqual([bakery.id]);
    const [login] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "login.success"), eq(auditLog.actor_id, account.id)));
    expect(login?.detail).toEqual({ method: "email-link" });

    expect(await outcome(caller().claims.follow({ token }))).toMatchObject({
      status: 404,
      message: "This link is not valid or has already been used.",
    });
  });

  it("answers the same words to an unknown address, a staff account and an account with no listing, and sends them nothing", async () => {
    recordEmails();
    const staff = await createAccount(["moderator"]);
    await makeOwner(gem.id, staff);
    const noListing = await createAccount();
    for (const email of ["nobody-here@example.com", staff.email, noListing.email]) {
      expect(await ask(email)).toEqual({ message: SENT });
      expect(await linksTo(email)).toEqual([]);
      expect(await outboxTo(email)).toEqual([]);
    }
  });

  it("writes the e-mail in the page's language and refuses the link after 30 minutes, in French", async () => {
    const mail = recordEmails();
    const { account } = await ownerCookie(gem.id);
    expect(await ask(account.email, "fr")).toEqual({
      message: "Si cette adresse gère une fiche sur Local Hype, un lien de connexion est en route. Il ne fonctionne qu'une fois, pendant 30 minutes.",
    });
    const { token, subject, text } = await linkTokenSentTo(mail, account.email);
    expect(subject).toBe("Votre lien de connexion à Local Hype");
    expect(text).toContain("/fr/owner?link=");
    advanceClock(30 * 60_000 + 1);
    expect(await outcome(caller({ locale: "fr" }).claims.follow({ token }))).toMatchObject({
      status: 409,
      message: "Ce lien a expiré. Revendiquez la fiche de nouveau ou demandez un nouveau lien de connexion.",
    });
  });

  it("no longer signs in an account that stopped managing a listing after the link was sent", async () => {
    const mail = recordEmails();
    const { account } = await ownerCookie(gem.id);
    await ask(account.email);
    const { token } = await linkTokenSentTo(mail, account.email);
    await db().delete(listingOwners).where(eq(listingOwners.user_id, account.id));
    expect(await outcome(caller().claims.follow({ token }))).toMatchObject({ status: 404 });
  });

  it("keeps a link's address until a day after it stops working", async () => {
    recordEmails();
    const { account } = await ownerCookie(gem.id);
    await ask(account.email);
    const [link] = await linksTo(account.email);
    const expires = Date.parse(link!.expires_at);
    await applyRetention(env, expires + 86_400_000 - 1);
    expect(await linksTo(account.email)).toHaveLength(1);
    await applyRetention(env, expires + 86_400_000);
    expect(await linksTo(account.email)).toEqual([]);
  });

  it("shares the claims' allowance per network, then asks for the bot challenge", async () => {
    recordEmails();
    const ip = freshIp();
    const allowance = parseRule(env.RATE_LIMIT_CLAIMS)!.limit;
    for (let n = 0; n < allowance; n++) {
      expect((await outcome(caller({ headers: { "cf-connecting-ip": ip } }).owners.sendSignInLink({ email: `who${n}@example.com` }))).status).toBe(
        200,
      );
    }
    expect(await outcome(caller({ headers: { "cf-connecting-ip": ip } }).owners.sendSignInLink({ email: "again@example.com" }))).toMatchObject({
      status: 428,
    });
  });

  it("refuses an address that is not one, with the field's message", async () => {
    const refused = await outcome(caller({ headers: { "cf-connecting-ip": freshIp() } }).owners.sendSignInLink({ email: "not an address" }));
    expect(refused.status).toBe(400);
    expect(refused.fieldErrors?.email?.[0]).toBeTruthy();
  });
});

describe("managers", () => {
  /** A listing of its own for each test, so its people are the test's. */
  const freshListing = () => reserve((listing) => !listing.website && listing.type !== "story");
  const peopleOf = (listingId: number) =>
    db()
      .select({ userId: listingOwners.user_id, role: listingOwners.role, proof: listingOwners.proof })
      .from(listingOwners)
      .where(eq(listingOwners.listing_id, listingId));
  const invitationsTo = (email: string) =>
    db()
      .select()
      .from(ownerLinks)
      .where(and(eq(ownerLinks.email, email), eq(ownerLinks.purpose, "invitation")));

  it("an owner invites a manager by e-mail; the link makes the account and the manager row once, and signs them in; audited", async () => {
    const mail = recordEmails();
    const listing = freshListing();
    const { account, cookie } = await ownerCookie(listing.id);
    const email = `manager${++claimants}@example.com`;
    expect(await caller({ cookie }).owners.inviteManager({ listingId: listing.id, email: email.toUpperCase() })).toEqual({ email });

    const { token, subject, text } = await linkTokenSentTo(mail, email);
    expect(subject).toBe(`${account.email} invites you to manage ${listing.title} on Local Hype`);
    expect(text).toContain("The link works once, for 7 days.");
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "owner.invite"), eq(auditLog.actor_id, account.id)));
    expect(audit).toMatchObject({ target_type: "listing", target_id: String(listing.id), detail: { email } });

    advanceClock(6 * 24 * 60 * 60_000);
    const followed = await outcomeWithHeaders({}, (api) => api.claims.follow({ token }));
    expect(followed.data?.user.email).toBe(email);
    expect(followed.data?.roles).toEqual([]);
    const managerCookie = followed.headers.get("set-cookie")!.split(";")[0]!;
    expect((await caller({ cookie: managerCookie }).owners.mine()).map(({ id, role, proof }) => ({ id, role, proof }))).toEqual([
      { id: listing.id, role: "manager", proof: "invitation" },
    ]);
    expect(await outcome(caller().claims.follow({ token }))).toMatchObject({ status: 404 });

    // The owner's list names them; the manager sees the same list.
    const team = (await caller({ cookie: managerCookie }).owners.listing({ listingId: listing.id })).team;
    expect(team.map(({ email: address, role }) => ({ address, role }))).toEqual(
      expect.arrayContaining([
        { address: account.email, role: "owner" },
        { address: email, role: "manager" },
      ]),
    );
  });

  it("an invitation stops working after 7 days, in the language it was sent in", async () => {
    const mail = recordEmails();
    const listing = freshListing();
    const { cookie } = await ownerCookie(listing.id);
    const email = `manager${++claimants}@example.com`;
    await caller({ cookie, locale: "fr" }).owners.inviteManager({ listingId: listing.id, email });
    const { token, subject } = await linkTokenSentTo(mail, email);
    expect(subject).toContain(`vous invite à gérer ${listing.title} sur Local Hype`);
    advanceClock(7 * 24 * 60 * 60_000 + 1);
    expect(await outcome(caller({ locale: "fr" }).claims.follow({ token }))).toMatchObject({ status: 409 });
    expect((await peopleOf(listing.id)).length).toBe(1);
  });

  it("an invitation never signs in a staff account by e-mail", async () => {
    const mail = recordEmails();
    const listing = freshListing();
    const { cookie } = await ownerCookie(listing.id);
    const staff = await createAccount(["editor"]);
    await caller({ cookie }).owners.inviteManager({ listingId: listing.id, email: staff.email });
    const { token } = await linkTokenSentTo(mail, staff.email);
    expect(await outcome(caller().claims.follow({ token }))).toMatchObject({ status: 404 });
    expect((await peopleOf(listing.id)).map(({ role }) => role)).toEqual(["owner"]);
  });

  it("refuses an address that already manages the listing, and bad addresses", async () => {
    const listing = freshListing();
    const { account, cookie } = await ownerCookie(listing.id);
    expect(await outcome(caller({ cookie }).owners.inviteManager({ listingId: listing.id, email: account.email }))).toMatchObject({
      status: 409,
      message: "This person already manages this listing.",
    });
    expect((await outcome(caller({ cookie }).owners.inviteManager({ listingId: listing.id, email: "nope" }))).status).toBe(400);
    expect(await invitationsTo(account.email)).toEqual([]);
  });

  it("an owner removes a manager, audited; never an owner", async () => {
    const listing = freshListing();
    const { account, cookie } = await ownerCookie(listing.id);
    const coOwner = await ownerCookie(listing.id);
    const manager = await ownerCookie(listing.id, "manager");
    expect(await caller({ cookie }).owners.removeManager({ listingId: listing.id, userId: manager.account.id })).toEqual({
      userId: manager.account.id,
    });
    expect((await peopleOf(listing.id)).map(({ userId }) => userId).sort()).toEqual([account.id, coOwner.account.id].sort());
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "owner.remove"), eq(auditLog.actor_id, account.id)));
    expect(audit).toMatchObject({ target_id: String(listing.id), detail: { userId: manager.account.id, email: manager.account.email } });
    // The removed manager's next call is refused.
    expect((await outcome(caller({ cookie: manager.cookie }).owners.listing({ listingId: listing.id }))).status).toBe(403);

    expect(await outcome(caller({ cookie }).owners.removeManager({ listingId: listing.id, userId: coOwner.account.id }))).toMatchObject({
      status: 404,
      message: "This person is not a manager of this listing.",
    });
    expect((await peopleOf(listing.id)).length).toBe(2);
  });

  it("refuses a manager, a stranger and staff both controls with 403, nothing changed", async () => {
    recordEmails();
    const listing = freshListing();
    await ownerCookie(listing.id);
    const manager = await ownerCookie(listing.id, "manager");
    const other = await ownerCookie(listing.id, "manager");
    const stranger = await ownerCookie(freshListing().id);
    const admin = await adminCookie();
    const before = await peopleOf(listing.id);
    for (const [cookie, message] of [
      [manager.cookie, "Only the listing's owners can do this."],
      [stranger.cookie, "This listing is not yours to manage."],
      [admin.cookie, "This listing is not yours to manage."],
    ] as const) {
      const api = caller({ cookie }).owners;
      expect(await outcome(api.inviteManager({ listingId: listing.id, email: "newcomer@example.com" }))).toMatchObject({ status: 403, message });
      expect(await outcome(api.removeManager({ listingId: listing.id, userId: other.account.id }))).toMatchObject({ status: 403, message });
    }
    expect(await peopleOf(listing.id)).toEqual(before);
    expect(await invitationsTo("newcomer@example.com")).toEqual([]);
  });
});

describe("the team's revert and revoke", () => {
  const place = reserve((listing) => listing.type === "shop", "end");
  const revoked = reserve((listing) => listing.type === "gem", "end");
  const changesOf = async (cookie: string) => (await caller({ cookie }).admin.listings.get({ id: place.id })).changes;

  it("offers Revert on an owner's change only; reverting writes the 'before' values as a new change, itself revertible; audited", async () => {
    const { cookie: owner } = await ownerCookie(place.id);
    const editor = await sessionCookie(await createAccount(["editor"]));
    const before = (await row(place.id)).phone;
    await caller({ cookie: editor }).admin.listings.setFeatured({ id: place.id, featured: !(await row(place.id)).featured });
    await caller({ cookie: owner }).owners.update({ listingId: place.id, phone: "403-555-0142", description_fr: "Pains et viennoiseries." });
    const trail = await changesOf(editor);
    const [staffChange, ownerChange] = trail.slice(-2);
    expect(staffChange).toMatchObject({ action: "listing.featured", revertible: false });
    expect(ownerChange).toMatchObject({ action: "owner.edit", revertible: true });

    const reverted = await caller({ cookie: editor }).admin.listings.revert({ id: place.id, changeId: ownerChange!.id });
    expect(reverted.changed.sort()).toEqual(["description_fr", "phone"]);
    expect((await row(place.id)).phone).toBe(before);
    const [french] = await db()
      .select()
      .from(listingTranslations)
      .where(and(eq(listingTranslations.listing_id, place.id), eq(listingTranslations.locale, "fr")));
    expect(french?.description ?? null).not.toBe("Pains et viennoiseries.");
    const revert = reverted.listing.changes.at(-1)!;
    expect(revert).toMatchObject({ action: "listing.revert", revertible: true });
    expect(revert.changes).toEqual(expect.arrayContaining([{ field: "phone", before: "403-555-0142", after: before }]));
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.action, "listing.revert")).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({ target_id: String(place.id), detail: { changeId: ownerChange!.id } });
    expect((audit?.detail as { fields: string[] }).fields.sort()).toEqual(["description_fr", "phone"]);
    // The trail only grew.
    expect(reverted.listing.changes.slice(0, trail.length)).toEqual(trail);

    const again = await caller({ cookie: editor }).admin.listings.revert({ id: place.id, changeId: revert.id });
    expect(again.changed).toContain("phone");
    expect((await row(place.id)).phone).toBe("403-555-0142");

    expect(await outcome(caller({ cookie: editor }).admin.listings.revert({ id: place.id, changeId: staffChange!.id }))).toMatchObject({
      status: 400,
      message: "Only an owner's change, or a revert, can be reverted here.",
    });
    expect(await outcome(caller({ cookie: editor }).admin.listings.revert({ id: place.id, changeId: 999_999 }))).toMatchObject({
      status: 404,
      message: "This change does not exist.",
    });
    const moderator = await sessionCookie(await createAccount(["moderator"]));
    expect((await outcome(caller({ cookie: moderator }).admin.listings.revert({ id: place.id, changeId: revert.id }))).status).toBe(403);
  });

  it("lists the owners and managers to editors; only an admin revokes one, audited, and they lose the listing at once", async () => {
    const owner = await ownerCookie(revoked.id);
    const manager = await ownerCookie(revoked.id, "manager");
    const editor = await sessionCookie(await createAccount(["editor"]));
    const { account: admin, cookie: adminSession } = await adminCookie();
    const listed = await caller({ cookie: editor }).admin.listings.owners({ id: revoked.id });
    expect(listed.map(({ email, role, proof }) => ({ email, role, proof }))).toEqual(
      expect.arrayContaining([
        { email: owner.account.email, role: "owner", proof: "domain-email" },
        { email: manager.account.email, role: "manager", proof: "domain-email" },
      ]),
    );

    expect((await outcome(caller({ cookie: editor }).admin.listings.revokeOwner({ id: revoked.id, userId: owner.account.id }))).status).toBe(403);
    expect((await caller({ cookie: editor }).admin.listings.owners({ id: revoked.id })).length).toBe(2);

    const left = await caller({ cookie: adminSession }).admin.listings.revokeOwner({ id: revoked.id, userId: owner.account.id });
    expect(left.map(({ userId }) => userId)).toEqual([manager.account.id]);
    expect(await outcome(caller({ cookie: owner.cookie }).owners.listing({ listingId: revoked.id }))).toMatchObject({ status: 403 });
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "owner.revoke"), eq(auditLog.actor_id, admin.id)));
    expect(audit).toMatchObject({
      target_id: String(revoked.id),
      detail: { userId: owner.account.id, email: owner.account.email, role: "owner", proof: "domain-email" },
    });
    expect(await outcome(caller({ cookie: adminSession }).admin.listings.revokeOwner({ id: revoked.id, userId: owner.account.id }))).toMatchObject({
      status: 404,
      message: "This person does not manage this listing.",
    });
  });
});

describe("the owner's data", () => {
  it("answers the person's account, listings and roles, claims and edits, and nobody else's", async () => {
    const mail = recordEmails();
    const listing = nextListing();
    const email = domainAddress(listing.website!);
    await caller({ headers: { "cf-connecting-ip": freshIp() } }).claims.create(claimFor(listing.id, email, { phone: "403-555-0100" }));
    const { token } = await linkTokenSentTo(mail, email);
    const followed = await outcomeWithHeaders({}, (api) => api.claims.follow({ token }));
    const cookie = followed.headers.get("set-cookie")!.split(";")[0]!;
    const userId = followed.data!.user.id;
    await makeOwner(gem.id, { id: userId, email, password: "" }, "manager", "invitation");
    await caller({ cookie }).owners.update({ listingId: listing.id, phone: "403-555-0177" });
    const someoneElse = await ownerCookie(listing.id, "manager");
    await caller({ cookie: someoneElse.cookie }).owners.update({ listingId: listing.id, phone: "403-555-0188" });
    const current = await row(listing.id);
    const request = { listingId: listing.id, title: current.title, address: current.address, category: current.category };
    await caller({ cookie }).owners.requestChange({ ...request, note: "We have a new sign." });
    await caller({ cookie: someoneElse.cookie }).owners.requestChange({ ...request, note: "Not mine to tell." });

    const data = await caller({ cookie }).owners.myData();
    expect(data.account).toMatchObject({ email });
    expect(data.listings.map(({ listing_id, role, proof }) => ({ listing_id, role, proof })).sort((a, b) => a.listing_id - b.listing_id)).toEqual(
      [
        { listing_id: listing.id, role: "owner", proof: "domain-email" },
        { listing_id: gem.id, role: "manager", proof: "invitation" },
      ].sort((a, b) => a.listing_id - b.listing_id),
    );
    expect(data.claims).toEqual([
      expect.objectContaining({
        listing_id: listing.id,
        name: "Dana Baker",
        email,
        phone: "403-555-0100",
        status: "verified",
        proof: "domain-email",
      }),
    ]);
    expect(data.edits.map(({ listing_id, changes }) => ({ listing_id, changes }))).toEqual([
      { listing_id: listing.id, changes: [{ field: "phone", before: listing.phone ?? null, after: "403-555-0177" }] },
    ]);
    expect(data.change_requests).toEqual([
      expect.objectContaining({ listing_id: listing.id, changes: [], note: "We have a new sign.", status: "pending" }),
    ]);
    expect(JSON.stringify(data)).not.toContain(someoneElse.account.email);
    expect(JSON.stringify(data)).not.toContain("Not mine to tell.");
    expect(JSON.stringify(data)).not.toContain(token);
    expect((await outcome(caller().owners.myData())).status).toBe(401);
  });
});

describe("photos", () => {
  /** A real PNG of that size through POST /api/uploads (its checks and metadata stripping): its key and token. */
  const upload = async (width = 40, height = 30) => uploadImage(await blankPng(width, height), freshIp());
  const photosRows = (listingId: number) =>
    db().select().from(listingPhotos).where(eq(listingPhotos.listing_id, listingId)).orderBy(listingPhotos.position);
  /** The `<img …>` tag of the edge-rendered page that shows `src`. */
  const imgTag = (html: string, src: string) => {
    const at = html.indexOf(`src="${src}"`);
    expect(at, src).toBeGreaterThan(-1);
    return html.slice(html.lastIndexOf("<img", at), html.indexOf(">", at) + 1);
  };

  it("adds an uploaded photo: the image moved to its final key, its size read, audited, in the person's data; a token attaches once", async () => {
    const shop = reserve((listing) => listing.type === "shop");
    const { account, cookie } = await ownerCookie(shop.id, "manager");
    const { key, token } = await upload(40, 30);
    const { id } = await caller({ cookie }).owners.addPhoto({ listingId: shop.id, key, token, alt: "  The counter, with the morning's loaves  " });

    expect(await env.UPLOADS.get(key)).not.toBeNull();
    expect(await env.UPLOADS.get(`pending/${key}`)).toBeNull();
    expect((await caller({ cookie }).owners.listing({ listingId: shop.id })).photos).toEqual([
      { id, src: `/api/uploads/${key}`, width: 40, height: 30, alt: "The counter, with the morning's loaves", alt_fr: null },
    ]);
    const [stored] = await photosRows(shop.id);
    expect(stored).toMatchObject({ position: 0, added_by: account.id });
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "owner.photo"), eq(auditLog.actor_id, account.id)));
    expect(audits.map(({ target_id, detail }) => ({ target_id, detail }))).toEqual([
      { target_id: String(shop.id), detail: { op: "add", photoId: id } },
    ]);
    expect((await caller({ cookie }).owners.myData()).photos).toEqual([
      { listing_id: shop.id, title: shop.title, key, alt: "The counter, with the morning's loaves", alt_fr: null, added_at: stored!.added_at },
    ]);
    // Anyone may now fetch it: it is a published listing's photo.
    expect((await fetchApp(`/api/uploads/${key}`)).status).toBe(200);

    expect(await outcome(caller({ cookie }).owners.addPhoto({ listingId: shop.id, key, token, alt: "Again" }))).toMatchObject({
      status: 400,
      message: "The uploaded image was not found. Please choose it again.",
    });
    const other = await upload();
    expect(
      await outcome(caller({ cookie }).owners.addPhoto({ listingId: shop.id, key: other.key, token, alt: "Someone else's token" })),
    ).toMatchObject({
      status: 400,
    });
    const noAlt = await outcome(caller({ cookie }).owners.addPhoto({ listingId: shop.id, ...other, alt: " " }));
    expect(noAlt.status).toBe(400);
    expect(noAlt.fieldErrors?.alt).toEqual(["What the photo shows (English) is required."]);
    const long = await outcome(caller({ cookie, locale: "fr" }).owners.addPhoto({ listingId: shop.id, ...other, alt: "x".repeat(201) }));
    expect(long.fieldErrors?.alt?.[0]).toContain("200");
    expect(await photosRows(shop.id)).toHaveLength(1);
  });

  it("stores the photo as the upload route left it: a JPEG's comment (where a phone writes who and where) is gone", async () => {
    const shop = reserve((listing) => listing.type === "shop");
    const { cookie } = await ownerCookie(shop.id);
    const note = [..."Taken by Ada at 12 Elm St"].map((char) => char.charCodeAt(0));
    // SOI and the JFIF header, then a comment segment (0xFFFE, its length), then the rest of the 2×2 JPEG.
    const photo = Uint8Array.from([...JPEG_BYTES.subarray(0, 20), 0xff, 0xfe, 0, note.length + 2, ...note, ...JPEG_BYTES.subarray(20)]);
    const { key, token } = await uploadImage(photo, freshIp());
    await caller({ cookie }).owners.addPhoto({ listingId: shop.id, key, token, alt: "A loaf" });
    const kept = new Uint8Array(await (await env.UPLOADS.get(key))!.arrayBuffer());
    expect(String.fromCharCode(...kept)).not.toContain("Elm St");
    expect((await photosRows(shop.id))[0]).toMatchObject({ width: 2, height: 2 });
  });

  it("keeps at most 10 photos: the 11th is refused with a clear 400 in both languages, its upload left unattached", async () => {
    const shop = reserve((listing) => listing.type === "shop");
    const { account, cookie } = await ownerCookie(shop.id);
    await db()
      .insert(listingPhotos)
      .values(
        Array.from({ length: LISTING_PHOTOS_MAX }, (_, position) => ({
          listing_id: shop.id,
          key: `${crypto.randomUUID()}.png`,
          width: 4,
          height: 3,
          position,
          alt: `Photo ${position + 1}`,
          added_by: account.id,
          added_at: "2026-11-20T15:00:00.000Z",
        })),
      );
    const { key, token } = await upload();
    expect(await outcome(caller({ cookie }).owners.addPhoto({ listingId: shop.id, key, token, alt: "One too many" }))).toMatchObject({
      status: 400,
      message: "This listing has 10 photos, the most it can have: remove one to add another.",
    });
    expect((await outcome(caller({ cookie, locale: "fr" }).owners.addPhoto({ listingId: shop.id, key, token, alt: "Une de trop" }))).message).toBe(
      `Cette fiche a 10 photos, le maximum${NB}: retirez-en une pour en ajouter une autre.`,
    );
    expect(await photosRows(shop.id)).toHaveLength(LISTING_PHOTOS_MAX);
    expect(await env.UPLOADS.get(key)).toBeNull();
    expect(await env.UPLOADS.get(`pending/${key}`)).not.toBeNull();
  });

  it("reorders, sets the cover and removes (deleting the image); the answer and the edge page show the cover and the gallery, alt text in both languages", async () => {
    const shop = reserve((listing) => listing.type === "shop");
    const { cookie } = await ownerCookie(shop.id);
    const owner = caller({ cookie }).owners;
    const path = detailPath(shop);
    await edgeScreen(path); // a cached first view, which the photos must not leave behind
    const a = await upload(40, 30);
    const b = await upload(60, 45);
    const c = await upload(20, 20);
    const { id: idA } = await owner.addPhoto({ listingId: shop.id, ...a, alt: "The front window", alt_fr: "La vitrine" });
    const { id: idB } = await owner.addPhoto({ listingId: shop.id, ...b, alt: "Rye loaves on the shelf" });
    const { id: idC } = await owner.addPhoto({ listingId: shop.id, ...c, alt: "The espresso machine" });
    const order = async () => (await owner.listing({ listingId: shop.id })).photos.map(({ id }) => id);
    expect(await order()).toEqual([idA, idB, idC]);

    await owner.reorderPhotos({ listingId: shop.id, ids: [idC, idA, idB] });
    expect(await order()).toEqual([idC, idA, idB]);
    expect(await outcome(owner.reorderPhotos({ listingId: shop.id, ids: [idC, idA] }))).toMatchObject({
      status: 400,
      message: "The new order must name each of this listing's photos once.",
    });
    expect(await outcome(owner.reorderPhotos({ listingId: shop.id, ids: [idC, idA, idA] }))).toMatchObject({ status: 400 });
    await owner.setCover({ listingId: shop.id, id: idB });
    expect(await order()).toEqual([idB, idC, idA]);
    await owner.removePhoto({ listingId: shop.id, id: idC });
    expect(await order()).toEqual([idB, idA]);
    expect((await photosRows(shop.id)).map(({ position }) => position)).toEqual([0, 1]);
    expect(await env.UPLOADS.get(c.key)).toBeNull();
    expect(await env.UPLOADS.get(b.key)).not.toBeNull();

    const english = await caller().listings.get({ type: "shop", city: citySlug(shop.city), slug: listingSlug(shop) });
    expect(english!.photos).toEqual([
      { src: `/api/uploads/${b.key}`, width: 60, height: 45, alt: "Rye loaves on the shelf", altLanguage: "en" },
      { src: `/api/uploads/${a.key}`, width: 40, height: 30, alt: "The front window", altLanguage: "en" },
    ]);
    const french = await caller({ locale: "fr" }).listings.get({ type: "shop", city: citySlug(shop.city), slug: listingSlug(shop) });
    expect(french!.photos.map(({ alt, altLanguage }) => ({ alt, altLanguage }))).toEqual([
      { alt: "Rye loaves on the shelf", altLanguage: "en" },
      { alt: "La vitrine", altLanguage: "fr" },
    ]);

    const page = await edgeScreen(path);
    const cover = imgTag(page, `/api/uploads/${b.key}`);
    expect(cover).toContain('alt="Rye loaves on the shelf"');
    expect(cover).toContain('width="60"');
    expect(cover).toContain('height="45"');
    expect(cover).not.toContain('loading="lazy"');
    expect(cover).not.toContain("lang=");
    expect(page).toContain(">Photos</h2>");
    const gallery = imgTag(page, `/api/uploads/${a.key}`);
    expect(gallery).toContain('alt="The front window"');
    expect(gallery).toContain('loading="lazy"');
    expect(gallery).toContain('width="40"');
    const frenchPage = await edgeScreen(localizedPath(path, "fr"));
    expect(imgTag(frenchPage, `/api/uploads/${b.key}`)).toContain('lang="en-CA"');
    const frenchGallery = imgTag(frenchPage, `/api/uploads/${a.key}`);
    expect(frenchGallery).toContain('alt="La vitrine"');
    expect(frenchGallery).not.toContain("lang=");

    const audits = await db().select().from(auditLog).where(eq(auditLog.action, "owner.photo"));
    const ops = audits.filter(({ target_id }) => target_id === String(shop.id)).map(({ detail }) => (detail as { op: string }).op);
    expect(ops).toEqual(["add", "add", "add", "reorder", "cover", "remove"]);
  });

  it("refuses strangers, staff and another listing's photo, with nothing changed", async () => {
    const shop = reserve((listing) => listing.type === "shop");
    const elsewhere = reserve((listing) => listing.type === "gem");
    const { cookie } = await ownerCookie(shop.id);
    const photo = await upload();
    const { id } = await caller({ cookie }).owners.addPhoto({ listingId: shop.id, ...photo, alt: "The sign" });
    const before = await photosRows(shop.id);

    const stranger = await ownerCookie(elsewhere.id);
    const admin = await adminCookie();
    for (const who of [stranger.cookie, admin.cookie]) {
      const api = caller({ cookie: who }).owners;
      const fresh = await upload();
      for (const call of <Promise<unknown>[]>[
        api.addPhoto({ listingId: shop.id, ...fresh, alt: "Not mine" }),
        api.removePhoto({ listingId: shop.id, id }),
        api.reorderPhotos({ listingId: shop.id, ids: [id] }),
        api.setCover({ listingId: shop.id, id }),
      ]) {
        expect(await outcome(call)).toMatchObject({ status: 403, message: "This listing is not yours to manage." });
      }
    }
    // Their own listing, naming this one's photo.
    const theirs = caller({ cookie: stranger.cookie }).owners;
    for (const call of <Promise<unknown>[]>[
      theirs.removePhoto({ listingId: elsewhere.id, id }),
      theirs.setCover({ listingId: elsewhere.id, id }),
      theirs.reorderPhotos({ listingId: elsewhere.id, ids: [id] }),
    ]) {
      expect(await outcome(call)).toMatchObject({ status: 404, message: "This photo is not one of this listing's." });
    }
    expect(await photosRows(shop.id)).toEqual(before);
    expect(await photosRows(elsewhere.id)).toEqual([]);
    expect(await env.UPLOADS.get(photo.key)).not.toBeNull();
    expect((await outcome(caller().owners.addPhoto({ listingId: shop.id, ...photo, alt: "Anonymous" }))).status).toBe(401);
  });
});

describe("buying a promotion from /owner", () => {
  // Any type of listing may be promoted; its city decides the sales tax.
  const placeIn = (city: string) => reserve((listing) => listing.city === city, "end");
  const DAY = 24 * 60 * 60 * 1000;
  const NOON_IN_CALGARY = Date.parse("2026-11-14T19:00:00Z");
  const paymentsOf = (listingId: number) => db().select().from(payments).where(eq(payments.listing_id, listingId)).orderBy(payments.id);

  async function buy(listingId: number, tier: "basic" | "pro", cookie: string, locale?: "en" | "fr") {
    return (await caller({ cookie, locale }).owners.buyPromotion({ listingId, tier })).checkout_url;
  }

  /** Presses Pay or Cancel on the local test checkout as the signed-in buyer; answers where it sends the browser. */
  async function press(url: string, choice: "pay" | "cancel", cookie: string) {
    const res = await fetchApp(new URL(url).pathname, {
      method: "POST",
      headers: { cookie },
      body: new URLSearchParams({ token: "", choice }),
      redirect: "manual",
    });
    expect(res.status).toBe(303);
    return res.headers.get("location");
  }

  /** Buys and pays the tier at the test checkout; answers the payment's id. */
  async function bought(listingId: number, tier: "basic" | "pro", cookie: string, locale?: "en" | "fr") {
    await press(await buy(listingId, tier, cookie, locale), "pay", cookie);
    return (await paymentsOf(listingId)).at(-1)!.id;
  }

  it("buy → the test checkout → the webhook: promoted for 30 days from now, the payment listed with its receipt (Alberta: GST 5 %), the buyer e-mailed", async () => {
    const mail = recordEmails();
    setClock(NOON_IN_CALGARY);
    const place = placeIn("Calgary");
    // A manager may buy it too: the business's team keeps its promotion.
    const { account, cookie } = await ownerCookie(place.id, "manager");
    expect(await caller({ cookie }).owners.payments({ listingId: place.id })).toEqual({
      promotion: null,
      offers: [
        { tier: "basic", name: "Basic", priceCents: 3900, renews: false },
        { tier: "pro", name: "Pro", priceCents: 9900, renews: false },
      ],
      payments: [],
    });
    const url = await buy(place.id, "pro", cookie);
    expect(url).toMatch(/^http:\/\/localhost\/payments\/test-checkout\/cs_test_local_[0-9a-f]+$/);
    // Nothing is bought before the webhook says so; the price is the server's.
    expect((await row(place.id)).promoted).toBeNull();
    expect(await paymentsOf(place.id)).toEqual([
      expect.objectContaining({ submission_id: null, buyer_id: account.id, tier: "pro", amount_cents: 9900, status: "open", language: "en" }),
    ]);
    // The test checkout shows the listing to its buyer only.
    const page = await fetchApp(new URL(url).pathname, { headers: { cookie } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(escapeMarkup(place.title));
    expect(html).toContain("$99.00 CAD");
    expect((await fetchApp(new URL(url).pathname)).status).toBe(404);

    expect(await press(url, "pay", cookie)).toBe(`http://localhost/owner?listing=${place.id}&checkout=success`);
    expect(await row(place.id)).toMatchObject({ promoted: "pro", promoted_until: NOON_IN_CALGARY + 30 * DAY });
    const [paid] = await paymentsOf(place.id);
    expect(paid).toMatchObject({ status: "paid", promotion_from: NOON_IN_CALGARY, promotion_until: NOON_IN_CALGARY + 30 * DAY });
    const answer = await caller({ cookie }).owners.payments({ listingId: place.id });
    expect(answer.promotion).toEqual({ tier: "pro", text: "Promoted with Pro until Dec 14, 2026" });
    expect(answer.offers).toEqual([{ tier: "pro", name: "Pro", priceCents: 9900, renews: true }]);
    expect(answer.payments).toEqual([
      {
        id: paid!.id,
        tier: "pro",
        amountCents: 9900,
        status: "paid",
        paidOn: "2026-11-14",
        window: { from: "2026-11-14", until: "2026-12-14" },
        receipt: true,
      },
    ]);
    expect(await caller({ cookie }).owners.receipt({ payment: paid!.id })).toEqual({
      number: `LH-${String(paid!.id).padStart(6, "0")}`,
      paid_on: "2026-11-14",
      refunded_on: null,
      status: "paid",
      tier: "pro",
      title: place.title,
      city: "Calgary",
      promotion: { from: "2026-11-14", until: "2026-12-14" },
      amount_cents: 9900,
      tax: { lines: [{ kind: "GST", percent: 5, cents: 471 }], taxCents: 471, netCents: 9429 },
      registration: { gst_hst: "123456789RT0001", qst: "1234567890TQ0001" },
      listing_id: place.id,
    });

    await queueSettled();
    const email = mail.to(account.email).find((sent) => sent.subject === "Payment received — $99.00 CAD")!;
    expect(email.text).toContain(`We received your payment of $99.00 CAD for the Pro promotion of “${place.title}”.`);
    expect(email.text).toContain("Your listing is promoted from Sat, November 14, 2026 to Mon, December 14, 2026.");
    expect(email.text).toContain("This amount includes GST 5% ($4.71 CAD).");
    expect(email.text).toContain(`http://localhost/owner?receipt=${paid!.id}`);

    // The buyer's data lists it; the admin's Payments view names the listing.
    expect((await caller({ cookie }).owners.myData()).payments).toEqual([
      expect.objectContaining({ id: paid!.id, listing_id: place.id, title: place.title, tier: "pro", amount_cents: 9900, status: "paid" }),
    ]);
    const admin = await adminCookie();
    const listed = (await caller({ cookie: admin.cookie }).admin.payments.list({})).payments.find(({ id }) => id === paid!.id);
    expect(listed).toMatchObject({ submission_id: null, title: null, listing_id: place.id, listing_title: place.title, status: "paid" });
  });

  it("a renewal extends from the end of the running promotion; another tier waits for it to end; afterwards a purchase starts from now", async () => {
    setClock(NOON_IN_CALGARY);
    const place = placeIn("Calgary");
    const { account, cookie: firstCookie } = await ownerCookie(place.id);
    await bought(place.id, "basic", firstCookie);
    advanceClock(10 * DAY);
    const cookie = await sessionCookie(account);

    const before = await paymentsOf(place.id);
    expect(await outcome(caller({ cookie }).owners.buyPromotion({ listingId: place.id, tier: "pro" }))).toMatchObject({
      status: 409,
      message: "This listing's Basic promotion runs until Dec 14, 2026: renew it, or choose another tier once it ends.",
    });
    expect((await outcome(caller({ cookie, locale: "fr" }).owners.buyPromotion({ listingId: place.id, tier: "pro" }))).message).toBe(
      `La promotion Basic de cette fiche dure jusqu'au 14 déc. 2026${NB}: renouvelez-la, ou choisissez une autre formule une fois qu'elle sera terminée.`,
    );
    expect(await paymentsOf(place.id)).toEqual(before);

    const renewal = await bought(place.id, "basic", cookie);
    expect(await row(place.id)).toMatchObject({ promoted: "basic", promoted_until: NOON_IN_CALGARY + 60 * DAY });
    expect((await caller({ cookie }).owners.payments({ listingId: place.id })).payments[0]).toMatchObject({
      id: renewal,
      paidOn: "2026-11-24",
      window: { from: "2026-12-14", until: "2027-01-13" },
    });
    expect((await caller({ cookie }).owners.receipt({ payment: renewal })).promotion).toEqual({ from: "2026-12-14", until: "2027-01-13" });

    // Once it has ended, Pro may be bought, from now.
    setClock(NOON_IN_CALGARY + 61 * DAY);
    await bought(place.id, "pro", await sessionCookie(account));
    expect(await row(place.id)).toMatchObject({ promoted: "pro", promoted_until: NOON_IN_CALGARY + 91 * DAY });
  });

  it("refuses another owner's listing, and staff, with nothing written; a receipt is only for those who manage its listing", async () => {
    const place = placeIn("Toronto");
    const elsewhere = placeIn("Toronto");
    const owner = await ownerCookie(place.id);
    const paid = await bought(place.id, "basic", owner.cookie);
    const stranger = await ownerCookie(elsewhere.id);
    const admin = await adminCookie();
    for (const cookie of [stranger.cookie, admin.cookie]) {
      for (const call of <Promise<unknown>[]>[
        caller({ cookie }).owners.buyPromotion({ listingId: place.id, tier: "pro" }),
        caller({ cookie }).owners.payments({ listingId: place.id }),
      ]) {
        expect(await outcome(call)).toMatchObject({ status: 403, message: "This listing is not yours to manage." });
      }
      expect(await outcome(caller({ cookie }).owners.receipt({ payment: paid }))).toMatchObject({
        status: 404,
        message: "This receipt is not one of your listings'.",
      });
    }
    expect(await paymentsOf(place.id)).toHaveLength(1);
    expect(await paymentsOf(elsewhere.id)).toEqual([]);
    expect((await outcome(caller().owners.buyPromotion({ listingId: place.id, tier: "pro" }))).status).toBe(401);
    // Another manager of the same listing sees the business's receipt.
    const manager = await ownerCookie(place.id, "manager");
    expect((await caller({ cookie: manager.cookie }).owners.receipt({ payment: paid })).tax.lines).toEqual([
      { kind: "HST", percent: 13, cents: 449 },
    ]);
  });

  it("Québec, in French: GST and QST on the receipt, back to /fr/owner, the e-mail in French", async () => {
    const mail = recordEmails();
    const place = placeIn("Montreal");
    const { account, cookie } = await ownerCookie(place.id);
    const url = await buy(place.id, "basic", cookie, "fr");
    expect(url).toContain("/fr/payments/test-checkout/");
    expect(await press(url, "pay", cookie)).toBe(`http://localhost/fr/owner?listing=${place.id}&checkout=success`);
    const [paid] = await paymentsOf(place.id);
    expect((await caller({ cookie, locale: "fr" }).owners.receipt({ payment: paid!.id })).tax).toEqual({
      lines: [
        { kind: "GST", percent: 5, cents: 170 },
        { kind: "QST", percent: 9.975, cents: 338 },
      ],
      taxCents: 508,
      netCents: 3392,
    });
    await queueSettled();
    const email = mail.to(account.email).find((sent) => sent.subject.startsWith("Paiement reçu"))!;
    expect(email.text).toMatch(/Ce montant comprend la TPS de 5\s%\s\(1,70\s\$ CAD\) et la TVQ de 9,975\s%\s\(3,38\s\$ CAD\)\./);
    expect(email.text).toContain(`http://localhost/fr/owner?receipt=${paid!.id}`);
  });

  it("a cancelled checkout returns with checkout=cancelled and changes nothing; the next attempt closes it", async () => {
    const mail = recordEmails();
    const place = placeIn("Vancouver");
    const { account, cookie } = await ownerCookie(place.id);
    const before = await row(place.id);
    const url = await buy(place.id, "pro", cookie);
    expect(await press(url, "cancel", cookie)).toBe(`http://localhost/owner?listing=${place.id}&checkout=cancelled`);
    expect(await row(place.id)).toEqual(before);
    expect((await paymentsOf(place.id)).map(({ status }) => status)).toEqual(["open"]);
    await buy(place.id, "pro", cookie);
    expect((await paymentsOf(place.id)).map(({ status }) => status)).toEqual(["expired", "open"]);
    // The closed attempt cannot be paid any more.
    expect((await fetchApp(new URL(url).pathname, { headers: { cookie } })).status).toBe(404);
    await queueSettled();
    expect(mail.to(account.email)).toEqual([]);
  });

  it("an unpublished listing offers nothing to buy and refuses a purchase, in the owner's language, with nothing written", async () => {
    const place = reserve(() => true, "end");
    const { cookie } = await ownerCookie(place.id);
    await db().update(listings).set({ status: "unpublished" }).where(eq(listings.id, place.id));
    try {
      expect((await caller({ cookie }).owners.payments({ listingId: place.id })).offers).toEqual([]);
      expect(await outcome(caller({ cookie }).owners.buyPromotion({ listingId: place.id, tier: "basic" }))).toMatchObject({
        status: 409,
        message: "This listing is not published, so a promotion could not show it.",
      });
      expect((await outcome(caller({ cookie, locale: "fr" }).owners.buyPromotion({ listingId: place.id, tier: "basic" }))).message).toBe(
        `Cette fiche n'est pas publiée${NB}: une promotion ne pourrait pas la montrer.`,
      );
      expect(await paymentsOf(place.id)).toEqual([]);
    } finally {
      await db().update(listings).set({ status: "published" }).where(eq(listings.id, place.id));
    }
  });

  it("a refund takes back what is left of its window: the renewal's leaves the first month, the first's ends the promotion", async () => {
    setClock(NOON_IN_CALGARY);
    const place = placeIn("Calgary");
    const { cookie } = await ownerCookie(place.id);
    const first = await bought(place.id, "pro", cookie);
    const renewal = await bought(place.id, "pro", cookie);
    expect((await row(place.id)).promoted_until).toBe(NOON_IN_CALGARY + 60 * DAY);

    const admin = await adminCookie();
    expect(await caller({ cookie: admin.cookie }).admin.payments.refund({ paymentId: renewal })).toEqual({
      paymentId: renewal,
      refunded_cents: 9900,
    });
    expect(await row(place.id)).toMatchObject({ promoted: "pro", promoted_until: NOON_IN_CALGARY + 30 * DAY });
    expect(await caller({ cookie }).owners.receipt({ payment: renewal })).toMatchObject({
      status: "refunded",
      refunded_on: "2026-11-14",
      promotion: null,
    });
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.action, "payment.refund")).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({ target_type: "listing", target_id: String(place.id), detail: { payment_id: renewal, amount_cents: 9900 } });

    // Stripe's charge.refunded for the first one (a refund from the dashboard): the promotion ends.
    advanceClock(DAY);
    const [paid] = (await paymentsOf(place.id)).filter(({ id }) => id === first);
    const refunded = await deliver(
      stripeEvent("charge.refunded", {
        id: "ch_owner",
        object: "charge",
        refunded: true,
        payment_intent: paid!.payment_intent_id,
        refunds: { data: [{ id: "re_owner" }] },
      }),
    );
    expect(refunded.status).toBe(200);
    expect(await row(place.id)).toMatchObject({ promoted: null, promoted_until: null });
    expect((await caller({ cookie }).owners.payments({ listingId: place.id })).offers.map(({ renews }) => renews)).toEqual([false, false]);
  });
});

describe("an owner's pin", () => {
  const pinned = reserve((listing) => listing.type === "gem" && listing.city === "Montreal", "end");
  const other = reserve((listing) => listing.type === "gem" && listing.city === "Montreal", "end");
  const version = async () => (await env.DB.prepare("SELECT version FROM content_version WHERE id = 1").first<{ version: number }>())!.version;
  // A point in Mile End (inside its outline, well inside Montreal's box), not any seeded listing's.
  const MILE_END = { lat: 45.52412, lon: -73.60123 };

  it("moves to a point in the city: its neighbourhood by outline, its geohash, a new content version, one change row", async () => {
    const { cookie } = await ownerCookie(pinned.id);
    const before = await version();
    const { changed } = await caller({ cookie }).owners.update({ listingId: pinned.id, area: null, ...MILE_END });
    expect(changed).toEqual(expect.arrayContaining(["lat", "lon", "geohash"]));
    expect(await row(pinned.id)).toMatchObject({ ...MILE_END, geohash: geohash(MILE_END.lat, MILE_END.lon), area: "mile-end" });
    expect(await version()).toBeGreaterThan(before);
    expect(await db().select().from(listingChanges).where(eq(listingChanges.listing_id, pinned.id))).toHaveLength(1);
    const shown = await caller({ cookie }).owners.listing({ listingId: pinned.id });
    expect(shown).toMatchObject({ ...MILE_END, area: "mile-end" });
  });

  it("stands at a chosen neighbourhood's centre without a point, and keeps its place when an edit leaves it out", async () => {
    const { cookie } = await ownerCookie(pinned.id);
    const plateau = neighbourhood("Montreal", "plateau-mont-royal")!;
    await caller({ cookie }).owners.update({ listingId: pinned.id, area: "plateau-mont-royal", lat: null, lon: null });
    expect(await row(pinned.id)).toMatchObject({ ...plateau.centre, area: areaOfPoint("Montreal", plateau.centre) });
    const placed = await row(pinned.id);
    await caller({ cookie }).owners.update({ listingId: pinned.id, phone: "514-555-0142" });
    expect(await row(pinned.id)).toMatchObject(pick(placed, ["lat", "lon", "geohash", "area"]));
  });

  it("refuses a point outside the city, another city's neighbourhood and half a point, in the owner's language, with nothing changed", async () => {
    const { cookie } = await ownerCookie(pinned.id);
    const before = await row(pinned.id);
    const toronto = await outcome(caller({ cookie }).owners.update({ listingId: pinned.id, lat: 43.65, lon: -79.38 }));
    expect(toronto).toMatchObject({
      status: 400,
      message: "This point is outside Montreal.",
      fieldErrors: { lat: ["This point is outside Montreal."] },
    });
    const french = await outcome(caller({ cookie, locale: "fr" }).owners.update({ listingId: pinned.id, lat: 43.65, lon: -79.38 }));
    expect(french.message).toBe("Ce point est hors de Montréal.");
    const area = await outcome(caller({ cookie }).owners.update({ listingId: pinned.id, area: "kensington-market" }));
    expect(area).toMatchObject({ status: 400, fieldErrors: { area: ["Please choose one of the city's neighbourhoods."] } });
    const half = await outcome(caller({ cookie }).owners.update({ listingId: pinned.id, lat: 45.52 }));
    expect(half).toMatchObject({ status: 400, fieldErrors: { lat: ["Please give both a latitude and a longitude, in degrees."] } });
    expect(await row(pinned.id)).toEqual(before);
  });

  it("is refused on someone else's listing (403), which stays where it stands", async () => {
    const { cookie } = await ownerCookie(other.id);
    const before = await row(pinned.id);
    const refused = await outcome(caller({ cookie }).owners.update({ listingId: pinned.id, ...MILE_END }));
    expect(refused).toMatchObject({ status: 403, message: "This listing is not yours to manage." });
    expect(await row(pinned.id)).toEqual(before);
  });
});
