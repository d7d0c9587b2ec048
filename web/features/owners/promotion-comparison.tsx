// "During promotion vs the days before": one row per measure with the promotion's total, the total of as
// many days just before it, and the change in words. The server sends counts under 5 as null ("< 5") and
// no change where one would give such a count away.
import { ACTIVITY_KINDS, shownCount } from "@shared/activity/activity";
import type { ActivityChange } from "@shared/activity/promotion-comparison";
import { formatterFor } from "@shared/i18n/intl-format";
import { format } from "@shared/i18n/messages";
import { daysBetween } from "@shared/time/city-day";
import { ownerMessages as t } from "@shared/owners/owner-texts";
import type { RouterOutputs } from "@web/lib/trpc";

type Comparison = NonNullable<RouterOutputs["owners"]["performance"]["promotion"]>;

/** "+40%", « −12 % », in the page's language. */
const signedPercent = formatterFor((tag) => new Intl.NumberFormat(tag, { style: "percent", signDisplay: "exceptZero" }));

function changeWords(change: ActivityChange): string {
  if (change === null) return "";
  if (change === "same") return t.promotionSame;
  if (change === "new") return t.promotionNew;
  return signedPercent().format(change.percent / 100);
}

export function PromotionComparison({ comparison }: { comparison: Comparison }) {
  const { during, before } = comparison;
  const caption = format(t.promotionCaption, {
    from: during.from,
    to: during.to,
    days: daysBetween(before.from, before.to) + 1,
    beforeFrom: before.from,
    beforeTo: before.to,
  });
  const cell = "px-2 py-1 text-right tabular-nums";
  return (
    <div className="mt-4 overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="mb-2 text-left text-gray-700">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="py-1 pr-3 text-left">
              {t.promotionMeasure}
            </th>
            <th scope="col" className={cell}>
              {t.promotionDuring}
            </th>
            <th scope="col" className={cell}>
              {t.promotionBefore}
            </th>
            <th scope="col" className={cell}>
              {t.promotionChange}
            </th>
          </tr>
        </thead>
        <tbody>
          {ACTIVITY_KINDS.map((kind) => {
            const measure = comparison.measures.find((row) => row.kind === kind)!;
            return (
              <tr key={kind} className="border-t border-gray-200">
                <th scope="row" className="py-1 pr-3 text-left font-semibold">
                  {t.performanceKinds[kind]}
                </th>
                <td className={cell}>{shownCount(measure.during)}</td>
                <td className={cell}>{shownCount(measure.before)}</td>
                <td className={cell}>{changeWords(measure.change)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
