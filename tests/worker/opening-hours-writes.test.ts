// Every write path of opening hours, through the real procedures: a submitter's hours are stored and
// published with the listing (an event's are dropped), an admin's edit is validated, recorded in the
// change trail and seen by ?open=now at once, an edit without the field keeps the hours, and the seed
// keeps the admin's hours.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { catalogue } from "@worker/db/seed/listings";
import { CATALOGUE_OPENING_HOURS } from "@worker/db/seed/opening-hours";
import { setClock } from "@shared/time/clock";
import type { OpeningHours } from "@shared/time/weekly-hours";
import { catalogueSeedSql } from "@worker/db/catalogue-seed";
import { PUBLISHED_ID_OFFSET } from "@worker/features/listings/community-listings";
import { adminCookie } from "./account-helpers";
import "./clock";
import { caller, outcome } from "./caller";
import { storeSubmission, submissionRow } from "./submission-helpers";

const WEEKDAYS_9_TO_5: OpeningHours = {
  week: { mo: [["09:00", "17:00"]], tu: [["09:00", "17:00"]], we: [["09:00", "17:00"]], th: [["09:00", "17:00"]], fr: [["09:00", "17:00"]] },
  exceptions: [{ date: "2026-12-25", ranges: [] }],
};

const openIds = async (input: Record<string, unknown>) => (await caller().listings.list({ ...input, open: "now" })).items.map((item) => item.id);
const detail = async (cookie: string, id: number) => await caller({ cookie }).admin.listings.get({ id });

describe("submitted hours", () => {
  it("are stored with a gem's submission and published with its listing", async () => {
    const id = await storeSubmission({ content_type: "gem", city: "Halifax", opening_hours: WEEKDAYS_9_TO_5 });
    expect(JSON.parse((await submissionRow(id))!.opening_hours as string)).toEqual(WEEKDAYS_9_TO_5);
    const { cookie } = await adminCookie();
    // The moderator sees them before deciding (the queue's View dialog).
    const queue = await caller({ cookie }).admin.submissions.list({ city: "Halifax" });
    expect(queue.items.find((item) => item.id === id)!.opening_hours).toEqual(WEEKDAYS_9_TO_5);
    expect((await outcome(caller({ cookie }).admin.submissions.review({ id, status: "approved" }))).status).toBe(200);
    // Thursday 26 November 2026, 10 AM in Halifax (UTC-4); then Christmas Day, a Friday, closed.
    setClock(new Date("2026-11-26T14:00:00Z"));
    expect(await openIds({ type: "gem", city: "Halifax" })).toContain(PUBLISHED_ID_OFFSET + id);
    setClock(new Date("2026-12-25T14:00:00Z"));
    expect(await openIds({ type: "gem", city: "Halifax" })).not.toContain(PUBLISHED_ID_OFFSET + id);
  });

  it("are dropped from an event, and refused when they overlap", async () => {
    const id = await storeSubmission({ content_type: "event", date: "2026-12-01", opening_hours: WEEKDAYS_9_TO_5 });
    expect((await submissionRow(id))!.opening_hours).toBeNull();
    const { status, fieldErrors } = await outcome(
      caller().submissions.create({
        title: "Overlapping Hours Shop",
        description: "A shop whose hours overlap.",
        content_type: "shop",
        city: "Toronto",
        location: "Queen West",
        submitter_name: "Ada",
        submitter_email: "ada@example.com",
        opening_hours: {
          week: {
            mo: [
              ["09:00", "13:00"],
              ["12:00", "17:00"],
            ],
          },
          exceptions: [],
        },
      }),
    );
    expect(status).toBe(400);
    expect(JSON.stringify(fieldErrors)).toContain("Opening hours on the same day must not overlap.");
  });
});

describe("an admin's edit of the hours", () => {
  it("is stored, recorded before → after, seen by ?open=now at once, and kept by the seed", async () => {
    const { cookie } = await adminCookie();
    const before = await detail(cookie, 4);
    expect(before.fields.opening_hours).toEqual({ week: CATALOGUE_OPENING_HOURS[4], exceptions: [] });
    // Monday 23 November 2026, 10 AM in Toronto: Parkdale Paper & Press is closed on Mondays.
    setClock(new Date("2026-11-23T15:00:00Z"));
    expect(await openIds({ type: "shop", city: "Toronto" })).not.toContain(4);
    const { status, data } = await outcome(caller({ cookie }).admin.listings.update({ id: 4, ...before.fields, opening_hours: WEEKDAYS_9_TO_5 }));
    expect(status).toBe(200);
    expect(data!.changed).toEqual(["opening_hours"]);
    expect(await openIds({ type: "shop", city: "Toronto" })).toContain(4);
    const after = await detail(cookie, 4);
    expect(after.edited_fields).toContain("opening_hours");
    expect(after.changes.at(-1)!.changes).toEqual([
      { field: "opening_hours", before: { week: CATALOGUE_OPENING_HOURS[4], exceptions: [] }, after: WEEKDAYS_9_TO_5 },
    ]);
    // An edit that leaves the field out changes nothing about the hours.
    const { opening_hours: _kept, ...withoutHours } = after.fields;
    const retitled = await outcome(caller({ cookie }).admin.listings.update({ id: 4, ...withoutHours, cost: "Free" }));
    expect(retitled.data!.changed).toEqual(["cost"]);
    expect((await detail(cookie, 4)).fields.opening_hours).toEqual(WEEKDAYS_9_TO_5);
    await env.DB.batch(catalogueSeedSql(catalogue).map((sql) => env.DB.prepare(sql)));
    expect((await detail(cookie, 4)).fields.opening_hours).toEqual(WEEKDAYS_9_TO_5);
    // Clearing them: no structured hours, never open now.
    await outcome(caller({ cookie }).admin.listings.update({ id: 4, ...withoutHours, opening_hours: null }));
    expect(await openIds({ type: "shop", city: "Toronto" })).not.toContain(4);
  });

  it("is refused with a message when invalid", async () => {
    const { cookie } = await adminCookie();
    const { fields } = await detail(cookie, 8);
    const { status, fieldErrors } = await outcome(
      caller({ cookie }).admin.listings.update({ id: 8, ...fields, opening_hours: { week: { mo: [["9", "17:00"]] }, exceptions: [] } }),
    );
    expect(status).toBe(400);
    expect(JSON.stringify(fieldErrors)).toContain("Please enter times as HH:MM.");
  });
});
