// Promotion tiers (spec section 9). Prices are whole Canadian dollars; the server decides the price
// of a submission from its tier, never from what a client sends.
import { submitMessages } from "./submit-texts";

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

// The names are the same in every language; features and badge are the submit texts, read when shown.
export const PAID_TIERS: readonly PaidTier[] = [
  {
    id: "basic",
    name: "Basic",
    price: TIER_PRICES.basic,
    get features() {
      return submitMessages.tierFeatures.basic;
    },
  },
  {
    id: "pro",
    name: "Pro",
    price: TIER_PRICES.pro,
    get badge() {
      return submitMessages.bestValue;
    },
    get features() {
      return submitMessages.tierFeatures.pro;
    },
  },
];

export function priceForTier(tier: PromotionTier): number {
  return TIER_PRICES[tier];
}

/** The tier's price in cents, as the payment provider charges it (tax included: docs/payments.md). */
export function priceCentsForTier(tier: PromotionTier): number {
  return TIER_PRICES[tier] * 100;
}
