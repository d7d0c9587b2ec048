// The one request that is not tRPC: an image's raw bytes go to POST /api/uploads, which answers with
// the key the submission then refers to and the token that proves this browser uploaded it. Refusals
// carry a reason a person can act on.
import type { UploadAnswer, UploadRefusal } from "@shared/schemas/image-upload";

/** The server refused the image for a reason worth showing (type, size, rate limit). */
export class UploadRefused extends Error {}

export async function uploadImage(file: File): Promise<UploadAnswer> {
  const response = await fetch("/api/uploads", {
    method: "POST",
    headers: { "content-type": file.type || "application/octet-stream" },
    body: file,
  });
  if (response.ok) return (await response.json()) as UploadAnswer;
  const refusal = (await response.json().catch(() => null)) as UploadRefusal | null;
  if (response.status < 500 && refusal?.error.message) throw new UploadRefused(refusal.error.message);
  throw new Error(`Image upload failed with HTTP ${response.status}`);
}
