import { PAID_TIERS } from "@shared/submissions/promotion-tiers";
import { format } from "@shared/i18n/messages";
import { adminMessages } from "@shared/admin/admin-texts";
import type { AdminSubmission } from "@web/features/admin/ui/admin-types";
import { formatDollars } from "@web/lib/numbers";

/** "No promotion", or the tier with its price, e.g. "Pro · $99" (spec section 2, Admin Dashboard). */
export function promotionLabel(submission: Pick<AdminSubmission, "promotion_tier" | "price">): string | null {
  const tier = PAID_TIERS.find((paid) => paid.id === submission.promotion_tier);
  return tier ? format(adminMessages.tierWithPrice, { tier: tier.name, price: formatDollars(submission.price) }) : null;
}
