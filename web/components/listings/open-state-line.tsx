// "Open now · Closes at 7:00 PM": how an open state reads, on a card (the Worker's words for the minute
// of the answer) and on a place's page (the browser's, ticking each minute; detail-body.tsx).
import type { OpenStateText } from "@shared/time/opening-hours-text";

export function OpenStateLine({ open, status, next, className = "" }: OpenStateText & { open: boolean; className?: string }) {
  return (
    <span className={`inline-flex flex-wrap items-center gap-1 ${className}`} data-open={open}>
      <span className={open ? "font-semibold text-emerald-800" : "font-semibold text-gray-800"}>{status}</span>
      {next && <span>· {next}</span>}
    </span>
  );
}
