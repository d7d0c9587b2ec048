// Over HTTP: the page cache is the subject.
// A cached page that lists events never shows yesterday's "upcoming": the page cache keys on the local
// date of the page's city (Toronto for the all-cities lists), so a page turns over at that city's
// midnight with no write to listings. The clock is set, never waited for.
import { env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { setClock } from "@shared/time/clock";
import { adminCookie } from "./account-helpers";
import "./clock";
import { fetchApp, trpcMutation } from "./fetch-app";
import { storeSubmission } from "./submission-helpers";

const how = (res: Response) => res.headers.get("x-page-cache");
const version = async () => (await env.DB.prepare("SELECT version FROM content_version WHERE id = 1").first<{ version: number }>())!.version;

async function cached(path: string) {
  await vi.waitFor(async () => expect(how(await fetchApp(path))).toBe("HIT"));
  return fetchApp(path);
}

describe("pages that list events", () => {
  it("turn over at the city's midnight without any write", async () => {
    // 23:30 on Tuesday, November 24 in Toronto (20:30 in Vancouver).
    setClock(Date.parse("2026-11-25T04:30:00Z"));
    const { cookie } = await adminCookie();
    for (const [title, city] of [
      ["Midnight Market", "Toronto"],
      ["Pacific Dawn Swim", "Vancouver"],
    ] as const) {
      const id = await storeSubmission({ title, content_type: "event", city, date: "2026-11-25" });
      expect((await trpcMutation("admin.submissions.review", { id, status: "approved" }, { cookie })).status).toBe(200);
    }

    const before = await fetchApp("/events?when=today");
    expect(how(before)).toBe("MISS");
    expect(await before.text()).not.toContain("Midnight Market");
    expect(await (await cached("/events?when=today")).text()).not.toContain("Midnight Market");
    const vancouver = await fetchApp("/city/vancouver?tab=event&when=today");
    expect(await vancouver.text()).not.toContain("Pacific Dawn Swim");
    await cached("/city/vancouver?tab=event&when=today");
    const unchanged = await version();

    // 00:01 on Wednesday in Toronto; still Tuesday in Vancouver.
    setClock(Date.parse("2026-11-25T05:01:00Z"));
    const after = await fetchApp("/events?when=today");
    expect(how(after)).toBe("MISS");
    expect(await after.text()).toContain("Midnight Market");
    const stillTuesday = await fetchApp("/city/vancouver?tab=event&when=today");
    expect(how(stillTuesday)).toBe("HIT");
    expect(await stillTuesday.text()).not.toContain("Pacific Dawn Swim");
    expect(await version()).toBe(unchanged);

    // Vancouver's midnight.
    setClock(Date.parse("2026-11-25T08:01:00Z"));
    const west = await fetchApp("/city/vancouver?tab=event&when=today");
    expect(how(west)).toBe("MISS");
    expect(await west.text()).toContain("Pacific Dawn Swim");
  });
});
