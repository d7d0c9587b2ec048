// Over HTTP: uploads are a Hono route (multipart bodies, origins, sizes), and a submission refers to them.
// POST/GET /api/uploads against the real R2 simulation: formats are sniffed from the bytes, an image
// must end at its end marker, sizes and origins are enforced, uploads wait under pending/ for the
// submission that presents their token, the cron deletes those left unattached, and stored images come
// back unchanged under their own strict CSP.
import { createScheduledController, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { IMAGE_KEY_PATTERN, IMAGE_MAX_BYTES, UPLOAD_TOKEN_PATTERN } from "@shared/images/image-upload-schema";
import { endsAtImageEnd } from "@worker/features/uploads/image-parts";
import worker from "@worker/index";
import { makeSubmissionInput } from "../unit/factories";
import { adminCookie } from "./account-helpers";
import type { ErrorEnvelope } from "@worker/http/error-envelope";
import { fetchApp, trpcMutation } from "./fetch-app";
import { GIF_BYTES, JPEG_BYTES, PNG_BYTES, blankPng, postUpload, uploadImage } from "./upload-helpers";

let lastIp = 0;
const freshIp = () => `192.0.2.${++lastIp}`;

async function storedCount() {
  return (await env.UPLOADS.list()).objects.length;
}

/** A well-formed PNG of exactly `size` bytes: the test PNG with a private ancillary chunk of padding. */
function pngOfSize(size: number): Uint8Array {
  const headerEnd = 8 + 25; // signature, IHDR chunk
  const padding = size - PNG_BYTES.length - 12;
  const png = new Uint8Array(size);
  png.set(PNG_BYTES.subarray(0, headerEnd));
  const view = new DataView(png.buffer);
  view.setUint32(headerEnd, padding);
  png.set(new TextEncoder().encode("prVt"), headerEnd + 4);
  png.set(PNG_BYTES.subarray(headerEnd), headerEnd + 12 + padding);
  return png;
}

type Refusal = ErrorEnvelope;

describe("POST /api/uploads", () => {
  it.each([
    ["PNG", PNG_BYTES, "png", "image/png"],
    ["JPEG", JPEG_BYTES, "jpg", "image/jpeg"],
    ["GIF", GIF_BYTES, "gif", "image/gif"],
  ] as const)("stores a %s pending, and once a submission attaches it serves it back unchanged", async (_name, bytes, ext, contentType) => {
    const res = await postUpload(bytes, { "cf-connecting-ip": freshIp() });
    expect(res.status).toBe(201);
    const { key, token } = await res.json<{ key: string; token: string }>();
    expect(key).toMatch(IMAGE_KEY_PATTERN);
    expect(key.endsWith(`.${ext}`)).toBe(true);
    expect(token).toMatch(UPLOAD_TOKEN_PATTERN);
    expect(await env.UPLOADS.head(`pending/${key}`)).not.toBeNull();
    const admin = (await adminCookie()).cookie;
    // Pending: not served to anyone, admins included (no submission refers to it yet).
    expect((await fetchApp(`/api/uploads/${key}`, { headers: { cookie: admin } })).status).toBe(404);

    const submitted = await trpcMutation("submissions.create", makeSubmissionInput({ image_key: key, image_token: token }), {
      "cf-connecting-ip": freshIp(),
    });
    expect(submitted.status).toBe(200);

    // Unreviewed images are shown to admins only (see "GET /api/uploads/:key" below).
    const image = await fetchApp(`/api/uploads/${key}`, { headers: { cookie: admin } });
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe(contentType);
    expect(image.headers.get("x-content-type-options")).toBe("nosniff");
    // The route's own policy, not the site-wide one the security headers would otherwise write over it.
    expect(image.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(bytes);
  });

  it.each([
    ["PNG", PNG_BYTES],
    ["JPEG", JPEG_BYTES],
    ["GIF", GIF_BYTES],
  ] as const)("refuses a %s with anything after its end marker (an image + HTML polyglot), and a truncated one", async (_name, bytes) => {
    const before = await storedCount();
    const html = new TextEncoder().encode("<html><script>alert(document.domain)</script></html>");
    for (const body of [new Uint8Array([...bytes, ...html]), new Uint8Array([...bytes, 0]), bytes.slice(0, bytes.length - 1)]) {
      const res = await postUpload(body, { "cf-connecting-ip": freshIp() });
      expect(res.status).toBe(400);
      const refusal = await res.json<Refusal>();
      expect(refusal.error.data.code).toBe("BAD_REQUEST");
      expect(refusal.error.message).toBe("This image is damaged or has extra data after its end. Please save it again as PNG, JPG or GIF.");
    }
    expect(await storedCount()).toBe(before);
  });

  it("walks each format's structure, not a search for the marker bytes", () => {
    expect(endsAtImageEnd(PNG_BYTES, "png")).toBe(true);
    expect(endsAtImageEnd(JPEG_BYTES, "jpg")).toBe(true);
    expect(endsAtImageEnd(GIF_BYTES, "gif")).toBe(true);
    // A signature followed by HTML that merely ends with the marker bytes is not an image.
    const fakeEnd = (head: Uint8Array, tail: number[]) => new Uint8Array([...head, ...new TextEncoder().encode("<html></html>"), ...tail]);
    expect(endsAtImageEnd(fakeEnd(PNG_BYTES.slice(0, 8), [0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]), "png")).toBe(false);
    expect(endsAtImageEnd(fakeEnd(JPEG_BYTES.slice(0, 2), [0xff, 0xd9]), "jpg")).toBe(false);
    expect(endsAtImageEnd(fakeEnd(GIF_BYTES.slice(0, 6), [0x3b]), "gif")).toBe(false);
  });

  describe("pixel limits, read from the header", () => {
    /** The test image with its header saying `width` × `height` (nothing decodes it at upload). */
    const sized = (bytes: Uint8Array, at: number, write: (view: DataView) => void) => {
      const copy = bytes.slice();
      write(new DataView(copy.buffer, at));
      return copy;
    };
    const png = (width: number, height: number) => sized(PNG_BYTES, 16, (view) => (view.setUint32(0, width), view.setUint32(4, height)));
    const jpeg = (width: number, height: number) => sized(JPEG_BYTES, 632 + 5, (view) => (view.setUint16(0, height), view.setUint16(2, width)));
    const gif = (width: number, height: number) => sized(GIF_BYTES, 6, (view) => (view.setUint16(0, width, true), view.setUint16(2, height, true)));

    async function refusal(body: Uint8Array, headers: Record<string, string> = {}): Promise<string> {
      const before = await storedCount();
      const res = await postUpload(body, { "cf-connecting-ip": freshIp(), ...headers });
      expect(res.status).toBe(400);
      const refused = await res.json<Refusal>();
      expect(refused.error.data.code).toBe("BAD_REQUEST");
      expect(await storedCount()).toBe(before);
      return refused.error.message;
    }

    it("refuses a pixel bomb: a 8000×8000 PNG of a few kilobytes, and JPEG and GIF headers as large", async () => {
      const bomb = await blankPng(8000, 8000);
      expect(bomb.length).toBeLessThan(20_000);
      const tooMany = "Images must be at most 40 megapixels. Please save a smaller copy.";
      expect(await refusal(bomb)).toBe(tooMany);
      expect(await refusal(jpeg(8000, 8000))).toBe(tooMany);
      expect(await refusal(gif(65535, 65535))).toBe(tooMany);
      // A GIF frame reaching past a small logical screen counts too.
      const wideFrame = sized(GIF_BYTES, 27 + 1, (view) => [30000, 30000, 20000, 20000].forEach((value, i) => view.setUint16(i * 2, value, true)));
      expect(await refusal(wideFrame)).toBe(tooMany);
      expect(await refusal(bomb, { "x-locale": "fr" })).toBe(
        "Les images ne doivent pas dépasser 40\u00a0mégapixels. Veuillez en enregistrer une copie plus petite.",
      );
    });

    it("accepts exactly 40 megapixels and 10:1, refuses one row or column more", async () => {
      for (const body of [png(8000, 5000), jpeg(5000, 8000), png(1000, 100), jpeg(100, 1000), gif(100, 1000)]) {
        expect((await postUpload(body, { "cf-connecting-ip": freshIp() })).status).toBe(201);
      }
      expect(await refusal(png(8000, 5001))).toBe("Images must be at most 40 megapixels. Please save a smaller copy.");
      const strip = "Images must be at most 10 times as wide as they are tall, or as tall as they are wide.";
      expect(await refusal(png(1001, 100))).toBe(strip);
      expect(await refusal(jpeg(100, 1001))).toBe(strip);
      expect(await refusal(gif(1, 11))).toBe(strip);
      expect(await refusal(png(1001, 100), { "x-locale": "fr" })).toBe(
        "Une image ne doit pas être plus de 10 fois plus large que haute, ni plus haute que large.",
      );
    });

    it("refuses an image whose header gives no size", async () => {
      expect(await refusal(png(0, 10))).toBe("This image is damaged or has extra data after its end. Please save it again as PNG, JPG or GIF.");
      // A JPEG without a start-of-frame segment.
      const noFrame = new Uint8Array([...JPEG_BYTES.subarray(0, 632), ...JPEG_BYTES.subarray(632 + 19)]);
      expect(await refusal(noFrame)).toBe("This image is damaged or has extra data after its end. Please save it again as PNG, JPG or GIF.");
    });
  });

  it("decides the format from the bytes, not the declared type", async () => {
    const before = await storedCount();
    const text = new TextEncoder().encode("<svg onload=alert(1)>not an image</svg>");
    const res = await postUpload(text, { "content-type": "image/png", "cf-connecting-ip": freshIp() });
    expect(res.status).toBe(415);
    const body = await res.json<Refusal>();
    expect(body.error.data.code).toBe("UNSUPPORTED_MEDIA_TYPE");
    expect(body.error.message).toBe("Images must be PNG, JPG or GIF.");
    expect(await storedCount()).toBe(before);

    // And a real PNG sent with a misleading type is still stored as a PNG.
    const png = await postUpload(PNG_BYTES, { "content-type": "text/plain", "cf-connecting-ip": freshIp() });
    expect((await png.json<{ key: string }>()).key.endsWith(".png")).toBe(true);
  });

  it("accepts exactly 10 MB and refuses one byte more", async () => {
    const atLimit = pngOfSize(IMAGE_MAX_BYTES);
    expect(endsAtImageEnd(atLimit, "png")).toBe(true);
    expect((await postUpload(atLimit, { "cf-connecting-ip": freshIp() })).status).toBe(201);

    const before = await storedCount();
    const overLimit = pngOfSize(IMAGE_MAX_BYTES + 1);
    const res = await postUpload(overLimit, { "cf-connecting-ip": freshIp() });
    expect(res.status).toBe(413);
    const body = await res.json<Refusal>();
    expect(body.error.data.code).toBe("PAYLOAD_TOO_LARGE");
    expect(body.error.message).toBe("Images must be 10MB or smaller.");
    expect(await storedCount()).toBe(before);
  });

  it("refuses an oversized body sent without a Content-Length (streamed)", async () => {
    const before = await storedCount();
    const chunk = new Uint8Array(1024 * 1024);
    chunk.set(PNG_BYTES);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ > 10) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const res = await postUpload(stream, { "cf-connecting-ip": freshIp() });
    expect(res.status).toBe(413);
    expect(await storedCount()).toBe(before);
  });

  it("refuses an empty body", async () => {
    const res = await postUpload(new Uint8Array(0), { "cf-connecting-ip": freshIp() });
    expect(res.status).toBe(400);
  });

  it("refuses uploads from another site or without an Origin", async () => {
    const before = await storedCount();
    expect((await postUpload(PNG_BYTES, { origin: "https://evil.example" })).status).toBe(403);
    const noOrigin = await fetchApp("/api/uploads", { method: "POST", body: PNG_BYTES });
    expect(noOrigin.status).toBe(403);
    expect(await storedCount()).toBe(before);
  });

  it("is rate limited per client: past the allowance it asks for the bot challenge", async () => {
    const ip = "192.0.2.250";
    for (let i = 0; i < 5; i++) expect((await postUpload(PNG_BYTES, { "cf-connecting-ip": ip })).status).toBe(201);
    const before = await storedCount();
    const res = await postUpload(PNG_BYTES, { "cf-connecting-ip": ip });
    expect(res.status).toBe(428);
    expect((await res.json<Refusal>()).error.message).toBe("Too many attempts from your network. Please complete the verification to continue.");
    expect(await storedCount()).toBe(before);
  });
});

describe("GET /api/uploads/:key", () => {
  it("answers 404 for an unknown key and for anything that is not an upload key", async () => {
    expect((await fetchApp(`/api/uploads/${crypto.randomUUID()}.png`)).status).toBe(404);
    expect((await fetchApp("/api/uploads/..%2F..%2Fwrangler.toml")).status).toBe(404);
    expect((await fetchApp("/api/uploads/index.html")).status).toBe(404);
  });
});

describe("unattached uploads", () => {
  const HOUR = 60 * 60 * 1000;

  async function runCron(scheduledTime: number) {
    await worker.scheduled(createScheduledController({ scheduledTime, cron: "17 * * * *" }), env);
  }

  it("the cron deletes pending uploads 24 h after upload, and never an attached image", async () => {
    const pending = await uploadImage(GIF_BYTES, freshIp());
    const attached = await uploadImage(PNG_BYTES, freshIp());
    const submitted = await trpcMutation("submissions.create", makeSubmissionInput({ image_key: attached.key, image_token: attached.token }), {
      "cf-connecting-ip": freshIp(),
    });
    expect(submitted.status).toBe(200);
    const now = Date.now();

    await runCron(now + 23 * HOUR);
    expect(await env.UPLOADS.head(`pending/${pending.key}`)).not.toBeNull();

    await runCron(now + 25 * HOUR);
    expect(await env.UPLOADS.head(`pending/${pending.key}`)).toBeNull();
    expect(await env.UPLOADS.head(attached.key)).not.toBeNull();
    // Too late: the token has nothing left to attach.
    const late = await trpcMutation("submissions.create", makeSubmissionInput({ image_key: pending.key, image_token: pending.token }), {
      "cf-connecting-ip": freshIp(),
    });
    expect(late.status).toBe(400);
    expect(late.body.error?.message).toBe("The uploaded image was not found. Please choose it again.");
  });

  it("the cron pages through more pending uploads than one listing holds", async () => {
    const keys = Array.from({ length: 1005 }, () => `pending/${crypto.randomUUID()}.gif`);
    await Promise.all(keys.map((key) => env.UPLOADS.put(key, GIF_BYTES)));
    await runCron(Date.now() + 25 * HOUR);
    expect((await env.UPLOADS.list({ prefix: "pending/" })).objects).toHaveLength(0);
  }, 60_000);
});
