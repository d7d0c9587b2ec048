// Guards in front of the tRPC endpoint that run before any body is parsed. Refusals use tRPC's error
// envelope so the web client shows them like any other API error.
import type { MiddlewareHandler } from "hono";
import { apiMessages } from "@shared/api/api-texts";
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
