// The Performance section's bar chart: one bar per day of the period for the views, the days of the
// promotion window darker. Drawn by hand (no chart library in the owner's bundle) and hidden from
// assistive technology: the table below it is its twin and says everything the bars do.
import { ACTIVITY_SHOWN_FROM, type ShownCount } from "@shared/activity/activity";

const BAR = 10;
const HEIGHT = 80;

export interface ChartDay {
  day: string;
  views: ShownCount;
  promoted: boolean;
}

export function ViewsChart({ days }: { days: readonly ChartDay[] }) {
  // A withheld count is drawn up to the "< 5" line, pale: its height says "under 5", nothing more.
  const top = Math.max(ACTIVITY_SHOWN_FROM, ...days.map((d) => d.views ?? 0));
  return (
    <svg aria-hidden="true" viewBox={`0 0 ${days.length * BAR} ${HEIGHT}`} preserveAspectRatio="none" className="mt-3 h-24 w-full">
      {days.map((d, index) => {
        const height = ((d.views ?? ACTIVITY_SHOWN_FROM) / top) * HEIGHT;
        const fill = d.views === null ? "fill-gray-300" : d.promoted ? "fill-brand-700" : "fill-gray-600";
        return <rect key={d.day} data-day={d.day} x={index * BAR + 1} y={HEIGHT - height} width={BAR - 2} height={height} className={fill} />;
      })}
    </svg>
  );
}
