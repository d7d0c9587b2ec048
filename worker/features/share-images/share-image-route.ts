// GET /og/<page path>.png?v=<content version> (the home page's is /og.png): the 1200×630 share image of
// a public page, named by its og:image and twitter:image (shared/seo/share-image.ts). The page is decided
// as the edge decides it for an anonymous visitor (worker/html/edge-page.ts): a page that does not exist,
// redirects, or is not public content (admin, login, search, preferences…) has no image: 404. Drawn
// images are kept in the Cache API under the build, the content version, the page's language and path,
// as pages are (docs/share-images.md), so a miss costs one drawing per page and content version (and
// per five minutes for a still-open season's results); a network's misses are rate-limited.
// A listing's photo is drawn only when it is one of ours (an upload in R2, served at /api/uploads/<key>):
// a photo on another host is never fetched while drawing (a slow or hostile host must not hold the
// Worker, and nothing is fetched on a visitor's behalf); those pages get the artwork.
import type { Context } from "hono";
import { apiMessages } from "@shared/api/api-texts";
import { localeOfPath } from "@shared/i18n/locales";
import { shareImageRequestSchema } from "@shared/seo/share-image-schema";
import { pageOfShareImage } from "@shared/seo/share-image";
import * as clock from "@shared/time/clock";
import { currentContentVersion } from "../../cache/content-version";
import { BUILD_ID, PAGE_CACHE_HEADER } from "../../cache/page-cache";
import { refuse } from "../../http/error-envelope";
import { EMBEDDABLE_HEADERS } from "../../http/security-headers";
import { publicOrigin } from "../../http/public-origin";
import { resolveEdgePage } from "../../html/edge-page";
import { inLocale } from "../../i18n/request-locale";
import { rateLimitRefusal } from "../../rate-limit/rate-limit";
import { shareCardNode } from "./share-card";
import { SHARE_PHOTO_MAX_MEGAPIXELS } from "@shared/images/image-pixels";
import { IMAGE_KEY_PATTERN, type ImageFormat } from "@shared/images/image-upload-schema";
import { toBase64 } from "../../crypto/base64url";
import { uploadKeyOf } from "../listings/community-listings";
import { pixelProblem } from "../uploads/image-dimensions";
import { readImage } from "../uploads/image-store";

/** The image of the version the URL names never changes: browsers and link previews may keep it a day. */
const LASTING_CACHE_CONTROL = "public, max-age=86400";
/** Another version than the current one, or a results page whose standings move with the vote. */
const BRIEF_CACHE_CONTROL = "public, max-age=60";
/** The edge copy: its key changes with content, so it can live long; unused entries are evicted. */
const EDGE_CACHE_CONTROL = "public, max-age=604800";

/**
 * A still-open season's standings move with every vote, which changes no content version: its image is
 * kept for one period of the clock, named in its key, so it shows the counts as of at most that long
 * ago. A copy only ever shows what the page showed when it was drawn: when the final week starts hiding
 * the counts, the last copy holds counts from before it (public then), never a hidden week's vote.
 */
const LIVE_PERIOD_MS = 5 * 60 * 1000;
const LIVE_EDGE_CACHE_CONTROL = `public, max-age=${LIVE_PERIOD_MS / 1000}`;

const cacheKey = (origin: string, version: number, locale: string, pagePath: string) =>
  `https://share-image-cache.invalid/${BUILD_ID}/${version}/${locale}/${encodeURIComponent(origin)}${pagePath}`;

export async function shareImage(c: Context<{ Bindings: Env }>): Promise<Response> {
  const url = new URL(c.req.url);
  const pagePath = pageOfShareImage(url.pathname);
  if (pagePath === null) return refuse(c, "NOT_FOUND", apiMessages, "notFound");
  // The image speaks its page's language (a French page's image is French), whatever the /og path says.
  const locale = localeOfPath(pagePath);
  return inLocale(locale, async () => {
    const parsed = shareImageRequestSchema.safeParse({ path: pagePath, v: url.searchParams.get("v") ?? undefined });
    if (!parsed.success) return refuse(c, "BAD_REQUEST", apiMessages, "invalidShareImage");
    const origin = publicOrigin(c.env, url);
    const version = await currentContentVersion(c.env.DB);
    const current = parsed.data.v === String(version);
    const key = cacheKey(origin, version, locale, pagePath);
    const liveKey = `${key}?period=${Math.floor(clock.nowMs() / LIVE_PERIOD_MS)}`;
    const cache = caches.default;
    const lasting = await cache.match(key);
    const hit = lasting ?? (await cache.match(liveKey));
    if (hit) return png(hit.body, current && lasting ? LASTING_CACHE_CONTROL : BRIEF_CACHE_CONTROL, "HIT");

    // Drawing costs tens of milliseconds of CPU: a network's misses are limited.
    const refusal = await rateLimitRefusal(c, "shareImages");
    if (refusal) return refusal;
    // As an anonymous visitor sees it: no cookie of this request reaches the page's queries.
    const pageUrl = new URL(pagePath, url.origin);
    const page = await resolveEdgePage(pageUrl, c.env, new Request(pageUrl));
    if (page.kind === "redirect" || page.status !== 200 || "noindex" in page.meta) return refuse(c, "NOT_FOUND", apiMessages, "notFound");
    const photo = await ourPhoto(c.env.UPLOADS, page.meta.image, origin);
    // The renderer (satori, resvg and their WebAssembly) loads with the first image, not with the Worker.
    const { renderPng } = await import("./render-png");
    const bytes = await renderPng(shareCardNode(page.meta.share, photo));
    const live = page.live === true;
    c.executionCtx.waitUntil(cache.put(live ? liveKey : key, png(bytes, live ? LIVE_EDGE_CACHE_CONTROL : EDGE_CACHE_CONTROL, "MISS")));
    return png(bytes, current && !live ? LASTING_CACHE_CONTROL : BRIEF_CACHE_CONTROL, "MISS");
  });
}

function png(body: BodyInit | null, cacheControl: string, how: "HIT" | "MISS"): Response {
  return new Response(body, {
    headers: {
      "Content-Type": "image/png",
      "Cache-Control": cacheControl,
      [PAGE_CACHE_HEADER]: how,
      "X-Content-Type-Options": "nosniff",
      ...EMBEDDABLE_HEADERS,
    },
  });
}

/** resvg decodes the photo on every miss: larger uploads get the artwork, keeping a miss cheap. */
export const SHARE_PHOTO_MAX_BYTES = 3 * 1024 * 1024;

/** What resvg draws (a GIF upload gets the artwork). */
const DRAWN_TYPES: Readonly<Partial<Record<ImageFormat, string>>> = { png: "image/png", jpg: "image/jpeg" };

/**
 * The photo as a data: URL, or null: not ours, not found, too large (in bytes, or in pixels by its
 * header, before anything decodes it) or not PNG/JPEG.
 */
export async function ourPhoto(bucket: R2Bucket, image: string | undefined, origin: string): Promise<string | null> {
  if (!image) return null;
  const url = new URL(image, origin);
  const key = url.origin === origin ? uploadKeyOf(url.pathname) : null;
  if (key === null) return null;
  const format = key.slice(key.lastIndexOf(".") + 1) as ImageFormat;
  const type = DRAWN_TYPES[format];
  if (!IMAGE_KEY_PATTERN.test(key) || !type) return null;
  const object = await readImage(bucket, key);
  if (!object) return null;
  if (object.size > SHARE_PHOTO_MAX_BYTES) {
    await object.body.cancel();
    return null;
  }
  const bytes = new Uint8Array(await object.arrayBuffer());
  if (pixelProblem(bytes, format, SHARE_PHOTO_MAX_MEGAPIXELS)) return null;
  return `data:${type};base64,${toBase64(bytes)}`;
}
