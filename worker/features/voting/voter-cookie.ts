// The anonymous voter: a random id in a signed cookie identifies a browser to the city tallies, so the
// API refuses a second vote for the same shop. Only casting a vote creates one, and creating new
// voter ids is rate limited per network (IPv4 address, IPv6 /64), so clearing cookies cannot be turned into a vote-stuffing loop.
import { enforceRateLimit } from "../../rate-limit/rate-limit";
import { readSignedCookie, secureCookies, setSignedCookie, type CookieEnv } from "../../http/signed-cookies";
import type { Context } from "../../trpc/context";

export const VOTER_COOKIE = "lh_voter";
/** Browsers cap cookie lifetimes at 400 days. */
const VOTER_COOKIE_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;
const VOTER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The voter id from a valid cookie, otherwise null (no cookie, or one that fails its signature). */
export async function voterIdOf(req: Request, env: CookieEnv): Promise<string | null> {
  // Voter cookies set before the `__Host-` prefix keep counting (still signature-checked): a planted
  // copy could only make a browser vote as someone else's voter id, never for more shops.
  const id = await readSignedCookie(req, env, VOTER_COOKIE, { acceptBareName: true });
  return id && VOTER_ID.test(id) ? id : null;
}

/** Creates a voter id and sets its cookie on the response; throws TOO_MANY_REQUESTS past the limit. */
export async function issueVoterId(ctx: Context): Promise<string> {
  await enforceRateLimit(ctx, "newVoters");
  const id = crypto.randomUUID();
  await setSignedCookie(ctx.resHeaders, ctx.env, VOTER_COOKIE, id, {
    maxAgeSeconds: VOTER_COOKIE_MAX_AGE_SECONDS,
    secure: secureCookies(ctx.env, ctx.req),
  });
  return id;
}
