// Requests to the Worker under test, through its real entry (Hono, tRPC, assets, D1).
import type { inferRouterOutputs } from "@trpc/server";
import { exports } from "cloudflare:workers";
import { expect } from "vitest";
import { QUERY_STATE_ELEMENT_ID } from "@shared/ssr-contract";
import type { AppRouter } from "@worker/trpc/router";

/** Answer types straight from the router: tests never hand-copy them. */
export type RouterOutputs = inferRouterOutputs<AppRouter>;

export const ORIGIN = "http://localhost";

export function fetchApp(path: string, init?: RequestInit): Promise<Response> {
  return exports.default.fetch(new Request(new URL(path, ORIGIN), init));
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
