// Rate limits for plain Hono routes (uploads, share images drawn afresh): the outcome of takeRateLimits
// as the error envelope. Past the free allowance a request passes with a solved bot challenge in the
// same header tRPC calls use (for buckets that have that tier).
import type { Context, MiddlewareHandler } from "hono";
import { apiMessages } from "@shared/messages/api";
import { BOT_CHALLENGE_HEADER } from "@shared/rules/bot-challenge";
import { checkBotChallengeProof } from "./bot-challenge";
import { refuse } from "../http/error-envelope";
import { clientNetworkScopes } from "./client-network";
import { retryParams, takeRateLimits, type RateLimitBucket } from "./rate-limit";

/** The refusal of one hit in `bucket` from this request's network, or null when it may go on. */
export async function rateLimitRefusal(c: Context<{ Bindings: Env }>, bucket: RateLimitBucket): Promise<Response | null> {
  const challengeSolved = (await checkBotChallengeProof(c.env, c.req.header(BOT_CHALLENGE_HEADER))) === "valid";
  const { outcome } = await takeRateLimits(c.env, bucket, clientNetworkScopes(c.req.raw, c.env), challengeSolved);
  if (outcome.allowed) return null;
  if (outcome.reason === "challenge") return refuse(c, "PRECONDITION_REQUIRED", apiMessages, "challengeRequired");
  c.header("Retry-After", String(outcome.retryAfterSeconds));
  return refuse(c, "TOO_MANY_REQUESTS", apiMessages, "tooManyAttempts", retryParams(outcome.retryAfterSeconds));
}

export function rateLimitRoute(bucket: RateLimitBucket): MiddlewareHandler<{ Bindings: Env }> {
  return async (c, next) => {
    const refusal = await rateLimitRefusal(c, bucket);
    if (refusal) return refusal;
    await next();
  };
}
