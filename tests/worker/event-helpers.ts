// Events published as a submitter and an admin publish them: a submission with the schedule, approved
// through the admin review, so the listing's occurrence columns are the ones publishing computes.
import { env } from "cloudflare:test";
import { expect } from "vitest";
import { PUBLISHED_ID_OFFSET } from "@worker/features/listings/community-listings";
import { trpcMutation } from "./fetch-app";
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
  const { status } = await trpcMutation("admin.submissions.review", { id, status: "approved" }, { cookie });
  expect(status).toBe(200);
  return PUBLISHED_ID_OFFSET + id;
}
