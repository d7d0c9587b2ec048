// Rate limits for plain Hono routes (uploads): the outcome of takeRateLimit as the error envelope.
import type { MiddlewareHandler } from "hono";
import { apiMessages } from "@shared/messages/api";
import { refuse } from "../http/error-envelope";
import { clientNetwork } from "./client-network";
import { retryMessage, takeRateLimit, type RateLimitBucket } from "./rate-limit";

export function rateLimitRoute(bucket: RateLimitBucket): MiddlewareHandler<{ Bindings: Env }> {
  return async (c, next) => {
    const outcome = await takeRateLimit(c.env, bucket, clientNetwork(c.req.raw, c.env));
    if (!outcome.allowed && outcome.reason === "challenge") return refuse(c, "PRECONDITION_REQUIRED", apiMessages.challengeRequired);
    if (!outcome.allowed) {
      c.header("Retry-After", String(outcome.retryAfterSeconds));
      return refuse(c, "TOO_MANY_REQUESTS", retryMessage(outcome.retryAfterSeconds));
    }
    await next();
  };
}
