// tRPC is initialised once, here. Feature routers import only these builders.
import { initTRPC } from "@trpc/server";
import { adminMessages } from "@shared/admin/admin-texts";
import { adminPeopleMessages } from "@shared/people/admin-people-texts";
import { highestRole, roleAllows, type StaffRole } from "@shared/people/staff-roles";
import { apiMessages } from "@shared/api/api-texts";
import { forgetContentVersion } from "../cache/content-version";
import type { Context } from "./context";
import { isD1Failure } from "../db/d1-failure";
import { fieldErrorsOf, Refusal, refusal } from "./refusal";
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
        fieldErrors: fieldErrorsOf(error),
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

/**
 * An answer meant for one person: whoever holds a private link's token (a status page, newsletter
 * preferences, an invitation), a signing-in or signed-in user, a single-use challenge. The one place
 * that decides `Cache-Control: no-store`, for the answer and for a refusal alike: no browser or proxy
 * keeps it. Every staff procedure is one too (sessionProcedure builds on it).
 */
export const personalProcedure = publicProcedure.use(({ ctx, next }) => {
  ctx.resHeaders.set("Cache-Control", "no-store");
  return next();
});

/** A logged-in user: `ctx.session` is set, or the call fails with UNAUTHORIZED. */
export const sessionProcedure = personalProcedure.use(async ({ ctx, next }) => {
  const session = await ctx.getSession();
  if (!session) throw refusal("UNAUTHORIZED", adminMessages, "notLoggedIn");
  return next({ ctx: { session } });
});

/**
 * A logged-in staff member holding at least `required` (shared/people/staff-roles.ts: a higher role
 * includes the lower ones); otherwise FORBIDDEN. Checked on the server for every staff call.
 */
function staffProcedure(required: StaffRole) {
  return sessionProcedure.use(async ({ ctx, type, next }) => {
    if (!roleAllows(ctx.session.roles, required)) {
      // Someone with no staff role at all hears the spec's admin gate words; staff hear that their role falls short.
      if (highestRole(ctx.session.roles) === null) throw refusal("FORBIDDEN", adminMessages, "notAdmin");
      throw refusal("FORBIDDEN", adminPeopleMessages, "roleForbidden");
    }
    const result = await next();
    // Staff mutations are what change public content (approvals, edits, unpublishing): this isolate's
    // page cache reads the content version again on its next request (worker/cache/content-version.ts).
    if (type === "mutation") forgetContentVersion();
    return result;
  });
}

/** The review queue (submissions). */
export const moderatorProcedure = staffProcedure("moderator");
/** Moderation plus listing curation and the Best Coffee Shops ballot (nominations, shops, seasons). */
export const editorProcedure = staffProcedure("editor");
/** Everything: people, payments, e-mail delivery, the digest, vote integrity, the audit log. */
export const adminProcedure = staffProcedure("admin");
