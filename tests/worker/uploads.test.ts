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
import { blankPng, GIF_BYTES, JPEG_BYTES, PNG_BYTES, postUpload, uploadImage } from "./upload-helpers";
import exifr from "exifr";
import { PENDING_PREFIX } from "@worker/features/uploads/image-store";

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

describe("what an upload keeps", () => {
  // Uploads lose their metadata before they are stored: a phone's JPEG with its GPS position, camera and
  // XMP, a PNG with text and EXIF chunks, a GIF with a comment and XMP. Read back with exifr (a maintained
  // EXIF reader), not with our own parser; the parts that draw the image stay byte for byte.
  const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));
  const concat = (...pieces: (Uint8Array | number[])[]) => Uint8Array.from(pieces.flatMap((piece) => [...piece]));

  /** A big-endian TIFF: IFD0 with Orientation and a GPS IFD at Toronto (43°39′N, 79°23′W). */
  function exifTiff(orientation: number): number[] {
    const bytes = new Uint8Array(140);
    const view = new DataView(bytes.buffer);
    bytes.set(ascii("MM"), 0);
    view.setUint16(2, 42);
    view.setUint32(4, 8);
    const entry = (at: number, tag: number, type: number, count: number, value: number) => {
      view.setUint16(at, tag);
      view.setUint16(at + 2, type);
      view.setUint32(at + 4, count);
      if (type === 3) view.setUint16(at + 8, value);
      else view.setUint32(at + 8, value);
    };
    view.setUint16(8, 2);
    entry(10, 0x0112, 3, 1, orientation);
    entry(22, 0x8825, 4, 1, 38); // GPSInfo → the GPS IFD
    view.setUint16(38, 4);
    entry(40, 0x0001, 2, 2, 0);
    bytes.set(ascii("N\0"), 48);
    entry(52, 0x0002, 5, 3, 92);
    entry(64, 0x0003, 2, 2, 0);
    bytes.set(ascii("W\0"), 72);
    entry(76, 0x0004, 5, 3, 116);
    [43, 1, 39, 1, 0, 1, 79, 1, 23, 1, 0, 1].forEach((value, i) => view.setUint32(92 + i * 4, value));
    return [...bytes];
  }

  const segment = (marker: number, payload: number[]) => [0xff, marker, (payload.length + 2) >> 8, (payload.length + 2) & 0xff, ...payload];

  /** A phone-like JPEG: EXIF (orientation 6, GPS), XMP and a comment after the JFIF header. */
  function phoneJpeg(): Uint8Array {
    const jfifEnd = 2 + 18; // SOI, APP0 (16 bytes + marker)
    return concat(
      JPEG_BYTES.subarray(0, jfifEnd),
      segment(0xe1, [...ascii("Exif\0\0"), ...exifTiff(6)]),
      segment(0xe1, ascii('http://ns.adobe.com/xap/1.0/\0<x:xmpmeta><rdf:Description exif:GPSLatitude="43,39N"/></x:xmpmeta>')),
      segment(0xfe, ascii("Taken by Ada at 12 Elm St")),
      JPEG_BYTES.subarray(jfifEnd),
    );
  }

  async function stored(bytes: Uint8Array, ip: string): Promise<Uint8Array> {
    const { key } = await uploadImage(bytes, ip);
    const object = await env.UPLOADS.get(`${PENDING_PREFIX}${key}`);
    return new Uint8Array(await object!.arrayBuffer());
  }

  const text = (bytes: Uint8Array) => String.fromCharCode(...bytes);

  describe("uploads are stored without metadata", () => {
    it("a JPEG loses its GPS position, XMP and comment, keeps its orientation, colour profile and pixels", async () => {
      const photo = phoneJpeg();
      // The fixture is what a phone sends: exifr reads its position.
      expect(await exifr.gps(photo)).toMatchObject({ latitude: 43.65, longitude: -79.38333333333334 });
      const kept = await stored(photo, "203.0.113.71");
      expect(await exifr.gps(kept)).toBeUndefined();
      expect(await exifr.orientation(kept)).toBe(6);
      expect(text(kept)).not.toMatch(/xmpmeta|Ada|Elm St/);
      expect(text(kept)).toContain("ICC_PROFILE");
      // Everything after the metadata (tables, frame, scan) is the original's, byte for byte.
      const original = JPEG_BYTES.subarray(20);
      expect(kept.subarray(kept.length - original.length)).toEqual(original);
    });

    it("a JPEG without orientation gets no EXIF block at all", async () => {
      const kept = await stored(
        concat(JPEG_BYTES.subarray(0, 20), segment(0xe1, [...ascii("Exif\0\0"), ...exifTiff(1)]), JPEG_BYTES.subarray(20)),
        "203.0.113.72",
      );
      expect(kept).toEqual(JPEG_BYTES);
    });

    it("a JPEG with an MPF gain map after its EOI is accepted, stored as the primary image alone", async () => {
      // A phone's HDR photo: an APP2 "MPF" index, the primary's EOI, then the gain map (a complete JPEG).
      const mpf = segment(0xe2, [...ascii("MPF\0"), ...ascii("MM"), 0, 0x2a, 0, 0, 0, 8, 0, 0]);
      const gainMap = concat(
        JPEG_BYTES.subarray(0, 20),
        segment(0xe1, ascii("http://ns.adobe.com/xap/1.0/\0<hdrgm:Version>1.0")),
        JPEG_BYTES.subarray(20),
      );
      const photo = concat(JPEG_BYTES.subarray(0, 20), mpf, JPEG_BYTES.subarray(20), gainMap);
      expect(await stored(photo, "203.0.113.75")).toEqual(JPEG_BYTES);
      // Only complete JPEGs may follow, and only an image with an MPF index: anything else is still a polyglot.
      const html = ascii("<html><script>alert(1)</script></html>");
      for (const [body, ip] of [
        [concat(photo, html), "203.0.113.76"],
        [concat(JPEG_BYTES.subarray(0, 20), mpf, JPEG_BYTES.subarray(20), html), "203.0.113.77"],
        [concat(JPEG_BYTES, gainMap), "203.0.113.78"],
        [concat(JPEG_BYTES.subarray(0, 20), mpf, JPEG_BYTES.subarray(20), gainMap.subarray(0, gainMap.length - 1)), "203.0.113.79"],
      ] as const) {
        const res = await postUpload(body, { "cf-connecting-ip": ip });
        expect(res.status).toBe(400);
      }
    });

    it("a PNG keeps only the chunks that draw it: GPS in zxIf, C2PA in caBX, text, EXIF and time are gone", async () => {
      const chunk = (type: string, data: number[]) => [0, 0, 0, data.length, ...ascii(type), ...data, 0, 0, 0, 0];
      const ihdrEnd = 8 + 25;
      const drawing = [chunk("gAMA", [0, 0, 0xb1, 0x8f]), chunk("sRGB", [0]), chunk("pHYs", [0, 0, 0x0b, 0x13, 0, 0, 0x0b, 0x13, 1])];
      const metadata = [
        chunk("eXIf", exifTiff(1)),
        chunk("zxIf", [...ascii("GPS 43.65N 79.38W"), ...exifTiff(1)]),
        chunk("caBX", ascii("c2pa.manifest: Ada's phone")),
        chunk("tEXt", ascii("Author\0Ada Lovelace")),
        chunk("iTXt", ascii("Location\0\0\0\0\0 at 12 Elm St")),
        chunk("zTXt", ascii("Comment\0\0x")),
        chunk("tIME", [7, 234, 11, 24, 12, 0, 0]),
        chunk("prVt", ascii("camera serial 4711")),
      ];
      const between = metadata.map((_, i) => drawing[i % drawing.length]!);
      const png = concat(PNG_BYTES.subarray(0, ihdrEnd), ...metadata.flatMap((piece, i) => [piece, between[i]!]), PNG_BYTES.subarray(ihdrEnd));
      const kept = text(await stored(png, "203.0.113.73"));
      for (const type of ["eXIf", "zxIf", "caBX", "tEXt", "iTXt", "zTXt", "tIME", "prVt", "GPS", "Ada", "Elm St", "4711"])
        expect(kept, type).not.toContain(type);
      // The drawing chunks stay, in their order, and the image's own chunks byte for byte.
      expect(kept).toBe(text(concat(PNG_BYTES.subarray(0, ihdrEnd), ...between, PNG_BYTES.subarray(ihdrEnd))));
    });

    it("a GIF loses its comment and XMP, keeps its animation loop", async () => {
      const trailer = GIF_BYTES.length - 1;
      const loop = [0x21, 0xff, 11, ...ascii("NETSCAPE2.0"), 3, 1, 0, 0, 0];
      const gif = concat(
        GIF_BYTES.subarray(0, 19),
        loop,
        [0x21, 0xfe, 9, ...ascii("Ada's cat"), 0],
        [0x21, 0xff, 11, ...ascii("XMP DataXMP"), 4, ...ascii("<x/>"), 0],
        GIF_BYTES.subarray(19, trailer + 1),
      );
      expect(await stored(gif, "203.0.113.74")).toEqual(concat(GIF_BYTES.subarray(0, 19), loop, GIF_BYTES.subarray(19)));
    });
  });
});
