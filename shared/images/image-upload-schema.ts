// Image uploads for submissions (spec section 5: "PNG, JPG, GIF up to 10MB"). The browser checks these
// limits for quick feedback; the Worker checks them again on the bytes themselves, because a file's
// name and declared type are whatever the client says they are.
import type { TextRef } from "../i18n/text-ref";

export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;

export const IMAGE_FORMATS = {
  png: "image/png",
  jpg: "image/jpeg",
  gif: "image/gif",
} as const;
export type ImageFormat = keyof typeof IMAGE_FORMATS;

/** For the file input's `accept`: the browser offers only these. */
export const IMAGE_ACCEPT = Object.values(IMAGE_FORMATS).join(",");

/** An upload's key: a random UUID and the sniffed format. Nothing a client chooses ends up in it. */
export const IMAGE_KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(?:png|jpg|gif)$/;

const SIGNATURES: readonly { format: ImageFormat; bytes: readonly number[] }[] = [
  { format: "png", bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { format: "jpg", bytes: [0xff, 0xd8, 0xff] },
  // "GIF87a" and "GIF89a"
  { format: "gif", bytes: [0x47, 0x49, 0x46, 0x38, 0x37, 0x61] },
  { format: "gif", bytes: [0x47, 0x49, 0x46, 0x38, 0x39, 0x61] },
];

/** The image format the leading bytes prove, or null when they are not PNG, JPEG or GIF. */
export function sniffImageFormat(head: Uint8Array): ImageFormat | null {
  const match = SIGNATURES.find(({ bytes }) => bytes.every((byte, i) => head[i] === byte));
  return match?.format ?? null;
}

/** Bytes needed to recognise any accepted format. */
export const IMAGE_SNIFF_BYTES = 8;

/** The browser-side check before sending: declared type and size (the server sniffs the bytes). */
export function imageFileProblem(file: { type: string; size: number }): "type" | "size" | "empty" | null {
  if (!(Object.values(IMAGE_FORMATS) as string[]).includes(file.type)) return "type";
  if (file.size === 0) return "empty";
  if (file.size > IMAGE_MAX_BYTES) return "size";
  return null;
}

/** An upload token: the HMAC (base64url SHA-256) that binds a pending upload to its uploader. */
export const UPLOAD_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** What POST /api/uploads answers with on success: the key and the token a submission must present with it. */
export interface UploadAnswer {
  key: string;
  token: string;
}

/** What POST/GET /api/uploads answer with when they refuse (the same envelope as the API guards). */
export interface UploadRefusal {
  error: { message: string; code: number; data: { code: string; httpStatus: number; text?: TextRef } };
}
