// Rate limits for plain Hono routes (uploads): the outcome of takeRateLimits as the error envelope. Past
// the free allowance a request passes with a solved bot challenge in the same header tRPC calls use.
import type { MiddlewareHandler } from "hono";
import { apiMessages } from "@shared/messages/api";
import { BOT_CHALLENGE_HEADER } from "@shared/rules/bot-challenge";
import { checkBotChallengeProof } from "./bot-challenge";
import { refuse } from "../http/error-envelope";
import { clientNetworkScopes } from "./client-network";
import { retryParams, takeRateLimits, type RateLimitBucket } from "./rate-limit";

export function rateLimitRoute(bucket: RateLimitBucket): MiddlewareHandler<{ Bindings: Env }> {
  return async (c, next) => {
    const challengeSolved = (await checkBotChallengeProof(c.env, c.req.header(BOT_CHALLENGE_HEADER))) === "valid";
    const { outcome } = await takeRateLimits(c.env, bucket, clientNetworkScopes(c.req.raw, c.env), challengeSolved);
    if (!outcome.allowed && outcome.reason === "challenge") return refuse(c, "PRECONDITION_REQUIRED", apiMessages, "challengeRequired");
    if (!outcome.allowed) {
      c.header("Retry-After", String(outcome.retryAfterSeconds));
      return refuse(c, "TOO_MANY_REQUESTS", apiMessages, "tooManyAttempts", retryParams(outcome.retryAfterSeconds));
    }
    await next();
  };
}
