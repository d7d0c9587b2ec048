// Small real images (2×2 pixels; the PNG and JPEG encoded by Chromium, the GIF the classic 1×1) and
// helpers to upload them.
import { env } from "cloudflare:test";
import { attachPendingImage, releasePendingImage } from "@worker/features/uploads/image-store";
import { ORIGIN, fetchApp } from "./fetch-app";

const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

export const PNG_BYTES = fromBase64(
  "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAEklEQVR4AWI6Y2z8H4SZGKAAAAAA//9GCLHHAAAABklEQVQDADraBGceUPKyAAAAAElFTkSuQmCC",
);
export const JPEG_BYTES = fromBase64(
  "/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABAb/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCeAGpH/9k=",
);
export const GIF_BYTES = fromBase64("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7");

export function postUpload(body: BodyInit, headers: Record<string, string> = {}) {
  return fetchApp("/api/uploads", {
    method: "POST",
    headers: { origin: ORIGIN, "content-type": "application/octet-stream", ...headers },
    body,
  });
}

export interface Upload {
  key: string;
  token: string;
}

/** Uploads bytes and returns the key the Worker chose and the uploader's token; fails the test on any refusal. */
export async function uploadImage(bytes: Uint8Array, ip: string): Promise<Upload> {
  const res = await postUpload(bytes, { "cf-connecting-ip": ip });
  if (res.status !== 201) throw new Error(`upload refused: ${res.status} ${await res.text()}`);
  return res.json<Upload>();
}

/** Uploads an image and attaches it as `submissions.create` does, for tests that store rows directly. */
export async function attachedImage(bytes: Uint8Array, ip: string): Promise<Upload> {
  const upload = await uploadImage(bytes, ip);
  if (!(await attachPendingImage(env, upload.key, upload.token))) throw new Error("could not attach the upload");
  await releasePendingImage(env.UPLOADS, upload.key);
  return upload;
}
