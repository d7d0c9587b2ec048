// Events published as a submitter and an admin publish them: a submission with the schedule, approved
// through the admin review, so the listing's occurrence columns are the ones publishing computes.
import { env } from "cloudflare:test";
import { expect } from "vitest";
import type { EventWhen } from "@shared/events/event-whens";
import { eventWindow } from "@shared/events/event-windows";
import { listZone } from "@shared/time/event-occurrences";
import { PUBLISHED_ID_OFFSET } from "@worker/features/listings/community-listings";
import { caller, outcome } from "./caller";
import { storeSubmission } from "./submission-helpers";

export type EventSchedule = { start_time?: string; end_time?: string; ends_on?: string; repeat_rule?: string };

/** Publishes a community event (through the admin review, as `cookie`) with the given schedule; answers its listing id. */
export async function publishEventAs(cookie: string, title: string, city: string, date: string, timing: EventSchedule = {}) {
  const id = await storeSubmission({ title, content_type: "event", city, date });
  const columns = Object.keys(timing);
  if (columns.length) {
    await env.DB.prepare(`UPDATE submissions SET ${columns.map((c) => `${c} = ?`).join(", ")} WHERE id = ?`)
      .bind(...Object.values(timing), id)
      .run();
  }
  const { status } = await outcome(caller({ cookie }).admin.submissions.review({ id, status: "approved" }));
  expect(status).toBe(200);
  return PUBLISHED_ID_OFFSET + id;
}

/**
 * A window's events as the list's rows hold them, bound as ?1 the city (null: all), ?2 the window's end and
 * ?3 its start. The city's term is written for the one asked, so that SQLite can use the city's index.
 */
const windowRows = (city: string | undefined) => `status = 'published' AND type = 'event' ${city === undefined ? "AND ?1 IS NULL" : "AND city = ?1"}
  AND next_start_at >= 0 AND next_start_at < ?2 AND next_end_at > ?3`;

/** A date window's events at `nowMs` as the list's rows hold them, counted without a cap. */
export async function windowEventsCounted(when: Exclude<EventWhen, "past">, city: string | undefined, nowMs: number) {
  const window = eventWindow(when, nowMs, listZone(city));
  const row = await env.DB.prepare(`SELECT count(*) AS n FROM listings WHERE ${windowRows(city)}`)
    .bind(city ?? null, window.until, window.from)
    .first<{ n: number }>();
  return row!.n;
}

/**
 * A window's page of event ids in next start then id order, leaving out the ids `pinned` leads the first
 * page with: what the list must show, page by page.
 */
export async function windowPageWalked(
  when: Exclude<EventWhen, "past">,
  city: string | undefined,
  nowMs: number,
  page: { offset?: number; after?: { time: number; id: number }; pinned?: readonly number[]; limit: number },
) {
  const window = eventWindow(when, nowMs, listZone(city));
  const { results } = await env.DB.prepare(
    `SELECT id FROM listings WHERE ${windowRows(city)} AND id NOT IN (SELECT value FROM json_each(?4))
     AND (?5 IS NULL OR (next_start_at, id) > (?5, ?6))
     ORDER BY next_start_at, id LIMIT ?7 OFFSET ?8`,
  )
    .bind(
      city ?? null,
      window.until,
      window.from,
      JSON.stringify(page.pinned ?? []),
      page.after?.time ?? null,
      page.after?.id ?? null,
      page.limit,
      page.offset ?? 0,
    )
    .all<{ id: number }>();
  return results.map((row) => row.id);
}
