// D1 read replication through the Sessions API. Every request's D1 work goes through one session:
// reads anywhere (the nearest replica, "first-unconstrained"), writes from the primary ("first-primary"),
// and a request that carries a bookmark starts at least as new as that bookmark. After a write the
// answer sets the bookmark as a short-lived cookie, so the next thing the person asks for (their status
// page after submitting or paying, the admin's dashboard after a review or an edit) sees what they just
// did even when a replica has not caught up. Votes live in Durable Objects and need none of this.
// Locally (workerd, tests) there is one database and sessions behave the same way: no replica lags.
import type { MiddlewareHandler } from "hono";
import { generateCookie } from "hono/cookie";
import { parse } from "hono/utils/cookie";
import { VITALS_BEACON_PATH } from "@shared/performance/web-vitals";

/** The bookmark's cookie: not signed (a forged one can only make its own sender read from the primary). */
export const BOOKMARK_COOKIE = "lh_d1_bookmark";

/** Replicas catch up within seconds; five minutes covers a form filled after a write. */
const BOOKMARK_MAX_AGE_SECONDS = 300;

// D1 bookmarks are dash-separated hex groups; anything else is ignored (withSession would throw).
const BOOKMARK_SHAPE = /^[0-9a-f]{1,16}(?:-[0-9a-f]{1,64}){1,7}$/i;

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

function bookmarkOf(request: Request): string | null {
  const value = parse(request.headers.get("Cookie") ?? "", BOOKMARK_COOKIE)[BOOKMARK_COOKIE];
  return value && BOOKMARK_SHAPE.test(value) ? value : null;
}

/** A write no one reads back: a tRPC call (or batch) of votes procedures only, or a Web Vitals beacon. */
function noReadBack(path: string): boolean {
  const prefix = "/api/trpc/";
  if (path === VITALS_BEACON_PATH) return true;
  return (
    path.startsWith(prefix) &&
    path
      .slice(prefix.length)
      .split(",")
      .every((procedure) => procedure.startsWith("votes."))
  );
}

/** A D1Database whose queries run in `session`; what a session cannot do goes to the database itself. */
function inSession(db: D1Database, session: D1DatabaseSession): D1Database {
  return {
    prepare: (query: string) => session.prepare(query),
    batch: <T>(statements: D1PreparedStatement[]) => session.batch<T>(statements),
    exec: (query: string) => db.exec(query),
    dump: () => db.dump(),
    withSession: (constraint?: D1SessionBookmark) => db.withSession(constraint),
  };
}

/** Opens the request's session, and after a write hands its bookmark back as a cookie. */
export const d1Session: MiddlewareHandler<{ Bindings: Env }> = async (c, next) => {
  const writes = !READS.has(c.req.method);
  const bookmark = bookmarkOf(c.req.raw);
  const session = c.env.DB.withSession(bookmark ?? (writes ? "first-primary" : "first-unconstrained"));
  c.env = { ...c.env, DB: inSession(c.env.DB, session) };
  await next();
  // Only a write that succeeded needs to be read back; a refusal (a wrong password) sets no cookie, and
  // neither does a vote (it reads the ballot; its tally lives in a Durable Object) nor a Web Vitals beacon.
  const latest = session.getBookmark();
  if (!writes || !c.res.ok || noReadBack(c.req.path) || !latest || latest === bookmark) return;
  const secure = new URL(c.req.url).protocol === "https:";
  // A copy: some answers' headers are immutable. Hono's setter would merge the old answer's cookies
  // over the copy's, so the old answer is let go first.
  const answer = new Response(c.res.body, c.res);
  answer.headers.append(
    "Set-Cookie",
    generateCookie(BOOKMARK_COOKIE, latest, { path: "/", httpOnly: true, sameSite: "Lax", secure, maxAge: BOOKMARK_MAX_AGE_SECONDS }),
  );
  c.res = undefined;
  c.res = answer;
};
