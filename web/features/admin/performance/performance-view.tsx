// The Performance tab (admins): real visitors' Web Vitals at the 75th percentile per page and language,
// over the last 7 or 28 days, each figure with its rating in words (never colour alone) against the
// "good" thresholds.
import { useId, useState } from "react";
import { format } from "@shared/i18n/messages";
import { performanceMessages as m } from "@shared/performance/performance-texts";
import { activeLocale } from "@shared/i18n/active-locale";
import { LOCALE_NAMES, langAttribute } from "@shared/i18n/locales";
import { VITAL_METRICS, VITALS_PERIODS, type VitalsPeriod, type VitalMetric } from "@shared/performance/web-vitals";
import { ROUTE_PATTERNS } from "@shared/routing/routes";
import { formatNumber } from "@web/lib/numbers";
import { trpc } from "@web/lib/trpc";
import { QueryTable, AdminSection } from "@web/features/admin/ui/admin-section";
import { formatterFor } from "@shared/i18n/intl-format";

const RATING_CLASS = { good: "text-green-800", needsImprovement: "text-amber-800", poor: "text-red-800" } as const;

/** A route as admins read it: its path pattern ("/events/{city}/{slug}"), or the 404 page's name. */
function routeLabel(route: string): string {
  const pattern = (ROUTE_PATTERNS as Record<string, string>)[route];
  return pattern ? pattern.replace(/:(\w+)/g, "{$1}") : m.notFoundRoute;
}

export default function PerformanceView() {
  const [days, setDays] = useState<VitalsPeriod>(28);
  const periodId = useId();
  const summary = trpc.admin.performance.summary.useQuery({ days }, { staleTime: 0 });

  return (
    <AdminSection heading={m.heading} intro={m.intro}>
      <p className="mb-4 max-w-prose text-sm text-gray-700">{m.thresholds}</p>
      <label htmlFor={periodId} className="mb-4 flex max-w-xs flex-col text-sm font-medium">
        {m.periodLabel}
        <select
          id={periodId}
          value={days}
          onChange={(event) => setDays(Number(event.target.value) as VitalsPeriod)}
          className="mt-1 rounded-lg border border-gray-300 px-3 py-2"
        >
          {VITALS_PERIODS.map((period) => (
            <option key={period} value={period}>
              {period === 7 ? m.period7 : m.period28}
            </option>
          ))}
        </select>
      </label>
      <QueryTable
        query={summary}
        rows={summary.data}
        columns={[m.routeColumn, m.languageColumn, m.viewsColumn, ...VITAL_METRICS.map((metric) => m[metric])]}
        caption={<caption className="mb-2 text-left text-sm text-gray-700">{format(m.tableCaption, { days })}</caption>}
        empty={m.empty}
      >
        {(row) => (
          <tr key={`${row.route}-${row.locale}`} className="border-b border-gray-100 align-top">
            <th scope="row" className="px-2 py-2 font-mono text-xs font-normal break-all">
              {routeLabel(row.route)}
            </th>
            <td className="px-2 py-2" lang={langAttribute(row.locale, activeLocale())}>
              {LOCALE_NAMES[row.locale]}
            </td>
            <td className="px-2 py-2">{formatNumber(Math.max(...VITAL_METRICS.map((metric) => row.metrics[metric]?.views ?? 0)))}</td>
            {VITAL_METRICS.map((metric) => {
              const figure = row.metrics[metric];
              if (!figure)
                return (
                  <td key={metric} className="px-2 py-2">
                    {m.noFigure}
                  </td>
                );
              const value = formatVital(metric, figure.p75);
              return (
                <td key={metric} className="px-2 py-2 whitespace-nowrap">
                  {figure.over ? format(m.over, { value }) : value}
                  <span className={`block text-xs font-semibold ${RATING_CLASS[figure.rating]}`}>{m[figure.rating]}</span>
                </td>
              );
            })}
          </tr>
        )}
      </QueryTable>
    </AdminSection>
  );
}

// A Web Vitals figure as the Performance tab writes it, in the page's language: milliseconds below a
// second ("180 ms"), seconds beyond ("2.6 s" / "2,6 s"), CLS as a score ("0.05"). The units come from the
// tab's texts: Intl's own unit names read "millisecs" in Canadian English.
const whole = formatterFor((tag) => new Intl.NumberFormat(tag, { maximumFractionDigits: 0 }));
const decimal = formatterFor((tag) => new Intl.NumberFormat(tag, { maximumFractionDigits: 2 }));
const score = formatterFor((tag) => new Intl.NumberFormat(tag, { minimumFractionDigits: 2, maximumFractionDigits: 3 }));

function formatVital(metric: VitalMetric, value: number): string {
  if (metric === "CLS") return score().format(value);
  return value < 1000 ? format(m.milliseconds, { value: whole().format(value) }) : format(m.seconds, { value: decimal().format(value / 1000) });
}
