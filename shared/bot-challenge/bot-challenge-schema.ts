// The bot challenge (ALTCHA proof of work, worker/features/bot-challenge): what the server hands out, and
// the proof a browser sends back. A proof travels in one request header, the same for every protected
// call (tRPC or the upload route), so no input schema has to grow an extra field; it is the ALTCHA
// payload convention: base64 of JSON { challenge, solution } (the browser encodes it with
// shared/bot-challenge/bot-challenge.ts; only the server parses it, so zod stays out of the browser's chunk).
import "../forms/zod-setup";
import { z } from "zod";
import { BOT_CHALLENGE_MAX_LENGTH } from "./bot-challenge";

const hex = z.string().regex(/^(?:[0-9a-f]{2})+$/);

/** A signed challenge as altcha-lib creates it (every field it signs, nothing else). */
export const botChallengeSchema = z.strictObject({
  parameters: z.strictObject({
    algorithm: z.string().max(32),
    nonce: hex.max(128),
    salt: hex.max(128),
    cost: z.int().positive(),
    keyLength: z.int().positive().max(64),
    keyPrefix: hex.max(128),
    keySignature: hex.max(256).optional(),
    expiresAt: z.int().positive().optional(),
  }),
  signature: hex.max(256),
});

export const botChallengeProofSchema = z.strictObject({
  challenge: botChallengeSchema,
  solution: z.object({ counter: z.int().nonnegative(), derivedKey: hex.max(256) }),
});
export type BotChallengeProof = z.infer<typeof botChallengeProofSchema>;

/** The proof in a header value, or null when it is not one (wrong shape, not base64, not JSON, too long). */
export function decodeBotChallengeProof(value: string | null | undefined): BotChallengeProof | null {
  if (!value || value.length > BOT_CHALLENGE_MAX_LENGTH) return null;
  try {
    const parsed = botChallengeProofSchema.safeParse(JSON.parse(atob(value)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
