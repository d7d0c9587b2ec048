// The bot challenge's constants both sides share, and the browser's half of the proof format (the
// server's half, with its schema, is shared/bot-challenge/bot-challenge-schema.ts).

/** The request header that carries a solved challenge, on every protected call (tRPC and uploads). */
export const BOT_CHALLENGE_HEADER = "x-altcha";

/** How long a challenge may be solved and used (seconds): long enough for a slow phone, too short to stockpile. */
export const BOT_CHALLENGE_LIFETIME_SECONDS = 300;

/** Far more than a real proof needs (~700 characters): a longer header is refused unread. */
export const BOT_CHALLENGE_MAX_LENGTH = 4_096;

/** The header value for a solved challenge: base64 of JSON { challenge, solution }, ALTCHA's payload convention. */
export function encodeBotChallengeProof(proof: { challenge: unknown; solution: { counter: number; derivedKey: string } }): string {
  return btoa(JSON.stringify({ challenge: proof.challenge, solution: { counter: proof.solution.counter, derivedKey: proof.solution.derivedKey } }));
}
