// Rate limits for plain Hono routes (uploads, Web Vitals): a refusal of takeRateLimits as the error
// envelope. Past the free allowance a request passes with a solved bot challenge in the same header
// tRPC calls use.
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
    const { refused } = await takeRateLimits(c.env, bucket, clientNetworkScopes(c.req.raw, c.env), challengeSolved);
    if (refused?.verdict === "challenge") return refuse(c, "PRECONDITION_REQUIRED", apiMessages, "challengeRequired");
    if (refused) {
      c.header("Retry-After", String(refused.retryAfterSeconds));
      return refuse(c, "TOO_MANY_REQUESTS", apiMessages, "tooManyAttempts", retryParams(refused.retryAfterSeconds));
    }
    await next();
  };
}
