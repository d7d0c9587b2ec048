// Reads the app's own API from a test, to find real listings instead of copying the catalogue. The
// answers are typed from the router itself.
import { expect, type APIRequestContext } from "@playwright/test";
import { baseURL } from "./playwright.config";
import type { RouterOutputs } from "./router-outputs";

export type Card = RouterOutputs["listings"]["list"]["items"][number];
export type Detail = NonNullable<RouterOutputs["listings"]["get"]>;

/** The first page of a list (the cards a visitor sees first). */
export async function listCards(request: APIRequestContext, input: { type: Card["type"]; city?: string; page?: number }): Promise<Card[]> {
  const res = await request.get(`/api/trpc/listings.list?input=${encodeURIComponent(JSON.stringify(input))}`);
  const body = (await res.json()) as { result: { data: { items: Card[] } } };
  return body.result.data.items;
}

export async function getDetail(request: APIRequestContext, card: Card): Promise<Detail> {
  const [, , city, slug] = card.path.split("/");
  const input = { type: card.type, city, slug };
  const res = await request.get(`/api/trpc/listings.get?input=${encodeURIComponent(JSON.stringify(input))}`);
  const detail = ((await res.json()) as { result: { data: RouterOutputs["listings"]["get"] } }).result.data;
  if (!detail) throw new Error(`no listing at ${card.path}`);
  return detail;
}

/**
 * Approves the pending submission with this title through the admin API (the request must carry an
 * admin session); answers its public path.
 */
export async function approveByTitle(request: APIRequestContext, title: string): Promise<string> {
  const list = await request.get(`/api/trpc/admin.submissions.list?input=${encodeURIComponent(JSON.stringify({ status: "pending" }))}`);
  const pending = ((await list.json()) as { result: { data: { items: { id: number; title: string }[] } } }).result.data.items;
  const id = pending.find((s) => s.title === title)!.id;
  const res = await request.post("/api/trpc/admin.submissions.review", { headers: { origin: baseURL }, data: { id, status: "approved" } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { result: { data: { public_path: string } } }).result.data.public_path;
}
