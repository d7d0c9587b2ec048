// Requests to the Worker under test, through its real entry (Hono, tRPC, assets, D1).
import type { inferRouterOutputs } from "@trpc/server";
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { expect } from "vitest";
import worker from "@worker/index";
import { QUERY_STATE_ELEMENT_ID } from "@shared/ssr-contract";
import type { AppRouter } from "@worker/trpc/router";

/** Answer types straight from the router: tests never hand-copy them. */
export type RouterOutputs = inferRouterOutputs<AppRouter>;

export const ORIGIN = "http://localhost";

/**
 * One request to the Worker's default export (`fetch(request, env, ctx)`), as workerd calls it, with the
 * request's `waitUntil` work (cache writes) finished before the answer returns, so a following request
 * sees it. Called directly, not through the pool's loopback (`exports.default.fetch`): through that, each
 * request of a test file cost more than the one before (a plain page 2.6 ms for the first hundred, 83 ms
 * for the third; docs/testing.md), which made a file's time grow with the square of its requests.
 */
export async function fetchApp(path: string | URL, init?: RequestInit): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(new URL(path, ORIGIN), init), env, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

/** The screen the edge rendered for a page (its <main>, without the layout around it); the page must answer 200. */
export async function edgeScreen(path: string, headers: HeadersInit = {}) {
  const res = await fetchApp(path, { headers: { accept: "text/html", ...headers } });
  expect(res.status).toBe(200);
  const html = await res.text();
  const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
  expect(main, path).not.toBe("");
  return main;
}

/** A query the edge inlined in a page's first view, as React Query dehydrated it. */
export interface InlinedQuery<D> {
  queryKey: unknown;
  state: { status: string; data: D };
}

/** The first view's dehydrated React Query state the edge inlined in `html`: each query's key and answer (null: none). */
export function inlinedQueries<D = unknown>(html: string): InlinedQuery<D>[] | null {
  const match = new RegExp(`<script type="application/json" id="${QUERY_STATE_ELEMENT_ID}">(.*?)</script>`, "s").exec(html);
  return match ? (JSON.parse(match[1]!) as { queries: InlinedQuery<D>[] }).queries : null;
}

/** The page's structured data: every JSON-LD block of `html`, parsed. */
export function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map(
    ([, json]) => JSON.parse(json!) as Record<string, unknown>,
  );
}

/** Calls a tRPC query over HTTP (no batching) and returns the parsed envelope. */
export async function trpcQuery<T = unknown>(path: string, input?: unknown, headers: HeadersInit = {}) {
  const query = input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  const res = await fetchApp(`/api/trpc/${path}${query}`, { headers });
  return { status: res.status, body: await res.json<TrpcEnvelope<T>>() };
}

/** Calls a tRPC mutation over HTTP from a same-origin page. */
export async function trpcMutation<T = unknown>(path: string, input: unknown, headers: HeadersInit = {}) {
  const res = await fetchApp(`/api/trpc/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: ORIGIN, ...headers },
    body: JSON.stringify(input),
  });
  return { status: res.status, headers: res.headers, body: await res.json<TrpcEnvelope<T>>() };
}

export type TrpcEnvelope<T> =
  | { result: { data: T }; error?: undefined }
  | {
      result?: undefined;
      error: {
        message: string;
        code: number;
        data: {
          code: string;
          httpStatus: number;
          fieldErrors?: Record<string, string[]> | null;
          text?: { key: string; params: Record<string, string | number> } | null;
        };
      };
    };
