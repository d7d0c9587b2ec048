// The date filters of event lists (`?when=`), as pages and inputs name them. Imports nothing, so pages
// can read the URL without the zone arithmetic of ./event-windows.ts, which only the Worker needs.

export const EVENT_WHENS = ["today", "weekend", "week", "month", "past"] as const;
export type EventWhen = (typeof EVENT_WHENS)[number];

/** The ?when= a URL asks for, or undefined (upcoming) for none or an unknown one. */
export function whenParam(search: URLSearchParams): EventWhen | undefined {
  const raw = search.get("when");
  return (EVENT_WHENS as readonly string[]).includes(raw ?? "") ? (raw as EventWhen) : undefined;
}
