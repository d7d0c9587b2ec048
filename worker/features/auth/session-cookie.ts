// The session cookie: a random token, HMAC-signed with SESSION_SECRET (worker/http/signed-cookies.ts:
// HttpOnly, SameSite=Lax, Path=/; on https Secure and named `__Host-lh_session`). The database keeps only
// the token's SHA-256. Over https only the `__Host-` name is read: a bare-named session cookie could have
// been planted by a sibling subdomain (session fixation); a session from before the prefix just ends.
import { clearCookie, readSignedCookie, secureCookies, setSignedCookie, type CookieEnv } from "../../http/signed-cookies";
import { sha256Hex } from "../../crypto/hex-digest";

export const SESSION_COOKIE = "lh_session";
/** A session lasts 7 days from login, then the admin logs in again. */
export const SESSION_LIFETIME_SECONDS = 7 * 24 * 60 * 60;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The session row's id for a token: its SHA-256, hex. */
export function sessionIdFor(token: string): Promise<string> {
  return sha256Hex(token);
}

/** The token from a correctly signed cookie; undefined when absent, malformed or tampered with. */
export async function readSessionToken(req: Request, env: CookieEnv): Promise<string | undefined> {
  const token = await readSignedCookie(req, env, SESSION_COOKIE);
  return token && TOKEN_PATTERN.test(token) ? token : undefined;
}

export function setSessionCookie(headers: Headers, env: CookieEnv, req: Request, token: string): Promise<void> {
  return setSignedCookie(headers, env, SESSION_COOKIE, token, {
    maxAgeSeconds: SESSION_LIFETIME_SECONDS,
    secure: secureCookies(env, req),
  });
}

export function clearSessionCookie(headers: Headers, env: CookieEnv, req: Request): void {
  clearCookie(headers, env, SESSION_COOKIE, secureCookies(env, req));
}
