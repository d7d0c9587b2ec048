// The self-hosted bot challenge: an ALTCHA proof of work (altcha-lib, v2 format); no third party is
// asked anything, so it works offline, in tests and without tracking anyone.
//
// Deterministic mode: the server picks a secret counter between ALTCHA_MAX_NUMBER/2 and ALTCHA_MAX_NUMBER
// that the browser must hash its way up to, so the work is bounded. The challenge (expiry included) and
// the key the solver must find are HMAC-signed, so verifying costs two HMACs and no hashing. A proof is
// accepted once: its signature is recorded as spent (RateLimiter.spend) until the challenge expires.
// Both HMAC keys are derived from SESSION_SECRET (each entry of its rotation list), under labels that
// keep the two uses apart; a derived key cannot be turned back into the secret.
import { createChallenge, randomInt, verifySolution, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/sha";
import { BOT_CHALLENGE_LIFETIME_SECONDS } from "@shared/bot-challenge/bot-challenge";
import { decodeBotChallengeProof } from "@shared/bot-challenge/bot-challenge-schema";
import { sessionSecrets, type CookieEnv } from "../http/signed-cookies";
import * as clock from "@shared/time/clock";
import { toHex } from "../crypto/hex-digest";

/** Counter ceiling when ALTCHA_MAX_NUMBER is absent or unusable: about a second of hashing in a browser. */
const DEFAULT_MAX_NUMBER = 100_000;
const ALGORITHM = "SHA-256";

type ChallengeEnv = CookieEnv & Pick<Env, "ALTCHA_MAX_NUMBER" | "RATE_LIMITER">;

/** What a request's proof turned out to be ("none": the request carried none). */
export type ProofVerdict = "none" | "valid" | "malformed" | "expired" | "invalid" | "replayed";

export function maxNumber(env: Pick<Env, "ALTCHA_MAX_NUMBER">): number {
  const value = Number(env.ALTCHA_MAX_NUMBER);
  return Number.isInteger(value) && value >= 1 && value <= 1_000_000_000 ? value : DEFAULT_MAX_NUMBER;
}

const encoder = new TextEncoder();
const derived = new Map<string, Promise<{ signature: string; key: string }>>();

async function hmacHex(secret: string, label: string): Promise<string> {
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const bytes = new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(label)));
  return toHex(bytes);
}

/** The challenge's two HMAC secrets for each SESSION_SECRET entry, the signing one first. */
function challengeSecrets(env: CookieEnv): Promise<{ signature: string; key: string }[]> {
  return Promise.all(
    sessionSecrets(env).map((secret) => {
      let pair = derived.get(secret);
      if (!pair) {
        pair = Promise.all([hmacHex(secret, "local-hype altcha challenge"), hmacHex(secret, "local-hype altcha key")]).then(([signature, key]) => ({
          signature,
          key,
        }));
        derived.set(secret, pair);
      }
      return pair;
    }),
  );
}

/** A new signed challenge, valid for BOT_CHALLENGE_LIFETIME_SECONDS from `now` (ms). */
export async function createBotChallenge(env: ChallengeEnv, now: number = clock.nowMs()): Promise<Challenge> {
  const [signing] = await challengeSecrets(env);
  const max = maxNumber(env);
  return createChallenge({
    algorithm: ALGORITHM,
    cost: 1,
    counter: randomInt(max, Math.ceil(max / 2)),
    deriveKey,
    expiresAt: Math.floor(now / 1000) + BOT_CHALLENGE_LIFETIME_SECONDS,
    hmacSignatureSecret: signing!.signature,
    hmacKeySignatureSecret: signing!.key,
  });
}

/** Where spent challenges are recorded: one of 256 RateLimiter objects, picked by the signature. */
function ledgerFor(env: ChallengeEnv, signature: string) {
  return env.RATE_LIMITER.get(env.RATE_LIMITER.idFromName(`bot-challenge:${signature.slice(0, 2)}`));
}

/**
 * Checks the proof in a request header (BOT_CHALLENGE_HEADER) and, when it is valid, spends it: the
 * same proof never passes twice. Order: shape, expiry, signature and solution, then the ledger, so
 * only a proof that cost real work takes a write.
 */
export async function checkBotChallengeProof(env: ChallengeEnv, header: string | null | undefined): Promise<ProofVerdict> {
  if (!header) return "none";
  const proof = decodeBotChallengeProof(header);
  if (!proof) return "malformed";
  const { challenge, solution } = proof;
  // Every challenge we sign expires; one without an expiry is not ours (and would fail its signature).
  const expiresAt = challenge.parameters.expiresAt;
  if (!expiresAt || challenge.parameters.algorithm !== ALGORITHM) return "invalid";
  if (expiresAt * 1000 <= clock.nowMs()) return "expired";
  let verified = false;
  for (const secrets of await challengeSecrets(env)) {
    const result = await verifySolution({
      challenge,
      solution,
      deriveKey,
      hmacSignatureSecret: secrets.signature,
      hmacKeySignatureSecret: secrets.key,
    });
    if (result.expired) return "expired";
    if (result.verified) {
      verified = true;
      break;
    }
  }
  if (!verified) return "invalid";
  return (await ledgerFor(env, challenge.signature).spend(challenge.signature, expiresAt * 1000)) ? "valid" : "replayed";
}
