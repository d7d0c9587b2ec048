// Bytes as base64 (a data: URL's photo) and as base64url without padding, and back: how tokens, cookie
// signatures and password hashes are written. Web Crypto and the platform's btoa/atob only.

export function toBase64(bytes: Uint8Array | ArrayBuffer): string {
  const all = new Uint8Array(bytes);
  let binary = "";
  // In slices: spreading a whole photo into fromCharCode would overflow the stack.
  for (let at = 0; at < all.length; at += 0x8000) binary += String.fromCharCode(...all.subarray(at, at + 0x8000));
  return btoa(binary);
}

export function toBase64Url(bytes: Uint8Array | ArrayBuffer): string {
  return toBase64(bytes).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** The bytes of a base64url text, or null when it is not one. */
export function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text) || text.length % 4 === 1) return null;
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** A new secret token: 32 random bytes (256 bits), base64url, 43 characters. */
export function randomToken(): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(32)));
}
