// HMAC-signed cookies (voter ids, admin sessions): a value travels as `value.signature`, HMAC-SHA256 over
// `name=value` with SESSION_SECRET. Signing the name too (hono/cookie signs the value only) means a value
// signed for one cookie cannot be replayed as another. A cookie that does not verify reads as absent.
//
// On https (always in production) cookies are `Secure` and `__Host-` named (Path=/, no Domain), so no
// sibling subdomain or plain-http page can set them; plain http (local development) gets the bare name.
// The signature covers the bare name: the prefix is transport, not identity.
//
// SESSION_SECRET may be a comma-separated list for rotation: signed with the first entry, accepted under
// any. An entry shorter than MIN_SECRET_LENGTH fails closed: nothing is signed or read.
//
// Inside tRPC procedures pass `ctx.resHeaders`: cookies set through Hono's `c` are dropped there.
import { apiMessages } from "@shared/api/api-texts";
import { generateCookie } from "hono/cookie";
import { parse } from "hono/utils/cookie";
import { refusal } from "../trpc/refusal";
import { fromBase64Url, toBase64Url } from "../crypto/base64url";

export type CookieEnv = Pick<Env, "SESSION_SECRET" | "APP_ENV">;

export interface SignedCookieOptions {
  /** Lifetime in seconds (browsers cap it at 400 days). */
  maxAgeSeconds: number;
  /** Secure and `__Host-` named (see `secureCookies`); production forces it. */
  secure?: boolean;
}

/** Shortest accepted secret: 32 characters (`npm start` generates 43 random base64url ones). */
export const MIN_SECRET_LENGTH = 32;

const SECURE_PREFIX = "__Host-";
const encoder = new TextEncoder();
const keyCache = new Map<string, Promise<CryptoKey>>();

/** The secrets in SESSION_SECRET, signing one first; throws (logged, generic to clients) when unusable. */
export function sessionSecrets(env: CookieEnv): string[] {
  const secrets = (env.SESSION_SECRET ?? "")
    .split(",")
    .map((secret) => secret.trim())
    .filter(Boolean);
  if (secrets.length === 0 || secrets.some((secret) => secret.length < MIN_SECRET_LENGTH)) {
    // Fail closed: an unset or short secret would make signatures forgeable or guessable.
    console.error(
      `SESSION_SECRET is ${secrets.length === 0 ? "not set" : `shorter than ${MIN_SECRET_LENGTH} characters (or one of its comma-separated entries is)`}: ` +
        "no cookie is signed or read until it is fixed (wrangler secret put SESSION_SECRET).",
    );
    // The client gets the generic text (the error formatter, Hono's onError); the details stay in the log.
    throw refusal("INTERNAL_SERVER_ERROR", apiMessages, "internal");
  }
  return secrets;
}

function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keyCache.get(secret);
  if (!key) {
    key = crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
    keyCache.set(secret, key);
  }
  return key;
}

/** HMAC-SHA256 of `text` with the signing (first) secret, base64url. */
export async function signText(env: CookieEnv, text: string): Promise<string> {
  const [signing] = sessionSecrets(env);
  return toBase64Url(await crypto.subtle.sign("HMAC", await hmacKey(signing!), encoder.encode(text)));
}

/** Whether `signature` (base64url) is an HMAC of `text` under any of the secrets. Constant time per key. */
export async function verifyText(env: CookieEnv, text: string, signature: string): Promise<boolean> {
  const bytes = fromBase64Url(signature);
  if (!bytes) return false;
  for (const secret of sessionSecrets(env)) {
    if (await crypto.subtle.verify("HMAC", await hmacKey(secret), bytes, encoder.encode(text))) return true;
  }
  return false;
}

/** Cookies for this request are Secure and `__Host-` named: over https, and always in production. */
export function secureCookies(env: CookieEnv, req: Request): boolean {
  return env.APP_ENV === "production" || new URL(req.url).protocol === "https:";
}

export function cookieName(name: string, secure: boolean): string {
  return secure ? `${SECURE_PREFIX}${name}` : name;
}

/** Attributes shared by setting and clearing, so a clear always matches the cookie it replaces. */
function baseOptions(secure: boolean) {
  // `__Host-` requires exactly this: Secure, Path=/, no Domain.
  return { path: "/", httpOnly: true, sameSite: "Lax", secure } as const;
}

const isSecure = (env: CookieEnv, secure: boolean | undefined) => secure === true || env.APP_ENV === "production";

export async function signedCookieHeader(env: CookieEnv, name: string, value: string, options: SignedCookieOptions): Promise<string> {
  const secure = isSecure(env, options.secure);
  const signature = await signText(env, `${name}=${value}`);
  return generateCookie(cookieName(name, secure), `${value}.${signature}`, {
    ...baseOptions(secure),
    maxAge: options.maxAgeSeconds,
  });
}

export async function setSignedCookie(headers: Headers, env: CookieEnv, name: string, value: string, options: SignedCookieOptions): Promise<void> {
  headers.append("Set-Cookie", await signedCookieHeader(env, name, value, options));
}

export function clearCookie(headers: Headers, env: CookieEnv, name: string, secure?: boolean): void {
  const isSecureCookie = isSecure(env, secure);
  headers.append("Set-Cookie", generateCookie(cookieName(name, isSecureCookie), "", { ...baseOptions(isSecureCookie), maxAge: 0 }));
}

export interface ReadCookieOptions {
  /**
   * Over https, also accept the cookie under its bare name when the `__Host-` one is absent: for cookies
   * set before the prefix existed, where a planted copy could do no harm (still signature-checked).
   */
  acceptBareName?: boolean;
}

/** The cookie's value when its signature verifies; undefined when absent, malformed or tampered with. */
export async function readSignedCookie(request: Request, env: CookieEnv, name: string, options: ReadCookieOptions = {}): Promise<string | undefined> {
  const jar = parse(request.headers.get("cookie") ?? "");
  const secure = secureCookies(env, request);
  const raw = secure ? (jar[cookieName(name, true)] ?? (options.acceptBareName ? jar[name] : undefined)) : jar[name];
  if (!raw) return undefined;
  const dot = raw.lastIndexOf(".");
  if (dot <= 0) return undefined;
  const value = raw.slice(0, dot);
  return (await verifyText(env, `${name}=${value}`, raw.slice(dot + 1))) ? value : undefined;
}
