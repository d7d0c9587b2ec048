// What a listing's page got: the actions counted per listing and day, who is not counted, and how the
// figures are shown. The detail page's beacon, the Worker, the admin's and the owner's views read this.

/** The counted actions, in the order the tables show them; each is a column of listing_activity. */
export const ACTIVITY_KINDS = ["view", "call", "directions", "website", "save", "share"] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** User agents never counted: crawlers, link previews and headless browsers are not people looking. */
export const BOT_USER_AGENT = /bot|crawl|spider|preview|headless|slurp|facebookexternalhit/i;

/** The admin's and the owner's periods, in days, today included. */
export const ACTIVITY_PERIODS = [30, 90] as const;

/** Days older than this many months are folded into one row per listing and month by the Cron Trigger. */
export const ACTIVITY_DAILY_MONTHS = 13;

/** Below this a count is shown as "< 5": a handful of visits could otherwise point at a person. */
export const ACTIVITY_SHOWN_FROM = 5;

/** A count as an owner receives it: exact from ACTIVITY_SHOWN_FROM up, null under it (never sent). */
export type ShownCount = number | null;
export type ActivityCounts = Record<ActivityKind, ShownCount>;

/** What the server sends an owner for a count. */
export const withheldCount = (count: number): ShownCount => (count < ACTIVITY_SHOWN_FROM ? null : count);

/** A count as shown to people (tables, the CSV): exact from ACTIVITY_SHOWN_FROM up, "< 5" under it or withheld. */
export function shownCount(count: ShownCount): string {
  return count === null || count < ACTIVITY_SHOWN_FROM ? `< ${ACTIVITY_SHOWN_FROM}` : String(count);
}
