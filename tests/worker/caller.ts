// Procedures called straight through the app router (`createCaller`), with typed inputs and answers: a
// test whose subject is what a procedure does (its rules, authorization, the data it writes) needs no
// HTTP. Transport (the error envelope, origin and body limits, cookies over HTTP, bookmarks) is tested
// through the Worker's entry instead (fetch-app.ts).
import { env } from "cloudflare:test";
import { TRPCError, type inferRouterInputs, type TRPC_ERROR_CODE_KEY } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import { LOCALE_HEADER, type Locale } from "@shared/i18n/locales";
import { inLocale, localeOfRequest } from "@worker/i18n/request-locale";
import { createContext } from "@worker/trpc/context";
import { fieldErrorsOf } from "@worker/trpc/refusal";
import { appRouter, type AppRouter } from "@worker/trpc/router";
import { ORIGIN } from "./fetch-app";

/** Input types straight from the router, for a test's own helpers. */
export type RouterInputs = inferRouterInputs<AppRouter>;

export interface CallerOptions {
  /** The Cookie header (a session from `sessionCookie`). */
  cookie?: string;
  /** The visitor's language, as the web app's `X-Locale` header says it. */
  locale?: Locale;
  /** Any other request header (`cf-connecting-ip`, `user-agent`). */
  headers?: Record<string, string>;
}

export type Caller = ReturnType<typeof appRouter.createCaller>;

/**
 * The app router as one request with these headers would call it: the same context the API builds, and
 * every call run in the request's locale (worker/i18n/request-locale.ts), so refusals are worded in it.
 */
export function caller(options: CallerOptions = {}, resHeaders = new Headers()): Caller {
  const headers = new Headers(options.headers);
  if (options.cookie) headers.set("cookie", options.cookie);
  if (options.locale) headers.set(LOCALE_HEADER, options.locale);
  const req = new Request(`${ORIGIN}/api/trpc`, { headers });
  return inRequestLocale(appRouter.createCaller(createContext(env, req, resHeaders)), localeOfRequest(req));
}

/** Wraps tRPC's recursive caller proxy so that each procedure call starts inside `inLocale`. */
function inRequestLocale<T>(target: T, locale: Locale): T {
  if (typeof target !== "function") return target;
  return new Proxy(target, {
    get: (fn, key) => inRequestLocale(Reflect.get(fn, key) as unknown, locale),
    apply: (fn, self, args) => inLocale(locale, () => Reflect.apply(fn, self, args) as unknown),
  });
}

/** What a call came to, as a client reads it: the answer, or the refusal's HTTP status, code and texts. */
export interface Outcome<T> {
  status: number;
  data?: T;
  code?: TRPC_ERROR_CODE_KEY;
  message?: string;
  /** A refused input's field messages (the error formatter's `fieldErrors`, worker/trpc/init.ts). */
  fieldErrors?: Record<string, string[] | undefined> | null;
}

/** Settles a call: 200 with its answer, or the TRPCError it threw (anything else is rethrown). */
export async function outcome<T>(call: Promise<T>): Promise<Outcome<T>> {
  try {
    return { status: 200, data: await call };
  } catch (error) {
    if (!(error instanceof TRPCError)) throw error;
    return {
      status: getHTTPStatusCodeFromError(error),
      code: error.code,
      message: error.message,
      fieldErrors: fieldErrorsOf(error),
    };
  }
}

/** A call's outcome with the response headers it set (Set-Cookie, Cache-Control), for a test that reads them. */
export async function outcomeWithHeaders<T>(options: CallerOptions, call: (api: Caller) => Promise<T>): Promise<Outcome<T> & { headers: Headers }> {
  const headers = new Headers();
  return { ...(await outcome(call(caller(options, headers)))), headers };
}
