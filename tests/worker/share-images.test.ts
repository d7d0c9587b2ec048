// Over HTTP: the share images are edge responses.
// Share images: every public page's og:image is a 1200×630 PNG drawn at the edge for that page, in its
// language, kept in the Cache API by content version; unknown and private pages have none.
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { catalogue } from "@worker/db/seed/listings";
import { attachPendingImage, storePendingImage } from "@worker/features/uploads/image-store";
import worker from "@worker/index";
import { setClock } from "@shared/time/clock";
import { detailPath } from "@shared/routing/paths";
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from "@shared/seo/share-image";
import { adminCookie, freshIp } from "./account-helpers";
import { advanceClock } from "./clock";
import { ORIGIN, fetchApp, trpcMutation, type RouterOutputs } from "./fetch-app";
import { storeSubmission } from "./submission-helpers";
import { PNG_BYTES, attachedImage, blankPng, uploadImage, type Upload } from "./upload-helpers";
import { ownerCookie } from "./owner-helpers";
import { caller } from "./caller";

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const version = async () => (await env.DB.prepare("SELECT version FROM content_version WHERE id = 1").first<{ version: number }>())!.version;

/** The PNG's bytes, after checking it is one: signature, then the IHDR chunk's width and height. */
async function pngOf(res: Response): Promise<{ bytes: Uint8Array; width: number; height: number }> {
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("image/png");
  // Other sites' link previews may show it.
  expect(res.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
  const bytes = new Uint8Array(await res.arrayBuffer());
  expect([...bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  expect(new TextDecoder().decode(bytes.subarray(12, 16))).toBe("IHDR");
  return { bytes, width: view.getUint32(16), height: view.getUint32(20) };
}

const same = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((byte, i) => byte === b[i]);

const [firstGem, secondGem] = catalogue.filter((listing) => listing.type === "gem");
const gemPath = detailPath({ ...firstGem!, type: "gem" });
const otherGemPath = detailPath({ ...secondGem!, type: "gem" });

/** Publishes a gem of one fixed title, with the upload as its photo or none; answers its public path. */
async function publishGem(cookie: string, image: Upload | null): Promise<string> {
  const id = await storeSubmission({
    title: "Lakeside Kite Field",
    content_type: "gem",
    city: "Halifax",
    location: "Waterfront",
    ...(image ? { image_key: image.key, image_token: image.token } : {}),
  });
  const { status, body } = await trpcMutation<RouterOutputs["admin"]["submissions"]["review"]>(
    "admin.submissions.review",
    { id, status: "approved" },
    { cookie },
  );
  expect(status).toBe(200);
  return body.result!.data.public_path!;
}

const drawn = async (path: string, v: number) => (await pngOf(await fetchApp(`/og${path}.png?v=${v}`))).bytes;

describe("share images", () => {
  it("every public page names its own 1200×630 PNG, by content version, with its size and alt text", async () => {
    const v = await version();
    const html = await (await fetchApp(gemPath)).text();
    const image = `${ORIGIN}/og${gemPath}.png?v=${v}`;
    expect(html).toContain(`<meta property="og:image" content="${image}" data-edge-head>`);
    expect(html).toContain(`<meta name="twitter:image" content="${image}" data-edge-head>`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" data-edge-head>');
    expect(html).toContain('<meta property="og:image:width" content="1200" data-edge-head>');
    expect(html).toContain('<meta property="og:image:height" content="630" data-edge-head>');
    expect(html).toMatch(/<meta property="og:image:alt" content="[^"]+ - Hidden Gem in [^"]+ \| Local Hype" data-edge-head>/);
    expect(html).toContain(`data-content-version="${v}"`);
    // The home page's is /og.png; the French home page's /og/fr.png.
    expect(await (await fetchApp("/")).text()).toContain(`<meta property="og:image" content="${ORIGIN}/og.png?v=${v}" data-edge-head>`);
    expect(await (await fetchApp("/fr")).text()).toContain(`<meta property="og:image" content="${ORIGIN}/og/fr.png?v=${v}" data-edge-head>`);
  });

  it("pages that are not public content name no share image", async () => {
    for (const path of ["/login", "/admin", "/search?q=coffee", "/newsletter/preferences"]) {
      const html = await (await fetchApp(path)).text();
      expect(html, path).not.toContain("og:image");
      expect(html, path).not.toContain("twitter:image");
    }
    const { cookie } = await adminCookie();
    expect(await (await fetchApp("/admin", { headers: { cookie } })).text()).not.toContain("og:image");
  });

  it("draws a 1200×630 PNG that differs per page and per language", async () => {
    const v = await version();
    const gem = await pngOf(await fetchApp(`/og${gemPath}.png?v=${v}`));
    expect([gem.width, gem.height]).toEqual([SHARE_IMAGE_WIDTH, SHARE_IMAGE_HEIGHT]);
    const other = await pngOf(await fetchApp(`/og${otherGemPath}.png?v=${v}`));
    expect(same(gem.bytes, other.bytes)).toBe(false);
    const french = await pngOf(await fetchApp(`/og/fr${gemPath}.png?v=${v}`));
    expect([french.width, french.height]).toEqual([1200, 630]);
    expect(same(gem.bytes, french.bytes)).toBe(false);
    for (const path of [
      "/og.png",
      "/og/fr.png",
      "/og/city/Toronto.png",
      "/og/gems.png",
      "/og/best-coffee-shops.png",
      "/og/best-coffee-shops/calgary.png",
      "/og/submit.png",
    ]) {
      const { width, height } = await pngOf(await fetchApp(`${path}?v=${v}`));
      expect([width, height], path).toEqual([1200, 630]);
    }
  }, 30_000);

  it("draws a closed season's results page, its top three with their votes, and keeps it", async () => {
    // Toronto's 2025 season, closed on the real clock; nobody voted, so the ranking is the ballot's order at 0 votes.
    await env.DB.prepare("INSERT INTO award_seasons (city_slug, year, opens_at, closes_at) VALUES ('toronto', 2025, ?, ?)")
      .bind("2025-01-01T05:00:00.000Z", "2026-01-01T04:59:59.000Z")
      .run();
    const v = await version();
    const res = await fetchApp(`/og/best-coffee-shops/toronto/2025.png?v=${v}`);
    expect(res.headers.get("x-page-cache")).toBe("MISS");
    const results = await pngOf(res);
    expect([results.width, results.height]).toEqual([1200, 630]);
    const coffeeCity = await pngOf(await fetchApp(`/og/best-coffee-shops/toronto.png?v=${v}`));
    expect(same(results.bytes, coffeeCity.bytes)).toBe(false);
    // A season that does not exist has no page, and so no image.
    expect((await fetchApp(`/og/best-coffee-shops/toronto/1999.png?v=${v}`)).status).toBe(404);
  });

  it("draws a listing over its own photo (an upload in R2), and over the artwork without one", async () => {
    const { cookie } = await adminCookie();
    const withPhoto = await publishGem(cookie, await attachedImage(PNG_BYTES, freshIp()));
    const [first, second] = [await publishGem(cookie, null), await publishGem(cookie, null)];
    const v = await version();
    // The same words over the same artwork draw the same picture; the photo changes it.
    expect(same(await drawn(first, v), await drawn(second, v))).toBe(true);
    expect(same(await drawn(withPhoto, v), await drawn(first, v))).toBe(false);
  }, 30_000);

  it("uses an owner's cover photo for the listing: its share image draws it and its JSON-LD names it on our origin", async () => {
    const { cookie } = await adminCookie();
    const [withCover, without] = [await publishGem(cookie, null), await publishGem(cookie, null)];
    const listingOf = async (path: string) =>
      (await env.DB.prepare("SELECT id FROM listings WHERE slug = ?")
        .bind(path.slice(path.lastIndexOf("/") + 1))
        .first<{ id: number }>())!.id;
    const jsonLdImage = async (path: string) => {
      const html = await (await fetchApp(path)).text();
      const entity = /<script type="application\/ld\+json" data-edge-head>(.*?)<\/script>/.exec(html)![1]!;
      return (JSON.parse(entity) as { image?: string }).image;
    };
    const before = await version();
    expect(same(await drawn(withCover, before), await drawn(without, before))).toBe(true);
    expect(await jsonLdImage(withCover)).toBeUndefined();

    // Its owner adds a photo, the cover (the first one) of the listing.
    const listingId = await listingOf(withCover);
    const owner = await ownerCookie(listingId);
    const cover = await uploadImage(PNG_BYTES, freshIp());
    await caller({ cookie: owner.cookie }).owners.addPhoto({ listingId, ...cover, alt: "The kite field" });
    const v = await version();
    expect(v).toBeGreaterThan(before);
    expect(await jsonLdImage(withCover)).toBe(`${ORIGIN}/api/uploads/${cover.key}`);
    expect(await jsonLdImage(`/fr${withCover}`)).toBe(`${ORIGIN}/api/uploads/${cover.key}`);
    expect(same(await drawn(withCover, v), await drawn(without, v))).toBe(false);
    // Without a cover, the listing keeps today's picture (here: none, the artwork).
    expect(await jsonLdImage(without)).toBeUndefined();
  }, 30_000);

  it("draws the artwork for a photo with too many pixels to decode, deciding by its header", async () => {
    const { cookie } = await adminCookie();
    // 5 megapixels pass the upload limit but not the drawing one; a pixel bomb of 64 megapixels (a few
    // kilobytes) is stored as an upload from before the upload limit was.
    const large = await publishGem(cookie, await attachedImage(await blankPng(2500, 2000), freshIp()));
    const legacy = await storePendingImage(env, await blankPng(8000, 8000), "png");
    expect(await attachPendingImage(env, legacy.key, legacy.token)).toBe(true);
    const bomb = await publishGem(cookie, legacy);
    const artwork = await publishGem(cookie, null);
    const v = await version();
    expect(same(await drawn(large, v), await drawn(artwork, v))).toBe(true);
    expect(same(await drawn(bomb, v), await drawn(artwork, v))).toBe(true);
    // Below the limit the photo is drawn.
    const small = await publishGem(cookie, await attachedImage(await blankPng(2000, 2000), freshIp()));
    expect(same(await drawn(small, v), await drawn(artwork, v))).toBe(false);
  }, 30_000);

  it("keeps a drawn image in the Cache API: the second request is a hit with the same bytes", async () => {
    // The image the page names, by the version the Worker rendered it from.
    const named = /<meta property="og:image" content="http:\/\/localhost(\/og\/city\/Calgary\.png\?v=(\d+))"/.exec(
      await (await fetchApp("/city/Calgary")).text(),
    );
    const [path, v] = [named![1]!, Number(named![2])];
    const first = await fetchApp(path);
    expect(first.headers.get("x-page-cache")).toBe("MISS");
    expect(first.headers.get("cache-control")).toBe("public, max-age=86400");
    const drawn = (await pngOf(first)).bytes;
    await vi.waitFor(async () => {
      const again = await fetchApp(path);
      expect(again.headers.get("x-page-cache")).toBe("HIT");
      expect(same((await pngOf(again)).bytes, drawn)).toBe(true);
    });
    // Another version than the current one draws the current content, kept only briefly by browsers.
    const stale = await fetchApp(`/og/city/Calgary.png?v=${v + 1000}`);
    expect(stale.headers.get("cache-control")).toBe("public, max-age=60");
    expect(same((await pngOf(stale)).bytes, drawn)).toBe(true);
  });

  it("keeps a still-open season's results image for five minutes of the clock, then draws it afresh", async () => {
    await env.DB.prepare("INSERT INTO award_seasons (city_slug, year, opens_at, closes_at) VALUES ('vancouver', 2030, ?, ?)")
      .bind("2030-01-01T08:00:00.000Z", "2031-01-01T07:59:59.000Z")
      .run();
    setClock(Date.parse("2030-06-01T12:00:00.000Z"));
    const v = await version();
    const path = `/og/best-coffee-shops/vancouver/2030.png?v=${v}`;
    const first = await fetchApp(path);
    expect(first.headers.get("x-page-cache")).toBe("MISS");
    // Browsers keep it briefly: the standings move with the vote.
    expect(first.headers.get("cache-control")).toBe("public, max-age=60");
    const drawnFirst = (await pngOf(first)).bytes;
    await vi.waitFor(async () => {
      const again = await fetchApp(path);
      expect(again.headers.get("x-page-cache")).toBe("HIT");
      expect(again.headers.get("cache-control")).toBe("public, max-age=60");
      expect(same((await pngOf(again)).bytes, drawnFirst)).toBe(true);
    });
    advanceClock(4 * 60 * 1000);
    expect((await fetchApp(path)).headers.get("x-page-cache")).toBe("HIT");
    // The next period of the clock draws the standings afresh.
    advanceClock(60 * 1000);
    expect((await fetchApp(path)).headers.get("x-page-cache")).toBe("MISS");
  });

  it("limits a network's misses (RATE_LIMIT_SHARE_IMAGES) with 429; cached images are still served", async () => {
    const ip = freshIp();
    const ask = async (path: string) => {
      const ctx = createExecutionContext();
      const res = await worker.fetch(
        new Request(new URL(path, ORIGIN), { headers: { "cf-connecting-ip": ip } }),
        { ...env, RATE_LIMIT_SHARE_IMAGES: "2/600" },
        ctx,
      );
      await waitOnExecutionContext(ctx);
      return res;
    };
    const v = await version();
    const [winnipeg, regina] = [await ask(`/og/city/Winnipeg.png?v=${v}`), await ask(`/og/city/Regina.png?v=${v}`)];
    expect([winnipeg.status, regina.status]).toEqual([200, 200]);
    const refused = await ask(`/og/city/Edmonton.png?v=${v}`);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await refused.json<{ error: { message: string } }>()).error.message).toBe("Too many attempts. Please try again in 10 minutes.");
    // A hit draws nothing and is not counted.
    const cached = await ask(`/og/city/Winnipeg.png?v=${v}`);
    expect(cached.status).toBe(200);
    expect(cached.headers.get("x-page-cache")).toBe("HIT");
  });

  it("an unknown or private page has no image: 404", async () => {
    for (const path of [
      "/og/no-such-page.png",
      "/og/gems/toronto/no-such-gem.png",
      "/og/city/Atlantis.png",
      "/og/admin.png",
      "/og/login.png",
      "/og/search.png",
      "/og/gems",
    ]) {
      const res = await fetchApp(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get("content-type"), path).toContain("application/json");
      expect(res.headers.get("cross-origin-resource-policy"), path).toBe("same-origin");
    }
  });

  it("refuses a malformed request with a 400 in the page's language", async () => {
    for (const path of [
      "/og//evil.example.png",
      `/og/${"a".repeat(400)}.png`,
      "/og/gems.png?v=latest",
      "/og/gems%zz.png",
      "/og/gems'x.png",
      "/og/gems/.hidden.png",
    ]) {
      const res = await fetchApp(path);
      expect(res.status, path).toBe(400);
      const body = await res.json<{ error: { message: string } }>();
      expect(body.error.message, path).toBe("This share image address is not valid.");
    }
    const french = await fetchApp("/og/fr/gems.png?v=x");
    expect(french.status).toBe(400);
    expect((await french.json<{ error: { message: string } }>()).error.message).toBe("Cette adresse d’image de partage n’est pas valide.");
  });
});
