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

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

/** A PNG chunk with its real CRC (decoders check it). */
function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const chunk = new Uint8Array(12 + data.length);
  const view = new DataView(chunk.buffer);
  view.setUint32(0, data.length);
  chunk.set(new TextEncoder().encode(type), 4);
  chunk.set(data, 8);
  let crc = 0xffffffff;
  for (const byte of chunk.subarray(4, 8 + data.length)) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  view.setUint32(8 + data.length, (crc ^ 0xffffffff) >>> 0);
  return chunk;
}

/**
 * A real, valid black PNG of `width` × `height` (1-bit greyscale): its rows of zeros deflate to almost
 * nothing, so 8000×8000 pixels fit in a few kilobytes — a pixel bomb.
 */
export async function blankPng(width: number, height: number): Promise<Uint8Array> {
  const header = new Uint8Array(13);
  new DataView(header.buffer).setUint32(0, width);
  new DataView(header.buffer).setUint32(4, height);
  header.set([1, 0, 0, 0, 0], 8); // depth 1, greyscale, deflate, no filter method, not interlaced
  const rows = new Uint8Array((Math.ceil(width / 8) + 1) * height); // a filter byte and the row's bits, all zero
  const data = new Uint8Array(await new Response(new Blob([rows]).stream().pipeThrough(new CompressionStream("deflate"))).arrayBuffer());
  const parts = [PNG_BYTES.subarray(0, 8), pngChunk("IHDR", header), pngChunk("IDAT", data), pngChunk("IEND", new Uint8Array(0))];
  return new Uint8Array(await new Blob(parts).arrayBuffer());
}
