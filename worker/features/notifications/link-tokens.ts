// Private links in e-mails (status page, newsletter confirmation): a random 256-bit token travels in the
// link; the database keeps only its SHA-256, so a copy of the table cannot be turned into links.

/** A new token (base64url, 43 characters) and the hash to store. */
export async function newLinkToken(): Promise<{ token: string; hash: string }> {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  const token = btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
  return { token, hash: await hashLinkToken(token) };
}

/** The stored form of a token: SHA-256, hex. */
export async function hashLinkToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}
