// HMAC-signed cookies (voter ids now, admin sessions later). A cookie's value travels as
// `value.signature`, where the signature is HMAC-SHA256 over `name=value` with SESSION_SECRET.
// Signing the name as well (hono/cookie signs the value only) means a value signed for one cookie
// cannot be replayed as another, e.g. a voter id as a session id. A cookie whose signature does not
// verify reads as absent.
//
// Inside tRPC procedures pass `ctx.resHeaders`: cookies set through Hono's `c` are dropped there.
import { generateCookie } from "hono/cookie";
import { parse } from "hono/utils/cookie";

export type CookieEnv = Pick<Env, "SESSION_SECRET" | "APP_ENV">;

export interface SignedCookieOptions {
  /** Lifetime in seconds (browsers cap it at 400 days). */
  maxAgeSeconds: number;
}

const encoder = new TextEncoder();

async function hmacKey(env: CookieEnv): Promise<CryptoKey> {
  // Fail closed: an unset secret would make every signature forgeable.
  if (!env.SESSION_SECRET) throw new Error("SESSION_SECRET is not set");
  return crypto.subtle.importKey("raw", encoder.encode(env.SESSION_SECRET), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
    "verify",
  ]);
}

function toBase64Url(bytes: ArrayBuffer): string {
  return btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text) || text.length % 4 === 1) return null;
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** Attributes shared by setting and clearing, so a clear always matches the cookie it replaces. */
function baseOptions(env: CookieEnv) {
  return { path: "/", httpOnly: true, sameSite: "Lax", secure: env.APP_ENV === "production" } as const;
}

/** The Set-Cookie header value for a signed cookie. */
export async function signedCookieHeader(
  env: CookieEnv,
  name: string,
  value: string,
  options: SignedCookieOptions,
): Promise<string> {
  const signature = await crypto.subtle.sign("HMAC", await hmacKey(env), encoder.encode(`${name}=${value}`));
  return generateCookie(name, `${value}.${toBase64Url(signature)}`, {
    ...baseOptions(env),
    maxAge: options.maxAgeSeconds,
  });
}

/** Appends a signed cookie to a response's headers. */
export async function setSignedCookie(
  headers: Headers,
  env: CookieEnv,
  name: string,
  value: string,
  options: SignedCookieOptions,
): Promise<void> {
  headers.append("Set-Cookie", await signedCookieHeader(env, name, value, options));
}

/** Appends a header that removes the cookie. */
export function clearCookie(headers: Headers, env: CookieEnv, name: string): void {
  headers.append("Set-Cookie", generateCookie(name, "", { ...baseOptions(env), maxAge: 0 }));
}

/** The cookie's value when its signature verifies; undefined when absent, malformed or tampered with. */
export async function readSignedCookie(request: Request, env: CookieEnv, name: string): Promise<string | undefined> {
  const raw = parse(request.headers.get("cookie") ?? "", name)[name];
  if (!raw) return undefined;
  const dot = raw.lastIndexOf(".");
  if (dot <= 0) return undefined;
  const value = raw.slice(0, dot);
  const signature = fromBase64Url(raw.slice(dot + 1));
  if (!signature) return undefined;
  // crypto.subtle.verify compares in constant time.
  const valid = await crypto.subtle.verify("HMAC", await hmacKey(env), signature, encoder.encode(`${name}=${value}`));
  return valid ? value : undefined;
}
