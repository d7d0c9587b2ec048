// What an upload loses before it is stored: the metadata that can say who took a photo and where — EXIF
// (GPS position, camera serial, time), XMP, IPTC, comments, and every PNG chunk that does not draw.
// Only the parts that draw the picture stay (image-parts.ts walks them), so nothing is re-encoded and no
// quality is lost. A JPEG's orientation is the one EXIF field a browser needs to show a phone photo
// upright: it is written back as a minimal EXIF block holding that field alone.
import type { ImageFormat } from "@shared/images/image-upload-schema";
import { imageParts, isMpfSegment, type ImagePart } from "./image-parts";

/**
 * PNG chunks that draw the image (the header, palette, data, transparency, colour space, pixel size and
 * APNG animation): every other chunk is dropped. An allow-list, because metadata comes in chunks nobody
 * lists in advance: `zxIf` (GPS in compressed EXIF), `caBX` (C2PA provenance), private ones.
 */
const PNG_KEPT = new Set(["signature", "IHDR", "PLTE", "IDAT", "IEND", "tRNS", "gAMA", "cHRM", "sRGB", "iCCP", "pHYs", "acTL", "fcTL", "fdAT"]);

/** JPEG segments that draw the image: everything but APPn and COM, and APP0 (JFIF), APP2 (ICC colour), APP14 (Adobe colour). */
const JPEG_KEPT_APPS = new Set([0xe0, 0xe2, 0xee]);
const isJpegMetadata = (marker: number) => marker === 0xfe || (marker >= 0xe0 && marker <= 0xef && !JPEG_KEPT_APPS.has(marker));

/** GIF application extensions that animate (loop counts); others (XMP) and comments are metadata. */
const GIF_KEPT_APPS = new Set(["app:NETSCAPE2.0", "app:ANIMEXTS1.0"]);
const isGifMetadata = (kind: string) => kind === "comment" || (kind.startsWith("app:") && !GIF_KEPT_APPS.has(kind));

const EXIF_HEADER = [0x45, 0x78, 0x69, 0x66, 0, 0]; // "Exif\0\0"
const ORIENTATION_TAG = 0x0112;

/** The EXIF orientation (2–8) in an APP1 segment, or null when it has none or says upright (1). */
function exifOrientation(segment: Uint8Array): number | null {
  const tiff = 4 + EXIF_HEADER.length; // marker, length, "Exif\0\0"
  if (segment.length < tiff + 8 || !EXIF_HEADER.every((byte, i) => segment[4 + i] === byte)) return null;
  const view = new DataView(segment.buffer, segment.byteOffset + tiff, segment.length - tiff);
  const little = view.getUint16(0) === 0x4949; // "II"; "MM" is big-endian
  const ifd = view.getUint32(4, little);
  if (ifd + 2 > view.byteLength) return null;
  const entries = view.getUint16(ifd, little);
  for (let i = 0; i < entries; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > view.byteLength) return null;
    if (view.getUint16(entry, little) !== ORIENTATION_TAG) continue;
    const value = view.getUint16(entry + 8, little);
    return value >= 2 && value <= 8 ? value : null;
  }
  return null;
}

/** An APP1 segment with a big-endian TIFF holding one IFD entry: Orientation (SHORT, 1 value). */
function orientationSegment(orientation: number): Uint8Array {
  const tiff = [0x4d, 0x4d, 0, 0x2a, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, orientation, 0, 0, 0, 0, 0, 0];
  const length = 2 + EXIF_HEADER.length + tiff.length;
  return Uint8Array.from([0xff, 0xe1, length >> 8, length & 0xff, ...EXIF_HEADER, ...tiff]);
}

function concat(pieces: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(pieces.reduce((sum, piece) => sum + piece.length, 0));
  let offset = 0;
  for (const piece of pieces) {
    out.set(piece, offset);
    offset += piece.length;
  }
  return out;
}

/**
 * The image without its metadata parts (null when its structure is broken, which the upload route has
 * already refused). The bytes that draw the image are copied unchanged.
 */
export function withoutMetadata(bytes: Uint8Array, format: ImageFormat): Uint8Array | null {
  const parts = imageParts(bytes, format);
  if (!parts) return null;
  const slice = (part: ImagePart) => bytes.subarray(part.start, part.end);
  if (format === "png") return concat(parts.filter((part) => PNG_KEPT.has(String(part.kind))).map(slice));
  if (format === "gif") return concat(parts.filter((part) => !isGifMetadata(String(part.kind))).map(slice));
  // JPEG: the orientation of the first EXIF block survives, right after the SOI (and JFIF, if any).
  const orientation = parts
    .filter((part) => part.kind === 0xe1)
    .map((part) => exifOrientation(slice(part)))
    .find((value) => value !== null);
  // The MPF index and the images after the primary's EOI (a gain map) go: the primary is the photo.
  const kept = parts.filter((part) => typeof part.kind === "number" && !isJpegMetadata(part.kind) && !isMpfSegment(bytes, part)).map(slice);
  if (orientation) kept.splice(parts[1]?.kind === 0xe0 ? 2 : 1, 0, orientationSegment(orientation));
  return concat(kept);
}
