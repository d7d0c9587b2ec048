// Passkeys over HTTP against real D1 and the rate limiter, with a software authenticator that answers
// as a real one would (tests/worker/soft-authenticator.ts): registration, sign-in, challenges that are
// single-use and expire, counters that must move forward, foreign and orphaned credentials, the
// sign-in allowance, and ADMIN_PASSKEY_REQUIRED.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { LOCALE_HEADER } from "@shared/i18n/locales";
import { PASSWORD, cookiePair, createAccount, freshIp, logIn, sessionCookie, type Account } from "./account-helpers";
import { advanceClock } from "./clock";
import { ORIGIN, trpcMutation, trpcQuery, type RouterOutputs } from "./fetch-app";
import { base64url, softAuthenticator, type AuthenticationAnswer, type SoftAuthenticator } from "./soft-authenticator";

type RegistrationOptions = RouterOutputs["passkeys"]["registrationOptions"];
type AuthenticationOptions = RouterOutputs["passkeys"]["authenticationOptions"];
type Me = RouterOutputs["auth"]["me"];

async function registrationOptions(cookie: string) {
  const { status, body } = await trpcMutation<RegistrationOptions>("passkeys.registrationOptions", undefined, { cookie });
  if (!body.result) throw new Error(`registration options refused (${status}): ${JSON.stringify(body)}`);
  return body.result.data;
}

/** Registers a new software passkey for the logged-in account. */
async function addPasskey(cookie: string, name = "Laptop"): Promise<SoftAuthenticator> {
  const authenticator = await softAuthenticator();
  const options = await registrationOptions(cookie);
  const { status, body } = await trpcMutation("passkeys.register", { name, response: await authenticator.register(options, ORIGIN) }, { cookie });
  if (status !== 200) throw new Error(`registration refused: ${JSON.stringify(body)}`);
  return authenticator;
}

async function signInOptions(ip: string) {
  return trpcMutation<AuthenticationOptions>("passkeys.authenticationOptions", undefined, { "cf-connecting-ip": ip });
}

function sendSignIn(response: AuthenticationAnswer, ip: string, headers: Record<string, string> = {}) {
  return trpcMutation<NonNullable<Me>>("passkeys.signIn", { response }, { "cf-connecting-ip": ip, ...headers });
}

/** A whole sign-in ceremony: fresh options, the authenticator's answer, the server's verdict. */
async function signIn(authenticator: SoftAuthenticator, ip: string = freshIp()) {
  const options = await signInOptions(ip);
  if (!options.body.result) throw new Error(`sign-in options refused: ${JSON.stringify(options.body)}`);
  return sendSignIn(await authenticator.signIn(options.body.result.data, ORIGIN), ip);
}

const list = (cookie: string) => trpcQuery<RouterOutputs["passkeys"]["list"]>("passkeys.list", undefined, { cookie });

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
    const registered = await trpcMutation(
      "passkeys.register",
      { name: "  Work laptop  ", response: await authenticator.register(options, ORIGIN) },
      { cookie },
    );
    expect(registered.status).toBe(200);
    expect(registered.body.result?.data).toEqual({ id: authenticator.credentialId });

    const mine = await list(cookie);
    expect(mine.body.result?.data.map(({ id, name, lastUsedAt }) => ({ id, name, lastUsedAt }))).toEqual([
      { id: authenticator.credentialId, name: "Work laptop", lastUsedAt: null },
    ]);
    expect(Date.parse(mine.body.result?.data[0]?.createdAt ?? "")).toBeGreaterThan(0);
    const others = await list((await staff()).cookie);
    expect(others.body.result?.data).toEqual([]);

    // A further registration excludes the passkey already held.
    const next = await registrationOptions(cookie);
    expect(next.excludeCredentials).toEqual([{ id: authenticator.credentialId, type: "public-key", transports: ["internal"] }]);
  });

  it("takes the RP ID and origin from the request's host: an answer made for another origin is refused", async () => {
    const { cookie } = await staff();
    const options = await registrationOptions(cookie);
    const authenticator = await softAuthenticator();
    const answer = await authenticator.register(options, "http://localhost:8820");
    const refused = await trpcMutation("passkeys.register", { name: "Phone", response: answer }, { cookie });
    expect(refused.status).toBe(400);
    expect(refused.body.error?.message).toBe("The passkey could not be verified. Please try again.");

    // Registered against the e2e server's host, the RP ID is that host without its port.
    const res = await trpcMutation<RegistrationOptions>("passkeys.registrationOptions", undefined, { cookie });
    expect(res.body.result?.data.rp.id).toBe("localhost");
  });

  it("is for logged-in staff only", async () => {
    const anonymous = await trpcMutation("passkeys.registrationOptions", undefined);
    expect(anonymous.status).toBe(401);
    const noRole = await sessionCookie(await createAccount());
    const refused = await trpcMutation("passkeys.registrationOptions", undefined, { cookie: noRole });
    expect(refused.status).toBe(403);
    expect((await trpcQuery("passkeys.list", undefined, { cookie: noRole })).status).toBe(403);
  });

  it("refuses a name that is empty or too long, in the caller's language", async () => {
    const { cookie } = await staff();
    const authenticator = await softAuthenticator();
    const response = await authenticator.register(await registrationOptions(cookie), ORIGIN);
    const empty = await trpcMutation("passkeys.register", { name: "   ", response }, { cookie, [LOCALE_HEADER]: "fr-CA" });
    expect(empty.status).toBe(400);
    expect(empty.body.error?.data.fieldErrors?.name).toEqual(["Le champ «\u00a0Nom de la clé d'accès\u00a0» est obligatoire."]);
    const long = await trpcMutation("passkeys.register", { name: "x".repeat(61), response }, { cookie });
    expect(long.body.error?.data.fieldErrors?.name).toEqual(["Passkey name must be at most 60 characters."]);
  });

  it("spends a registration challenge once, and only its owner can spend it", async () => {
    const { cookie } = await staff();
    const options = await registrationOptions(cookie);
    const intruder = await staff();
    const stolen = await trpcMutation(
      "passkeys.register",
      { name: "Mine", response: await (await softAuthenticator()).register(options, ORIGIN) },
      { cookie: intruder.cookie },
    );
    expect(stolen.status).toBe(400);
    expect(stolen.body.error?.message).toBe("This passkey request has expired or was already used. Please try again.");

    const authenticator = await softAuthenticator();
    const answer = await authenticator.register(options, ORIGIN);
    expect((await trpcMutation("passkeys.register", { name: "A", response: answer }, { cookie })).status).toBe(200);
    const again = await trpcMutation("passkeys.register", { name: "B", response: answer }, { cookie });
    expect(again.status).toBe(400);
    expect(again.body.error?.message).toBe("This passkey request has expired or was already used. Please try again.");
  });
});

describe("signing in with a passkey", () => {
  it("starts a session for the passkey's owner, with no e-mail asked, and records the counter and the time", async () => {
    const { account, cookie } = await staff();
    const authenticator = await addPasskey(cookie);
    authenticator.counter = 7;
    const options = await signInOptions(freshIp());
    expect(options.headers.get("cache-control")).toBe("no-store");
    expect(options.body.result?.data).toMatchObject({ rpId: "localhost", userVerification: "required", timeout: 300_000 });
    expect(options.body.result?.data.allowCredentials).toBeUndefined();

    const signedIn = await sendSignIn(await authenticator.signIn(options.body.result!.data, ORIGIN), freshIp());
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.result?.data).toEqual({ user: { id: account.id, email: account.email }, roles: ["admin"] });
    const me = await trpcQuery<Me>("auth.me", undefined, { cookie: cookiePair(signedIn.headers.get("set-cookie")) });
    expect(me.body.result?.data?.user.id).toBe(account.id);

    const row = await env.DB.prepare("SELECT counter, last_used_at FROM passkeys WHERE id = ?")
      .bind(authenticator.credentialId)
      .first<{ counter: number; last_used_at: string }>();
    expect(row?.counter).toBe(7);
    expect((await list(cookie)).body.result?.data[0]?.lastUsedAt).toBe(row?.last_used_at);
  });

  it("spends the challenge once: the same answer sent again is refused", async () => {
    const { cookie } = await staff();
    const authenticator = await addPasskey(cookie);
    const ip = freshIp();
    const options = await signInOptions(ip);
    const answer = await authenticator.signIn(options.body.result!.data, ORIGIN);
    expect((await sendSignIn(answer, ip)).status).toBe(200);
    const replay = await sendSignIn(answer, ip);
    expect(replay.status).toBe(401);
    expect(replay.body.error?.message).toBe("This passkey request has expired or was already used. Please try again.");
    expect(replay.headers.get("set-cookie")).toBeNull();
  });

  it("lets a challenge expire after 5 minutes", async () => {
    const { cookie } = await staff();
    const authenticator = await addPasskey(cookie);
    const ip = freshIp();
    const early = await signInOptions(ip);
    const late = await signInOptions(ip);
    advanceClock(5 * 60 * 1000 - 1000);
    expect((await sendSignIn(await authenticator.signIn(early.body.result!.data, ORIGIN), ip)).status).toBe(200);
    advanceClock(1000);
    authenticator.counter++;
    const expired = await sendSignIn(await authenticator.signIn(late.body.result!.data, ORIGIN), ip);
    expect(expired.status).toBe(401);
    expect(expired.body.error?.message).toBe("This passkey request has expired or was already used. Please try again.");

    // A registration challenge expires the same way.
    const options = await registrationOptions(cookie);
    advanceClock(5 * 60 * 1000);
    const refused = await trpcMutation(
      "passkeys.register",
      { name: "Late", response: await (await softAuthenticator()).register(options, ORIGIN) },
      { cookie },
    );
    expect(refused.body.error?.message).toBe("This passkey request has expired or was already used. Please try again.");
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
      expect(refused.body.error?.message).toBe("The passkey could not be verified. Please try again.");
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
    expect(unknown.body.error?.message).toBe("This passkey is not recognized.");

    const { cookie } = await staff();
    const real = await addPasskey(cookie);
    const forger = await softAuthenticator();
    const ip = freshIp();
    const options = await signInOptions(ip);
    const forged = await forger.signIn(options.body.result!.data, ORIGIN);
    const answer = { ...forged, id: real.credentialId, rawId: real.credentialId };
    const refused = await sendSignIn(answer, ip);
    expect(refused.status).toBe(401);
    expect(refused.body.error?.message).toBe("The passkey could not be verified. Please try again.");
  });

  it("refuses the passkey of a deleted account", async () => {
    const { account, cookie } = await staff();
    const authenticator = await addPasskey(cookie);
    await env.DB.prepare("DELETE FROM users WHERE id = ?").bind(account.id).run();
    const refused = await signIn(authenticator);
    expect(refused.status).toBe(401);
    expect(refused.body.error?.message).toBe("This passkey is not recognized.");
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
    expect(asked.body.error?.message).toBe("Too many attempts from your network. Please complete the verification to continue.");
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
    expect(asked.body.error?.message).toBe("Too many attempts from your network. Please complete the verification to continue.");
    expect((await signInOptions(ip)).status).toBe(428);
    expect(await rows()).toBe(before + 10);
    // Another network is unaffected.
    expect((await signInOptions(freshIp())).status).toBe(200);
  });

  it("refuses malformed answers with BAD_REQUEST", async () => {
    const ip = freshIp();
    for (const response of [{}, { id: "a b", rawId: "x", type: "public-key", clientExtensionResults: {}, response: {} }]) {
      expect((await trpcMutation("passkeys.signIn", { response }, { "cf-connecting-ip": ip })).status).toBe(400);
    }
  });
});

describe("managing passkeys", () => {
  it("removing a passkey can sign out the sessions it started, and only those", async () => {
    const owner = await staff();
    const me = (cookie: string) => trpcQuery<Me>("auth.me", undefined, { cookie });
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
    const kept = await trpcMutation("passkeys.remove", { id: second.credentialId }, { cookie: owner.cookie });
    expect(kept.body.result?.data).toEqual({ id: second.credentialId, sessionsEnded: 0, loggedOut: false });
    expect((await me(fromSecond)).body.result?.data?.user.id).toBe(owner.account.id);

    // Asked, the first passkey's session ends; the password session and the other passkey's stay.
    const ended = await trpcMutation("passkeys.remove", { id: first.credentialId, endSessions: true }, { cookie: owner.cookie });
    expect(ended.body.result?.data).toEqual({ id: first.credentialId, sessionsEnded: 1, loggedOut: false });
    expect((await me(fromFirst)).body.result?.data).toBeNull();
    expect((await me(owner.cookie)).body.result?.data?.user.id).toBe(owner.account.id);
    expect((await me(fromSecond)).body.result?.data?.user.id).toBe(owner.account.id);

    // Removing the passkey this browser signed in with, and its sessions, signs this browser out too.
    const third = await addPasskey(owner.cookie, "Third");
    const fromThird = await passkeySession(third);
    const own = await trpcMutation("passkeys.remove", { id: third.credentialId, endSessions: true }, { cookie: fromThird });
    expect(own.body.result?.data).toEqual({ id: third.credentialId, sessionsEnded: 1, loggedOut: true });
    expect(own.headers.get("set-cookie")).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
    expect((await me(fromThird)).body.result?.data).toBeNull();
  });

  it("renames and removes one's own passkeys, never another's", async () => {
    const owner = await staff();
    const other = await staff();
    const authenticator = await addPasskey(owner.cookie, "Old name");
    const id = authenticator.credentialId;

    for (const [path, input] of [
      ["passkeys.rename", { id, name: "Taken" }],
      ["passkeys.remove", { id }],
    ] as const) {
      const refused = await trpcMutation(path, input, { cookie: other.cookie });
      expect(refused.status).toBe(404);
      expect(refused.body.error?.message).toBe("Passkey not found.");
    }
    expect((await trpcMutation("passkeys.remove", { id }, {})).status).toBe(401);

    expect((await trpcMutation("passkeys.rename", { id, name: "Phone" }, { cookie: owner.cookie })).status).toBe(200);
    expect((await list(owner.cookie)).body.result?.data.map((passkey) => passkey.name)).toEqual(["Phone"]);
    expect((await trpcMutation("passkeys.remove", { id }, { cookie: owner.cookie })).status).toBe(200);
    expect((await list(owner.cookie)).body.result?.data).toEqual([]);
    expect((await signIn(authenticator)).body.error?.message).toBe("This passkey is not recognized.");
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
      const french = await trpcMutation(
        "auth.login",
        { email: account.email, password: PASSWORD },
        { "cf-connecting-ip": freshIp(), [LOCALE_HEADER]: "fr-CA" },
      );
      expect(french.body.error?.message).toBe(
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
    expect((await trpcMutation("passkeys.remove", { id: authenticator.credentialId }, { cookie })).status).toBe(200);

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
    expect(refused.body.error?.message).toBe("This passkey is not recognized.");
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
