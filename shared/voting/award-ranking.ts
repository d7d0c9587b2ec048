// How a season's shops rank: the one rule behind the results page, its JSON-LD, the landing's past
// winners and the badges, so they can never disagree. More votes rank higher; a tie goes to the shop
// earlier on the ballot (its position), so every shop has a rank of its own and a tie never makes two
// "#1"s or leaves a badge's rank ambiguous. A place is won with votes: a shop with none is never on the
// podium, so a season in which nobody voted has no winner and no badge.

/** The ranks that win a place (and a badge): the podium. */
export const PLACED_RANKS = 3;

export interface Standing<Shop> {
  /** 1 for the winner; distinct for every shop. */
  rank: number;
  shop: Shop;
  count: number;
}

/** `shops` in ballot order; `counts` shop id → votes (a shop without a count has none). */
export function rankShops<Shop extends { id: string }>(shops: readonly Shop[], counts: Readonly<Record<string, number>>): Standing<Shop>[] {
  return shops
    .map((shop, position) => ({ shop, position, count: counts[shop.id] ?? 0 }))
    .sort((a, b) => b.count - a.count || a.position - b.position)
    .map(({ shop, count }, index) => ({ rank: index + 1, shop, count }));
}

/** Whether a standing wins a place on the podium (and a badge): a top rank with at least one vote. */
export function isPlaced(standing: { rank: number; count: number }): boolean {
  return standing.count > 0 && standing.rank >= 1 && standing.rank <= PLACED_RANKS;
}
