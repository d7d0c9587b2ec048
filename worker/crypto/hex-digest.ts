// Bytes as lower-case hex, and a text's SHA-256 as hex: how the Worker stores token hashes (sessions,
// e-mailed links), salts the vote log and the listing activity's visitors, and publishes the vote log's
// digest. Web Crypto only.

export function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

export async function sha256Hex(text: string): Promise<string> {
  return toHex(new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text))));
}

/** A value's hash under a salt, hex, shortened to `length`: enough to tell one day's people apart, no more. */
export async function saltedHash(salt: string, value: string, length: number): Promise<string> {
  return (await sha256Hex(`${salt}\u0000${value}`)).slice(0, length);
}
