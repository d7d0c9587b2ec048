// Approved submissions become public listings, through the same source as the catalogue: lists, city
// pages, search, detail (with edge metadata), home Featured, the sitemap and their images. Rejecting
// one takes all of it away again.
import { describe, expect, it } from "vitest";
import { catalogue } from "@worker/db/seed/listings";
import { listingSlug, slugify } from "@shared/places/slug";
import { PUBLISHED_ID_OFFSET } from "@worker/features/listings/community-listings";
import { adminCookie, createAccount, freshIp, sessionCookie } from "./account-helpers";
import { caller, type RouterInputs } from "./caller";
import { fetchApp, trpcMutation } from "./fetch-app";
import { storeSubmission, submissionRow } from "./submission-helpers";
import { PNG_BYTES, attachedImage } from "./upload-helpers";
import { payThroughWebhook } from "./payment-helpers";

const { cookie } = await adminCookie();
const review = (id: number, status: "approved" | "rejected") =>
  caller({ cookie }).admin.submissions.review(status === "rejected" ? { id, status, reason: "incomplete" } : { id, status });

/** Every id of a list, following its pages ("Load more"). */
const listIds = async (type: RouterInputs["listings"]["list"]["type"], city?: string) => {
  const ids: number[] = [];
  for (let after: number | undefined, n = 0; n < 50; n++) {
    const input = { type, ...(city ? { city } : {}), ...(after === undefined ? {} : { after }) };
    const page = await caller().listings.list(input);
    ids.push(...page.items.map((l) => l.id));
    if (page.nextAfter === null) break;
    after = page.nextAfter;
  }
  return ids;
};
const getListing = async (path: string) => {
  const [, prefix, city, slug] = path.split("/");
  const type = ({ stories: "story", events: "event", gems: "gem", shop: "shop" } as const)[prefix as "stories" | "events" | "gems" | "shop"];
  return caller().listings.get({ type, city: city!, slug: slug! });
};
const searchIds = async (q: string) => (await caller().listings.search({ q })).items.map((l) => l.id);
const cityIds = async (city: string) => {
  const first = (await caller().listings.city({ city }))!.listings;
  const ids = first.items.map((l) => l.id);
  for (let after = first.nextAfter, n = 0; after !== null && n < 50; n++) {
    const page = await caller().listings.list({ city, after });
    ids.push(...page.items.map((l) => l.id));
    after = page.nextAfter;
  }
  return ids;
};
/** Every file the sitemap index lists, concatenated. */
const sitemap = async () => {
  const index = await (await fetchApp("/sitemap.xml")).text();
  const files = [...index.matchAll(/<loc>http:\/\/localhost([^<]+)<\/loc>/g)].map((m) => m[1]!.replaceAll("&#38;", "&"));
  return (await Promise.all(files.map(async (file) => (await fetchApp(file)).text()))).join("\n");
};

const decode = (text: string) => text.replace(/&#(\d+);/g, (_, n) => String.fromCharCode(Number(n))).replace(/&amp;/g, "&");

describe("approving a submission publishes it", () => {
  it("everywhere the catalogue appears, with an id outside the catalogue's, then rejecting removes it", async () => {
    const word = `zephyrine${Date.now()}`;
    const { key: imageKey, token: imageToken } = await attachedImage(PNG_BYTES, freshIp());
    const id = await storeSubmission({
      title: "Harbourfront Tea Garden",
      description: `A quiet tea garden by the water with ${word} blossoms and hand-made cups.`,
      content_type: "gem",
      city: "Toronto",
      location: "Harbourfront",
      tags: "Tea, Gardens",
      promotion_tier: "basic",
      image_key: imageKey,
      image_token: imageToken,
    });
    const listingId = PUBLISHED_ID_OFFSET + id;
    expect(listingId).toBeGreaterThan(Math.max(...catalogue.map((l) => l.id)));

    // Pending: nowhere public, and its image is for admins only.
    expect(await listIds("gem")).not.toContain(listingId);
    expect((await fetchApp(`/api/uploads/${imageKey}`)).status).toBe(404);
    const plainUser = await sessionCookie(await createAccount());
    expect((await fetchApp(`/api/uploads/${imageKey}`, { headers: { cookie: plainUser } })).status).toBe(404);
    const forAdmin = await fetchApp(`/api/uploads/${imageKey}`, { headers: { cookie } });
    expect(forAdmin.status).toBe(200);
    expect(forAdmin.headers.get("cache-control")).toBe("private, no-store");

    const { public_path } = await review(id, "approved");
    const path = "/gems/toronto/harbourfront-tea-garden";
    expect(public_path).toBe(path);

    expect(await listIds("gem")).toContain(listingId);
    expect(await listIds("gem", "Toronto")).toContain(listingId);
    expect(await listIds("story")).not.toContain(listingId);
    expect(await cityIds("Toronto")).toContain(listingId);
    expect(await cityIds("Montreal")).not.toContain(listingId);
    expect(await searchIds(word)).toEqual([listingId]);

    const detail = await getListing(path);
    expect(detail).toMatchObject({
      id: listingId,
      type: "gem",
      title: "Harbourfront Tea Garden",
      city: "Toronto",
      province: "Ontario",
      provinceCode: "ON",
      tags: ["Tea", "Gardens"],
      image: `/api/uploads/${imageKey}`,
      // A Basic tier that nobody has marked paid brings no promotion.
      promoted: null,
      path,
    });
    // Its image is public now.
    expect((await fetchApp(`/api/uploads/${imageKey}`)).status).toBe(200);

    expect(await sitemap()).toContain(`<loc>http://localhost${path}</loc>`);

    // The edge renders its page like a catalogue listing: spec title and description, absolute image.
    const page = await fetchApp(path, { redirect: "manual" });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(decode(/<title[^>]*>(.*?)<\/title>/.exec(html)?.[1] ?? "")).toBe("Harbourfront Tea Garden - Hidden Gem in Toronto | Local Hype");
    expect(html).toContain(
      '<meta name="description" content="Harbourfront Tea Garden - Discover this hidden gem in Toronto, Canada. Your #1 local hype platform for authentic community experiences." data-edge-head>',
    );
    // Its share image is drawn from its own photo (an upload in R2): a PNG at the page's /og address.
    const shareImage = /<meta property="og:image" content="http:\/\/localhost(\/og\/[^"]+\.png\?v=\d+)" data-edge-head>/.exec(html)?.[1];
    expect(shareImage).toContain(`/og${path}.png?v=`);
    const drawn = await fetchApp(shareImage!);
    expect(drawn.status).toBe(200);
    expect(drawn.headers.get("content-type")).toBe("image/png");
    expect(html).toMatch(/<h1[^>]*>Harbourfront Tea Garden<\/h1>/);

    await review(id, "rejected");
    expect(await submissionRow(id)).toMatchObject({ status: "rejected", published_at: null, slug: null });
    expect(await listIds("gem")).not.toContain(listingId);
    expect(await cityIds("Toronto")).not.toContain(listingId);
    expect(await searchIds(word)).toEqual([]);
    expect(await getListing(path)).toBeNull();
    expect(await sitemap()).not.toContain(path);
    const gone = await fetchApp(path, { redirect: "manual" });
    expect(gone.status).toBe(302);
    expect(gone.headers.get("location")).toBe("/gems");
    expect((await fetchApp(`/api/uploads/${imageKey}`)).status).toBe(404);
  });

  it("without an image it has none (the pages draw the fallback artwork), and no promotion means not promoted", async () => {
    const id = await storeSubmission({ title: "Quiet Corner Books", content_type: "shop", city: "Halifax" });
    const { public_path } = await review(id, "approved");
    const detail = await getListing(public_path!);
    expect(detail).toMatchObject({ id: PUBLISHED_ID_OFFSET + id, type: "shop", image: null, promoted: null, province: "Nova Scotia" });
  });

  it("a Pro tier brings no promotion until an admin marks it paid (Submit & Pay buys no free featured slot)", async () => {
    const id = await storeSubmission({ title: "Unpaid Roastery", content_type: "shop", promotion_tier: "pro" });
    const { public_path } = await review(id, "approved");
    expect(await getListing(public_path!)).toMatchObject({ title: "Unpaid Roastery", promoted: null });
    const home = await caller().listings.home();
    expect(home.featured.map((l) => l.id)).not.toContain(PUBLISHED_ID_OFFSET + id);

    // Paid after publication (it had continued for free): the promotion starts now.
    expect((await payThroughWebhook(id)).status).toBe(200);
    expect(await getListing(public_path!)).toMatchObject({ promoted: "pro" });
    await review(id, "rejected");
  });

  it("there is no hand-made payment: the admin's old setPaid call does not exist", async () => {
    const id = await storeSubmission({ title: "Paid Check", promotion_tier: "basic" });
    // Over HTTP: a procedure that does not exist cannot even be written with the typed caller.
    const refused = await trpcMutation("admin.submissions.setPaid", { id, paid: true }, { cookie });
    expect(refused.status).toBe(404);
    expect(await submissionRow(id)).toMatchObject({ paid: 0 });
  });

  it("paid Pro submissions are marked promoted and come first in the home Featured section", async () => {
    const id = await storeSubmission({ title: "Pro Roastery", content_type: "shop", promotion_tier: "pro" });
    await payThroughWebhook(id);
    await review(id, "approved");
    const home = await caller().listings.home();
    expect(home.featured).toHaveLength(3);
    expect(home.featured[0]).toMatchObject({ id: PUBLISHED_ID_OFFSET + id, promoted: "pro", title: "Pro Roastery" });
    await review(id, "rejected");
    const after = await caller().listings.home();
    expect(after.featured.map((l) => l.id)).not.toContain(PUBLISHED_ID_OFFSET + id);
  });

  it("keeps slugs unique within a city, against the catalogue and other submissions", async () => {
    const taken = catalogue.find((l) => l.city === "Montreal" && listingSlug(l) === slugify(l.title))!;
    const first = await storeSubmission({ title: taken.title, content_type: "story", city: "Montreal" });
    const second = await storeSubmission({ title: taken.title, content_type: "gem", city: "Montreal" });
    const elsewhere = await storeSubmission({ title: taken.title, content_type: "gem", city: "Ottawa" });
    const base = slugify(taken.title);
    expect((await review(first, "approved")).public_path).toBe(`/stories/montreal/${base}-2`);
    expect((await review(second, "approved")).public_path).toBe(`/gems/montreal/${base}-3`);
    expect((await review(elsewhere, "approved")).public_path).toBe(`/gems/ottawa/${base}`);
    // The catalogue listing still answers at its own address.
    expect(
      (await getListing(`/${{ story: "stories", event: "events", gem: "gems", shop: "shop", job: "jobs" }[taken.type]}/montreal/${base}`))?.id,
    ).toBe(taken.id);
    // A title with nothing to slugify still gets an address.
    const symbols = await storeSubmission({ title: "★★★", city: "Ottawa" });
    expect((await review(symbols, "approved")).public_path).toBe("/gems/ottawa/listing");
  });

  it("shows a hostile title as text on its edge-rendered page", async () => {
    const title = "<img src=x onerror=alert(1)>";
    const id = await storeSubmission({ title, city: "Calgary" });
    const { public_path } = await review(id, "approved");
    expect(public_path).toBe("/gems/calgary/img-src-x-onerror-alert-1");
    const html = await (await fetchApp(public_path!)).text();
    expect(html).not.toContain("<img src=x onerror=alert(1)>");
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
  });
});
