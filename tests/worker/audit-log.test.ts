// The one audit log: logins (and failures, with the address typed and never the password), logouts,
// reviews and undos in the same batch as the review, curation edits, digest test sends; the Audit log
// tab's list (admins only) filtered by person, action and days, newest first in keyset pages; and the
// retention job removing entries older than a year. The clock is set, never waited for.
import { createScheduledController, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { AUDIT_PAGE_SIZE } from "@shared/people/audit-schema";
import { setClock } from "@shared/time/clock";
import { createDb } from "@worker/db/client";
import { recordAudit } from "@worker/features/audit/audit-log";
import worker from "@worker/index";
import { PASSWORD, adminCookie, cookiePair, createAccount, logIn } from "./account-helpers";
import "./clock";
import { recordEmails } from "./email-helpers";
import { caller, outcome, type RouterInputs } from "./caller";
import type { RouterOutputs } from "./fetch-app";
import { storeSubmission } from "./submission-helpers";

type Page = RouterOutputs["admin"]["audit"]["list"];
type Entry = Page["items"][number];

/** The entries naming an actor, oldest first, straight from D1. */
async function entriesOf(email: string) {
  type Row = { action: string; actor_id: string | null; target_type: string | null; target_id: string | null; detail: string | null };
  const { results } = await env.DB.prepare("SELECT * FROM audit_log WHERE actor_email = ? ORDER BY id").bind(email).all<Row>();
  return results.map((row) => ({ ...row, detail: row.detail === null ? null : (JSON.parse(row.detail) as Record<string, unknown>) }));
}

const auditList = (cookie: string, input: RouterInputs["admin"]["audit"]["list"] = {}) => outcome(caller({ cookie }).admin.audit.list(input));

describe("what the audit log records", () => {
  it("logins, failed logins with the typed address lower-cased (no password), and logouts", async () => {
    const account = await createAccount(["moderator"]);
    const failed = await logIn(account.email.toUpperCase(), "not the password at all");
    expect(failed.status).toBe(401);
    const { headers } = await logIn(account.email, PASSWORD);
    const cookie = cookiePair(headers.get("set-cookie"));
    await caller({ cookie }).auth.logout();
    const entries = await entriesOf(account.email);
    expect(entries.map((entry) => [entry.action, entry.actor_id])).toEqual([
      ["login.failure", null],
      ["login.success", account.id],
      ["logout", account.id],
    ]);
    expect(JSON.stringify(entries)).not.toContain("not the password at all");
    // An unknown address is recorded as typed too.
    await logIn("Nobody-Here@Example.com", "whatever it is");
    expect((await entriesOf("nobody-here@example.com")).map((entry) => entry.action)).toEqual(["login.failure"]);
  });

  it("a review and its undo, each with the submission as target", async () => {
    recordEmails();
    const { account, cookie } = await adminCookie();
    const id = await storeSubmission({ title: "Audited Steps" });
    expect((await outcome(caller({ cookie }).admin.submissions.review({ id, status: "rejected", reason: "spam" }))).status).toBe(200);
    expect((await outcome(caller({ cookie }).admin.submissions.undo({ id }))).status).toBe(200);
    const entries = (await entriesOf(account.email)).filter((entry) => entry.action !== "login.success");
    expect(entries).toMatchObject([
      {
        action: "submission.review",
        actor_id: account.id,
        target_type: "submission",
        target_id: String(id),
        detail: { status: "rejected", previous_status: "pending", reason: "spam" },
      },
      {
        action: "submission.undo",
        actor_id: account.id,
        target_type: "submission",
        target_id: String(id),
        detail: { undone: "rejected", restored: "pending" },
      },
    ]);
  });

  it("an unknown submission's review writes no entry", async () => {
    const { account, cookie } = await adminCookie();
    const { status } = await outcome(caller({ cookie }).admin.submissions.review({ id: 999_999, status: "approved" }));
    expect(status).toBe(404);
    expect((await entriesOf(account.email)).map((entry) => entry.action)).toEqual(["login.success"]);
  });

  it("curation edits and digest test sends", async () => {
    recordEmails();
    const { account, cookie } = await adminCookie();
    const found = await outcome(caller({ cookie }).admin.listings.list({}));
    const listing = found.data!.items[0]!;
    expect((await outcome(caller({ cookie }).admin.listings.setFeatured({ id: listing.id, featured: !listing.featured }))).status).toBe(200);
    expect((await outcome(caller({ cookie }).admin.digest.sendTest({ city: null, language: "fr" }))).status).toBe(200);
    const entries = (await entriesOf(account.email)).filter((entry) => entry.action !== "login.success");
    expect(entries).toMatchObject([
      { action: "listing.featured", target_type: "listing", target_id: String(listing.id), detail: { fields: ["featured"] } },
      { action: "digest.test", detail: { city: null, language: "fr", queued: true } },
    ]);
  });
});

describe("admin.audit.list", () => {
  it("filters by person, action and days, newest first, in keyset pages", async () => {
    const { cookie } = await adminCookie();
    const db = createDb(env.DB);
    const actor = { id: null, email: "paged-actor@example.com" };
    const start = Date.parse("2026-03-01T10:00:00Z");
    // Three days of entries, AUDIT_PAGE_SIZE + 5 of them on the middle day.
    await recordAudit(db, actor, { action: "logout" }, new Date(start));
    for (let i = 0; i < AUDIT_PAGE_SIZE + 5; i += 1) {
      await recordAudit(db, actor, { action: "login.failure", detail: { n: i } }, new Date(start + 86_400_000 + i * 1000));
    }
    await recordAudit(db, actor, { action: "logout" }, new Date(start + 2 * 86_400_000));

    const first = (await auditList(cookie, { person: "Paged-Actor@example.com" })).data!;
    expect(first.items).toHaveLength(AUDIT_PAGE_SIZE);
    expect(first.items[0]).toMatchObject({ action: "logout", at: "2026-03-03T10:00:00.000Z" });
    const ats = first.items.map((entry: Entry) => entry.at);
    expect([...ats].sort().reverse()).toEqual(ats);
    const second = (await auditList(cookie, { person: "paged-actor@example.com", cursor: first.nextCursor! })).data!;
    expect(second.items).toHaveLength(7);
    expect(second.nextCursor).toBeNull();
    expect(second.items.at(-1)).toMatchObject({ action: "logout", at: "2026-03-01T10:00:00.000Z" });
    expect(new Set([...first.items, ...second.items].map((entry: Entry) => entry.id)).size).toBe(AUDIT_PAGE_SIZE + 7);

    const logouts = (await auditList(cookie, { person: "paged-actor@example.com", action: "logout" })).data!;
    expect(logouts.items.map((entry: Entry) => entry.at)).toEqual(["2026-03-03T10:00:00.000Z", "2026-03-01T10:00:00.000Z"]);
    const middleDay = (await auditList(cookie, { person: "paged-actor@example.com", from: "2026-03-02", to: "2026-03-02" })).data!;
    expect(middleDay.items.every((entry: Entry) => entry.action === "login.failure")).toBe(true);
    const lastDays = (await auditList(cookie, { person: "paged-actor@example.com", from: "2026-03-03" })).data!;
    expect(lastDays.items.map((entry: Entry) => entry.action)).toEqual(["logout"]);
  });

  it("refuses a malformed day in the caller's language", async () => {
    const { cookie } = await adminCookie();
    const { status, fieldErrors } = await outcome(caller({ cookie, locale: "fr" }).admin.audit.list({ from: "1 March" }));
    expect(status).toBe(400);
    expect(fieldErrors).toEqual({ from: ["Entrez un jour au format AAAA-MM-JJ."] });
  });
});

describe("audit log retention", () => {
  it("the hourly job deletes entries older than a year, and keeps the rest", async () => {
    const NOW = Date.parse("2027-06-01T12:00:00Z");
    setClock(NOW);
    const db = createDb(env.DB);
    const actor = { id: null, email: "retained@example.com" };
    await recordAudit(db, actor, { action: "logout", detail: { age: "366 days" } }, new Date(NOW - 366 * 86_400_000));
    await recordAudit(db, actor, { action: "logout", detail: { age: "364 days" } }, new Date(NOW - 364 * 86_400_000));
    await worker.scheduled(createScheduledController({ scheduledTime: NOW, cron: "17 * * * *" }), env);
    expect((await entriesOf("retained@example.com")).map((entry) => entry.detail)).toEqual([{ age: "364 days" }]);
  });
});
