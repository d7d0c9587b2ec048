// The optional promotion tiers (spec sections 2, 4 and 9). Each card is a real toggle button
// (aria-pressed): pressing the chosen tier again un-chooses it, back to "none". The button is stretched
// over its card so the whole card is clickable, while the feature list stays outside the button
// (a button's content is read as one flat name) and is linked to it as its description.
import { Icon } from "@web/components/ui/icon";
import { useId } from "react";
import { PAID_TIERS, type PromotionTier } from "@shared/submissions/promotion-tiers";
import { format } from "@shared/i18n/messages";
import { submitMessages } from "@shared/submissions/submit-texts";
import { formatDollars } from "@web/lib/numbers";

interface Props {
  tier: PromotionTier;
  onTierChange: (tier: PromotionTier) => void;
}

export function PromotionTierCards({ tier, onTierChange }: Props) {
  const baseId = useId();
  const chosen = PAID_TIERS.find((paid) => paid.id === tier);
  return (
    <fieldset>
      <legend className="text-lg font-bold text-ink">{submitMessages.promotionHeading}</legend>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        {PAID_TIERS.map((paid) => {
          const pressed = paid.id === tier;
          const featuresId = `${baseId}-${paid.id}-features`;
          const badgeId = `${baseId}-${paid.id}-badge`;
          return (
            <div
              key={paid.id}
              className={`relative rounded-xl border-2 p-4 transition-colors ${
                pressed ? "border-brand-700 bg-brand-50" : "border-gray-200 bg-white hover:border-gray-400"
              }`}
            >
              <div className="flex items-start justify-between gap-2">
                <button
                  type="button"
                  aria-pressed={pressed}
                  aria-describedby={paid.badge ? `${badgeId} ${featuresId}` : featuresId}
                  onClick={() => onTierChange(pressed ? "none" : paid.id)}
                  className="text-left text-base font-bold text-ink after:absolute after:inset-0 after:rounded-xl after:content-[''] focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-700"
                >
                  {paid.name} <span className="text-brand-700">{formatDollars(paid.price)}</span>
                </button>
                {paid.badge && (
                  <span id={badgeId} className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-bold tracking-wide text-white">
                    {paid.badge}
                  </span>
                )}
              </div>
              <ul id={featuresId} className="mt-3 space-y-1.5 text-sm text-gray-700">
                {paid.features.map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <Icon name="check" className="mt-0.5 size-4 shrink-0 text-brand-700" />
                    {feature}
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </div>
      <p className="mt-3 text-sm text-muted" aria-live="polite">
        {chosen ? format(submitMessages.promotionChosen, { tier: chosen.name, price: formatDollars(chosen.price) }) : submitMessages.promotionNone}
      </p>
    </fieldset>
  );
}
