// An image's size in pixels, read from its header (PNG's IHDR, JPEG's start-of-frame, GIF's logical
// screen and image descriptors) without decoding anything, and the one check every image the Worker
// decodes must pass first (shared/images/image-pixels.ts holds the figures).
import { IMAGE_MAX_ASPECT_RATIO, IMAGE_MAX_MEGAPIXELS } from "@shared/images/image-pixels";
import type { ImageFormat } from "@shared/images/image-upload-schema";
import { imageParts, type ImagePart } from "./image-parts";

interface Dimensions {
  width: number;
  height: number;
}

/** JPEG start-of-frame markers (SOF0–SOF15 but DHT, JPG and DAC). */
const isStartOfFrame = (kind: ImagePart["kind"]) => typeof kind === "number" && kind >= 0xc0 && kind <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(kind);

/** The largest extent any frame claims: a decoder may size its canvas by any of them. */
const extent = (frames: Dimensions[]): Dimensions | null =>
  frames.length === 0 ? null : { width: Math.max(...frames.map((frame) => frame.width)), height: Math.max(...frames.map((frame) => frame.height)) };

/** The image's size in pixels as its header declares it (the largest frame's), or null when unreadable. */
export function imageDimensions(bytes: Uint8Array, format: ImageFormat): Dimensions | null {
  const parts = imageParts(bytes, format);
  if (!parts) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (format === "png") {
    // IHDR comes first and holds 13 bytes: width, height (4 bytes each), then depth and colour type.
    const header = parts[1];
    if (header?.kind !== "IHDR" || header.end - header.start !== 25) return null;
    return { width: view.getUint32(header.start + 8), height: view.getUint32(header.start + 12) };
  }
  if (format === "jpg") {
    const frames = parts
      .filter((part) => isStartOfFrame(part.kind))
      .flatMap((part) => {
        let marker = part.start;
        while (bytes[marker] === 0xff) marker++; // past the fill bytes, at the marker itself
        // Marker, length (2), precision (1), height (2), width (2).
        return marker + 8 <= part.end ? [{ width: view.getUint16(marker + 6), height: view.getUint16(marker + 4) }] : [];
      });
    return extent(frames);
  }
  // GIF: the logical screen, and each image as far as its position and size reach.
  const frames = parts
    .filter((part) => part.kind === "image")
    .map((part) => ({
      width: view.getUint16(part.start + 1, true) + view.getUint16(part.start + 5, true),
      height: view.getUint16(part.start + 3, true) + view.getUint16(part.start + 7, true),
    }));
  return extent([{ width: view.getUint16(6, true), height: view.getUint16(8, true) }, ...frames]);
}

type PixelProblem = "unreadable" | "pixels" | "aspect";

/**
 * Why the image may not be decoded, or null when it may: its header gives no size ("unreadable"), it
 * has more than `maxMegapixels` ("pixels"), or one side is more than IMAGE_MAX_ASPECT_RATIO times the
 * other ("aspect").
 */
export function pixelProblem(bytes: Uint8Array, format: ImageFormat, maxMegapixels = IMAGE_MAX_MEGAPIXELS): PixelProblem | null {
  const size = imageDimensions(bytes, format);
  if (!size || size.width === 0 || size.height === 0) return "unreadable";
  if (size.width * size.height > maxMegapixels * 1_000_000) return "pixels";
  if (Math.max(size.width, size.height) > IMAGE_MAX_ASPECT_RATIO * Math.min(size.width, size.height)) return "aspect";
  return null;
}
