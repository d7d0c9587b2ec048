// The last active admin under concurrency: two admins removing each other's rights at the same moment,
// through the real procedures (two callers of the app router, each with its own request's context, in
// Promise.all; real D1). The guard is part of the change's own SQL, so exactly one succeeds and one
// active admin remains; the refused one writes nothing. "At the same moment" is made certain: both calls
// have read the person they change before either goes on (requests through the Worker's entry run one
// after the other in the test isolate, so they would never meet).

/** While armed, each call that reads a person waits until `waiting` calls have (a rendezvous). */
const rendezvous = vi.hoisted(() => ({ waiting: 0, arrived: 0, release: () => {}, gate: Promise.resolve() }));

vi.mock("@worker/features/people/people-queries", async (importOriginal) => {
  const original = await importOriginal<typeof import("@worker/features/people/people-queries")>();
  return {
    ...original,
    personById: async (...args: Parameters<typeof original.personById>) => {
      const person = await original.personById(...args);
      if (rendezvous.waiting > 0 && ++rendezvous.arrived <= rendezvous.waiting) {
        if (rendezvous.arrived === rendezvous.waiting) rendezvous.release();
        await rendezvous.gate;
      }
      return person;
    },
  };
});

/** The next two person reads meet before either call goes on. */
function arm() {
  rendezvous.arrived = 0;
  rendezvous.waiting = 2;
  rendezvous.gate = new Promise((resolve) => (rendezvous.release = () => resolve()));
}
afterEach(() => {
  rendezvous.waiting = 0;
});
import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { adminCookie, type Account } from "./account-helpers";
import { caller, outcome } from "./caller";

interface Admin {
  account: Account;
  cookie: string;
}

let a: Admin;
let b: Admin;
beforeEach(async () => {
  a = await adminCookie();
  b = await adminCookie();
  // Only these two are active admins: every other admin account of the file's database is deactivated.
  await env.DB.prepare(
    "UPDATE users SET deactivated_at = '2026-01-01T00:00:00.000Z' WHERE id IN (SELECT user_id FROM user_roles WHERE role = 'admin') AND id NOT IN (?, ?)",
  )
    .bind(a.account.id, b.account.id)
    .run();
});

const activeAdmins = async () =>
  (
    await env.DB.prepare(
      "SELECT users.id FROM users JOIN user_roles ON user_roles.user_id = users.id WHERE user_roles.role = 'admin' AND users.deactivated_at IS NULL",
    ).all<{ id: string }>()
  ).results.map((row) => row.id);

/** The router called as this admin, as a request with their session cookie would. */
const as = (admin: Admin) => caller({ cookie: admin.cookie });

/** A call's outcome: "ok", or the refusal's code and message. */
const said = async (call: Promise<unknown>) => {
  const { status, code, message } = await outcome(call);
  return status === 200 ? "ok" : `${code}: ${message}`;
};

/** One call succeeds; the other is refused by the guard. */
function oneSucceeds(outcomes: readonly string[]) {
  expect([...outcomes].sort()).toEqual(["CONFLICT: The last admin must stay an active admin.", "ok"]);
}

const auditCount = async (action: string) =>
  (
    await env.DB.prepare("SELECT count(*) AS n FROM audit_log WHERE action = ? AND target_id IN (?, ?)")
      .bind(action, a.account.id, b.account.id)
      .first<{ n: number }>()
  )?.n;

describe("the last active admin cannot be removed by two admins at once", () => {
  it("demotions: exactly one succeeds, one admin remains, the refusal says why and leaves no audit entry", async () => {
    arm();
    const answers = await Promise.all([
      said(as(a).admin.people.setRole({ id: b.account.id, role: "editor" })),
      said(as(b).admin.people.setRole({ id: a.account.id, role: "editor" })),
    ]);
    oneSucceeds(answers);
    expect(await activeAdmins()).toHaveLength(1);
    expect(await auditCount("person.role")).toBe(1);
  });

  it("deactivations: exactly one succeeds (the deactivated admin no longer counts), one admin remains", async () => {
    arm();
    const answers = await Promise.all([
      said(as(a).admin.people.deactivate({ id: b.account.id })),
      said(as(b).admin.people.deactivate({ id: a.account.id })),
    ]);
    oneSucceeds(answers);
    expect(await activeAdmins()).toHaveLength(1);
    expect(await auditCount("person.deactivate")).toBe(1);
  });

  it("a demotion racing a deactivation: one succeeds, one admin remains", async () => {
    arm();
    const answers = await Promise.all([
      said(as(a).admin.people.setRole({ id: b.account.id, role: "moderator" })),
      said(as(b).admin.people.deactivate({ id: a.account.id })),
    ]);
    oneSucceeds(answers);
    expect(await activeAdmins()).toHaveLength(1);
  });
});
