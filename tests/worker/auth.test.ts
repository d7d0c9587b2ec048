// Over HTTP: session cookies are set and sent back as a browser does.
// Login, sessions and logout over HTTP against real D1 and the rate limiter: what a cookie proves,
// what it no longer proves (tampered, expired, revoked), and how guessing is slowed down.
import { createExecutionContext, env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import worker from "@worker/index";
import { PBKDF2_ITERATIONS, hashPassword, verifyPassword } from "@worker/features/auth/password-hash";
import { SESSION_COOKIE, sessionIdFor } from "@worker/features/auth/session";
import { apiMessages } from "@shared/api/api-texts";
import { signedCookieHeader } from "@worker/http/signed-cookies";
import { PASSWORD, cookiePair, createAccount, freshIp, logIn, sessionCookie, type Me } from "./account-helpers";
import { fetchApp, trpcMutation, trpcQuery } from "./fetch-app";

/** The secret the Worker under test signs with (vitest.config.ts). */
const testCookieEnv = { SESSION_SECRET: "test-session-secret-at-least-32-characters", APP_ENV: "test" };

const me = (cookie?: string) => trpcQuery<Me>("auth.me", undefined, cookie ? { cookie } : {});
const stats = (cookie: string) => trpcQuery("admin.submissions.stats", undefined, { cookie });

async function sessionRows(userId: string) {
  const { results } = await env.DB.prepare("SELECT * FROM sessions WHERE user_id = ?").bind(userId).all<Record<string, string>>();
  return results;
}

describe("password hashing", () => {
  it("stores scheme, iterations, a random salt and the hash, and verifies only the right password", async () => {
    const first = await hashPassword("a long passphrase");
    const second = await hashPassword("a long passphrase");
    expect(first).toMatch(new RegExp(`^pbkdf2-sha256\\$${PBKDF2_ITERATIONS}\\$[A-Za-z0-9_-]{22}\\$[A-Za-z0-9_-]{43}$`));
    expect(PBKDF2_ITERATIONS).toBeLessThanOrEqual(100_000);
    expect(second).not.toBe(first);
    expect(await verifyPassword("a long passphrase", first)).toBe(true);
    expect(await verifyPassword("a long passphrase ", first)).toBe(false);
    expect(await verifyPassword("A long passphrase", second)).toBe(false);
  });

  it("verifies hashes made with fewer iterations, and refuses malformed ones", async () => {
    expect(await verifyPassword("pw", await hashPassword("pw", 1_000))).toBe(true);
    const good = await hashPassword("pw");
    for (const stored of [null, "", "pw", good.replace("pbkdf2-sha256", "md5"), good.replace("$100000$", "$999999999$"), `${good}$x`]) {
      expect(await verifyPassword("pw", stored), String(stored)).toBe(false);
    }
  });
});

describe("auth.login", () => {
  it("logs in, answers the user and roles, and sets a signed HttpOnly session cookie", async () => {
    const account = await createAccount(["admin"]);
    const before = Date.now();
    const { status, headers, body } = await logIn(account.email, PASSWORD);
    expect(status).toBe(200);
    expect(body.result?.data).toEqual({ user: { id: account.id, email: account.email }, roles: ["admin"] });
    expect(headers.get("cache-control")).toBe("no-store");

    const setCookie = headers.get("set-cookie")!;
    expect(setCookie).toMatch(new RegExp(`^${SESSION_COOKIE}=[A-Za-z0-9_-]{43}\\.[A-Za-z0-9_-]+;`));
    expect(setCookie).toContain("Max-Age=604800");
    expect(setCookie).toContain("Path=/");
    expect(setCookie).toContain("HttpOnly");
    expect(setCookie).toContain("SameSite=Lax");
    // Secure only in production (APP_ENV is "test" here; see signed-cookies.test.ts for production).
    expect(setCookie).not.toContain("Secure");

    // The table holds the token's hash, never the token itself.
    const token = cookiePair(setCookie).split("=")[1]!.split(".")[0]!;
    const [row] = await sessionRows(account.id);
    expect(row?.id).toBe(await sessionIdFor(token));
    expect(row?.id).not.toContain(token);
    const expires = Date.parse(row!.expires_at!);
    expect(expires - before).toBeGreaterThanOrEqual(7 * 24 * 3600 * 1000 - 1000);
    expect(expires - Date.now()).toBeLessThanOrEqual(7 * 24 * 3600 * 1000);

    const who = await me(cookiePair(setCookie));
    expect(who.body.result?.data).toEqual({ user: { id: account.id, email: account.email }, roles: ["admin"] });
  });

  it("matches the address case-insensitively, and answers no roles for a plain user", async () => {
    const account = await createAccount();
    const { status, body } = await logIn(`  ${account.email.toUpperCase()} `, PASSWORD);
    expect(status).toBe(200);
    expect(body.result?.data).toEqual({ user: { id: account.id, email: account.email }, roles: [] });
  });

  it("refuses a wrong password and an unknown address with the same generic answer and no cookie", async () => {
    const account = await createAccount(["admin"]);
    const wrong = await logIn(account.email, "not the password");
    const unknown = await logIn("nobody@example.com", PASSWORD);
    for (const answer of [wrong, unknown]) {
      expect(answer.status).toBe(401);
      expect(answer.body.error?.data.code).toBe("UNAUTHORIZED");
      expect(answer.body.error?.message).toBe("Invalid email or password.");
      expect(answer.headers.get("set-cookie")).toBeNull();
    }
    expect(wrong.body).toEqual(unknown.body);
    expect(await sessionRows(account.id)).toHaveLength(0);
  });

  it("refuses malformed input with BAD_REQUEST before any work", async () => {
    for (const input of [
      { email: "x", password: "p" },
      { email: "a@b.ca", password: "" },
      { email: "a@b.ca", password: "p", extra: 1 },
    ]) {
      const { status, body } = await trpcMutation("auth.login", input, { "cf-connecting-ip": freshIp() });
      expect(status).toBe(400);
      expect(body.error?.data.code).toBe("BAD_REQUEST");
    }
  });

  it("counts failures only: right passwords never use up the allowance", async () => {
    const account = await createAccount(["admin"]);
    const ip = freshIp();
    for (let i = 0; i < 8; i++) expect((await logIn(account.email, PASSWORD, ip)).status).toBe(200);
  });

  it("cannot lock the owner out: after 20 failures from elsewhere, the right password asks for the challenge, never refuses", async () => {
    const account = await createAccount(["admin"]);
    // Four networks, five wrong guesses each: each network stays at its free allowance.
    for (let n = 0; n < 20; n++) {
      const answer = await logIn(account.email, `guess ${n}`, `198.51.${n % 4}.${200 + Math.floor(n / 4)}`);
      expect([401, 428], String(n)).toContain(answer.status);
    }
    const owner = await logIn(account.email, PASSWORD);
    expect(owner.status).toBe(428);
    expect(owner.body.error?.data.code).toBe("PRECONDITION_REQUIRED");
    expect(owner.body.error?.message).toBe("Too many attempts from your network. Please complete the verification to continue.");
    expect(owner.headers.get("set-cookie")).toBeNull();
    expect(owner.headers.get("retry-after")).toBeNull();
  });

  it("asks for the challenge after 5 failures per address, the same for unknown addresses", async () => {
    const account = await createAccount(["admin"]);
    for (let i = 0; i < 5; i++) expect((await logIn(account.email, `guess ${i}`)).status).toBe(401);
    const asked = await logIn(account.email, PASSWORD);
    expect(asked.status).toBe(428);
    // Without a solved challenge, a right password reads exactly like a wrong one.
    expect((await logIn(account.email, "still guessing")).body).toEqual(asked.body);
    for (let i = 0; i < 5; i++) expect((await logIn("ghost@example.com", `guess ${i}`)).status).toBe(401);
    const ghost = await logIn("ghost@example.com", PASSWORD);
    expect(ghost.status).toBe(428);
    expect(ghost.body).toEqual(asked.body);
  });

  it("per network: asks for the challenge after 5 failures across addresses, other networks unaffected", async () => {
    const ip = freshIp();
    const account = await createAccount(["admin"]);
    for (let i = 0; i < 5; i++) expect((await logIn(`someone${i}@example.com`, PASSWORD, ip)).status).toBe(401);
    expect((await logIn(account.email, PASSWORD, ip)).status).toBe(428);
    // Another network is not affected, and its right password does not count.
    expect((await logIn(account.email, PASSWORD)).status).toBe(200);
  });

  it("refuses a network past the hard limit (RATE_LIMIT_LOGIN_HARD) with a time to wait", async () => {
    const ip = freshIp();
    const hard = Number(env.RATE_LIMIT_LOGIN_HARD);
    // Fill the window straight in the limiter, as failures with solved challenges would.
    const stub = env.RATE_LIMITER.get(env.RATE_LIMITER.idFromName(`login:client:v4:${ip}`));
    for (let i = 0; i < hard; i++) expect((await stub.take(5, hard, 900, true)).verdict).toBe("allowed");
    const refused = await logIn("anyone@example.com", PASSWORD, ip);
    expect(refused.status).toBe(429);
    expect(refused.body.error?.data.code).toBe("TOO_MANY_REQUESTS");
    expect(refused.body.error?.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("replaces the browser's previous session at login", async () => {
    const account = await createAccount(["admin"]);
    const first = await sessionCookie(account);
    const second = await trpcMutation("auth.login", { email: account.email, password: PASSWORD }, { cookie: first, "cf-connecting-ip": freshIp() });
    expect(second.status).toBe(200);
    expect((await me(first)).body.result?.data).toBeNull();
    expect((await me(cookiePair(second.headers.get("set-cookie")))).body.result?.data?.user.id).toBe(account.id);
    expect(await sessionRows(account.id)).toHaveLength(1);
  });

  it("upgrades a hash made with fewer iterations after a successful login", async () => {
    const account = await createAccount(["admin"], { iterations: 1_000 });
    expect((await logIn(account.email, PASSWORD)).status).toBe(200);
    const row = await env.DB.prepare("SELECT password_hash FROM users WHERE id = ?").bind(account.id).first<{ password_hash: string }>();
    expect(row?.password_hash).toMatch(new RegExp(`^pbkdf2-sha256\\$${PBKDF2_ITERATIONS}\\$`));
    expect((await logIn(account.email, PASSWORD)).status).toBe(200);
  });
});

describe("auth.me and the session cookie", () => {
  it("answers null without a cookie", async () => {
    const { status, body } = await me();
    expect(status).toBe(200);
    expect(body.result?.data).toBeNull();
  });

  it("treats a tampered, re-signed or foreign cookie as not logged in", async () => {
    const account = await createAccount(["admin"]);
    const cookie = await sessionCookie(account);
    const [, raw] = cookie.split("=");
    const [token, signature] = raw!.split(".");
    const flip = (text: string) => (text[0] === "A" ? `B${text.slice(1)}` : `A${text.slice(1)}`);
    const otherSecret = await signedCookieHeader(
      { SESSION_SECRET: "another-secret-that-is-32-characters-long", APP_ENV: "test" },
      SESSION_COOKIE,
      token!,
      {
        maxAgeSeconds: 60,
      },
    );
    // A value signed for another cookie (a voter id, say) does not verify as a session.
    const otherName = await signedCookieHeader(testCookieEnv, "lh_voter", token!, { maxAgeSeconds: 60 });
    const forged = [
      `${SESSION_COOKIE}=${flip(token!)}.${signature}`,
      `${SESSION_COOKIE}=${token}.${flip(signature!)}`,
      `${SESSION_COOKIE}=${token}`,
      cookiePair(otherSecret),
      `${SESSION_COOKIE}=${cookiePair(otherName).split("=")[1]}`,
    ];
    for (const bad of forged) {
      expect((await me(bad)).body.result?.data, bad).toBeNull();
      expect((await stats(bad)).body.error?.data.code, bad).toBe("UNAUTHORIZED");
    }
    expect((await me(cookie)).body.result?.data?.user.id).toBe(account.id);
  });

  it("treats a correctly signed cookie for an unknown session as not logged in", async () => {
    const header = await signedCookieHeader(testCookieEnv, SESSION_COOKIE, "A".repeat(43), { maxAgeSeconds: 60 });
    expect((await me(cookiePair(header))).body.result?.data).toBeNull();
  });

  it("ends a session when it expires", async () => {
    const account = await createAccount(["admin"]);
    const cookie = await sessionCookie(account);
    expect((await stats(cookie)).status).toBe(200);
    await env.DB.prepare("UPDATE sessions SET expires_at = ? WHERE user_id = ?")
      .bind(new Date(Date.now() - 1000).toISOString(), account.id)
      .run();
    expect((await me(cookie)).body.result?.data).toBeNull();
    expect((await stats(cookie)).body.error?.data.code).toBe("UNAUTHORIZED");
  });

  it("refreshes last_seen_at at most every few minutes", async () => {
    const account = await createAccount(["admin"]);
    const cookie = await sessionCookie(account);
    const [fresh] = await sessionRows(account.id);
    await me(cookie);
    expect((await sessionRows(account.id))[0]?.last_seen_at).toBe(fresh?.last_seen_at);
    const old = new Date(Date.now() - 10 * 60 * 1000).toISOString();
    await env.DB.prepare("UPDATE sessions SET last_seen_at = ? WHERE user_id = ?").bind(old, account.id).run();
    await me(cookie);
    expect(Date.parse((await sessionRows(account.id))[0]!.last_seen_at!)).toBeGreaterThan(Date.parse(old));
  });
});

describe("auth.logout", () => {
  it("revokes the session row and clears the cookie; the old cookie no longer works", async () => {
    const account = await createAccount(["admin"]);
    const cookie = await sessionCookie(account);
    expect(await sessionRows(account.id)).toHaveLength(1);

    const { status, headers, body } = await trpcMutation("auth.logout", undefined, { cookie });
    expect(status).toBe(200);
    expect(body.result?.data).toEqual({ loggedOut: true });
    const cleared = headers.get("set-cookie")!;
    expect(cleared).toMatch(new RegExp(`^${SESSION_COOKIE}=;`));
    expect(cleared).toContain("Max-Age=0");
    expect(await sessionRows(account.id)).toHaveLength(0);

    // Replaying the old, correctly signed cookie: not logged in.
    expect((await me(cookie)).body.result?.data).toBeNull();
    expect((await stats(cookie)).body.error?.data.code).toBe("UNAUTHORIZED");
  });

  it("is harmless without a session", async () => {
    const { status, headers } = await trpcMutation("auth.logout", undefined);
    expect(status).toBe(200);
    expect(headers.get("set-cookie")).toContain("Max-Age=0");
  });
});

describe("production-safe cookies", () => {
  const HTTPS = "https://localhype.example";
  const overHttps = (path: string, init: RequestInit = {}) => fetchApp(`${HTTPS}${path}`, init);
  const loginOverHttps = (account: { email: string; password: string }) =>
    overHttps("/api/trpc/auth.login", {
      method: "POST",
      headers: { origin: HTTPS, "content-type": "application/json", "cf-connecting-ip": freshIp() },
      body: JSON.stringify({ email: account.email, password: account.password }),
    });

  it("over https the session cookie is Secure and __Host- named, whatever APP_ENV says", async () => {
    const account = await createAccount(["admin"]);
    const res = await loginOverHttps(account);
    expect(res.status).toBe(200);
    // The session's cookie (the write's D1 bookmark comes beside it, worker/db/d1-session.ts).
    const setCookie = res.headers.getSetCookie().find((c) => c.includes("lh_session="))!;
    expect(setCookie).toMatch(/^__Host-lh_session=[A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]+; Max-Age=604800; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    const cookie = cookiePair(setCookie);
    const meOverHttps = async (cookieHeader: string) =>
      (await (await overHttps("/api/trpc/auth.me", { headers: { cookie: cookieHeader } })).json<{ result: { data: Me } }>()).result.data;
    expect((await meOverHttps(cookie))?.user.id).toBe(account.id);
    // The same signed value under the bare name (as a sibling subdomain could plant it) is not a session on https.
    expect(await meOverHttps(cookie.replace(/^__Host-/, ""))).toBeNull();

    const logout = await overHttps("/api/trpc/auth.logout", {
      method: "POST",
      headers: { origin: HTTPS, cookie, "content-type": "application/json" },
    });
    expect(logout.status).toBe(200);
    expect(logout.headers.getSetCookie().filter((c) => c.includes("lh_session="))).toEqual([
      "__Host-lh_session=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax",
    ]);
  });

  it("refuses to log in with a missing or short SESSION_SECRET: logged, generic answer, nothing written", async () => {
    const account = await createAccount(["admin"]);
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      for (const secret of ["", "short-secret"]) {
        const req = new Request("http://localhost/api/trpc/auth.login", {
          method: "POST",
          headers: { origin: "http://localhost", "content-type": "application/json", "cf-connecting-ip": freshIp() },
          body: JSON.stringify({ email: account.email, password: account.password }),
        });
        const res = await worker.fetch(req, { ...env, SESSION_SECRET: secret }, createExecutionContext());
        const text = await res.text();
        expect(res.status, text).toBe(500);
        expect(res.headers.get("set-cookie")).toBeNull();
        expect((JSON.parse(text) as { error: { message: string } }).error.message).toBe(apiMessages.internal);
        expect(text).not.toContain("SESSION_SECRET");
      }
      expect(logged).toHaveBeenCalledWith(expect.stringMatching(/^SESSION_SECRET is not set/));
      expect(logged).toHaveBeenCalledWith(expect.stringMatching(/^SESSION_SECRET is shorter than 32 characters/));
    } finally {
      logged.mockRestore();
    }
    expect(await sessionRows(account.id)).toHaveLength(0);
  });
});
