// Bytes as base64url without padding, and back: how tokens, cookie signatures and password hashes are
// written. Web Crypto and the platform's btoa/atob only.

export function toBase64Url(bytes: Uint8Array | ArrayBuffer): string {
  let binary = "";
  // One character at a time: spreading a large array into fromCharCode can overflow the stack.
  for (const byte of new Uint8Array(bytes)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
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
