// What a listing's page got, in its edit dialog: over the last 30 or 90 days, the total per measure and
// each day with any activity, every count under 5 shown as "< 5" (the rule the owner's view will share).
// The table is also the accessible twin of the chart the owner's view will draw.
import { useState } from "react";
import { format } from "@shared/i18n/messages";
import { ACTIVITY_KINDS, ACTIVITY_PERIODS, shownCount, type ActivityKind } from "@shared/activity/activity";
import { curationMessages as m } from "@shared/listings/curation-texts";
import { secondaryButton } from "@web/components/ui/button-styles";
import { trpc } from "@web/lib/trpc";

type Period = (typeof ACTIVITY_PERIODS)[number];

function Row({ heading, counts }: { heading: string; counts: Record<ActivityKind, number> }) {
  return (
    <tr className="border-t border-gray-200">
      <th scope="row" className="py-1 pr-3 text-left font-semibold">
        {heading}
      </th>
      {ACTIVITY_KINDS.map((kind) => (
        <td key={kind} className="px-2 py-1 text-right tabular-nums">
          {shownCount(counts[kind])}
        </td>
      ))}
    </tr>
  );
}

export function ListingActivity({ id }: { id: number }) {
  const [days, setDays] = useState<Period>(30);
  const query = trpc.admin.listings.activity.useQuery({ id, days });
  const report = query.data;
  return (
    <section aria-labelledby="listing-activity-heading" className="mt-6">
      <h3 id="listing-activity-heading" className="text-lg font-bold">
        {m.activityHeading}
      </h3>
      <p className="mt-1 text-sm text-gray-700">{m.activityIntro}</p>
      <div role="group" aria-label={m.activityPeriodLabel} className="mt-3 flex gap-2">
        {ACTIVITY_PERIODS.map((period) => (
          <button
            key={period}
            type="button"
            aria-pressed={days === period}
            onClick={() => setDays(period)}
            className={`${secondaryButton} aria-pressed:border-brand-700 aria-pressed:text-brand-700`}
          >
            {period === 30 ? m.activityPeriod30 : m.activityPeriod90}
          </button>
        ))}
      </div>
      {!report ? (
        <p className="mt-3 text-sm text-gray-700">{m.activityLoading}</p>
      ) : report.days.length === 0 ? (
        <p className="mt-3 text-sm text-gray-700">{format(m.activityNone, { since: report.since })}</p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="mb-2 text-left text-gray-700">{format(m.activityCaption, { since: report.since })}</caption>
            <thead>
              <tr>
                <th scope="col" className="py-1 pr-3 text-left">
                  {m.activityDay}
                </th>
                {ACTIVITY_KINDS.map((kind) => (
                  <th key={kind} scope="col" className="px-2 py-1 text-right">
                    {m.activityKinds[kind]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              <Row heading={m.activityTotal} counts={report.totals} />
              {report.days.map((day) => (
                <Row key={day.day} heading={day.day} counts={day} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
