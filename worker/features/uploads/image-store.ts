// Submission images in the UPLOADS R2 bucket. Keys are generated here (a UUID and the sniffed
// format), so nothing a client names reaches the bucket's key space.
import { IMAGE_FORMATS, IMAGE_KEY_PATTERN, type ImageFormat } from "@shared/schemas/image-upload";

export async function storeImage(bucket: R2Bucket, bytes: ArrayBuffer, format: ImageFormat): Promise<string> {
  const key = `${crypto.randomUUID()}.${format}`;
  await bucket.put(key, bytes, { httpMetadata: { contentType: IMAGE_FORMATS[format] } });
  return key;
}

export async function imageExists(bucket: R2Bucket, key: string): Promise<boolean> {
  if (!IMAGE_KEY_PATTERN.test(key)) return false;
  return (await bucket.head(key)) !== null;
}

export async function readImage(bucket: R2Bucket, key: string): Promise<R2ObjectBody | null> {
  if (!IMAGE_KEY_PATTERN.test(key)) return null;
  return bucket.get(key);
}
