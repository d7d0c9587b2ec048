// An image's parts in file order — PNG chunks, JPEG segments, GIF blocks — walked by each format's
// structure (chunk lengths, segment lengths, block sizes) rather than by searching for marker bytes,
// which can occur by chance inside compressed data. Two checks read them:
// - where the image ends: a file that goes on after its end marker (PNG's IEND, JPEG's EOI, GIF's
//   trailer) is an image glued to something else, classically HTML or a script (a "polyglot"); only
//   a JPEG with an MPF index may go on, with complete JPEGs (a phone's gain map), which are dropped;
// - which parts carry metadata (image-metadata.ts), to leave them out of what is stored.
import type { ImageFormat } from "@shared/images/image-upload-schema";

export interface ImagePart {
  start: number;
  end: number;
  /** PNG: the chunk type ("tEXt"); JPEG: the marker byte (0xE1), or "mpf-image"; GIF: the block ("comment", "app:XMP DataXMP"). */
  kind: string | number;
}

/** The parts up to and including the end marker, or null when the structure breaks first. */
type Walker = (bytes: Uint8Array) => ImagePart[] | null;

const pngParts: Walker = (bytes) => {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const parts: ImagePart[] = [{ start: 0, end: 8, kind: "signature" }];
  let offset = 8;
  while (offset + 12 <= bytes.length) {
    const length = view.getUint32(offset);
    const type = String.fromCharCode(...bytes.subarray(offset + 4, offset + 8));
    const next = offset + 12 + length; // length, type, data, CRC
    if (next > bytes.length) return null;
    parts.push({ start: offset, end: next, kind: type });
    if (type === "IEND") return parts;
    offset = next;
  }
  return null;
};

/** Markers that stand alone (no length): TEM, RST0–7, SOI. */
const standalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8);

/** Past a start-of-scan's entropy-coded data: to the next marker that is not a stuffed 0xFF00 or a restart. */
function scanEnd(bytes: Uint8Array, start: number): number | null {
  let offset = start;
  while (offset < bytes.length) {
    if (bytes[offset] === 0xff) {
      const following = bytes[offset + 1];
      if (following === undefined) return null;
      if (following === 0x00 || (following >= 0xd0 && following <= 0xd7) || following === 0xff) {
        offset += following === 0xff ? 1 : 2;
        continue;
      }
      return offset;
    }
    offset++;
  }
  return offset;
}

/** An APP2 segment holding a Multi-Picture Format index ("MPF\0"): more images follow the primary's EOI. */
export function isMpfSegment(bytes: Uint8Array, part: ImagePart): boolean {
  return part.kind === 0xe2 && String.fromCharCode(...bytes.subarray(part.start + 4, part.start + 8)) === "MPF\0";
}

/** One JPEG's segments from its SOI at `start` to its EOI, or null when its structure breaks first. */
function jpegSegments(bytes: Uint8Array, start: number): ImagePart[] | null {
  if (bytes[start] !== 0xff || bytes[start + 1] !== 0xd8) return null;
  const parts: ImagePart[] = [{ start, end: start + 2, kind: 0xd8 }];
  let offset = start + 2; // SOI
  while (offset < bytes.length) {
    const begin = offset;
    if (bytes[offset] !== 0xff) return null;
    // Any number of 0xFF fill bytes may precede a marker.
    while (bytes[offset] === 0xff) offset++;
    const marker = bytes[offset];
    if (marker === undefined) return null;
    offset++;
    if (marker === 0xd9) return [...parts, { start: begin, end: offset, kind: marker }]; // EOI
    if (!standalone(marker)) {
      if (offset + 2 > bytes.length) return null;
      const length = (bytes[offset]! << 8) | bytes[offset + 1]!;
      if (length < 2) return null;
      offset += length;
      if (offset > bytes.length) return null;
      if (marker === 0xda) {
        const end = scanEnd(bytes, offset);
        if (end === null) return null;
        offset = end;
      }
    }
    parts.push({ start: begin, end: offset, kind: marker });
  }
  return null;
}

/**
 * The primary image's segments; when it carries an MPF index (phones' HDR gain maps, depth maps), the
 * complete JPEGs that follow its EOI come after them as parts of kind "mpf-image" (metadata to drop).
 */
const jpegParts: Walker = (bytes) => {
  const parts = jpegSegments(bytes, 0);
  if (!parts?.some((part) => isMpfSegment(bytes, part))) return parts;
  let offset = parts.at(-1)!.end;
  while (offset < bytes.length) {
    const secondary = jpegSegments(bytes, offset);
    if (!secondary) return null;
    const end = secondary.at(-1)!.end;
    parts.push({ start: offset, end, kind: "mpf-image" });
    offset = end;
  }
  return parts;
};

/** Skips GIF data sub-blocks (size byte, data… ending with a zero size); null when they run past the end. */
function skipSubBlocks(bytes: Uint8Array, start: number): number | null {
  let offset = start;
  for (;;) {
    const size = bytes[offset];
    if (size === undefined) return null;
    offset += 1 + size;
    if (size === 0) return offset > bytes.length ? null : offset;
  }
}

const colorTableSize = (flags: number) => ((flags & 0x80) !== 0 ? 3 * 2 ** ((flags & 0x07) + 1) : 0);

/** An extension's kind: its label, and an application extension's identifier (its first sub-block). */
function extensionKind(bytes: Uint8Array, offset: number): string {
  const label = bytes[offset + 1];
  if (label === 0xfe) return "comment";
  if (label === 0xff && bytes[offset + 2] === 11) return `app:${String.fromCharCode(...bytes.subarray(offset + 3, offset + 14))}`;
  return `extension:${label ?? "?"}`;
}

const gifParts: Walker = (bytes) => {
  if (bytes.length < 13) return null;
  const header = 13 + colorTableSize(bytes[10]!); // header, logical screen descriptor, global colours
  const parts: ImagePart[] = [{ start: 0, end: header, kind: "header" }];
  let offset: number | null = header;
  while (offset !== null && offset < bytes.length) {
    const start: number = offset;
    const introducer = bytes[offset];
    if (introducer === 0x3b) return [...parts, { start, end: offset + 1, kind: "trailer" }];
    if (introducer === 0x21) {
      // Extension: label, then sub-blocks.
      offset = skipSubBlocks(bytes, offset + 2);
      if (offset !== null) parts.push({ start, end: offset, kind: extensionKind(bytes, start) });
    } else if (introducer === 0x2c) {
      // Image descriptor (10 bytes), optional local colour table, LZW code size, image data sub-blocks.
      if (offset + 10 > bytes.length) return null;
      offset = skipSubBlocks(bytes, offset + 10 + colorTableSize(bytes[offset + 9]!) + 1);
      if (offset !== null) parts.push({ start, end: offset, kind: "image" });
    } else {
      return null;
    }
  }
  return null;
};

const WALKERS: Record<ImageFormat, Walker> = { png: pngParts, jpg: jpegParts, gif: gifParts };

export const imageParts = (bytes: Uint8Array, format: ImageFormat): ImagePart[] | null => WALKERS[format](bytes);

/** True when the image's structure is complete and its end marker is the file's last byte. */
export function endsAtImageEnd(bytes: Uint8Array, format: ImageFormat): boolean {
  return imageParts(bytes, format)?.at(-1)?.end === bytes.length;
}
