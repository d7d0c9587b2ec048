// Passkeys through the app router against real D1 and the rate limiter, with a software authenticator that answers
// as a real one would (tests/worker/soft-authenticator.ts): registration, sign-in, challenges that are
// single-use and expire, counters that must move forward, foreign and orphaned credentials, the
// sign-in allowance, and ADMIN_PASSKEY_REQUIRED.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { PASSWORD, cookiePair, createAccount, freshIp, logIn, sessionCookie, type Account } from "./account-helpers";
import { advanceClock } from "./clock";
import { caller, outcome, outcomeWithHeaders } from "./caller";
import { ORIGIN } from "./fetch-app";
import { ownerCookie } from "./owner-helpers";
import { catalogue } from "@worker/db/seed/listings";
import { base64url, softAuthenticator, type AuthenticationAnswer, type SoftAuthenticator } from "./soft-authenticator";

const registrationOptions = (cookie: string) => caller({ cookie }).passkeys.registrationOptions();

/** Registers a new software passkey for the logged-in account. */
async function addPasskey(cookie: string, name = "Laptop"): Promise<SoftAuthenticator> {
  const authenticator = await softAuthenticator();
  const options = await registrationOptions(cookie);
  await caller({ cookie }).passkeys.register({ name, response: await authenticator.register(options, ORIGIN) });
  return authenticator;
}

function signInOptions(ip: string) {
  return outcomeWithHeaders({ headers: { "cf-connecting-ip": ip } }, (api) => api.passkeys.authenticationOptions());
}

function sendSignIn(response: AuthenticationAnswer, ip: string) {
  return outcomeWithHeaders({ headers: { "cf-connecting-ip": ip } }, (api) => api.passkeys.signIn({ response }));
}

/** A whole sign-in ceremony: fresh options, the authenticator's answer, the server's verdict. */
async function signIn(authenticator: SoftAuthenticator, ip: string = freshIp()) {
  const options = await caller({ headers: { "cf-connecting-ip": ip } }).passkeys.authenticationOptions();
  return sendSignIn(await authenticator.signIn(options, ORIGIN), ip);
}

const list = (cookie: string) => caller({ cookie }).passkeys.list();

async function staff(): Promise<{ account: Account; cookie: string }> {
  const account = await createAccount(["admin"]);
  return { account, cookie: await sessionCookie(account) };
}

describe("registering a passkey", () => {
  it("offers options for this host, keeps the verified passkey and lists it for its owner only", async () => {
    const { account, cookie } = await staff();
    const options = await registrationOptions(cookie);
    expect(options.rp).toEqual({ name: "Local Hype", id: "localhost" });
    expect(options.user.name).toBe(account.email);
    expect(options.user.id).toBe(base64url(new TextEncoder().encode(account.id)));
    expect(options.attestation).toBe("none");
    expect(options.authenticatorSelection).toMatchObject({ residentKey: "required", userVerification: "required" });
    expect(options.timeout).toBe(300_000);
    expect(options.excludeCredentials).toEqual([]);

    const authenticator = await softAuthenticator();
    const registered = await outcome(
      caller({ cookie }).passkeys.register({ name: "  Work laptop  ", response: await authenticator.register(options, ORIGIN) }),
    );
    expect(registered.status).toBe(200);
    expect(registered.data).toEqual({ id: authenticator.credentialId });

    const mine = await list(cookie);
    expect(mine.map(({ id, name, lastUsedAt }) => ({ id, name, lastUsedAt }))).toEqual([
      { id: authenticator.credentialId, name: "Work laptop", lastUsedAt: null },
    ]);
    expect(Date.parse(mine[0]?.createdAt ?? "")).toBeGreaterThan(0);
    const others = await list((await staff()).cookie);
    expect(others).toEqual([]);

    // A further registration excludes the passkey already held.
    const next = await registrationOptions(cookie);
    expect(next.excludeCredentials).toEqual([{ id: authenticator.credentialId, type: "public-key", transports: ["internal"] }]);
  });

  it("takes the RP ID and origin from the request's host: an answer made for another origin is refused", async () => {
    const { cookie } = await staff();
    const options = await registrationOptions(cookie);
    const authenticator = await softAuthenticator();
    const answer = await authenticator.register(options, "http://localhost:8820");
    const refused = await outcome(caller({ cookie }).passkeys.register({ name: "Phone", response: answer }));
    expect(refused.status).toBe(400);
    expect(refused.message).toBe("The passkey could not be verified. Please try again.");

    // Registered against the e2e server's host, the RP ID is that host without its port.
    const res = await outcome(caller({ cookie }).passkeys.registrationOptions());
    expect(res.data?.rp.id).toBe("localhost");
  });

  it("is for logged-in staff only", async () => {
    const anonymous = await outcome(caller().passkeys.registrationOptions());
    expect(anonymous.status).toBe(401);
    const noRole = await sessionCookie(await createAccount());
    const refused = await outcome(caller({ cookie: noRole }).passkeys.registrationOptions());
    expect(refused.status).toBe(403);
    expect((await outcome(caller({ cookie: noRole }).passkeys.list())).status).toBe(403);
  });

  it("refuses a name that is empty or too long, in the caller's language", async () => {
    const { cookie } = await staff();
    const authenticator = await softAuthenticator();
    const response = await authenticator.register(await registrationOptions(cookie), ORIGIN);
    const empty = await outcome(caller({ cookie, locale: "fr" }).passkeys.register({ name: "   ", response }));
    expect(empty.status).toBe(400);
    expect(empty.fieldErrors?.name).toEqual(["Le champ «\u00a0Nom de la clé d'accès\u00a0» est obligatoire."]);
    const long = await outcome(caller({ cookie }).passkeys.register({ name: "x".repeat(61), response }));
    expect(long.fieldErrors?.name).toEqual(["Passkey name must be at most 60 characters."]);
  });

  it("spends a registration challenge once, and only its owner can spend it", async () => {
    const { cookie } = await staff();
    const options = await registrationOptions(cookie);
    const intruder = await staff();
    const stolen = await outcome(
      caller({ cookie: intruder.cookie }).passkeys.register({ name: "Mine", response: await (await softAuthenticator()).register(options, ORIGIN) }),
    );
    expect(stolen.status).toBe(400);
    expect(stolen.message).toBe("This passkey request has expired or was already used. Please try again.");

    const authenticator = await softAuthenticator();
    const answer = await authenticator.register(options, ORIGIN);
    expect((await outcome(caller({ cookie }).passkeys.register({ name: "A", response: answer }))).status).toBe(200);
    const again = await outcome(caller({ cookie }).passkeys.register({ name: "B", response: answer }));
    expect(again.status).toBe(400);
    expect(again.message).toBe("This passkey request has expired or was already used. Please try again.");
  });
});

describe("signing in with a passkey", () => {
  it("starts a session for the passkey's owner, with no e-mail asked, and records the counter and the time", async () => {
    const { account, cookie } = await staff();
    const authenticator = await addPasskey(cookie);
    authenticator.counter = 7;
    const options = await signInOptions(freshIp());
    expect(options.headers.get("cache-control")).toBe("no-store");
    expect(options.data).toMatchObject({ rpId: "localhost", userVerification: "required", timeout: 300_000 });
    expect(options.data?.allowCredentials).toBeUndefined();

    const signedIn = await sendSignIn(await authenticator.signIn(options.data!, ORIGIN), freshIp());
    expect(signedIn.status).toBe(200);
    expect(signedIn.data).toEqual({ user: { id: account.id, email: account.email }, roles: ["admin"] });
    const me = await caller({ cookie: cookiePair(signedIn.headers.get("set-cookie")) }).auth.me();
    expect(me?.user.id).toBe(account.id);

    const row = await env.DB.prepare("SELECT counter, last_used_at FROM passkeys WHERE id = ?")
      .bind(authenticator.credentialId)
      .first<{ counter: number; last_used_at: string }>();
    expect(row?.counter).toBe(7);
    expect((await list(cookie))[0]?.lastUsedAt).toBe(row?.last_used_at);
  });

  it("spends the challenge once: the same answer sent again is refused", async () => {
    const { cookie } = await staff();
    const authenticator = await addPasskey(cookie);
    const ip = freshIp();
    const options = await signInOptions(ip);
    const answer = await authenticator.signIn(options.data!, ORIGIN);
    expect((await sendSignIn(answer, ip)).status).toBe(200);
    const replay = await sendSignIn(answer, ip);
    expect(replay.status).toBe(401);
    expect(replay.message).toBe("This passkey request has expired or was already used. Please try again.");
    expect(replay.headers.get("set-cookie")).toBeNull();
  });

  it("lets a challenge expire after 5 minutes", async () => {
    const { cookie } = await staff();
    const authenticator = await addPasskey(cookie);
    const ip = freshIp();
    const early = await signInOptions(ip);
    const late = await signInOptions(ip);
    advanceClock(5 * 60 * 1000 - 1000);
    expect((await sendSignIn(await authenticator.signIn(early.data!, ORIGIN), ip)).status).toBe(200);
    advanceClock(1000);
    authenticator.counter++;
    const expired = await sendSignIn(await authenticator.signIn(late.data!, ORIGIN), ip);
    expect(expired.status).toBe(401);
    expect(expired.message).toBe("This passkey request has expired or was already used. Please try again.");

    // A registration challenge expires the same way.
    const options = await registrationOptions(cookie);
    advanceClock(5 * 60 * 1000);
    const refused = await outcome(
      caller({ cookie }).passkeys.register({ name: "Late", response: await (await softAuthenticator()).register(options, ORIGIN) }),
    );
    expect(refused.message).toBe("This passkey request has expired or was already used. Please try again.");
  });

  it("refuses a counter that does not move forward (a cloned authenticator)", async () => {
    const { cookie } = await staff();
    const authenticator = await addPasskey(cookie);
    authenticator.counter = 10;
    expect((await signIn(authenticator)).status).toBe(200);
    for (const counter of [10, 9, 0]) {
      authenticator.counter = counter;
      const refused = await signIn(authenticator);
      expect(refused.status, String(counter)).toBe(401);
      expect(refused.message).toBe("The passkey could not be verified. Please try again.");
    }
    authenticator.counter = 11;
    expect((await signIn(authenticator)).status).toBe(200);
    const row = await env.DB.prepare("SELECT counter FROM passkeys WHERE id = ?").bind(authenticator.credentialId).first<{ counter: number }>();
    expect(row?.counter).toBe(11);
  });

  it("refuses a passkey it never registered, and one signed by another key under a known id", async () => {
    const stranger = await softAuthenticator();
    const unknown = await signIn(stranger);
    expect(unknown.status).toBe(401);
    expect(unknown.message).toBe("This passkey is not recognized.");

    const { cookie } = await staff();
    const real = await addPasskey(cookie);
    const forger = await softAuthenticator();
    const ip = freshIp();
    const options = await signInOptions(ip);
    const forged = await forger.signIn(options.data!, ORIGIN);
    const answer = { ...forged, id: real.credentialId, rawId: real.credentialId };
    const refused = await sendSignIn(answer, ip);
    expect(refused.status).toBe(401);
    expect(refused.message).toBe("The passkey could not be verified. Please try again.");
  });

  it("refuses the passkey of a deleted account", async () => {
    const { account, cookie } = await staff();
    const authenticator = await addPasskey(cookie);
    await env.DB.prepare("DELETE FROM users WHERE id = ?").bind(account.id).run();
    const refused = await signIn(authenticator);
    expect(refused.status).toBe(401);
    expect(refused.message).toBe("This passkey is not recognized.");
    expect(refused.headers.get("set-cookie")).toBeNull();
  });

  it("counts failures like password logins, per network: past 5 the network must solve the challenge, successes are free", async () => {
    const { cookie } = await staff();
    const authenticator = await addPasskey(cookie);
    const ip = freshIp();
    for (let i = 0; i < 6; i++) {
      authenticator.counter++;
      expect((await signIn(authenticator, ip)).status, String(i)).toBe(200);
    }
    for (let i = 0; i < 4; i++) expect((await signIn(await softAuthenticator(), ip)).status).toBe(401);
    // A wrong password from the same network shares the allowance.
    expect((await logIn("nobody@example.com", PASSWORD, ip)).status).toBe(401);
    const asked = await signInOptions(ip);
    expect(asked.status).toBe(428);
    expect(asked.message).toBe("Too many attempts from your network. Please complete the verification to continue.");
    // Another network is unaffected.
    authenticator.counter++;
    expect((await signIn(authenticator)).status).toBe(200);
  });

  it("counts sign-in options per network: each stores a challenge, so past twice the login allowance the network must solve the challenge", async () => {
    const ip = freshIp();
    const rows = async () => (await env.DB.prepare("SELECT count(*) AS n FROM webauthn_challenges").first<{ n: number }>())!.n;
    const before = await rows();
    for (let i = 0; i < 10; i++) expect((await signInOptions(ip)).status, String(i)).toBe(200);
    const asked = await signInOptions(ip);
    expect(asked.status).toBe(428);
    expect(asked.message).toBe("Too many attempts from your network. Please complete the verification to continue.");
    expect((await signInOptions(ip)).status).toBe(428);
    expect(await rows()).toBe(before + 10);
    // Another network is unaffected.
    expect((await signInOptions(freshIp())).status).toBe(200);
  });

  it("refuses malformed answers with BAD_REQUEST", async () => {
    const ip = freshIp();
    for (const response of [{}, { id: "a b", rawId: "x", type: "public-key", clientExtensionResults: {}, response: {} }]) {
      // @ts-expect-error -- a malformed answer is what this test sends
      expect((await outcome(caller({ headers: { "cf-connecting-ip": ip } }).passkeys.signIn({ response }))).status).toBe(400);
    }
  });
});

describe("managing passkeys", () => {
  it("removing a passkey can sign out the sessions it started, and only those", async () => {
    const owner = await staff();
    const me = (cookie: string) => caller({ cookie }).auth.me();
    const passkeySession = async (authenticator: SoftAuthenticator) => {
      authenticator.counter++;
      const answer = await signIn(authenticator);
      expect(answer.status).toBe(200);
      return cookiePair(answer.headers.get("set-cookie"));
    };
    const first = await addPasskey(owner.cookie, "First");
    const second = await addPasskey(owner.cookie, "Second");
    const fromFirst = await passkeySession(first);
    const fromSecond = await passkeySession(second);
    const started = await env.DB.prepare("SELECT passkey_id FROM sessions WHERE user_id = ?").bind(owner.account.id).all();
    expect(new Set(started.results.map((row) => row.passkey_id))).toEqual(new Set([null, first.credentialId, second.credentialId]));

    // Without asking, the sessions stay.
    const kept = await outcome(caller({ cookie: owner.cookie }).passkeys.remove({ id: second.credentialId }));
    expect(kept.data).toEqual({ id: second.credentialId, sessionsEnded: 0, loggedOut: false });
    expect((await me(fromSecond))?.user.id).toBe(owner.account.id);

    // Asked, the first passkey's session ends; the password session and the other passkey's stay.
    const ended = await outcome(caller({ cookie: owner.cookie }).passkeys.remove({ id: first.credentialId, endSessions: true }));
    expect(ended.data).toEqual({ id: first.credentialId, sessionsEnded: 1, loggedOut: false });
    expect(await me(fromFirst)).toBeNull();
    expect((await me(owner.cookie))?.user.id).toBe(owner.account.id);
    expect((await me(fromSecond))?.user.id).toBe(owner.account.id);

    // Removing the passkey this browser signed in with, and its sessions, signs this browser out too.
    const third = await addPasskey(owner.cookie, "Third");
    const fromThird = await passkeySession(third);
    const own = await outcomeWithHeaders({ cookie: fromThird }, (api) => api.passkeys.remove({ id: third.credentialId, endSessions: true }));
    expect(own.data).toEqual({ id: third.credentialId, sessionsEnded: 1, loggedOut: true });
    expect(own.headers.get("set-cookie")).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
    expect(await me(fromThird)).toBeNull();
  });

  it("renames and removes one's own passkeys, never another's", async () => {
    const owner = await staff();
    const other = await staff();
    const authenticator = await addPasskey(owner.cookie, "Old name");
    const id = authenticator.credentialId;

    const theirs = caller({ cookie: other.cookie }).passkeys;
    for (const call of [() => theirs.rename({ id, name: "Taken" }), () => theirs.remove({ id })]) {
      const refused = await outcome<unknown>(call());
      expect(refused.status).toBe(404);
      expect(refused.message).toBe("Passkey not found.");
    }
    expect((await outcome(caller().passkeys.remove({ id }))).status).toBe(401);

    expect((await outcome(caller({ cookie: owner.cookie }).passkeys.rename({ id, name: "Phone" }))).status).toBe(200);
    expect((await list(owner.cookie))?.map((passkey) => passkey.name)).toEqual(["Phone"]);
    expect((await outcome(caller({ cookie: owner.cookie }).passkeys.remove({ id }))).status).toBe(200);
    expect(await list(owner.cookie)).toEqual([]);
    expect((await signIn(authenticator)).message).toBe("This passkey is not recognized.");
  });
});

describe("passkeys for owners and managers", () => {
  const shop = catalogue.find((listing) => listing.type === "shop")!;

  it("lets a manager add, list, rename and remove passkeys, and sign in with one as the owner account it is", async () => {
    const { account, cookie } = await ownerCookie(shop.id, "manager");
    const authenticator = await addPasskey(cookie, "Shop tablet");
    expect((await list(cookie)).map((passkey) => passkey.name)).toEqual(["Shop tablet"]);

    const signedIn = await signIn(authenticator);
    expect(signedIn.status).toBe(200);
    expect(signedIn.data).toEqual({ user: { id: account.id, email: account.email }, roles: [] });
    const owned = await caller({ cookie: cookiePair(signedIn.headers.get("set-cookie")) }).owners.mine();
    expect(owned.map(({ id, role }) => ({ id, role }))).toEqual([{ id: shop.id, role: "manager" }]);

    const id = authenticator.credentialId;
    expect((await outcome(caller({ cookie }).passkeys.rename({ id, name: "Counter" }))).status).toBe(200);
    expect((await list(cookie)).map((passkey) => passkey.name)).toEqual(["Counter"]);
    expect((await outcome(caller({ cookie }).passkeys.remove({ id }))).status).toBe(200);
    expect(await list(cookie)).toEqual([]);
  });

  it("still refuses an account that is neither staff nor managing a listing, with the same words as before", async () => {
    const noRole = await sessionCookie(await createAccount());
    for (const call of [() => caller({ cookie: noRole }).passkeys.list(), () => caller({ cookie: noRole }).passkeys.registrationOptions()]) {
      expect(await outcome<unknown>(call())).toMatchObject({ status: 403, message: "You don't have admin permissions." });
    }
  });
});

describe("ADMIN_PASSKEY_REQUIRED", () => {
  it("refuses password login to an admin holding a passkey, in English and French; others still log in", async () => {
    const previous = env.ADMIN_PASSKEY_REQUIRED;
    env.ADMIN_PASSKEY_REQUIRED = "true";
    try {
      const { account, cookie } = await staff();
      // No passkey yet: the password still works, so a new admin can add one.
      expect((await logIn(account.email, PASSWORD)).status).toBe(200);
      await addPasskey(cookie);
      const refused = await logIn(account.email, PASSWORD);
      expect(refused.status).toBe(403);
      expect(refused.body.error?.message).toBe("Admins sign in with their passkey: use “Sign in with a passkey”.");
      expect(refused.headers.get("set-cookie")).toBeNull();
      const french = await outcome(
        caller({ locale: "fr", headers: { "cf-connecting-ip": freshIp() } }).auth.login({ email: account.email, password: PASSWORD }),
      );
      expect(french.message).toBe(
        "Les administrateurs se connectent avec leur clé d'accès\u00a0: utilisez «\u00a0Se connecter avec une clé d'accès\u00a0».",
      );
      // A wrong password still reads as a wrong password.
      expect((await logIn(account.email, "wrong")).body.error?.message).toBe("Invalid email or password.");

      // Someone without the admin role keeps the password, passkey or not.
      const plain = await createAccount();
      expect((await logIn(plain.email, PASSWORD)).status).toBe(200);
    } finally {
      env.ADMIN_PASSKEY_REQUIRED = previous;
    }
  });

  it("is off by default: an admin with a passkey may still use the password", async () => {
    expect(env.ADMIN_PASSKEY_REQUIRED).toBe("false");
    const { account, cookie } = await staff();
    await addPasskey(cookie);
    expect((await logIn(account.email, PASSWORD)).status).toBe(200);
  });
});

describe("passkeys in the audit log, and deactivated accounts", () => {
  type Entry = { action: string; actor_id: string | null; actor_email: string; target_id: string | null; detail: string | null };
  const entriesOf = async (email: string) =>
    (
      await env.DB.prepare("SELECT action, actor_id, actor_email, target_id, detail FROM audit_log WHERE actor_email = ? ORDER BY id")
        .bind(email)
        .all<Entry>()
    ).results;

  it("audits adding and removing a passkey, and each sign-in with how it was made", async () => {
    const { account, cookie } = await staff();
    const authenticator = await addPasskey(cookie, "Work laptop");
    expect((await signIn(authenticator)).status).toBe(200);
    expect((await outcome(caller({ cookie }).passkeys.remove({ id: authenticator.credentialId }))).status).toBe(200);

    const entries = await entriesOf(account.email);
    // sessionCookie logged in with the password first.
    expect(entries.map((entry) => [entry.action, entry.detail])).toEqual([
      ["login.success", JSON.stringify({ method: "password" })],
      ["passkey.add", JSON.stringify({ name: "Work laptop" })],
      ["login.success", JSON.stringify({ method: "passkey" })],
      ["passkey.remove", JSON.stringify({ sessionsEnded: 0 })],
    ]);
    expect(entries.every((entry) => entry.actor_id === account.id)).toBe(true);
    expect(entries.filter((entry) => entry.action.startsWith("passkey.")).map((entry) => entry.target_id)).toEqual([
      authenticator.credentialId,
      authenticator.credentialId,
    ]);
  });

  it("a deactivated account's passkey signs no one in, answers as an unknown passkey, and the failure is audited", async () => {
    const { account, cookie } = await staff();
    const authenticator = await addPasskey(cookie);
    await env.DB.prepare("UPDATE users SET deactivated_at = '2026-01-01T00:00:00.000Z' WHERE id = ?").bind(account.id).run();
    const refused = await signIn(authenticator);
    expect(refused.status).toBe(401);
    expect(refused.message).toBe("This passkey is not recognized.");
    expect(refused.headers.get("set-cookie")).toBeNull();
    const failures = (await entriesOf(account.email)).filter((entry) => entry.action === "login.failure");
    expect(failures).toEqual([
      {
        action: "login.failure",
        actor_id: null,
        actor_email: account.email,
        target_id: null,
        detail: JSON.stringify({ method: "passkey", reason: "deactivated" }),
      },
    ]);
  });
});
