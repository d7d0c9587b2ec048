// The owner's Performance section: the last 30 or 90 days of what the listing's page got, as a bar chart
// of daily views (promotion days in red) above its accessible twin, a table of each day with activity and
// the totals, and the same answer as a CSV. Counts under 5 arrive as null from the server and read "< 5".
import { useState } from "react";
import type { ActivityCounts } from "@shared/activity/activity";
import { format } from "@shared/i18n/messages";
import { ownerMessages as t } from "@shared/owners/owner-texts";
import { performanceCsv } from "@shared/owners/performance-csv";
import { promotionDays } from "@shared/activity/promotion-comparison";
import { cityTimeZone } from "@shared/places/city-time-zones";
import { listingSlug } from "@shared/places/slug";
import { addDays, DEFAULT_EVENT_ZONE } from "@shared/time/city-day";
import { ActivityReport, ActivityTable, type ActivityPeriod } from "@web/components/activity/activity-table";
import { secondaryButton } from "@web/components/ui/button-styles";
import { saveFile } from "@web/lib/save-file";
import { trpc, type RouterOutputs } from "@web/lib/trpc";
import { ViewsChart, type ChartDay } from "./views-chart";
import { PromotionComparison } from "./promotion-comparison";

type Report = RouterOutputs["owners"]["performance"];

/** Every day of the period, oldest first, with its views (0 on a quiet day) and whether the promotion ran. */
function chartDays(
  since: string,
  period: ActivityPeriod,
  rows: readonly ({ day: string } & ActivityCounts)[],
  promotedUntil: number | null,
  zone: string,
) {
  const views = new Map(rows.map((row) => [row.day, row.view]));
  // The window is the paid tier's 30 days up to its end, read as the listing city's dates like the counts.
  const window = promotedUntil === null ? null : promotionDays(promotedUntil, zone);
  return Array.from({ length: period }, (_, index): ChartDay => {
    const day = addDays(since, index);
    const counted = views.get(day);
    return { day, views: counted === undefined ? 0 : counted, promoted: window !== null && day >= window.from && day <= window.to };
  });
}

function Swatch({ className }: { className: string }) {
  return <span aria-hidden="true" className={`mr-1 inline-block h-3 w-3 align-middle ${className}`} />;
}

export function OwnerPerformance({ listing }: { listing: { id: number; city: string; slug?: string | undefined; title: string } }) {
  const [days, setDays] = useState<ActivityPeriod>(30);
  const report = trpc.owners.performance.useQuery({ listingId: listing.id, days }).data;
  const download = (report: Report) =>
    saveFile(`local-hype-${listingSlug(listing)}-${days}-days.csv`, performanceCsv(report), "text/csv;charset=utf-8");
  return (
    <ActivityReport
      id="owner-performance-heading"
      texts={{
        heading: t.performanceHeading,
        intro: t.performanceIntro,
        periodLabel: t.performancePeriodLabel,
        period30: t.performancePeriod30,
        period90: t.performancePeriod90,
        loading: t.performanceLoading,
        none: t.performanceNone,
      }}
      days={days}
      onDaysChange={setDays}
      report={report}
    >
      {(report) => (
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
          {report.promotion && <PromotionComparison comparison={report.promotion} />}
          <ActivityTable
            report={report}
            texts={{
              caption: format(t.performanceCaption, { since: report.since }),
              day: t.performanceDay,
              total: t.performanceTotal,
              kinds: t.performanceKinds,
            }}
          />
          <button type="button" onClick={() => download(report)} className={`${secondaryButton} mt-3`}>
            {t.performanceDownload}
          </button>
        </>
      )}
    </ActivityReport>
  );
}
