// The owner's Performance section: the last 30 or 90 days of what the listing's page got, as a bar chart
// of daily views (promotion days in red) above its accessible twin, a table of each day with activity and
// the totals, and the same answer as a CSV. Counts under 5 arrive as null from the server and read "< 5".
import { useState } from "react";
import { ACTIVITY_KINDS, ACTIVITY_PERIODS, ACTIVITY_SHOWN_FROM, type ActivityKind } from "@shared/activity/activity";
import { format } from "@shared/i18n/messages";
import { ownerMessages as t } from "@shared/owners/owner-texts";
import { performanceCsv, type OwnerCount } from "@shared/owners/performance-csv";
import { PROMOTION_MS } from "@shared/payments/payment-statuses";
import { cityTimeZone } from "@shared/places/city-time-zones";
import { listingSlug } from "@shared/places/slug";
import { addDays, cityDay, DEFAULT_EVENT_ZONE } from "@shared/time/city-day";
import { secondaryButton } from "@web/components/ui/button-styles";
import { saveFile } from "@web/lib/save-file";
import { trpc } from "@web/lib/trpc";
import { ViewsChart, type ChartDay } from "./views-chart";

type Period = (typeof ACTIVITY_PERIODS)[number];
type Counts = Record<ActivityKind, OwnerCount>;

const shown = (count: OwnerCount) => (count === null ? `< ${ACTIVITY_SHOWN_FROM}` : String(count));

/** Every day of the period, oldest first, with its views (0 on a quiet day) and whether the promotion ran. */
function chartDays(since: string, period: Period, rows: readonly ({ day: string } & Counts)[], promotedUntil: number | null, zone: string) {
  const views = new Map(rows.map((row) => [row.day, row.view]));
  // The window is the paid tier's 30 days up to its end, read as the listing city's dates like the counts.
  const window = promotedUntil === null ? null : { from: cityDay(promotedUntil - PROMOTION_MS, zone), to: cityDay(promotedUntil, zone) };
  return Array.from({ length: period }, (_, index): ChartDay => {
    const day = addDays(since, index);
    const counted = views.get(day);
    return { day, views: counted === undefined ? 0 : counted, promoted: window !== null && day >= window.from && day <= window.to };
  });
}

function Row({ heading, counts }: { heading: string; counts: Counts }) {
  return (
    <tr className="border-t border-gray-200">
      <th scope="row" className="py-1 pr-3 text-left font-semibold">
        {heading}
      </th>
      {ACTIVITY_KINDS.map((kind) => (
        <td key={kind} className="px-2 py-1 text-right tabular-nums">
          {shown(counts[kind])}
        </td>
      ))}
    </tr>
  );
}

function Swatch({ className }: { className: string }) {
  return <span aria-hidden="true" className={`mr-1 inline-block h-3 w-3 align-middle ${className}`} />;
}

export function OwnerPerformance({ listing }: { listing: { id: number; city: string; slug?: string | undefined; title: string } }) {
  const [days, setDays] = useState<Period>(30);
  const report = trpc.owners.performance.useQuery({ listingId: listing.id, days }).data;
  const download = () => report && saveFile(`local-hype-${listingSlug(listing)}-${days}-days.csv`, performanceCsv(report), "text/csv;charset=utf-8");
  return (
    <section aria-labelledby="owner-performance-heading" className="mt-8">
      <h3 id="owner-performance-heading" className="text-xl font-bold">
        {t.performanceHeading}
      </h3>
      <p className="mt-1 text-sm text-gray-700">{t.performanceIntro}</p>
      <fieldset className="mt-3 flex gap-4">
        <legend className="sr-only">{t.performancePeriodLabel}</legend>
        {ACTIVITY_PERIODS.map((period) => (
          <label key={period} className="flex items-center gap-2">
            <input type="radio" name="owner-performance-period" checked={days === period} onChange={() => setDays(period)} />
            {period === 30 ? t.performancePeriod30 : t.performancePeriod90}
          </label>
        ))}
      </fieldset>
      {!report ? (
        <p className="mt-3 text-sm text-gray-700">{t.performanceLoading}</p>
      ) : report.days.length === 0 ? (
        <p className="mt-3 text-sm text-gray-700">{format(t.performanceNone, { since: report.since })}</p>
      ) : (
        <>
          <ViewsChart days={chartDays(report.since, days, report.days, report.promotedUntil, cityTimeZone(listing.city) ?? DEFAULT_EVENT_ZONE)} />
          <ul className="mt-2 flex flex-wrap gap-x-4 text-sm text-gray-700">
            <li>
              <Swatch className="bg-gray-600" />
              {t.performanceLegendViews}
            </li>
            {report.promotedUntil !== null && (
              <li>
                <Swatch className="bg-brand-700" />
                {t.performanceLegendPromoted}
              </li>
            )}
            <li>
              <Swatch className="bg-gray-300" />
              {t.performanceLegendUnder}
            </li>
          </ul>
          <div className="mt-3 overflow-x-auto">
            <table className="w-full text-sm">
              <caption className="mb-2 text-left text-gray-700">{format(t.performanceCaption, { since: report.since })}</caption>
              <thead>
                <tr>
                  <th scope="col" className="py-1 pr-3 text-left">
                    {t.performanceDay}
                  </th>
                  {ACTIVITY_KINDS.map((kind) => (
                    <th key={kind} scope="col" className="px-2 py-1 text-right">
                      {t.performanceKinds[kind]}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {report.days.map((day) => (
                  <Row key={day.day} heading={day.day} counts={day} />
                ))}
              </tbody>
              <tfoot>
                <Row heading={t.performanceTotal} counts={report.totals} />
              </tfoot>
            </table>
          </div>
          <button type="button" onClick={download} className={`${secondaryButton} mt-3`}>
            {t.performanceDownload}
          </button>
        </>
      )}
    </section>
  );
}
