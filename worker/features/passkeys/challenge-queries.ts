// WebAuthn challenges kept in D1 until answered. Taking one deletes it in the same statement that
// finds it, so a challenge answers exactly one ceremony, however many requests race for it.
import { and, eq, gt, isNull, lte } from "drizzle-orm";
import type { Db } from "../../db/client";
import { webauthnChallenges } from "../../db/schema";
import { CHALLENGE_LIFETIME_MS } from "./webauthn";

type Purpose = (typeof webauthnChallenges.$inferSelect)["purpose"];

/** Stores a fresh challenge (and sweeps the expired ones, which nothing can use any more). */
export async function saveChallenge(db: Db, challenge: { value: string; purpose: Purpose; userId: string | null; now: Date }): Promise<void> {
  const now = challenge.now.toISOString();
  await db.batch([
    db.delete(webauthnChallenges).where(lte(webauthnChallenges.expires_at, now)),
    db.insert(webauthnChallenges).values({
      id: crypto.randomUUID(),
      user_id: challenge.userId,
      challenge: challenge.value,
      purpose: challenge.purpose,
      expires_at: new Date(challenge.now.getTime() + CHALLENGE_LIFETIME_MS).toISOString(),
    }),
  ]);
}

/**
 * Spends a challenge: true when an unexpired one with this value, purpose and owner existed (it is now
 * gone), false otherwise (unknown, expired, someone else's, or already spent).
 */
export async function takeChallenge(db: Db, challenge: { value: string; purpose: Purpose; userId: string | null; now: Date }): Promise<boolean> {
  const owner = challenge.userId === null ? isNull(webauthnChallenges.user_id) : eq(webauthnChallenges.user_id, challenge.userId);
  const taken = await db
    .delete(webauthnChallenges)
    .where(
      and(
        eq(webauthnChallenges.challenge, challenge.value),
        eq(webauthnChallenges.purpose, challenge.purpose),
        owner,
        gt(webauthnChallenges.expires_at, challenge.now.toISOString()),
      ),
    )
    .returning({ id: webauthnChallenges.id });
  return taken.length === 1;
}
