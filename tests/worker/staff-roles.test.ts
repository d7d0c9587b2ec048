// Over HTTP: every procedure is called by its path, from the router's own list of procedures.
// Roles × procedures: every procedure of the app router has an expectation here (a new one without
// one fails), and every staff procedure answers each kind of caller as the role table says
// (shared/people/staff-roles.ts): UNAUTHORIZED without a session, FORBIDDEN below the role, and not
// refused for authorization at or above it (a BAD_REQUEST for the empty input counts as allowed).
import { beforeAll, describe, expect, it } from "vitest";
import { STAFF_ROLES, type StaffRole } from "@shared/people/staff-roles";
import { createAccount, freshIp, sessionCookie } from "./account-helpers";
import { recordEmails } from "./email-helpers";
import { ORIGIN, fetchApp } from "./fetch-app";
import { procedures } from "./fuzz-cases";

/** The least role each staff procedure needs. */
const REQUIRED: Record<string, StaffRole> = {
  "admin.submissions.stats": "moderator",
  "admin.submissions.list": "moderator",
  "admin.submissions.bulkReview": "moderator",
  "admin.submissions.history": "moderator",
  "admin.submissions.review": "moderator",
  "admin.submissions.undo": "moderator",
  "admin.listings.list": "editor",
  "admin.listings.get": "editor",
  "admin.listings.update": "editor",
  "admin.listings.setStatus": "editor",
  "admin.listings.setFeatured": "editor",
  "admin.nominations.list": "editor",
  "admin.nominations.accept": "editor",
  "admin.nominations.decline": "editor",
  "admin.ballot.cities": "editor",
  "admin.ballot.addShop": "editor",
  "admin.ballot.updateShop": "editor",
  "admin.ballot.setShopRetired": "editor",
  "admin.ballot.reorderShops": "editor",
  "admin.ballot.seasons": "editor",
  "admin.ballot.saveSeason": "editor",
  "admin.ballot.addCity": "editor",
  "admin.integrity.get": "admin",
  "admin.integrity.void": "admin",
  "admin.payments.list": "admin",
  "admin.payments.refundsAwaiting": "admin",
  "admin.payments.approveRefund": "admin",
  "admin.payments.refund": "admin",
  "admin.emails.recent": "admin",
  "admin.digest.preview": "admin",
  "admin.digest.sendTest": "admin",
  "admin.digest.bounced": "admin",
  "admin.audit.list": "admin",
  "admin.people.list": "admin",
  "admin.people.invite": "admin",
  "admin.people.invitations": "admin",
  "admin.people.revokeInvitation": "admin",
  "admin.people.setRole": "admin",
  "admin.people.deactivate": "admin",
  "admin.people.reactivate": "admin",
  "admin.people.signOutEverywhere": "admin",
  "admin.performance.summary": "admin",
  // One's own passkeys: any staff role.
  "passkeys.list": "moderator",
  "passkeys.registrationOptions": "moderator",
  "passkeys.register": "moderator",
  "passkeys.rename": "moderator",
  "passkeys.remove": "moderator",
};

/** Procedures anyone may call (visitors, voters, submitters, the login form). */
const PUBLIC = new Set([
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
  "votes.tally",
  "votes.cast",
  "awards.results",
  "awards.winners",
  "submissions.create",
  "submissions.payNow",
  "submissions.continueFree",
  "submissions.myData",
  "submissions.erase",
  "submissions.resubmission",
  "submissions.status",
  "newsletter.subscribe",
  "newsletter.confirm",
  "newsletter.unsubscribe",
  "newsletter.preferences",
  "newsletter.savePreferences",
  "nominations.create",
  "auth.login",
  "auth.logout",
  "auth.me",
  "challenge.create",
  "invitations.check",
  "invitations.accept",
  "invitations.passkeyOptions",
  "invitations.acceptWithPasskey",
  "passkeys.authenticationOptions",
  "passkeys.signIn",
]);

type Caller = "anonymous" | "no role" | StaffRole;
const CALLERS: readonly Caller[] = ["anonymous", "no role", ...STAFF_ROLES];

function expected(caller: Caller, required: StaffRole): "UNAUTHORIZED" | "FORBIDDEN" | "allowed" {
  if (caller === "anonymous") return "UNAUTHORIZED";
  if (caller === "no role") return "FORBIDDEN";
  return STAFF_ROLES.indexOf(caller) >= STAFF_ROLES.indexOf(required) ? "allowed" : "FORBIDDEN";
}

/** Calls a procedure with an empty input: its answer's tRPC error code, or "OK". */
async function call(path: string, type: "query" | "mutation", cookie: string | undefined): Promise<string> {
  const headers: Record<string, string> = { "cf-connecting-ip": freshIp(), ...(cookie ? { cookie } : {}) };
  const res =
    type === "query"
      ? await fetchApp(`/api/trpc/${path}`, { headers })
      : await fetchApp(`/api/trpc/${path}`, {
          method: "POST",
          headers: { ...headers, origin: ORIGIN, "content-type": "application/json" },
          body: "{}",
        });
  const answer = await res.json<{ error?: { data: { code: string } } }>();
  return answer.error?.data.code ?? "OK";
}

describe("roles × procedures", () => {
  it("every procedure of the app router is either public or has a required role", () => {
    const missing = procedures.filter(({ path }) => !PUBLIC.has(path) && !(path in REQUIRED)).map(({ path }) => path);
    expect(missing).toEqual([]);
    // Nothing staff-only is listed as public, and no expectation names a procedure that is gone.
    expect(procedures.filter(({ path }) => PUBLIC.has(path) && path.startsWith("admin.")).map(({ path }) => path)).toEqual([]);
    const paths = new Set(procedures.map(({ path }) => path));
    expect(Object.keys(REQUIRED).filter((path) => !paths.has(path))).toEqual([]);
  });

  const cookies = new Map<Caller, string | undefined>();
  beforeAll(async () => {
    // A digest test send queues an e-mail: the recording fake keeps it off the real binding.
    recordEmails();
    cookies.set("anonymous", undefined);
    cookies.set("no role", await sessionCookie(await createAccount()));
    for (const role of STAFF_ROLES) cookies.set(role, await sessionCookie(await createAccount([role])));
  });

  const staff = procedures.filter(({ path }) => path in REQUIRED);
  describe.each(staff)("$type $path", ({ path, type }) => {
    it.each(CALLERS)("as %s", async (caller) => {
      const answer = await call(path, type, cookies.get(caller));
      const want = expected(caller, REQUIRED[path]!);
      if (want === "allowed") expect(answer, `${caller} calling ${path}`).not.toMatch(/^(UNAUTHORIZED|FORBIDDEN)$/);
      else expect(answer, `${caller} calling ${path}`).toBe(want);
    });
  });
});

describe("the refusal's words", () => {
  it("tells staff whose role falls short, in their language", async () => {
    const cookie = await sessionCookie(await createAccount(["moderator"]));
    for (const [language, text] of [
      ["en", "Your role cannot do this."],
      ["fr", "Votre rôle ne permet pas cette action."],
    ] as const) {
      const res = await fetchApp("/api/trpc/admin.payments.list?input=%7B%7D", {
        headers: { cookie, "x-locale": language, "cf-connecting-ip": freshIp() },
      });
      expect(res.status).toBe(403);
      const body = await res.json<{ error: { message: string; data: { text: { key: string } } } }>();
      expect(body.error.data.text.key).toBe("admin-people.roleForbidden");
      expect(body.error.message).toBe(text);
    }
  });
});
