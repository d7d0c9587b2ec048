// tRPC is initialised once, here. Feature routers import only these builders.
import { initTRPC } from "@trpc/server";
import { ZodError, z } from "zod";
import { adminMessages } from "@shared/messages/admin";
import { apiMessages } from "@shared/messages/api";
import { forgetContentVersion } from "../cache/content-version";
import type { Context } from "./context";
import { isD1Failure } from "../db/d1-failure";
import { Refusal, refusal } from "./refusal";
import { textRef } from "@shared/i18n/text-ref";

const t = initTRPC.context<Context>().create({
  // No data transformer: dates travel as ISO strings.
  // The one place unexpected errors become words for clients: whatever an INTERNAL_SERVER_ERROR says
  // inside (drizzle's "Failed query: …", a missing secret), the client reads the generic text. The
  // cause is logged by the API's onError (worker/index.ts).
  errorFormatter({ shape, error }) {
    return {
      ...shape,
      message: error.code === "INTERNAL_SERVER_ERROR" ? apiMessages.internal : shape.message,
      data: {
        ...shape.data,
        // Field-level messages for forms, in the caller's language; never internal details.
        // Only a refused input's: a row that failed its shape inside the server (a bug) says nothing.
        fieldErrors:
          error.code === "BAD_REQUEST" && error.cause instanceof ZodError
            ? z.flattenError(error.cause).fieldErrors
            : error instanceof Refusal && error.field
              ? { [error.field]: [error.message] }
              : null,
        // The reason as a text key and parameters, for a client to render in its own language.
        text: error instanceof Refusal ? error.text : error.code === "INTERNAL_SERVER_ERROR" ? textRef(apiMessages, "internal") : null,
        stack: undefined,
      },
    };
  },
});

export const router = t.router;
export const middleware = t.middleware;

/**
 * The one failure rule of the API: D1 failing under any procedure (a read or a write) answers
 * SERVICE_UNAVAILABLE (503) with the visitor's-language text, which the edge turns into its 503 page;
 * the cause is logged, never sent. Anything else unexpected stays INTERNAL_SERVER_ERROR.
 */
const d1Unavailable = t.middleware(async ({ path, next }) => {
  const result = await next();
  if (result.ok || result.error instanceof Refusal || !isD1Failure(result.error)) return result;
  console.error(`tRPC ${path}: D1 is unavailable`, result.error.cause ?? result.error);
  throw refusal("SERVICE_UNAVAILABLE", apiMessages, "unavailable", { cause: result.error });
});

export const publicProcedure = t.procedure.use(d1Unavailable);

/** A logged-in user: `ctx.session` is set, or the call fails with UNAUTHORIZED. */
export const sessionProcedure = publicProcedure.use(async ({ ctx, next }) => {
  // Answers for a logged-in user are personal: never stored by a browser or a proxy.
  ctx.resHeaders.set("Cache-Control", "no-store");
  const session = await ctx.getSession();
  if (!session) throw refusal("UNAUTHORIZED", adminMessages, "notLoggedIn");
  return next({ ctx: { session } });
});

/** A logged-in user with the admin role (spec section 6); otherwise FORBIDDEN. Checked on the server for every admin call. */
export const adminProcedure = sessionProcedure.use(async ({ ctx, type, next }) => {
  if (!ctx.session.roles.includes("admin")) throw refusal("FORBIDDEN", adminMessages, "notAdmin");
  const result = await next();
  // Admin mutations are what change public content (approvals, edits, unpublishing): this isolate's
  // page cache reads the content version again on its next request (worker/cache/content-version.ts).
  if (type === "mutation") forgetContentVersion();
  return result;
});
