// Reads the app's own API from a test, to find real listings instead of copying the catalogue.
import type { APIRequestContext } from "@playwright/test";

import type { Listing } from "../../shared/catalogue/listing";

export interface Card {
  id: number;
  type: "story" | "event" | "gem" | "shop";
  title: string;
  city: string;
  path: string;
}

export async function listCards(request: APIRequestContext, input: { type: Card["type"]; city?: string }): Promise<Card[]> {
  const res = await request.get(`/api/trpc/listings.list?input=${encodeURIComponent(JSON.stringify(input))}`);
  const body = (await res.json()) as { result: { data: Card[] } };
  return body.result.data;
}

export async function getDetail(request: APIRequestContext, card: Card): Promise<Listing> {
  const [, , city, slug] = card.path.split("/");
  const input = { type: card.type, city, slug };
  const res = await request.get(`/api/trpc/listings.get?input=${encodeURIComponent(JSON.stringify(input))}`);
  return ((await res.json()) as { result: { data: Listing } }).result.data;
}
