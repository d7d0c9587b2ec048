// Uploads lose their metadata before they are stored: a phone's JPEG with its GPS position, camera and
// XMP, a PNG with text and EXIF chunks, a GIF with a comment and XMP. Read back with exifr (a maintained
// EXIF reader), not with our own parser; the parts that draw the image stay byte for byte.
import { env } from "cloudflare:test";
import exifr from "exifr";
import { describe, expect, it } from "vitest";
import { PENDING_PREFIX } from "@worker/features/uploads/image-store";
import { GIF_BYTES, JPEG_BYTES, PNG_BYTES, postUpload, uploadImage } from "./upload-helpers";

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
