// POST/GET /api/uploads against the real R2 simulation: formats are sniffed from the bytes, sizes and
// origins are enforced, and stored images come back unchanged.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { IMAGE_KEY_PATTERN, IMAGE_MAX_BYTES } from "@shared/schemas/image-upload";
import { adminCookie } from "./account-helpers";
import type { ErrorEnvelope } from "@worker/http/error-envelope";
import { fetchApp } from "./fetch-app";
import { GIF_BYTES, JPEG_BYTES, PNG_BYTES, postUpload } from "./upload-helpers";

let lastIp = 0;
const freshIp = () => `192.0.2.${++lastIp}`;

async function storedCount() {
  return (await env.UPLOADS.list()).objects.length;
}

type Refusal = ErrorEnvelope;

describe("POST /api/uploads", () => {
  it.each([
    ["PNG", PNG_BYTES, "png", "image/png"],
    ["JPEG", JPEG_BYTES, "jpg", "image/jpeg"],
    ["GIF", GIF_BYTES, "gif", "image/gif"],
  ] as const)("stores a %s and serves it back unchanged", async (_name, bytes, ext, contentType) => {
    const res = await postUpload(bytes, { "cf-connecting-ip": freshIp() });
    expect(res.status).toBe(201);
    const { key } = await res.json<{ key: string }>();
    expect(key).toMatch(IMAGE_KEY_PATTERN);
    expect(key.endsWith(`.${ext}`)).toBe(true);

    // Unreviewed images are shown to admins only (see "GET /api/uploads/:key" below).
    const image = await fetchApp(`/api/uploads/${key}`, { headers: { cookie: (await adminCookie()).cookie } });
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe(contentType);
    expect(image.headers.get("x-content-type-options")).toBe("nosniff");
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(bytes);
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
    const atLimit = new Uint8Array(IMAGE_MAX_BYTES);
    atLimit.set(PNG_BYTES);
    expect((await postUpload(atLimit, { "cf-connecting-ip": freshIp() })).status).toBe(201);

    const before = await storedCount();
    const overLimit = new Uint8Array(IMAGE_MAX_BYTES + 1);
    overLimit.set(PNG_BYTES);
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

  it("is rate limited per client", async () => {
    const ip = "192.0.2.250";
    for (let i = 0; i < 5; i++) expect((await postUpload(PNG_BYTES, { "cf-connecting-ip": ip })).status).toBe(201);
    const before = await storedCount();
    const res = await postUpload(PNG_BYTES, { "cf-connecting-ip": ip });
    expect(res.status).toBe(429);
    expect((await res.json<Refusal>()).error.message).toBe("Too many attempts. Please try again in 1 minute.");
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
