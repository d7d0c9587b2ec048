// A listing's photo for its share image, only when it is one of ours: an upload in R2, served by this
// site at /api/uploads/<key>. A photo on another host is never fetched while drawing (a slow or hostile
// host must not hold the Worker, and nothing is fetched on a visitor's behalf): those pages get the artwork.
import { SHARE_PHOTO_MAX_MEGAPIXELS } from "@shared/images/image-pixels";
import { IMAGE_KEY_PATTERN, type ImageFormat } from "@shared/images/image-upload-schema";
import { toBase64 } from "../../crypto/base64url";
import { uploadKeyOf } from "../listings/community-listings";
import { pixelProblem } from "../uploads/image-dimensions";
import { readImage } from "../uploads/image-store";

/** resvg decodes the photo on every miss: larger uploads get the artwork, keeping a miss cheap. */
export const SHARE_PHOTO_MAX_BYTES = 3 * 1024 * 1024;

/** What resvg draws (a GIF upload gets the artwork). */
const DRAWN_TYPES: Readonly<Partial<Record<ImageFormat, string>>> = { png: "image/png", jpg: "image/jpeg" };

/**
 * The photo as a data: URL, or null: not ours, not found, too large (in bytes, or in pixels by its
 * header, before anything decodes it) or not PNG/JPEG.
 */
export async function ourPhoto(bucket: R2Bucket, image: string | undefined, origin: string): Promise<string | null> {
  if (!image) return null;
  const url = new URL(image, origin);
  const key = url.origin === origin ? uploadKeyOf(url.pathname) : null;
  if (key === null) return null;
  const format = key.slice(key.lastIndexOf(".") + 1) as ImageFormat;
  const type = DRAWN_TYPES[format];
  if (!IMAGE_KEY_PATTERN.test(key) || !type) return null;
  const object = await readImage(bucket, key);
  if (!object) return null;
  if (object.size > SHARE_PHOTO_MAX_BYTES) {
    await object.body.cancel();
    return null;
  }
  const bytes = new Uint8Array(await object.arrayBuffer());
  if (pixelProblem(bytes, format, SHARE_PHOTO_MAX_MEGAPIXELS)) return null;
  return `data:${type};base64,${toBase64(bytes)}`;
}
