// Personal data leaves on time: the hourly Cron Trigger clears submitters' names and e-mails 180 days
// after the decision, claimants' details 180 days after the claim, deletes newsletter addresses 30 days after unsubscribing (or after a confirmation
// nobody answered), the outbox's finished records after 30 days, Web Vitals' daily counts after 90 and
// WebAuthn challenges once expired;
// a rate limiter forgets a network's hash once its window has passed. The clock is set, never waited for.
import { createScheduledController, env, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { AUDIT_RETENTION_DAYS, NETWORK_HASH_RETENTION_HOURS } from "@shared/privacy/retention";
import { setClock } from "@shared/time/clock";
import { parseRule, RATE_LIMITS } from "@worker/rate-limit/rate-limit";
import worker from "@worker/index";
import "./clock";
import { storeSubmission, submissionRow } from "./submission-helpers";

const NOW = Date.parse("2026-11-24T15:00:00Z");
const daysAgo = (days: number) => new Date(NOW - days * 86_400_000).toISOString();
const runHourlyCron = () => worker.scheduled(createScheduledController({ scheduledTime: NOW, cron: "17 * * * *" }), env);

async function decided(title: string, status: "approved" | "rejected" | "pending", reviewedAt: string | null) {
  const id = await storeSubmission({ title, submitter_name: "Ada Baker", submitter_email: "ada@example.com" });
  await env.DB.prepare("UPDATE submissions SET status = ?, reviewed_at = ? WHERE id = ?").bind(status, reviewedAt, id).run();
  return id;
}

async function subscriber(email: string, fields: { confirmed_at?: string | null; unsubscribed_at?: string | null; confirm_sent_at?: string | null }) {
  await env.DB.prepare(
    "INSERT INTO newsletter_subscribers (email, created_at, confirmed_at, unsubscribed_at, confirm_sent_at) VALUES (?, ?, ?, ?, ?)",
  )
    .bind(email, daysAgo(400), fields.confirmed_at ?? null, fields.unsubscribed_at ?? null, fields.confirm_sent_at ?? null)
    .run();
}

async function outbox(recipient: string, status: string, createdAt: string) {
  await env.DB.prepare("INSERT INTO email_outbox (kind, recipient, status, created_at, send_after) VALUES ('receipt', ?, ?, ?, ?)")
    .bind(recipient, status, createdAt, createdAt)
    .run();
}

describe("the retention job", () => {
  it("clears a submitter's name and e-mail 180 days after the decision, and nothing sooner", async () => {
    setClock(NOW);
    const old = await decided("Decided long ago", "approved", daysAgo(181));
    const oldRejected = await decided("Rejected long ago", "rejected", daysAgo(200));
    const recent = await decided("Decided lately", "approved", daysAgo(179));
    const pending = await decided("Still waiting", "pending", null);
    await runHourlyCron();
    for (const id of [old, oldRejected]) expect(await submissionRow(id)).toMatchObject({ submitter_name: "", submitter_email: "" });
    for (const id of [recent, pending])
      expect(await submissionRow(id)).toMatchObject({ submitter_name: "Ada Baker", submitter_email: "ada@example.com" });
    // The submission itself stays.
    expect(await submissionRow(old)).toMatchObject({ title: "Decided long ago", status: "approved" });
  });

  it("clears a claimant's details 180 days after the claim, unless the claim still waits for the team", async () => {
    setClock(NOW);
    const claim = async (status: string, createdAt: string) => {
      const row = await env.DB.prepare(
        "INSERT INTO owner_claims (listing_id, name, email, role_at_business, phone, note, language, status, created_at) VALUES ((SELECT min(id) FROM listings), 'Dana Baker', 'dana@example.com', 'Owner', '416-555-0100', 'I run it', 'en', ?, ?) RETURNING id",
      )
        .bind(status, createdAt)
        .first<{ id: number }>();
      return row!.id;
    };
    const details = (id: number) =>
      env.DB.prepare("SELECT name, email, role_at_business, phone, note, status FROM owner_claims WHERE id = ?").bind(id).first();
    const old = await claim("verified", daysAgo(181));
    const oldRefused = await claim("refused", daysAgo(200));
    const recent = await claim("verified", daysAgo(179));
    const waiting = await claim("queued", daysAgo(300));
    await runHourlyCron();
    for (const id of [old, oldRefused])
      expect(await details(id)).toMatchObject({ name: "", email: "", role_at_business: "", phone: null, note: null });
    expect(await details(old)).toMatchObject({ status: "verified" });
    for (const id of [recent, waiting])
      expect(await details(id)).toMatchObject({ name: "Dana Baker", email: "dana@example.com", phone: "416-555-0100" });
  });

  it("clears the note on an owner's change request 180 days after the team's decision, never while it waits", async () => {
    setClock(NOW);
    const request = async (status: string, decidedAt: string | null) => {
      const row = await env.DB.prepare(
        "INSERT INTO listing_change_requests (listing_id, changes, note, language, status, created_at, decided_at) VALUES ((SELECT min(id) FROM listings), '[]', 'Call me on 416-555-0100', 'en', ?, ?, ?) RETURNING id",
      )
        .bind(status, daysAgo(400), decidedAt)
        .first<{ id: number }>();
      return row!.id;
    };
    const note = async (id: number) =>
      (await env.DB.prepare("SELECT note FROM listing_change_requests WHERE id = ?").bind(id).first<{ note: string | null }>())!.note;
    const old = await request("approved", daysAgo(181));
    const recent = await request("refused", daysAgo(179));
    const waiting = await request("pending", null);
    await runHourlyCron();
    expect(await note(old)).toBeNull();
    expect(await note(recent)).toBe("Call me on 416-555-0100");
    expect(await note(waiting)).toBe("Call me on 416-555-0100");
  });

  it("deletes newsletter addresses 30 days after unsubscribing or an unanswered confirmation; keeps subscribers", async () => {
    setClock(NOW);
    await subscriber("left-long-ago@example.com", { confirmed_at: daysAgo(300), unsubscribed_at: daysAgo(31) });
    await subscriber("left-lately@example.com", { confirmed_at: daysAgo(300), unsubscribed_at: daysAgo(29) });
    await subscriber("never-confirmed@example.com", { confirm_sent_at: daysAgo(31) });
    await subscriber("confirming@example.com", { confirm_sent_at: daysAgo(2) });
    await subscriber("reader@example.com", { confirmed_at: daysAgo(300) });
    await runHourlyCron();
    const { results } = await env.DB.prepare("SELECT email FROM newsletter_subscribers ORDER BY email").all<{ email: string }>();
    expect(results.map((row) => row.email)).toEqual(["confirming@example.com", "left-lately@example.com", "reader@example.com"]);
  });

  it("deletes the outbox's finished records after 30 days, never a queued one", async () => {
    setClock(NOW);
    await outbox("old-sent@example.com", "sent", daysAgo(31));
    await outbox("old-failed@example.com", "failed", daysAgo(45));
    await outbox("old-queued@example.com", "queued", daysAgo(45));
    await outbox("new-sent@example.com", "sent", daysAgo(3));
    await runHourlyCron();
    const { results } = await env.DB.prepare("SELECT recipient FROM email_outbox ORDER BY recipient").all<{ recipient: string }>();
    expect(results.map((row) => row.recipient)).toEqual(["new-sent@example.com", "old-queued@example.com"]);
  });

  it("deletes the staff log's entries AUDIT_RETENTION_DAYS after they were written", async () => {
    setClock(NOW);
    for (const [email, at] of [
      ["old@example.com", daysAgo(AUDIT_RETENTION_DAYS + 1)],
      ["recent@example.com", daysAgo(AUDIT_RETENTION_DAYS - 1)],
    ]) {
      await env.DB.prepare("INSERT INTO audit_log (at, actor_email, action) VALUES (?, ?, 'login.failure')").bind(at, email).run();
    }
    await runHourlyCron();
    const { results } = await env.DB.prepare("SELECT actor_email FROM audit_log ORDER BY actor_email").all<{ actor_email: string }>();
    expect(results.map((row) => row.actor_email)).toEqual(["recent@example.com"]);
  });

  it("deletes Web Vitals' daily counts 90 days after their day", async () => {
    setClock(NOW);
    for (const day of [daysAgo(91), daysAgo(90), daysAgo(1)]) {
      await env.DB.prepare("INSERT INTO web_vitals_daily (day, route, locale, metric, bucket, count) VALUES (?, 'home', 'en', 'LCP', 3, 1)")
        .bind(day.slice(0, 10))
        .run();
    }
    await runHourlyCron();
    const { results } = await env.DB.prepare("SELECT day FROM web_vitals_daily ORDER BY day").all<{ day: string }>();
    expect(results.map((row) => row.day)).toEqual([daysAgo(90).slice(0, 10), daysAgo(1).slice(0, 10)]);
  });

  it("deletes expired WebAuthn challenges, keeps live ones", async () => {
    setClock(NOW);
    const challenge = (id: string, expiresAt: string) =>
      env.DB.prepare("INSERT INTO webauthn_challenges (id, user_id, challenge, purpose, expires_at) VALUES (?, NULL, ?, 'authentication', ?)")
        .bind(id, `challenge-${id}`, expiresAt)
        .run();
    await challenge("expired", new Date(NOW - 1000).toISOString());
    await challenge("live", new Date(NOW + 60_000).toISOString());
    await runHourlyCron();
    const left = await env.DB.prepare("SELECT id FROM webauthn_challenges WHERE id IN ('expired', 'live')").all<{ id: string }>();
    expect(left.results.map((row) => row.id)).toEqual(["live"]);
  });

  it("SUBMITTER_RETENTION_DAYS moves the submitters' limit", async () => {
    setClock(NOW);
    const id = await decided("Decided a month ago", "approved", daysAgo(31));
    await worker.scheduled(createScheduledController({ scheduledTime: NOW, cron: "17 * * * *" }), { ...env, SUBMITTER_RETENTION_DAYS: "30" });
    expect(await submissionRow(id)).toMatchObject({ submitter_name: "", submitter_email: "" });
  });
});

describe("a rate limiter's network hash", () => {
  it("is forgotten once its window has passed: the alarm deletes the object's storage", async () => {
    const stub = env.RATE_LIMITER.get(env.RATE_LIMITER.idFromName("submissions:retention-test-network"));
    expect(await stub.take(5, 5, 60, false)).toMatchObject({ verdict: "allowed" });
    const alarm = await runInDurableObject(stub, (_instance, state) => state.storage.getAlarm());
    expect(alarm).toBeGreaterThan(Date.now() + 50_000);
    expect(alarm).toBeLessThanOrEqual(Date.now() + 60_000);
    expect(await runInDurableObject(stub, (_instance, state) => state.storage.kv.get<number[]>("hits"))).toHaveLength(1);
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    expect(await runInDurableObject(stub, (_instance, state) => [...state.storage.kv.list()])).toEqual([]);
  });

  it("outlasts no rate-limit window: none is longer than the retention of network hashes", () => {
    // The pool's vars are wrangler.toml's top level, which production's are held equal to (production-config test).
    for (const limits of Object.values(RATE_LIMITS)) {
      for (const rule of [env[limits.var], limits.rule]) {
        expect(parseRule(rule)?.windowSeconds, `${limits.var} ${rule}`).toBeLessThanOrEqual(NETWORK_HASH_RETENTION_HOURS * 3600);
      }
    }
  });
});
