// Owners: who may act on a listing besides the staff. Every owner procedure is refused to an anonymous
// caller and to a signed-in person who does not manage the listing it names, with nothing changed.
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { catalogue } from "@worker/db/seed/listings";
import { createDb } from "@worker/db/client";
import { listingOwners, ownerClaims } from "@worker/db/schema";
import { parseRule } from "@worker/rate-limit/rate-limit";
import type { ClaimInput } from "@shared/owners/claim-schema";
import { websiteDomain } from "@shared/owners/claim-rules";
import { NB } from "@shared/i18n/typography";
import { createAccount, freshIp, sessionCookie } from "./account-helpers";
import { caller, outcome, outcomeWithHeaders } from "./caller";
import { advanceClock } from "./clock";
import { recordEmails } from "./email-helpers";
import { fetchApp } from "./fetch-app";
import { detailPath } from "@shared/routing/paths";
import { localizedPath } from "@shared/i18n/locales";
import { procedures } from "./fuzz-cases";
import { OWNER_PROCEDURES } from "./public-procedures";
import { makeOwner, ownerCookie } from "./owner-helpers";

const bakery = catalogue.find((listing) => listing.type === "shop")!;
const gem = catalogue.find((listing) => listing.type === "gem")!;

describe("owners", () => {
  it("lists owner procedures in one place: every owners.* procedure is in OWNER_PROCEDURES and the other way round", () => {
    const owners = procedures.filter(({ path }) => path.startsWith("owners.")).map(({ path }) => path);
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
const withWebsite = catalogue.filter((listing) => listing.website && listing.id !== bakery.id && listing.id !== gem.id);
let claimed = 0;
const nextListing = () => withWebsite[claimed++]!;

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

  it("queues a claim from any other address, with no e-mail sent", async () => {
    const mail = recordEmails();
    const listing = nextListing();
    const elsewhere = `dana${++claimants}@example.com`;
    expect(await caller({ headers: { "cf-connecting-ip": freshIp() } }).claims.create(claimFor(listing.id, elsewhere))).toEqual({
      outcome: "queued",
    });
    expect(await claimOf(elsewhere)).toMatchObject({ status: "queued", proof: null, link_token_hash: null, language: "en" });
    expect(mail.to(elsewhere)).toEqual([]);
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
    const page = async (listing: (typeof catalogue)[number], locale: "en" | "fr" = "en") =>
      (await fetchApp(localizedPath(detailPath(listing), locale))).text();
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
