// What a listing's page got: the "< 5" rule every view of the counts uses, the beacon's schema and the
// user agents never counted.
import { describe, expect, it } from "vitest";
import { BOT_USER_AGENT, shownCount } from "@shared/activity/activity";
import { activityBeacon } from "@shared/activity/activity-schema";

describe("listing activity", () => {
  it("shows counts under 5 as “< 5” and the rest exactly", () => {
    expect([0, 1, 4, 5, 6, 1234].map(shownCount)).toEqual(["< 5", "< 5", "< 5", "5", "6", "1234"]);
  });

  it("accepts a listing id and one of the counted actions, nothing else", () => {
    expect(activityBeacon.safeParse({ listingId: 12, kind: "directions" }).success).toBe(true);
    for (const bad of [
      { listingId: 12, kind: "like" },
      { listingId: 0, kind: "view" },
      { listingId: 1.5, kind: "view" },
      { listingId: 12, kind: "view", extra: 1 },
    ]) {
      expect(activityBeacon.safeParse(bad).success).toBe(false);
    }
  });

  it("tells crawlers, link previews and headless browsers from people", () => {
    for (const agent of [
      "Mozilla/5.0 (compatible; Googlebot/2.1)",
      "Slackbot-LinkExpanding 1.0",
      "facebookexternalhit/1.1",
      "HeadlessChrome/131",
      "Bingpreview/1.0",
    ]) {
      expect(BOT_USER_AGENT.test(agent)).toBe(true);
    }
    expect(BOT_USER_AGENT.test("Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/605.1.15")).toBe(false);
  });
});
