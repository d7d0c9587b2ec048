// Over HTTP: Cache-Control on the API's own responses is the subject.
// Answers for one person are never kept by a browser or a proxy: every procedure answers
// `Cache-Control: no-store` (its refusals too) unless it is listed below as public content. The header is
// decided in one place, by procedure kind (personalProcedure, and every staff procedure built on it), so
// a new procedure is personal unless it is added to PUBLIC_PROCEDURES on purpose.
import { describe, expect, it } from "vitest";
import { ORIGIN, fetchApp, trpcQuery } from "./fetch-app";
import { procedures } from "./fuzz-cases";
import { addTestSubscriber } from "./subscriber-fixture";

/** What anyone may be shown, and the public forms' sends: the same answer for everyone. */
const PUBLIC_PROCEDURES = new Set([
  "health.check",
  "listings.home",
  "listings.list",
  "listings.get",
  "listings.city",
  "listings.search",
  "listings.saved",
  "listings.categories",
  "ballots.cities",
  "ballots.choices",
  "ballots.city",
  "awards.results",
  "awards.winners",
  "votes.tally",
  "votes.cast",
  "nominations.create",
  "submissions.create",
  "newsletter.subscribe",
]);

describe("personal answers are no-store", () => {
  it("newsletter.preferences (the address behind a signed link) answers no-store, and so does its refusal", async () => {
    const { s, t, email } = await addTestSubscriber({ city: "Toronto" });
    const res = await fetchApp(`/api/trpc/newsletter.preferences?input=${encodeURIComponent(JSON.stringify({ s, t }))}`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(email);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const forged = await trpcQuery("newsletter.preferences", { s, t: "A".repeat(43) });
    expect(forged.status).toBe(400);
    const raw = await fetchApp(`/api/trpc/newsletter.preferences?input=${encodeURIComponent(JSON.stringify({ s, t: "A".repeat(43) }))}`);
    expect(raw.headers.get("cache-control")).toBe("no-store");
  });

  it.each(procedures.filter(({ path }) => !PUBLIC_PROCEDURES.has(path)))("$type $path answers no-store", async ({ path, type }) => {
    const res =
      type === "query"
        ? await fetchApp(`/api/trpc/${path}?input=${encodeURIComponent("{}")}`)
        : await fetchApp(`/api/trpc/${path}`, { method: "POST", headers: { "content-type": "application/json", origin: ORIGIN }, body: "{}" });
    await res.body?.cancel();
    expect(res.headers.get("cache-control"), `${path} answered ${res.status}`).toBe("no-store");
  });

  it("the public list names only procedures that exist", () => {
    const paths = new Set(procedures.map(({ path }) => path));
    expect([...PUBLIC_PROCEDURES].filter((path) => !paths.has(path))).toEqual([]);
  });
});
