// The self-hosted bot challenge (ALTCHA proof of work): past a network's free allowance every limited
// action answers 428 until the request carries a solved challenge; a proof is signed, expires, and
// passes once. Login: the owner's right password with a solved challenge always gets in.
import { env } from "cloudflare:test";
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/sha";
import { describe, expect, it } from "vitest";
import { BOT_CHALLENGE_LIFETIME_SECONDS, encodeBotChallengeProof } from "@shared/bot-challenge/bot-challenge";
import { checkBotChallengeProof, createBotChallenge, maxNumber } from "@worker/rate-limit/bot-challenge";
import { parseRule } from "@worker/rate-limit/rate-limit";
import { makeSubmissionInput } from "../unit/factories";
import { PASSWORD, createAccount, freshIp, logIn } from "./account-helpers";
import { caller, outcome, outcomeWithHeaders } from "./caller";
import { ORIGIN, fetchApp } from "./fetch-app";
import { newChallenge, proofHeader, solve, solvedHeaders } from "./challenge-helpers";
import { PNG_BYTES, postUpload } from "./upload-helpers";

const SLOW = 30_000;
let lastNet = 0;
/** An IPv4 network no other test in this file uses. */
const freshNet = () => `198.18.200.${++lastNet}`;

describe("challenge.create", () => {
  it("answers a signed challenge that expires in five minutes, never cached, within ALTCHA_MAX_NUMBER of work", async () => {
    const res = await fetchApp("/api/trpc/challenge.create");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const challenge = (await res.json<{ result: { data: Challenge } }>()).result.data;
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters.algorithm).toBe("SHA-256");
    expect(challenge.parameters.keySignature).toMatch(/^[0-9a-f]{64}$/);
    const lifetime = challenge.parameters.expiresAt! - Date.now() / 1000;
    expect(lifetime).toBeGreaterThan(BOT_CHALLENGE_LIFETIME_SECONDS - 5);
    expect(lifetime).toBeLessThanOrEqual(BOT_CHALLENGE_LIFETIME_SECONDS);
    const solution = await solveChallenge({ challenge, deriveKey });
    const max = maxNumber(env);
    expect(max).toBe(Number(env.ALTCHA_MAX_NUMBER));
    expect(solution!.counter).toBeGreaterThanOrEqual(Math.ceil(max / 2));
    expect(solution!.counter).toBeLessThanOrEqual(max);
    // Two challenges are never the same.
    expect((await newChallenge()).signature).not.toBe(challenge.signature);
  });
});

/** Each limited action, its free allowance, and what "passed" looks like. */
const actions: {
  name: string;
  allowance: () => number;
  act: (ip: string, n: number, headers?: Record<string, string>) => Promise<number>;
  passed: number;
}[] = [
  {
    name: "submissions",
    allowance: () => parseRule(env.RATE_LIMIT_SUBMISSIONS)!.limit,
    act: async (ip, _n, headers = {}) =>
      (await outcome(caller({ headers: { "cf-connecting-ip": ip, ...headers } }).submissions.create(makeSubmissionInput()))).status,
    passed: 200,
  },
  {
    name: "newsletter sign-ups",
    allowance: () => parseRule(env.RATE_LIMIT_NEWSLETTER)!.limit,
    act: async (ip, n, headers = {}) =>
      (
        await outcome(
          caller({ headers: { "cf-connecting-ip": ip, ...headers } }).newsletter.subscribe({
            email: `challenge${n}-${ip.replaceAll(".", "-")}@example.com`,
          }),
        )
      ).status,
    passed: 200,
  },
  {
    name: "uploads",
    allowance: () => parseRule(env.RATE_LIMIT_UPLOADS)!.limit,
    act: async (ip, _n, headers = {}) => (await postUpload(PNG_BYTES, { "cf-connecting-ip": ip, ...headers })).status,
    passed: 201,
  },
  {
    name: "new voters",
    allowance: () => parseRule(env.RATE_LIMIT_NEW_VOTERS)!.limit,
    // No cookie: each cast creates a new voter.
    act: async (ip, _n, headers = {}) =>
      (await outcome(caller({ headers: { "cf-connecting-ip": ip, ...headers } }).votes.cast({ city: "calgary", shopId: "monogram-altadore" })))
        .status,
    passed: 200,
  },
  {
    name: "logins after failures",
    allowance: () => parseRule(env.RATE_LIMIT_LOGIN)!.limit,
    // Wrong passwords for unknown addresses: 401 is a login that was let through to the password check.
    act: async (ip, n, headers = {}) =>
      (
        await outcome(
          caller({ headers: { "cf-connecting-ip": ip, ...headers } }).auth.login({
            email: `nobody${n}@example.com`,
            password: "wrong",
          }),
        )
      ).status,
    passed: 401,
  },
];

/** Uses up a network's free allowance for `action`. */
async function exhaust(action: (typeof actions)[number], ip: string) {
  for (let n = 0; n < action.allowance(); n++) expect(await action.act(ip, n), `free attempt ${n + 1}`).toBe(action.passed);
}

describe.each(actions)("$name past the free allowance", (action) => {
  it(
    "answers 428 without a proof, passes with a solved challenge, and refuses the same proof again",
    async () => {
      const ip = freshNet();
      await exhaust(action, ip);
      expect(await action.act(ip, 100)).toBe(428);
      const proof = await solvedHeaders();
      expect(await action.act(ip, 101, proof)).toBe(action.passed);
      // A replayed proof is spent: challenged again.
      expect(await action.act(ip, 102, proof)).toBe(428);
      // A new solved challenge passes again.
      expect(await action.act(ip, 103, await solvedHeaders())).toBe(action.passed);
    },
    SLOW,
  );
});

/** A proof whose challenge's parameters were changed after signing. */
async function tampered(change: (challenge: Challenge) => void): Promise<string> {
  const challenge = await newChallenge();
  const solution = await solveChallenge({ challenge, deriveKey });
  const copy = structuredClone(challenge);
  change(copy);
  return encodeBotChallengeProof({ challenge: copy, solution: solution! });
}

describe("proofs that do not pass", () => {
  const submissions = actions[0]!;

  it(
    "refuses an expired proof, a tampered one, a wrong solution and a malformed header (428, never a 5xx)",
    async () => {
      const ip = freshNet();
      await exhaust(submissions, ip);
      // Signed by this server, solved, but its five minutes are over.
      const expired = await solve(await createBotChallenge(env, Date.now() - (BOT_CHALLENGE_LIFETIME_SECONDS + 1) * 1000));
      // The expiry pushed into the future after signing.
      const later = await tampered((c) => {
        c.parameters.expiresAt = c.parameters.expiresAt! + 3600;
      });
      // An easier key prefix (less work) after signing.
      const easier = await tampered((c) => {
        c.parameters.keyPrefix = "00";
      });
      // The signature of another challenge.
      const other = await newChallenge();
      const borrowed = await tampered((c) => {
        c.signature = other.signature;
      });
      // A right challenge with a guessed key instead of the work.
      const challenge = await newChallenge();
      const guessed = encodeBotChallengeProof({ challenge, solution: { counter: 1, derivedKey: "ab".repeat(32) } });
      // A challenge signed with a secret that is not this server's.
      const { createChallenge } = await import("altcha-lib");
      const foreign = await solve(
        await createChallenge({
          algorithm: "SHA-256",
          cost: 1,
          counter: 10,
          deriveKey,
          expiresAt: Math.floor(Date.now() / 1000) + 60,
          hmacSignatureSecret: "not-the-servers-secret",
          hmacKeySignatureSecret: "not-the-servers-key-secret",
        }),
      );
      for (const [label, proof] of Object.entries({
        expired,
        later,
        easier,
        borrowed,
        guessed,
        foreign,
        garbage: "%%%not base64",
        json: btoa("{}"),
        long: "A".repeat(10_000),
      })) {
        expect(await submissions.act(ip, 0, proofHeader(proof)), label).toBe(428);
      }
      expect(await checkBotChallengeProof(env, expired)).toBe("expired");
      expect(await checkBotChallengeProof(env, later)).toBe("invalid");
      expect(await checkBotChallengeProof(env, easier)).toBe("invalid");
      expect(await checkBotChallengeProof(env, guessed)).toBe("invalid");
      expect(await checkBotChallengeProof(env, foreign)).toBe("invalid");
      expect(await checkBotChallengeProof(env, "%%%")).toBe("malformed");
      expect(await checkBotChallengeProof(env, null)).toBe("none");
      // None of them was spent: the honest solution of that same challenge still passes.
      expect(await submissions.act(ip, 0, proofHeader(await solve(challenge)))).toBe(200);
    },
    SLOW,
  );

  it(
    "lets only one of two parallel requests with the same proof through",
    async () => {
      const ip = freshNet();
      await exhaust(submissions, ip);
      const proof = await solvedHeaders();
      const statuses = await Promise.all([submissions.act(ip, 0, proof), submissions.act(ip, 1, proof)]);
      expect(statuses.sort()).toEqual([200, 428]);
    },
    SLOW,
  );

  it(
    "lets one proof carry one limited call of a batch, not all of them",
    async () => {
      const ip = freshNet();
      await exhaust(submissions, ip);
      const res = await fetchApp("/api/trpc/submissions.create,submissions.create?batch=1", {
        method: "POST",
        headers: { "content-type": "application/json", origin: ORIGIN, "cf-connecting-ip": ip, ...(await solvedHeaders()) },
        body: JSON.stringify({ 0: makeSubmissionInput(), 1: makeSubmissionInput() }),
      });
      const answers = await res.json<{ result?: unknown; error?: { data: { code: string } } }[]>();
      expect(answers.map((a) => a.error?.data.code ?? "OK").sort()).toEqual(["OK", "PRECONDITION_REQUIRED"]);
    },
    SLOW,
  );

  it(
    "still refuses past the hard limit, solved challenge or not",
    async () => {
      const ip = freshNet();
      // Fill the window straight in the limiter, as requests with solved challenges would.
      const { limit, windowSeconds } = parseRule(env.RATE_LIMIT_SUBMISSIONS)!;
      const hard = Number(env.RATE_LIMIT_SUBMISSIONS_HARD);
      const stub = env.RATE_LIMITER.get(env.RATE_LIMITER.idFromName(`submissions:v4:${ip}`));
      for (let i = 0; i < hard; i++) expect((await stub.take(limit, hard, windowSeconds, true)).verdict).toBe("allowed");
      const res = await outcomeWithHeaders({ headers: { "cf-connecting-ip": ip, ...(await solvedHeaders()) } }, (api) =>
        api.submissions.create(makeSubmissionInput()),
      );
      expect(res.status).toBe(429);
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    },
    SLOW,
  );

  it("verifies a challenge signed before a SESSION_SECRET rotation (the old secret still in the list)", async () => {
    const before = { ...env, SESSION_SECRET: "the-secret-before-the-rotation-0123456789" };
    const after = { ...env, SESSION_SECRET: `the-secret-after-the-rotation-0123456789,${before.SESSION_SECRET}` };
    const proof = await solve(await createBotChallenge(before));
    expect(await checkBotChallengeProof({ ...after, SESSION_SECRET: "the-secret-after-the-rotation-0123456789" }, proof)).toBe("invalid");
    expect(await checkBotChallengeProof(after, proof)).toBe("valid");
    expect(await checkBotChallengeProof(after, proof)).toBe("replayed");
  });
});

describe("login after failures", () => {
  it(
    "the owner's right password with a solved challenge gets in from a network past its failure allowance",
    async () => {
      const account = await createAccount(["admin"]);
      const ip = freshIp();
      const allowance = parseRule(env.RATE_LIMIT_LOGIN)!.limit;
      for (let i = 0; i < allowance; i++) expect((await logIn(account.email, `guess ${i}`, ip)).status).toBe(401);
      // Both the address and the network are past their allowance now.
      expect((await logIn(account.email, PASSWORD, ip)).status).toBe(428);
      expect((await logIn(account.email, PASSWORD)).status).toBe(428);
      const solved = await outcomeWithHeaders({ headers: { "cf-connecting-ip": ip, ...(await solvedHeaders()) } }, (api) =>
        api.auth.login({ email: account.email, password: PASSWORD }),
      );
      expect(solved.status).toBe(200);
      expect(solved.headers.get("set-cookie")).toMatch(/^lh_session=/);
    },
    SLOW,
  );

  it(
    "cannot be locked out by failures from many networks: a solved challenge always lets the owner in",
    async () => {
      const account = await createAccount(["admin"]);
      for (let n = 0; n < 20; n++) {
        expect([401, 428]).toContain((await logIn(account.email, `guess ${n}`, `198.51.${10 + (n % 4)}.${Math.floor(n / 4)}`)).status);
      }
      const owner = await outcome(
        caller({ headers: { "cf-connecting-ip": freshIp(), ...(await solvedHeaders()) } }).auth.login({
          email: account.email,
          password: PASSWORD,
        }),
      );
      expect(owner.status).toBe(200);
    },
    SLOW,
  );

  it(
    "counts failures only: a wrong password with a solved challenge is counted, a right one is taken back",
    async () => {
      const account = await createAccount(["admin"]);
      const ip = freshIp();
      const allowance = parseRule(env.RATE_LIMIT_LOGIN)!.limit;
      const hard = Number(env.RATE_LIMIT_LOGIN_HARD);
      for (let i = 0; i < allowance; i++) expect((await logIn(`someone${i}@example.com`, "wrong", ip)).status).toBe(401);
      // Right passwords past the allowance, each with its own challenge: none of them fills the network's window…
      for (let i = 0; i < hard; i++) {
        const res = await outcome(
          caller({ headers: { "cf-connecting-ip": ip, ...(await solvedHeaders()) } }).auth.login({
            email: account.email,
            password: PASSWORD,
          }),
        );
        expect(res.status, `right password ${i + 1}`).toBe(200);
      }
      // …while wrong ones with solved challenges do, up to the hard limit.
      const statuses: number[] = [];
      for (let i = allowance; i < hard + 1; i++) {
        const res = await outcome(
          caller({ headers: { "cf-connecting-ip": ip, ...(await solvedHeaders()) } }).auth.login({
            email: `someone${i}@example.com`,
            password: "wrong",
          }),
        );
        statuses.push(res.status);
      }
      expect(statuses).toEqual([...Array<number>(hard - allowance).fill(401), 429]);
    },
    SLOW,
  );
});
