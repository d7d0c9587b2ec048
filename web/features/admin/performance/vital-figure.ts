// A Web Vitals figure as the Performance tab writes it, in the page's language: milliseconds below a
// second ("180 ms"), seconds beyond ("2.6 s" / "2,6 s"), CLS as a score ("0.05"). The units come from the
// tab's texts: Intl's own unit names read "millisecs" in Canadian English.
import { formatterFor } from "@shared/i18n/intl-format";
import { format } from "@shared/i18n/messages";
import { performanceMessages as m } from "@shared/performance/performance-texts";
import type { VitalMetric } from "@shared/performance/web-vitals";

const whole = formatterFor((tag) => new Intl.NumberFormat(tag, { maximumFractionDigits: 0 }));
const decimal = formatterFor((tag) => new Intl.NumberFormat(tag, { maximumFractionDigits: 2 }));
const score = formatterFor((tag) => new Intl.NumberFormat(tag, { minimumFractionDigits: 2, maximumFractionDigits: 3 }));

export function formatVital(metric: VitalMetric, value: number): string {
  if (metric === "CLS") return score().format(value);
  return value < 1000 ? format(m.milliseconds, { value: whole().format(value) }) : format(m.seconds, { value: decimal().format(value / 1000) });
}
