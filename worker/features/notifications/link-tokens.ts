// Private links in e-mails (status page, newsletter confirmation): a random 256-bit token travels in the
// link; the database keeps only its SHA-256, so a copy of the table cannot be turned into links.
import { sha256Hex } from "../../crypto/hex-digest";
import { randomToken } from "../../crypto/base64url";

/** A new token (base64url, 43 characters) and the hash to store. */
export async function newLinkToken(): Promise<{ token: string; hash: string }> {
  const token = randomToken();
  return { token, hash: await hashLinkToken(token) };
}

/** The stored form of a token: SHA-256, hex. */
export function hashLinkToken(token: string): Promise<string> {
  return sha256Hex(token);
}
