// The admin season editor through the app router and real D1: the opening and the close are the
// city's wall-clock times, stored as the instants they are in its zone, and votes follow the new window
// at once; the final-week rule is stored; bad windows are refused with exact texts in both languages;
// each save leaves an audit row; only admins may save.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { setClock } from "@shared/time/clock";
import { adminCookie, createAccount, sessionCookie } from "./account-helpers";
import { caller, outcome, type CallerOptions, type RouterInputs } from "./caller";
import "./clock";

let cookie = "";
let adminId = "";
beforeAll(async () => {
  const admin = await adminCookie();
  cookie = admin.cookie;
  adminId = admin.account.id;
});

let ip = 0;
const cast = (city: string, shopId: string) =>
  outcome(caller({ headers: { "cf-connecting-ip": `192.0.2.${(ip++ % 250) + 1}` } }).votes.cast({ city, shopId }));
const seasonRow = (city: string, year: number) =>
  env.DB.prepare("SELECT opens_at, closes_at, hide_final_week FROM award_seasons WHERE city_slug = ? AND year = ?").bind(city, year).first();
const auditOf = async (city: string) =>
  (await env.DB.prepare("SELECT * FROM ballot_changes WHERE city_slug = ? ORDER BY id").bind(city).all<Record<string, unknown>>()).results;
const save = (input: RouterInputs["admin"]["ballot"]["saveSeason"], options: CallerOptions = {}) =>
  outcome(caller({ cookie, ...options }).admin.ballot.saveSeason(input));

const torontoEdit = { city: "toronto", year: 2026, opens: "2026-01-01T00:00", closes: "2026-12-15T23:59", hideFinalWeek: false };

describe("editing a season", () => {
  it("lists a city's seasons with its zone", async () => {
    const { status, data } = await outcome(caller({ cookie }).admin.ballot.seasons({ city: "toronto" }));
    expect(status).toBe(200);
    expect(data).toEqual({
      timeZone: "America/Toronto",
      seasons: [{ year: 2026, opensAt: "2026-01-01T05:00:00.000Z", closesAt: "2027-01-01T04:59:59.000Z", hideFinalWeek: false, windowLocked: false }],
    });
  });

  it("stores the close as the city's wall time; votes stop one second after it; audited", async () => {
    const { status, data } = await save(torontoEdit);
    expect(status).toBe(200);
    expect(data).toMatchObject({ closesAt: "2026-12-16T04:59:00.000Z", changed: ["closes_at"] });
    expect(await seasonRow("toronto", 2026)).toEqual({
      opens_at: "2026-01-01T05:00:00.000Z",
      closes_at: "2026-12-16T04:59:00.000Z",
      hide_final_week: 0,
    });

    const close = Date.parse("2026-12-16T04:59:00.000Z");
    setClock(close - 1000);
    expect((await cast("toronto", "pilot-roastery")).status).toBe(200);
    setClock(close + 1000);
    const late = await cast("toronto", "pilot-roastery");
    expect(late.status).toBe(403);
    expect(late.message).toBe("Voting is closed.");

    const audit = (await auditOf("toronto")).filter((row) => row.action === "season_edited");
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ editor_id: adminId, shop_id: null });
    expect(JSON.parse(String(audit[0]!.changes))).toEqual([
      { field: "year", before: 2026, after: 2026 },
      { field: "closes_at", before: "2027-01-01T04:59:59.000Z", after: "2026-12-16T04:59:00.000Z" },
    ]);
    // The same window again changes nothing and writes no audit row.
    setClock(null);
    const again = await save(torontoEdit);
    expect(again.message).toBeUndefined();
    expect(again.data?.changed).toEqual([]);
    expect((await auditOf("toronto")).filter((row) => row.action === "season_edited")).toHaveLength(1);
  });

  it("stores the final-week rule when toggled", async () => {
    const { data } = await save({ ...torontoEdit, hideFinalWeek: true });
    expect(data!.changed).toEqual(["hide_final_week"]);
    expect(await seasonRow("toronto", 2026)).toMatchObject({ hide_final_week: 1 });
    const listed = await caller({ cookie }).admin.ballot.seasons({ city: "toronto" });
    expect(listed.seasons[0]?.hideFinalWeek).toBe(true);
  });

  it("adds the next season, audited as added", async () => {
    const { status, data } = await save({
      city: "vancouver",
      year: 2027,
      opens: "2027-01-01T00:00",
      closes: "2027-12-31T23:59:59",
      hideFinalWeek: true,
    });
    expect(status).toBe(200);
    expect(await seasonRow("vancouver", 2027)).toEqual({
      opens_at: "2027-01-01T08:00:00.000Z",
      closes_at: "2028-01-01T07:59:59.000Z",
      hide_final_week: 1,
    });
    expect(data!.changed).toEqual(["opens_at", "closes_at", "hide_final_week"]);
    expect((await auditOf("vancouver")).map((row) => row.action)).toEqual(["season_added"]);
  });
});

describe("refusals", () => {
  it("refuses a close not after the opening, in English and French", async () => {
    const bad = { ...torontoEdit, closes: "2026-01-01T00:00" };
    const en = await save(bad);
    expect(en.status).toBe(400);
    expect(en.fieldErrors).toEqual({ closes: ["The close must be after the opening."] });
    const fr = await save(bad, { locale: "fr" });
    expect(fr.fieldErrors).toEqual({ closes: ["La clôture doit suivre l'ouverture."] });
  });

  it("refuses a window overlapping another season of the city", async () => {
    // Vancouver's 2027 season (added above) opens Jan 1 2027 00:00 city time: a 2026 close then shares its instant.
    const overlap = { city: "vancouver", year: 2026, opens: "2026-01-01T00:00", closes: "2027-01-01T00:00", hideFinalWeek: false };
    const en = await save(overlap);
    expect(en.status).toBe(400);
    expect(en.fieldErrors).toEqual({ opens: ["This season overlaps the 2027 season."] });
    const fr = await save(overlap, { locale: "fr" });
    expect(fr.fieldErrors).toEqual({ opens: ["Cette saison chevauche la saison 2027."] });
    expect(await seasonRow("vancouver", 2026)).toMatchObject({ closes_at: "2027-01-01T07:59:59.000Z" });
  });

  it("refuses a year outside 2000–2100 and a season opening in another year", async () => {
    const early = await save({ ...torontoEdit, year: 1999, opens: "1999-01-01T00:00", closes: "1999-12-31T23:59" });
    expect(early.status).toBe(400);
    expect(early.fieldErrors).toEqual({ year: ["Please enter a year from 2000 to 2100."] });
    const early2 = await save({ ...torontoEdit, year: 2101 }, { locale: "fr" });
    expect(early2.fieldErrors?.year).toEqual(["Veuillez entrer une année de 2000 à 2100."]);
    const other = await save({ ...torontoEdit, year: 2027, opens: "2026-12-31T00:00", closes: "2027-12-31T23:59" });
    expect(other.status).toBe(400);
    expect(other.fieldErrors).toEqual({ opens: ["The 2027 season must open in 2027, city time."] });
    const fr = await save({ ...torontoEdit, year: 2027, opens: "2026-12-31T00:00", closes: "2027-12-31T23:59" }, { locale: "fr" });
    expect(fr.fieldErrors).toEqual({ opens: ["La saison 2027 doit ouvrir en 2027, heure de la ville."] });
    const impossible = await save({ ...torontoEdit, closes: "2026-02-30T12:00" });
    expect(impossible.fieldErrors).toEqual({ closes: ["Please enter a date and time."] });
  });

  it("refuses an unknown city (NOT_FOUND)", async () => {
    const unknown = await save({ ...torontoEdit, city: "atlantis" });
    expect(unknown.status).toBe(404);
    expect(unknown.message).toBe("This city is not on the ballot.");
    expect((await outcome(caller({ cookie }).admin.ballot.seasons({ city: "atlantis" }))).status).toBe(404);
  });

  it("refuses a non-admin (FORBIDDEN) and a visitor (UNAUTHORIZED)", async () => {
    const user = await sessionCookie(await createAccount());
    const input = { ...torontoEdit, closes: "2026-06-30T23:59" };
    expect((await outcome(caller({ cookie: user }).admin.ballot.saveSeason(input))).status).toBe(403);
    expect((await outcome(caller().admin.ballot.saveSeason(input))).status).toBe(401);
    expect((await outcome(caller({ cookie: user }).admin.ballot.seasons({ city: "toronto" }))).status).toBe(403);
    expect((await outcome(caller().admin.ballot.seasons({ city: "toronto" }))).status).toBe(401);
    expect(await seasonRow("toronto", 2026)).toMatchObject({ closes_at: "2026-12-16T04:59:00.000Z" });
  });
});

describe("an opened season's window is the admins' (it changes the results)", () => {
  // Montreal's 2026 season runs the whole year, city time (2026-01-01T05:00Z – 2027-01-01T04:59:59Z).
  const montreal = { city: "montreal", year: 2026, opens: "2026-01-01T00:00:00", closes: "2026-12-31T23:59:59", hideFinalWeek: false };
  const seasonAudit = async () =>
    (
      await env.DB.prepare("SELECT actor_id, detail FROM audit_log WHERE action = 'season.edit' AND detail LIKE '%montreal%' ORDER BY id").all<{
        actor_id: string;
        detail: string;
      }>()
    ).results;
  let editor = "";
  /** Moves the clock and signs the editor in then (a session lasts 7 days by the same clock). */
  const at = async (iso: string) => {
    setClock(Date.parse(iso));
    editor = await sessionCookie(await createAccount(["editor"]));
  };

  it("an editor cannot close an open season early; the form is told the window is locked", async () => {
    await at("2026-06-15T12:00:00Z");
    const early = await save({ ...montreal, closes: "2026-06-15T12:00" }, { cookie: editor });
    expect(early.status).toBe(403);
    expect(early.message).toBe("Only an admin can change the opening or close of a season that has opened: it changes the results.");
    const french = await save({ ...montreal, closes: "2026-06-15T12:00" }, { cookie: editor, locale: "fr" });
    expect(french.message).toBe(
      "Seul un administrateur peut modifier l'ouverture ou la clôture d'une saison déjà ouverte : cela change les résultats.",
    );
    const opening = await save({ ...montreal, opens: "2026-03-01T00:00" }, { cookie: editor });
    expect(opening.status).toBe(403);
    expect(await seasonRow("montreal", 2026)).toMatchObject({ opens_at: "2026-01-01T05:00:00.000Z", closes_at: "2027-01-01T04:59:59.000Z" });
    const listed = await outcome(caller({ cookie: editor }).admin.ballot.seasons({ city: "montreal" }));
    expect(listed.data?.seasons.find((season) => season.year === 2026)?.windowLocked).toBe(true);
    // The final-week rule is not the window: an editor may still set it.
    expect((await save({ ...montreal, hideFinalWeek: true }, { cookie: editor })).status).toBe(200);
    expect(await seasonAudit()).toHaveLength(1);
  });

  it("an editor cannot reopen a closed season", async () => {
    await at("2027-01-10T12:00:00Z");
    const reopen = await save({ ...montreal, closes: "2027-01-31T23:59:59" }, { cookie: editor });
    // The 2026 season must open in 2026 and not overlap 2027's, so reopening is moving its close later.
    expect(reopen.status).toBe(403);
    expect(await seasonRow("montreal", 2026)).toMatchObject({ closes_at: "2027-01-01T04:59:59.000Z" });
  });

  it("an editor may still move the window of a season that has not opened", async () => {
    await at("2026-06-15T12:00:00Z");
    const next = { city: "montreal", year: 2027, opens: "2027-01-01T00:00", closes: "2027-12-31T23:59:59", hideFinalWeek: false };
    expect((await save(next, { cookie: editor })).status).toBe(200);
    expect((await save({ ...next, closes: "2027-11-30T23:59:59" }, { cookie: editor })).status).toBe(200);
    const listed = await outcome(caller({ cookie: editor }).admin.ballot.seasons({ city: "montreal" }));
    expect(listed.data?.seasons.find((season) => season.year === 2027)?.windowLocked).toBe(false);
  });

  it("an admin may close it early, and the audit log keeps who did", async () => {
    setClock(Date.parse("2026-06-15T12:00:00Z"));
    const early = await save({ ...montreal, hideFinalWeek: true, closes: "2026-06-15T12:00" });
    expect(early.status).toBe(200);
    expect(await seasonRow("montreal", 2026)).toMatchObject({ closes_at: "2026-06-15T16:00:00.000Z" });
    const last = (await seasonAudit()).at(-1)!;
    expect(last.actor_id).toBe(adminId);
    expect(JSON.parse(last.detail)).toEqual({ ballot_action: "season_edited", city: "montreal", fields: ["year", "closes_at"] });
  });
});
