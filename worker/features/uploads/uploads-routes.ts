// Image uploads for submissions, as a plain Hono sub-app (tRPC carries JSON; images are raw bytes).
//   POST /api/uploads       body = the image bytes → 201 { key }   (same-origin, ≤ 10 MB, PNG/JPG/GIF)
//   GET  /api/uploads/:key  the stored image: to admins (for review), and to anyone once its submission
//                           is published. Anything else is 404, so the bucket cannot serve as free hosting
//                           for images nobody has reviewed.
// The format is decided by sniffing the bytes, never by the file name or Content-Type a client sends.
// Refusals use the same envelope as the API guards, so the web app reads them one way.
import { TRPCError } from "@trpc/server";
import { Hono, type Context as HonoContext } from "hono";
import { bodyLimit } from "hono/body-limit";
import { validationMessages } from "@shared/messages/validation";
import {
  IMAGE_KEY_PATTERN,
  IMAGE_MAX_BYTES,
  IMAGE_SNIFF_BYTES,
  sniffImageFormat,
  type UploadAnswer,
  type UploadRefusal,
} from "@shared/schemas/image-upload";
import { requireSameOrigin } from "../../http/api-guards";
import { enforceRateLimit } from "../../rate-limit/enforce-rate-limit";
import { createContext } from "../../trpc/context";
import { isPublishedImage } from "../listings/published-listings";
import { readImage, storeImage } from "./image-store";

type RefusalCode = "BAD_REQUEST" | "NOT_FOUND" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "TOO_MANY_REQUESTS";
const STATUS: Record<RefusalCode, 400 | 404 | 413 | 415 | 429> = {
  BAD_REQUEST: 400,
  NOT_FOUND: 404,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
};

function refuse(c: HonoContext, code: RefusalCode, message: string) {
  const httpStatus = STATUS[code];
  return c.json<UploadRefusal>({ error: { message, data: { code, httpStatus } } }, httpStatus);
}

export const uploadsRoutes = new Hono<{ Bindings: Env }>();

uploadsRoutes.post(
  "/",
  requireSameOrigin,
  bodyLimit({
    maxSize: IMAGE_MAX_BYTES,
    onError: (c) => refuse(c, "PAYLOAD_TOO_LARGE", validationMessages.imageSize),
  }),
  async (c) => {
    try {
      await enforceRateLimit(createContext(c.env, c.req.raw, new Headers()), "uploads");
    } catch (error) {
      if (error instanceof TRPCError && error.code === "TOO_MANY_REQUESTS") {
        return refuse(c, "TOO_MANY_REQUESTS", error.message);
      }
      throw error;
    }
    const bytes = await c.req.arrayBuffer();
    if (bytes.byteLength === 0) return refuse(c, "BAD_REQUEST", validationMessages.imageEmpty);
    const format = sniffImageFormat(new Uint8Array(bytes, 0, Math.min(bytes.byteLength, IMAGE_SNIFF_BYTES)));
    if (!format) return refuse(c, "UNSUPPORTED_MEDIA_TYPE", validationMessages.imageType);
    const key = await storeImage(c.env.UPLOADS, bytes, format);
    return c.json<UploadAnswer>({ key }, 201);
  },
);

uploadsRoutes.get("/:key", async (c) => {
  const key = c.req.param("key");
  if (!IMAGE_KEY_PATTERN.test(key)) return refuse(c, "NOT_FOUND", "Image not found.");
  const ctx = createContext(c.env, c.req.raw, new Headers());
  const published = await isPublishedImage(ctx.db, key);
  if (!published && !(await ctx.getSession())?.roles.includes("admin")) return refuse(c, "NOT_FOUND", "Image not found.");
  const image = await readImage(c.env.UPLOADS, key);
  if (!image) return refuse(c, "NOT_FOUND", "Image not found.");
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
