// Guards in front of the tRPC endpoint that run before any body is parsed. Refusals use tRPC's error
// envelope so the web client shows them like any other API error.
import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";

/** Largest JSON body a procedure accepts (a full submission is well under 16 KB). */
export const MAX_API_BODY_BYTES = 64 * 1024;

function trpcError(code: "FORBIDDEN" | "PAYLOAD_TOO_LARGE", httpStatus: 403 | 413, message: string) {
  return { error: { message, code: httpStatus === 403 ? -32003 : -32013, data: { code, httpStatus } } };
}

/**
 * Mutations must come from our own pages: a cross-site form or script cannot act with a visitor's
 * cookies. Browsers always send Origin on POST; a request without it (or from elsewhere) is refused.
 */
export const requireSameOrigin: MiddlewareHandler = async (c, next) => {
  if (c.req.method === "POST" && c.req.header("origin") !== new URL(c.req.url).origin) {
    return c.json(trpcError("FORBIDDEN", 403, "Cross-site requests are not allowed."), 403);
  }
  await next();
};

export const limitApiBody: MiddlewareHandler = bodyLimit({
  maxSize: MAX_API_BODY_BYTES,
  onError: (c) => c.json(trpcError("PAYLOAD_TOO_LARGE", 413, "The request is too large."), 413),
});
