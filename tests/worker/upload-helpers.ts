// Small real images (just their signatures and a few bytes) and a helper to upload them.
import { ORIGIN, fetchApp } from "./fetch-app";

const withTail = (head: number[]) => new Uint8Array([...head, ...Array.from({ length: 24 }, (_, i) => i)]);

export const PNG_BYTES = withTail([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
export const JPEG_BYTES = withTail([0xff, 0xd8, 0xff, 0xe0]);
export const GIF_BYTES = withTail([0x47, 0x49, 0x46, 0x38, 0x39, 0x61]);

export function postUpload(body: BodyInit, headers: Record<string, string> = {}) {
  return fetchApp("/api/uploads", {
    method: "POST",
    headers: { origin: ORIGIN, "content-type": "application/octet-stream", ...headers },
    body,
  });
}

/** Uploads bytes and returns the key the Worker chose; fails the test on any refusal. */
export async function uploadImage(bytes: Uint8Array, ip: string): Promise<string> {
  const res = await postUpload(bytes, { "cf-connecting-ip": ip });
  if (res.status !== 201) throw new Error(`upload refused: ${res.status} ${await res.text()}`);
  return (await res.json<{ key: string }>()).key;
}
