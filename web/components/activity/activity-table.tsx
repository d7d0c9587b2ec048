// What a listing's page got, as a table: each day with any activity, newest first, then the totals, every
// count under 5 read "< 5" (shownCount). The admin's listing editor and the owner's Performance view show
// it in their own words; it is the accessible twin of the owner's chart. Around it, the section both show:
// heading, the 30 / 90 days choice, the loading and empty states.
import type { ReactNode } from "react";
import { format } from "@shared/i18n/messages";
import { ACTIVITY_KINDS, ACTIVITY_PERIODS, shownCount, type ActivityCounts, type ActivityKind } from "@shared/activity/activity";

export type ActivityPeriod = (typeof ACTIVITY_PERIODS)[number];

export interface ActivityTableTexts {
  caption: string;
  day: string;
  total: string;
  kinds: Record<ActivityKind, string>;
}

function Row({ heading, counts }: { heading: string; counts: ActivityCounts }) {
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

export function ActivityTable({
  report,
  texts,
}: {
  report: { days: readonly ({ day: string } & ActivityCounts)[]; totals: ActivityCounts };
  texts: ActivityTableTexts;
}) {
  return (
    <div className="mt-3 overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="mb-2 text-left text-gray-700">{texts.caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="py-1 pr-3 text-left">
              {texts.day}
            </th>
            {ACTIVITY_KINDS.map((kind) => (
              <th key={kind} scope="col" className="px-2 py-1 text-right">
                {texts.kinds[kind]}
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
          <Row heading={texts.total} counts={report.totals} />
        </tfoot>
      </table>
    </div>
  );
}

export interface ActivityReportTexts {
  heading: string;
  intro: string;
  periodLabel: string;
  period30: string;
  period90: string;
  loading: string;
  /** With {since}. */
  none: string;
}

/**
 * The section around a report: its heading and intro, the 30 / 90 days choice (native radio buttons, so
 * arrow keys move between them), then "loading", "nothing since…" or what `children` draws of the report.
 */
export function ActivityReport<Report extends { since: string; days: readonly unknown[] }>({
  id,
  texts,
  days,
  onDaysChange,
  report,
  children,
}: {
  id: string;
  texts: ActivityReportTexts;
  days: ActivityPeriod;
  onDaysChange: (days: ActivityPeriod) => void;
  report: Report | undefined;
  children: (report: Report) => ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-6">
      <h3 id={id} className="text-lg font-bold">
        {texts.heading}
      </h3>
      <p className="mt-1 text-sm text-gray-700">{texts.intro}</p>
      <fieldset className="mt-3 flex gap-4">
        <legend className="sr-only">{texts.periodLabel}</legend>
        {ACTIVITY_PERIODS.map((period) => (
          <label key={period} className="flex items-center gap-2">
            <input type="radio" name={`${id}-period`} checked={days === period} onChange={() => onDaysChange(period)} />
            {period === 30 ? texts.period30 : texts.period90}
          </label>
        ))}
      </fieldset>
      {!report ? (
        <p className="mt-3 text-sm text-gray-700">{texts.loading}</p>
      ) : report.days.length === 0 ? (
        <p className="mt-3 text-sm text-gray-700">{format(texts.none, { since: report.since })}</p>
      ) : (
        children(report)
      )}
    </section>
  );
}
