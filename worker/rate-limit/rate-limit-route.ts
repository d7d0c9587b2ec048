// Rate limits for plain Hono routes (uploads, Web Vitals, share images drawn afresh): a refusal of
// takeRateLimits as the error envelope. Past the free allowance a request passes with a solved bot
// challenge in the same header tRPC calls use (for buckets that have that tier).
import type { Context, MiddlewareHandler } from "hono";
import { apiMessages } from "@shared/api/api-texts";
import { BOT_CHALLENGE_HEADER } from "@shared/bot-challenge/bot-challenge";
import { checkBotChallengeProof } from "./bot-challenge";
import { refuse } from "../http/error-envelope";
import { clientNetworkScopes } from "./client-network";
import { retryParams, takeRateLimits, type RateLimitBucket } from "./rate-limit";

/** The refusal of one hit in `bucket` from this request's network, or null when it may go on. */
export async function rateLimitRefusal(c: Context<{ Bindings: Env }>, bucket: RateLimitBucket): Promise<Response | null> {
  const challengeSolved = (await checkBotChallengeProof(c.env, c.req.header(BOT_CHALLENGE_HEADER))) === "valid";
  const { refused } = await takeRateLimits(c.env, bucket, clientNetworkScopes(c.req.raw, c.env), challengeSolved);
  if (!refused) return null;
  if (refused.verdict === "challenge") return refuse(c, "PRECONDITION_REQUIRED", apiMessages, "challengeRequired");
  c.header("Retry-After", String(refused.retryAfterSeconds));
  return refuse(c, "TOO_MANY_REQUESTS", apiMessages, "tooManyAttempts", retryParams(refused.retryAfterSeconds));
}

export function rateLimitRoute(bucket: RateLimitBucket): MiddlewareHandler<{ Bindings: Env }> {
  return async (c, next) => {
    const refusal = await rateLimitRefusal(c, bucket);
    if (refusal) return refusal;
    await next();
  };
}
