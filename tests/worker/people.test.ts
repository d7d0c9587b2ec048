// The People tab's procedures, called through the app router, against real D1 and the real queue: invitations (the e-mail in
// the chosen language, the link valid once and for 72 hours by the clock, unknown links), an address
// that has an account, role changes, deactivation ending sessions and refusing logins, the guards on
// oneself and the last admin, sign-out everywhere, and the audit entry of each.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { nowMs, setClock } from "@shared/time/clock";
import { adminCookie, createAccount, freshIp, logIn, PASSWORD, sessionCookie } from "./account-helpers";
import "./clock";
import { recordEmails } from "./email-helpers";
import { caller, outcome, outcomeWithHeaders, type RouterInputs } from "./caller";
import { fetchApp, ORIGIN } from "./fetch-app";
import { fromBase64url, softAuthenticator } from "./soft-authenticator";
import { STAFF_ROLES, type StaffRole } from "@shared/people/staff-roles";
import { procedures } from "./fuzz-cases";
import { CALLABLE_BY_ANYONE, OWNER_PROCEDURES } from "./public-procedures";

const invite = (cookie: string, input: RouterInputs["admin"]["people"]["invite"]) => outcome(caller({ cookie }).admin.people.invite(input));
const me = (cookie: string) => outcome(caller({ cookie }).auth.me());
const people = (cookie: string) => caller({ cookie }).admin.people.list();
const auditActions = async (targetId: string) =>
  (await env.DB.prepare("SELECT action FROM audit_log WHERE target_id = ? ORDER BY id").bind(targetId).all<{ action: string }>()).results.map(
    (row) => row.action,
  );

let invited = 0;
const newAddress = () => `invited${++invited}@example.com`;

/** Invites an address and answers the token of the link its e-mail carries. */
async function invitationLink(cookie: string, email: string, locale: "en" | "fr" = "en") {
  const mail = recordEmails();
  const { status } = await invite(cookie, { email, role: "moderator", locale });
  expect(status).toBe(200);
  await vi.waitUntil(() => mail.to(email).length === 1, { timeout: 5000, interval: 50 });
  const [message] = mail.to(email);
  const link = /https?:\/\/\S+\/admin\/invite\?token=([A-Za-z0-9_-]{43})/.exec(message!.text);
  expect(link, message!.text).not.toBeNull();
  return { token: link![1]!, message: message!, url: link![0] };
}

describe("invitations", () => {
  it("e-mails a link in the chosen language; the link sets a password once and the account logs in with its role", async () => {
    const { account, cookie } = await adminCookie();
    const email = newAddress();
    const { token, message, url } = await invitationLink(cookie, email, "fr");
    expect(message.subject).toBe("Vous êtes invité à rejoindre l'équipe de Local Hype");
    expect(message.text).toContain(`${account.email} vous invite à rejoindre l'équipe de Local Hype avec le rôle Modérateur.`);
    expect(url).toContain("/fr/admin/invite?token=");

    const check = await outcome(caller().invitations.check({ token }));
    expect(check.data).toEqual({ email, role: "moderator" });
    expect((await outcome(caller().invitations.accept({ token, password: "short" }))).status).toBe(400);
    const accepted = await outcome(caller().invitations.accept({ token, password: PASSWORD }));
    expect(accepted.status).toBe(200);
    const login = await logIn(email, PASSWORD);
    expect(login.status).toBe(200);
    expect(login.body.result?.data.roles).toEqual(["moderator"]);

    // Single use.
    const again = await outcome(caller().invitations.accept({ token, password: PASSWORD }));
    expect(again.status).toBe(409);
    expect(again.message).toBe("This invitation has already been used. Sign in instead.");
    const checkAgain = await outcome(caller().invitations.check({ token }));
    expect(checkAgain.message).toBe("This invitation has already been used. Sign in instead.");
    expect(await auditActions(email)).toEqual(["person.invite"]);
  });

  it("joins with a passkey instead of a password: the account has the role and no password, the invitee is signed in, once", async () => {
    const { cookie } = await adminCookie();
    const email = newAddress();
    const { token } = await invitationLink(cookie, email);
    const options = await outcome(caller().invitations.passkeyOptions({ token }));
    expect(options.status).toBe(200);
    const { user } = options.data!;
    expect(user.name).toBe(email);

    const authenticator = await softAuthenticator();
    const response = await authenticator.register(options.data!, ORIGIN);
    const joined = await outcomeWithHeaders({}, (api) => api.invitations.acceptWithPasskey({ token, name: "Passkey 1", response }));
    expect(joined.status).toBe(200);
    expect(joined.data).toMatchObject({ user: { email }, roles: ["moderator"] });
    const userId = joined.data!.user.id;
    // The passkey carries the account's id as its user handle: the id announced before the account existed.
    expect(new TextDecoder().decode(fromBase64url(user.id))).toBe(userId);
    const session = joined.headers.get("set-cookie")!.split(";")[0]!;
    expect((await me(session)).data?.user.email).toBe(email);

    // No password opens the account, not even the stored placeholder.
    expect((await logIn(email, "passkey-only")).status).toBe(401);
    // The passkey signs in later.
    const signInOptions = await outcome(caller({ headers: { "cf-connecting-ip": "198.51.100.77" } }).passkeys.authenticationOptions());
    const signedIn = await outcome(
      caller({ headers: { "cf-connecting-ip": "198.51.100.77" } }).passkeys.signIn({
        response: await authenticator.signIn(signInOptions.data!, ORIGIN),
      }),
    );
    expect(signedIn.status).toBe(200);

    // Single use: the link is spent, and a second passkey answer for it is refused.
    const again = await outcome(caller().invitations.passkeyOptions({ token }));
    expect(again.status).toBe(409);
    expect(again.message).toBe("This invitation has already been used. Sign in instead.");
    const actions = (
      await env.DB.prepare("SELECT action FROM audit_log WHERE actor_id = ? ORDER BY id").bind(userId).all<{ action: string }>()
    ).results.map((row) => row.action);
    expect(actions).toEqual(["person.join", "passkey.add", "login.success", "login.success"]);
  });

  it("a passkey answer for an invitation spends its challenge once, and an expired link makes none", async () => {
    const { cookie } = await adminCookie();
    setClock(Date.parse("2026-11-21T12:00:00Z"));
    const { token } = await invitationLink(cookie, newAddress());
    const options = await outcome(caller().invitations.passkeyOptions({ token }));
    const response = await (await softAuthenticator()).register(options.data!, ORIGIN);
    // A logged-in staff member cannot spend an invitation's challenge to add a passkey to their own account.
    const misused = await outcome(caller({ cookie }).passkeys.register({ name: "Stolen", response }));
    expect(misused.status).toBe(400);
    expect(misused.message).toBe("This passkey request has expired or was already used. Please try again.");
    expect((await outcome(caller().invitations.acceptWithPasskey({ token, name: "Passkey 1", response }))).status).toBe(200);

    const { token: late } = await invitationLink(cookie, newAddress());
    setClock(nowMs() + 72 * 3_600_000);
    const expired = await outcome(caller().invitations.passkeyOptions({ token: late }));
    expect(expired.status).toBe(409);
    expect(expired.message).toBe("This invitation has expired. Ask an admin for a new one.");
  });

  it("expires after 72 hours by the clock", async () => {
    const { cookie } = await adminCookie();
    setClock(Date.parse("2026-11-20T12:00:00Z"));
    const { token } = await invitationLink(cookie, newAddress());
    setClock(nowMs() + 72 * 3_600_000 - 1000);
    expect((await outcome(caller().invitations.check({ token }))).status).toBe(200);
    setClock(nowMs() + 1000);
    const late = await outcome(caller().invitations.accept({ token, password: PASSWORD }));
    expect(late.status).toBe(409);
    expect(late.message).toBe("This invitation has expired. Ask an admin for a new one.");
  });

  it("answers an unknown or malformed link clearly", async () => {
    const unknown = await outcome(caller().invitations.check({ token: "A".repeat(43) }));
    expect(unknown.status).toBe(404);
    expect(unknown.message).toBe("This invitation link is not valid. Ask an admin for a new one.");
    expect((await outcome(caller().invitations.accept({ token: "A".repeat(43), password: PASSWORD }))).status).toBe(404);
    expect((await outcome(caller().invitations.check({ token: "nope" }))).status).toBe(400);
  });

  it("refuses an address that already has an account", async () => {
    const { cookie } = await adminCookie();
    const existing = await createAccount();
    const { status, message, fieldErrors } = await invite(cookie, { email: existing.email.toUpperCase(), role: "editor", locale: "en" });
    expect(status).toBe(409);
    expect(message).toBe("An account with this address already exists.");
    expect(fieldErrors).toEqual({ email: ["An account with this address already exists."] });
  });
});

describe("invitations end with their inviter's rights, and can be withdrawn", () => {
  const withdrawn = "This invitation was withdrawn, or the person who sent it can no longer invite. Ask an admin for a new one.";

  it("an invitation stops working once its inviter is demoted or deactivated", async () => {
    const other = await adminCookie();
    for (const change of ["setRole", "deactivate"] as const) {
      const inviter = await adminCookie();
      const { token } = await invitationLink(inviter.cookie, newAddress());
      expect((await outcome(caller().invitations.check({ token }))).status).toBe(200);
      const staff = caller({ cookie: other.cookie }).admin.people;
      const changed: Promise<unknown> =
        change === "setRole" ? staff.setRole({ id: inviter.account.id, role: "editor" }) : staff.deactivate({ id: inviter.account.id });
      expect((await outcome(changed)).status).toBe(200);
      const check = await outcome(caller().invitations.check({ token }));
      expect(check.status).toBe(409);
      expect(check.message).toBe(withdrawn);
      const accept = await outcome(caller().invitations.accept({ token, password: PASSWORD }));
      expect(accept.status).toBe(409);
      expect((await outcome(caller().invitations.passkeyOptions({ token }))).status).toBe(409);
    }
  });

  it("lists pending invitations; an admin withdraws one, audited; its link then says so, in both languages", async () => {
    const { cookie } = await adminCookie();
    const email = newAddress();
    const { token } = await invitationLink(cookie, email);
    const pending = await caller({ cookie }).admin.people.invitations();
    const listed = pending.find((invitation) => invitation.email === email);
    expect(listed).toMatchObject({ email, role: "moderator" });
    const revoked = await outcome(caller({ cookie }).admin.people.revokeInvitation({ id: listed!.id }));
    expect(revoked.status).toBe(200);
    const check = await outcome(caller().invitations.check({ token }));
    expect(check.status).toBe(409);
    expect(check.message).toBe(withdrawn);
    const french = await outcome(caller({ locale: "fr" }).invitations.check({ token }));
    expect(french.message).toBe(
      "Cette invitation a été retirée, ou la personne qui l'a envoyée ne peut plus inviter. Demandez-en une nouvelle à un administrateur.",
    );
    expect((await outcome(caller().invitations.accept({ token, password: PASSWORD }))).status).toBe(409);
    const after = await caller({ cookie }).admin.people.invitations();
    expect(after.some((invitation) => invitation.email === email)).toBe(false);
    const again = await outcome(caller({ cookie }).admin.people.revokeInvitation({ id: listed!.id }));
    expect(again.status).toBe(404);
    expect(again.message).toBe("This invitation is no longer pending.");
    expect(await auditActions(String(listed!.id))).toEqual(["person.uninvite"]);
  });

  it("only admins may withdraw an invitation", async () => {
    const { cookie } = await adminCookie();
    const email = newAddress();
    const { token } = await invitationLink(cookie, email);
    const id = (await env.DB.prepare("SELECT id FROM invitations WHERE email = ?").bind(email).first<{ id: number }>())!.id;
    const editor = await sessionCookie(await createAccount(["editor"]));
    expect((await outcome(caller({ cookie: editor }).admin.people.revokeInvitation({ id }))).status).toBe(403);
    expect((await outcome(caller().invitations.check({ token }))).status).toBe(200);
  });
});

describe("roles, deactivation and sessions", () => {
  it("changes a role, audited", async () => {
    const { cookie } = await adminCookie();
    const person = await createAccount(["moderator"]);
    expect((await outcome(caller({ cookie }).admin.people.setRole({ id: person.id, role: "editor" }))).status).toBe(200);
    const listed = (await people(cookie)).find((entry) => entry.id === person.id);
    expect(listed?.role).toBe("editor");
    expect(await auditActions(person.id)).toEqual(["person.role"]);
  });

  it("deactivating ends every session at once and refuses logins until reactivated", async () => {
    const { cookie } = await adminCookie();
    const person = await createAccount(["editor"]);
    const first = await sessionCookie(person);
    const second = await sessionCookie(person);
    expect((await people(cookie)).find((entry) => entry.id === person.id)?.sessions).toHaveLength(2);
    expect((await outcome(caller({ cookie }).admin.people.deactivate({ id: person.id }))).status).toBe(200);
    for (const session of [first, second]) expect((await me(session)).data).toBeNull();
    const refused = await logIn(person.email, PASSWORD);
    expect(refused.status).toBe(401);
    expect(refused.body.error?.message).toBe("Invalid email or password.");
    expect((await outcome(caller({ cookie }).admin.people.reactivate({ id: person.id }))).status).toBe(200);
    expect((await logIn(person.email, PASSWORD)).status).toBe(200);
    expect(await auditActions(person.id)).toEqual(["person.deactivate", "person.reactivate"]);
  });

  it("an admin cannot deactivate or demote themselves, and the last admin stays", async () => {
    const { account, cookie } = await adminCookie();
    const self = await outcome(caller({ cookie }).admin.people.deactivate({ id: account.id }));
    expect(self.status).toBe(403);
    expect(self.message).toBe("You cannot deactivate yourself or lower your own role.");
    expect((await outcome(caller({ cookie }).admin.people.setRole({ id: account.id, role: "editor" }))).status).toBe(403);
  });

  it("sign out everywhere ends a person's sessions, and one's own (this browser logged out too)", async () => {
    const { account, cookie } = await adminCookie();
    const person = await createAccount(["moderator"]);
    const theirs = await sessionCookie(person);
    expect((await outcome(caller({ cookie }).admin.people.signOutEverywhere({ id: person.id }))).status).toBe(200);
    expect((await me(theirs)).data).toBeNull();
    expect((await me(cookie)).data?.user.id).toBe(account.id);

    const mine = await outcomeWithHeaders({ cookie }, (api) => api.admin.people.signOutEverywhere({ id: account.id }));
    expect(mine.data?.loggedOut).toBe(true);
    expect(mine.headers.get("set-cookie")).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
    expect((await me(cookie)).data).toBeNull();
    expect(await auditActions(person.id)).toEqual(["person.signout"]);
  });

  it("lists each person's sessions with a device label from the browser", async () => {
    const { cookie } = await adminCookie();
    const person = await createAccount(["moderator"]);
    await outcome(
      caller({
        headers: {
          "cf-connecting-ip": "198.51.100.77",
          "user-agent": "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0",
        },
      }).auth.login({ email: person.email, password: PASSWORD }),
    );
    const listed = (await people(cookie)).find((entry) => entry.id === person.id);
    expect(listed?.sessions.map((session) => session.device)).toEqual(["Firefox on Windows"]);
  });
});

describe("staff roles", () => {
  // Over HTTP: every procedure is called by its path, from the router's own list of procedures.
  // Roles × procedures: every procedure of the app router has an expectation here (a new one without
  // one fails), and every staff procedure answers each kind of caller as the role table says
  // (shared/people/staff-roles.ts): UNAUTHORIZED without a session, FORBIDDEN below the role, and not
  // refused for authorization at or above it (a BAD_REQUEST for the empty input counts as allowed).
  /** The least role each staff procedure needs. */
  const REQUIRED: Record<string, StaffRole> = {
    "admin.submissions.stats": "moderator",
    "admin.claims.list": "moderator",
    "admin.claims.approve": "moderator",
    "admin.claims.refuse": "moderator",
    "admin.reviews.list": "moderator",
    "admin.reviews.decide": "moderator",
    "admin.changeRequests.list": "moderator",
    "admin.changeRequests.approve": "moderator",
    "admin.changeRequests.refuse": "moderator",
    "admin.submissions.list": "moderator",
    "admin.submissions.bulkReview": "moderator",
    "admin.submissions.history": "moderator",
    "admin.submissions.review": "moderator",
    "admin.submissions.undo": "moderator",
    "admin.listings.list": "editor",
    "going.staffSettings": "editor",
    "going.saveStaffSettings": "editor",
    "going.staffCheckIn": "editor",
    "going.staffMessage": "editor",
    "admin.listings.get": "editor",
    "admin.listings.activity": "editor",
    "admin.listings.update": "editor",
    "admin.listings.setStatus": "editor",
    "admin.listings.setFeatured": "editor",
    "admin.listings.revert": "editor",
    "admin.listings.owners": "editor",
    "admin.listings.revokeOwner": "admin",
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
    it("every procedure of the app router is public, an owner's or has a required role", () => {
      const missing = procedures
        .filter(({ path }) => !CALLABLE_BY_ANYONE.has(path) && !OWNER_PROCEDURES.has(path) && !(path in REQUIRED))
        .map(({ path }) => path);
      expect(missing).toEqual([]);
      // Nothing staff-only is listed as public, and no expectation names a procedure that is gone.
      expect(procedures.filter(({ path }) => CALLABLE_BY_ANYONE.has(path) && path.startsWith("admin.")).map(({ path }) => path)).toEqual([]);
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
});
