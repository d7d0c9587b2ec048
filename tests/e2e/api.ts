// Reads the app's own API from a test, to find real listings instead of copying the catalogue. The
// answers are typed from the router itself.
import type { APIRequestContext } from "@playwright/test";
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
