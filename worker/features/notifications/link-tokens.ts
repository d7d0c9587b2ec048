// Private links in e-mails (status page, newsletter confirmation): a random 256-bit token travels in the
// link; the database keeps only its SHA-256, so a copy of the table cannot be turned into links.
//
// The queue consumer composes e-mails after the request that made the token, so it needs the token
// itself. Rather than carrying it in queue messages (every retry and dead letter would show it), it is
// stored sealed: AES-GCM under a key derived (HKDF) from SESSION_SECRET, so a copy of the database alone
// opens no link. Sealing uses the first secret of the rotation list, opening tries each; a token sealed
// under a secret no longer listed opens as null, and its e-mail is skipped.
import { sha256Hex } from "../../crypto/hex-digest";
import { randomToken, toBase64 } from "../../crypto/base64url";
import { sessionSecrets, type CookieEnv } from "../../http/signed-cookies";

/** A new token (base64url, 43 characters) and the hash to store. */
export async function newLinkToken(): Promise<{ token: string; hash: string }> {
  const token = randomToken();
  return { token, hash: await hashLinkToken(token) };
}

/** The stored form of a token: SHA-256, hex. */
export function hashLinkToken(token: string): Promise<string> {
  return sha256Hex(token);
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();
const keyCache = new Map<string, Promise<CryptoKey>>();
const IV_BYTES = 12;

function sealingKey(secret: string): Promise<CryptoKey> {
  let key = keyCache.get(secret);
  if (!key) {
    key = crypto.subtle
      .importKey("raw", encoder.encode(secret), "HKDF", false, ["deriveKey"])
      .then((material) =>
        crypto.subtle.deriveKey(
          { name: "HKDF", hash: "SHA-256", salt: new Uint8Array(0), info: encoder.encode("local-hype link-token seal v1") },
          material,
          { name: "AES-GCM", length: 256 },
          false,
          ["encrypt", "decrypt"],
        ),
      );
    keyCache.set(secret, key);
  }
  return key;
}

const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

/** The token sealed for storage: base64 of IV then ciphertext. */
export async function sealToken(env: CookieEnv, token: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt({ name: "AES-GCM", iv }, await sealingKey(sessionSecrets(env)[0]!), encoder.encode(token)),
  );
  const out = new Uint8Array(IV_BYTES + sealed.length);
  out.set(iv);
  out.set(sealed, IV_BYTES);
  return toBase64(out);
}

/** The token back, or null when it is missing or no listed secret opens it. */
export async function openToken(env: CookieEnv, sealed: string | null): Promise<string | null> {
  if (!sealed) return null;
  let bytes: Uint8Array;
  try {
    bytes = fromBase64(sealed);
  } catch {
    return null;
  }
  for (const secret of sessionSecrets(env)) {
    try {
      const iv = bytes.slice(0, IV_BYTES);
      const plain = await crypto.subtle.decrypt({ name: "AES-GCM", iv }, await sealingKey(secret), bytes.slice(IV_BYTES));
      return decoder.decode(plain);
    } catch {
      // Sealed under another secret (or damaged): try the next one.
    }
  }
  return null;
}
