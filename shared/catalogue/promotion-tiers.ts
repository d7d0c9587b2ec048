// Promotion tiers (spec section 9). Prices are whole Canadian dollars; the server decides the price
// of a submission from its tier, never from what a client sends.
export const PROMOTION_TIERS = ["none", "basic", "pro"] as const;
export type PromotionTier = (typeof PROMOTION_TIERS)[number];

export interface PaidTier {
  id: Exclude<PromotionTier, "none">;
  name: string;
  price: number;
  features: readonly string[];
  /** Shown as a badge on the card. */
  badge?: string;
}

export const TIER_PRICES: Record<PromotionTier, number> = { none: 0, basic: 39, pro: 99 };

export const PAID_TIERS: readonly PaidTier[] = [
  {
    id: "basic",
    name: "Basic",
    price: TIER_PRICES.basic,
    features: ["Basic SEO optimization", "Link back to your website", "Social media showcase"],
  },
  {
    id: "pro",
    name: "Pro",
    price: TIER_PRICES.pro,
    badge: "BEST VALUE",
    features: [
      "Advanced SEO optimization",
      "2 News/Launch submissions",
      "SEO article about your business",
      "Best of Local series nomination",
      "LIVE business showcase and tour",
      "Podcast opportunity",
    ],
  },
];

export function priceForTier(tier: PromotionTier): number {
  return TIER_PRICES[tier];
}
