// Image uploads for submissions, as a plain Hono sub-app (tRPC carries JSON; images are raw bytes).
//   POST /api/uploads      the image bytes → 201 { key, token }: same-origin, ≤ 10 MB, PNG/JPG/GIF sniffed
//                          from the bytes (never the name or Content-Type), size read from the header;
//                          stored without metadata, pending until a submission presents the token
//                          (image-store.ts), deleted after 24 h otherwise.
//   GET  /api/uploads/:key the image, to admins, and to anyone once its submission (or review) is published; anything
//                          else is 404, so the bucket is no free hosting for unreviewed images.
// Refusals use the API guards' envelope (worker/http/error-envelope.ts).
import { mayUseArea } from "@shared/people/staff-roles";
import { Hono } from "hono";
import { apiMessages } from "@shared/api/api-texts";
import { validationMessages } from "@shared/forms/validation-texts";
import { IMAGE_MAX_ASPECT_RATIO, IMAGE_MAX_MEGAPIXELS } from "@shared/images/image-pixels";
import { IMAGE_KEY_PATTERN, IMAGE_MAX_BYTES, IMAGE_SNIFF_BYTES, sniffImageFormat, type UploadAnswer } from "@shared/images/image-upload-schema";
import { createDb } from "../../db/client";
import { requireSameOrigin } from "../../http/api-guards";
import { limitBody } from "../../http/body-limit";
import { refuse } from "../../http/error-envelope";
import { rateLimitRoute } from "../../rate-limit/rate-limit";
import { loadSession } from "../auth/session";
import { isPublishedImage } from "../listings/community-listings";
import { isPublishedReviewPhoto } from "../reviews/review-photos";
import { withoutMetadata } from "./image-metadata";
import { pixelProblem } from "./image-dimensions";
import { endsAtImageEnd } from "./image-parts";
import { readImage, storePendingImage } from "./image-store";

export const uploadsRoutes = new Hono<{ Bindings: Env }>();

uploadsRoutes.post(
  "/",
  requireSameOrigin,
  limitBody({
    maxSize: IMAGE_MAX_BYTES,
    onError: (c) => refuse(c, "PAYLOAD_TOO_LARGE", validationMessages, "imageSize"),
  }),
  rateLimitRoute("uploads"),
  async (c) => {
    const bytes = await c.req.arrayBuffer();
    if (bytes.byteLength === 0) return refuse(c, "BAD_REQUEST", validationMessages, "imageEmpty");
    const format = sniffImageFormat(new Uint8Array(bytes, 0, Math.min(bytes.byteLength, IMAGE_SNIFF_BYTES)));
    if (!format) return refuse(c, "UNSUPPORTED_MEDIA_TYPE", validationMessages, "imageType");
    // Nothing may follow the image: an image glued to HTML or a script is refused (a polyglot).
    if (!endsAtImageEnd(new Uint8Array(bytes), format)) return refuse(c, "BAD_REQUEST", validationMessages, "imageTrailingData");
    // Too many pixels for anything to decode safely (a small file can declare 8000×8000), or a strip.
    const pixels = pixelProblem(new Uint8Array(bytes), format);
    if (pixels === "pixels") return refuse(c, "BAD_REQUEST", validationMessages, "imagePixels", { megapixels: IMAGE_MAX_MEGAPIXELS });
    if (pixels === "aspect") return refuse(c, "BAD_REQUEST", validationMessages, "imageAspect", { ratio: IMAGE_MAX_ASPECT_RATIO });
    if (pixels) return refuse(c, "BAD_REQUEST", validationMessages, "imageTrailingData");
    // Stored without its metadata (GPS position, camera, comments): what anyone is ever served.
    const clean = withoutMetadata(new Uint8Array(bytes), format);
    if (!clean) return refuse(c, "BAD_REQUEST", validationMessages, "imageTrailingData");
    const { key, token } = await storePendingImage(c.env, clean, format);
    return c.json<UploadAnswer>({ key, token }, 201);
  },
);

uploadsRoutes.get("/:key", async (c) => {
  const key = c.req.param("key");
  if (!IMAGE_KEY_PATTERN.test(key)) return refuse(c, "NOT_FOUND", apiMessages, "imageNotFound");
  const db = createDb(c.env.DB);
  // A listing's published image, or a photo of a published review (a held, hidden or deleted one's is nobody's).
  const published = (await isPublishedImage(db, key)) || (await isPublishedReviewPhoto(db, key));
  // Unreviewed images are for whoever works the review queue.
  if (!published && !mayUseArea((await loadSession(c.env, db, c.req.raw))?.roles ?? [], "submissions")) {
    return refuse(c, "NOT_FOUND", apiMessages, "imageNotFound");
  }
  const image = await readImage(c.env.UPLOADS, key);
  if (!image) return refuse(c, "NOT_FOUND", apiMessages, "imageNotFound");
  const headers = new Headers();
  image.writeHttpMetadata(headers);
  headers.set("etag", image.httpEtag);
  // Keys are random and never reused, so the bytes never change: a published image may be kept a long
  // time (privately: rejecting it later must not leave it in shared caches); an unreviewed one, not at all.
  headers.set("cache-control", published ? "private, max-age=31536000, immutable" : "private, no-store");
  // An image response must never be treated as a document that could run anything.
  headers.set("content-security-policy", "default-src 'none'; sandbox");
  return new Response(image.body, { headers });
});
