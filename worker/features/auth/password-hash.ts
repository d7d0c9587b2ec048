// Password hashing with PBKDF2-SHA256 through WebCrypto, shared by the Worker and the account CLI
// (worker/cli/create-user.ts runs this very file under Node), so both always hash the same way.
// Node loads it through worker/cli/resolve-ts.mjs, so it imports only other plain TypeScript modules.
//
// Stored form: "pbkdf2-sha256$<iterations>$<salt>$<hash>" (base64url). The iteration count travels
// with each hash, so raising PBKDF2_ITERATIONS later still verifies every existing password.

import { fromBase64Url, toBase64Url } from "../../crypto/base64url";

/** Production Workers refuse PBKDF2 above 100,000 iterations (local workerd does not), so this is the ceiling. */
export const PBKDF2_ITERATIONS = 100_000;
const SCHEME = "pbkdf2-sha256";
const SALT_BYTES = 16;
const HASH_BITS = 256;

const encoder = new TextEncoder();

async function derive(password: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey("raw", encoder.encode(password), "PBKDF2", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations }, key, HASH_BITS);
  return new Uint8Array(bits);
}

/** Compares in time that depends only on the length, never on where the bytes first differ. */
function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= (a[i] as number) ^ (b[i] as number);
  return difference === 0;
}

/** A new hash with a fresh random salt. */
export async function hashPassword(password: string, iterations: number = PBKDF2_ITERATIONS): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(password, salt, iterations);
  return `${SCHEME}$${iterations}$${toBase64Url(salt)}$${toBase64Url(hash)}`;
}

/** True for a hash made with fewer iterations than today's: re-hash it after the next successful login. */
export function needsRehash(stored: string): boolean {
  return Number(stored.split("$")[1]) < PBKDF2_ITERATIONS;
}

/**
 * Whether the password matches the stored hash. With no stored hash (unknown account) it still
 * derives once at full cost and answers false, so the time taken does not tell whether an account exists.
 */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parts = stored?.split("$");
  const iterations = Number(parts?.[1]);
  const salt = fromBase64Url(parts?.[2] ?? "");
  const expected = fromBase64Url(parts?.[3] ?? "");
  const wellFormed =
    parts?.length === 4 &&
    parts[0] === SCHEME &&
    Number.isInteger(iterations) &&
    iterations > 0 &&
    iterations <= PBKDF2_ITERATIONS &&
    salt !== null &&
    expected !== null;
  if (!wellFormed) {
    await derive(password, new Uint8Array(SALT_BYTES), PBKDF2_ITERATIONS);
    return false;
  }
  return constantTimeEqual(await derive(password, salt, iterations), expected);
}
