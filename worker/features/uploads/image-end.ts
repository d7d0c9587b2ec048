// Where an image's own bytes end. A file that goes on after its end marker — PNG's IEND chunk, JPEG's
// EOI, GIF's trailer — is an image glued to something else, classically HTML or a script (a "polyglot"
// a browser or another tool may read as that other thing). Uploads must end exactly where their image
// does. The walk follows each format's structure (chunk lengths, segment lengths, block sizes) rather
// than searching for the marker bytes, which can occur by chance inside compressed data.
import type { ImageFormat } from "@shared/schemas/image-upload";

/** The offset just past the PNG's IEND chunk, or null when the chunk structure breaks first. */
function pngEnd(bytes: Uint8Array): number | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 8; // signature
  while (offset + 12 <= bytes.length) {
    const length = view.getUint32(offset);
    const type = String.fromCharCode(...bytes.subarray(offset + 4, offset + 8));
    const next = offset + 12 + length; // length, type, data, CRC
    if (next > bytes.length) return null;
    if (type === "IEND") return next;
    offset = next;
  }
  return null;
}

/** Markers that stand alone (no length): TEM, RST0–7, SOI. */
const standalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8);

/** The offset just past the JPEG's EOI marker, or null when the segment structure breaks first. */
function jpegEnd(bytes: Uint8Array): number | null {
  let offset = 2; // SOI
  while (offset < bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    // Any number of 0xFF fill bytes may precede a marker.
    while (bytes[offset] === 0xff) offset++;
    const marker = bytes[offset];
    if (marker === undefined) return null;
    offset++;
    if (marker === 0xd9) return offset; // EOI
    if (standalone(marker)) continue;
    if (offset + 2 > bytes.length) return null;
    const length = (bytes[offset]! << 8) | bytes[offset + 1]!;
    if (length < 2) return null;
    offset += length;
    if (offset > bytes.length) return null;
    if (marker === 0xda) {
      // Start of scan: entropy-coded data runs to the next marker that is not a stuffed 0xFF00 or a
      // restart marker.
      while (offset < bytes.length) {
        if (bytes[offset] === 0xff) {
          const following = bytes[offset + 1];
          if (following === undefined) return null;
          if (following === 0x00 || (following >= 0xd0 && following <= 0xd7) || following === 0xff) {
            offset += following === 0xff ? 1 : 2;
            continue;
          }
          break;
        }
        offset++;
      }
    }
  }
  return null;
}

/** Skips GIF data sub-blocks (size byte, data… ending with a zero size); null when they run past the end. */
function skipSubBlocks(bytes: Uint8Array, start: number): number | null {
  let offset = start;
  for (;;) {
    const size = bytes[offset];
    if (size === undefined) return null;
    offset += 1 + size;
    if (size === 0) return offset;
  }
}

const colorTableSize = (flags: number) => ((flags & 0x80) !== 0 ? 3 * 2 ** ((flags & 0x07) + 1) : 0);

/** The offset just past the GIF's trailer (0x3B), or null when the block structure breaks first. */
function gifEnd(bytes: Uint8Array): number | null {
  if (bytes.length < 13) return null;
  let offset: number | null = 13 + colorTableSize(bytes[10]!); // header, logical screen descriptor
  while (offset !== null && offset < bytes.length) {
    const introducer = bytes[offset];
    if (introducer === 0x3b) return offset + 1; // trailer
    if (introducer === 0x21) {
      // Extension: label, then sub-blocks.
      offset = skipSubBlocks(bytes, offset + 2);
    } else if (introducer === 0x2c) {
      // Image descriptor (10 bytes), optional local colour table, LZW code size, image data sub-blocks.
      if (offset + 10 > bytes.length) return null;
      offset += 10 + colorTableSize(bytes[offset + 9]!) + 1;
      offset = skipSubBlocks(bytes, offset);
    } else {
      return null;
    }
  }
  return null;
}

const END_FINDERS: Record<ImageFormat, (bytes: Uint8Array) => number | null> = { png: pngEnd, jpg: jpegEnd, gif: gifEnd };

/** True when the image's structure is complete and its end marker is the file's last byte. */
export function endsAtImageEnd(bytes: Uint8Array, format: ImageFormat): boolean {
  return END_FINDERS[format](bytes) === bytes.length;
}
