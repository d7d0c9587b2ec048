// Guards in front of the tRPC endpoint and the beacon routes that run before any body is parsed.
// Refusals use tRPC's error envelope so the web client shows them like any other API error.
import { Hono, type Context, type MiddlewareHandler } from "hono";
import type { z } from "zod";
import { apiMessages } from "@shared/api/api-texts";
import { rateLimitRoute, type RateLimitBucket } from "../rate-limit/rate-limit";
import { limitBody } from "./body-limit";
import { refuse } from "./error-envelope";

/** Largest JSON body a procedure accepts (a full submission is well under 16 KB). */
export const MAX_API_BODY_BYTES = 64 * 1024;

/**
 * Mutations must come from our own pages: a cross-site form or script cannot act with a visitor's
 * cookies. Browsers always send Origin on POST; a request without it (or from elsewhere) is refused.
 */
export const requireSameOrigin: MiddlewareHandler = async (c, next) => {
  if (c.req.method === "POST" && c.req.header("origin") !== new URL(c.req.url).origin) {
    return refuse(c, "FORBIDDEN", apiMessages, "crossSite");
  }
  await next();
};

export const limitApiBody: MiddlewareHandler = limitBody({
  maxSize: MAX_API_BODY_BYTES,
  onError: (c) => refuse(c, "PAYLOAD_TOO_LARGE", apiMessages, "tooLarge"),
});

/**
 * A beacon endpoint (a page's navigator.sendBeacon as it is hidden): same-origin, at most `maxBytes`,
 * rate-limited per network in `bucket` and checked against the shared schema like any input; a body
 * that is not one is refused with `invalid`. Answers 204: nobody reads the answer.
 */
export function beaconRoute<T>(
  schema: z.ZodType<T>,
  limits: { maxBytes: number; bucket: RateLimitBucket; invalid: keyof typeof apiMessages },
  record: (c: Context<{ Bindings: Env }>, beacon: T) => Promise<void>,
) {
  return new Hono<{ Bindings: Env }>().post(
    "/",
    requireSameOrigin,
    limitBody({ maxSize: limits.maxBytes, onError: (c) => refuse(c, "PAYLOAD_TOO_LARGE", apiMessages, "tooLarge") }),
    rateLimitRoute(limits.bucket),
    async (c) => {
      let parsed: ReturnType<typeof schema.safeParse> | null = null;
      try {
        parsed = schema.safeParse(JSON.parse(await c.req.text()));
      } catch {
        // Not JSON: refused below like any other unusable beacon.
      }
      if (!parsed?.success) return refuse(c, "BAD_REQUEST", apiMessages, limits.invalid);
      await record(c, parsed.data);
      return c.body(null, 204);
    },
  );
}
