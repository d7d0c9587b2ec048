// Over HTTP: the client's network comes from CF-Connecting-IP as the Worker's entry receives it, for procedures and uploads alike.
// Rate limits hold per network: IPv6 clients are counted on their /64 (RATE_LIMIT_IPV6_PREFIX) and on
// their /56 and /48 with larger allowances, IPv4 clients on their address, and odd header values cannot
// mint fresh buckets.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { parseRule, RATE_LIMITS } from "@worker/rate-limit/rate-limit";
import { DEFAULT_IPV6_PREFIX, ipv6PrefixBits, networkKey, networkScopes } from "@worker/rate-limit/client-network";
import { makeSubmissionInput } from "../unit/factories";
import { trpcMutation } from "./fetch-app";
import { PNG_BYTES, postUpload } from "./upload-helpers";
import { PRODUCTION_LIMIT_VARS } from "@worker/cli/production-config";

describe("networkKey", () => {
  it("keys IPv6 on its /64, whatever the spelling", () => {
    const key = networkKey("2001:db8:1:2::a");
    expect(key).toBe("v6:2001:db8:1:2:0:0:0:0/64");
    expect(networkKey("2001:0db8:0001:0002:ffff:eeee:dddd:cccc")).toBe(key);
    expect(networkKey("2001:DB8:1:2:0:0:0:b")).toBe(key);
    expect(networkKey("2001:db8:1:2::1%eth0")).toBe(key);
    expect(networkKey(" 2001:db8:1:2::ff ")).toBe(key);
    expect(networkKey("2001:db8:1:3::a")).not.toBe(key);
    expect(networkKey("::1")).toBe("v6:0:0:0:0:0:0:0:0/64");
  });

  it("honours another prefix length", () => {
    expect(networkKey("2001:db8:1:2::a", 48)).toBe("v6:2001:db8:1:0:0:0:0:0/48");
    expect(networkKey("2001:db8:1:2::a", 56)).toBe(networkKey("2001:db8:1:ff::b", 56));
    expect(networkKey("2001:db8:1:2::a", 56)).not.toBe(networkKey("2001:db8:1:100::b", 56));
    expect(networkKey("2001:db8:1:2::a", 128)).not.toBe(networkKey("2001:db8:1:2::b", 128));
    expect(ipv6PrefixBits({ RATE_LIMIT_IPV6_PREFIX: "56" })).toBe(56);
    for (const odd of ["", "0", "129", "64.5", "sixty-four"]) {
      expect(ipv6PrefixBits({ RATE_LIMIT_IPV6_PREFIX: odd }), odd).toBe(DEFAULT_IPV6_PREFIX);
    }
  });

  it("keys IPv4 on the whole address, also when written as IPv6", () => {
    expect(networkKey("203.0.113.7")).toBe("v4:203.0.113.7");
    expect(networkKey("203.0.113.8")).toBe("v4:203.0.113.8");
    expect(networkKey("::ffff:203.0.113.7")).toBe("v4:203.0.113.7");
    expect(networkKey("::ffff:cb00:7107")).toBe("v4:203.0.113.7");
  });

  it("puts every unusable value in one shared bucket, and a missing one in the local bucket", () => {
    for (const odd of [
      "not-an-ip",
      "256.1.1.1",
      "1.2.3",
      "1.2.3.4.5",
      "2001:db8::1::2",
      "2001:db8:1:2:3:4:5:6:7",
      "1.2.3.4::",
      "gggg::1",
      ":::",
      "12345::",
      "1.2.3.4, 5.6.7.8",
      "x".repeat(10_000),
      "<script>",
    ]) {
      expect(networkKey(odd), odd).toBe("unparsed");
    }
    expect(networkKey(null)).toBe("local");
    expect(networkKey("   ")).toBe("local");
  });
});

/** Each limited action, and how many times one network may take it. */
const limits: { name: string; limit: () => number; act: (ip: string, n: number) => Promise<number> }[] = [
  {
    name: "submissions",
    limit: () => parseRule(env.RATE_LIMIT_SUBMISSIONS)!.limit,
    act: async (ip) => (await trpcMutation("submissions.create", makeSubmissionInput(), { "cf-connecting-ip": ip })).status,
  },
  {
    name: "newsletter",
    limit: () => parseRule(env.RATE_LIMIT_NEWSLETTER)!.limit,
    act: async (ip, n) => (await trpcMutation("newsletter.subscribe", { email: `net${n}@example.com` }, { "cf-connecting-ip": ip })).status,
  },
  {
    name: "uploads",
    limit: () => parseRule(env.RATE_LIMIT_UPLOADS)!.limit,
    act: async (ip) => (await postUpload(PNG_BYTES, { "cf-connecting-ip": ip })).status,
  },
  {
    name: "login (per client network)",
    limit: () => parseRule(env.RATE_LIMIT_LOGIN)!.limit,
    // A different unknown address each time, so only the per-client bucket fills (401 = counted, refused login).
    act: async (ip, n) =>
      (await trpcMutation("auth.login", { email: `nobody${n}@example.com`, password: "not the password" }, { "cf-connecting-ip": ip })).status,
  },
  {
    name: "new voters",
    limit: () => parseRule(env.RATE_LIMIT_NEW_VOTERS)!.limit,
    // No cookie: each cast creates a new voter.
    act: async (ip) => (await trpcMutation("votes.cast", { city: "calgary", shopId: "monogram-altadore" }, { "cf-connecting-ip": ip })).status,
  },
];

const SUCCESS = new Set([200, 201, 401]);

/** Up to ~25 requests in a row per test: give a busy machine time. */
const SLOW = 30_000;

// Past the free allowance every limit asks for the bot challenge (428) before it ever refuses (429).
describe.each(limits.map((l, i) => ({ over: 428, ...l, i })))("the $name limit", ({ limit, act, i, over }) => {
  it(
    "is shared by every address in one /64, and not by the next /64",
    async () => {
      const net = (n: number) => `2001:db8:${i + 10}:${n}`;
      const allowance = limit();
      const answers: number[] = [];
      // Fresh addresses in one /64, each written differently: still one bucket.
      for (let n = 0; n < allowance; n++) answers.push(await act(`${net(1)}::${(n + 1).toString(16)}`, n));
      expect(
        answers.every((status) => SUCCESS.has(status)),
        String(answers),
      ).toBe(true);
      expect(await act(`${net(1)}:aaaa:bbbb:cccc:dddd`, allowance)).toBe(over);
      // The neighbouring /64 is another subscriber.
      expect(SUCCESS.has(await act(`${net(2)}::1`, allowance + 1))).toBe(true);
    },
    SLOW,
  );

  it(
    "counts IPv4 clients per address",
    async () => {
      const allowance = limit();
      for (let n = 0; n < allowance; n++) expect(SUCCESS.has(await act(`198.18.${100 + i}.1`, 100 + n))).toBe(true);
      expect(await act(`198.18.${100 + i}.1`, 200)).toBe(over);
      expect(SUCCESS.has(await act(`198.18.${100 + i}.2`, 201))).toBe(true);
    },
    SLOW,
  );

  it(
    "gives odd header values one shared bucket, never a fresh one each",
    async () => {
      const allowance = limit();
      for (let n = 0; n < allowance; n++) expect(SUCCESS.has(await act(`odd-value-${i}-${n}`, 300 + n))).toBe(true);
      expect(await act(`another odd value ${i}`, 400)).toBe(over);
    },
    SLOW,
  );
});

describe("wider IPv6 networks", () => {
  it("count a client in its /64, /56 (×2) and /48 (×4); IPv4 in its address only", () => {
    expect(networkScopes("2001:db8:1:2::a")).toEqual([
      { key: "v6:2001:db8:1:2:0:0:0:0/64", factor: 1 },
      { key: "v6:2001:db8:1:0:0:0:0:0/56", factor: 2 },
      { key: "v6:2001:db8:1:0:0:0:0:0/48", factor: 4 },
    ]);
    expect(networkScopes("2001:db8:1:2::a", 48)).toEqual([{ key: "v6:2001:db8:1:0:0:0:0:0/48", factor: 1 }]);
    expect(networkScopes("203.0.113.7")).toEqual([{ key: "v4:203.0.113.7", factor: 1 }]);
    expect(networkScopes(null)).toEqual([{ key: "local", factor: 1 }]);
  });

  it(
    "a /48 cannot mint fresh allowances from its 65,536 /64s: its /56 and then the /48 itself fill up",
    async () => {
      const allowance = parseRule(env.RATE_LIMIT_SUBMISSIONS)!.limit;
      const submit = async (ip: string) => (await trpcMutation("submissions.create", makeSubmissionInput(), { "cf-connecting-ip": ip })).status;
      // Every hit from another /64 of one /56: the /56's allowance (2×) runs out.
      for (let n = 0; n < 2 * allowance; n++) expect(await submit(`2001:db8:77:${n.toString(16)}::1`)).toBe(200);
      expect(await submit("2001:db8:77:ff::1")).toBe(428);
      // Other /56s of the same /48 still have theirs, until the /48's (4×) runs out too.
      for (let n = 0; n < 2 * allowance; n++) expect(await submit(`2001:db8:77:${(0x100 * (n + 1)).toString(16)}::1`)).toBe(200);
      expect(await submit("2001:db8:77:ff00::1")).toBe(428);
      // Another /48 is another customer.
      expect(await submit("2001:db8:78:1::1")).toBe(200);
    },
    SLOW,
  );

  it(
    "a refused hit is counted nowhere: the wider buckets keep their allowance",
    async () => {
      const allowance = parseRule(env.RATE_LIMIT_SUBMISSIONS)!.limit;
      const submit = async (ip: string) => (await trpcMutation("submissions.create", makeSubmissionInput(), { "cf-connecting-ip": ip })).status;
      for (let n = 0; n < allowance; n++) expect(await submit("2001:db8:99:1::1")).toBe(200);
      // Refused by the /64 ten times: the /56 and /48 must not have counted those.
      for (let n = 0; n < 10; n++) expect(await submit("2001:db8:99:1::2")).toBe(428);
      for (let n = 0; n < allowance; n++) expect(await submit(`2001:db8:99:2::${n + 1}`)).toBe(200);
    },
    SLOW,
  );
});

describe("RateLimiter Durable Object", () => {
  it("allows `limit` hits per window, then says how long to wait", async () => {
    const stub = env.RATE_LIMITER.get(env.RATE_LIMITER.idFromName("test:a"));
    const outcomes = [];
    for (let i = 0; i < 4; i++) outcomes.push(await stub.take(3, 3, 60, false));
    expect(outcomes.map((o) => o.verdict)).toEqual(["allowed", "allowed", "allowed", "refused"]);
    const refused = outcomes[3]!;
    if (refused.verdict === "allowed") throw new Error("the fourth hit was counted");
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it("counts each key on its own and loses no concurrent hit", async () => {
    const stub = env.RATE_LIMITER.get(env.RATE_LIMITER.idFromName("test:b"));
    const results = await Promise.all(Array.from({ length: 50 }, () => stub.take(20, 20, 60, false)));
    expect(results.filter((r) => r.verdict === "allowed")).toHaveLength(20);
    const other = env.RATE_LIMITER.get(env.RATE_LIMITER.idFromName("test:c"));
    expect((await other.take(1, 1, 60, false)).verdict).toBe("allowed");
  });

  it("takes free hits, then only challenged ones up to the hard limit, and releases a counted hit", async () => {
    const stub = env.RATE_LIMITER.get(env.RATE_LIMITER.idFromName("test:d"));
    const verdicts = [];
    for (let i = 0; i < 2; i++) verdicts.push((await stub.take(2, 4, 60, false)).verdict);
    verdicts.push((await stub.take(2, 4, 60, false)).verdict);
    for (let i = 0; i < 3; i++) verdicts.push((await stub.take(2, 4, 60, true)).verdict);
    expect(verdicts).toEqual(["allowed", "allowed", "challenge", "allowed", "allowed", "refused"]);
    const free = env.RATE_LIMITER.get(env.RATE_LIMITER.idFromName("test:e"));
    const first = await free.take(1, 1, 60, false);
    expect(first.verdict).toBe("allowed");
    expect((await free.take(1, 1, 60, false)).verdict).toBe("refused");
    if (first.verdict === "allowed") await free.release(first.at);
    expect((await free.take(1, 1, 60, false)).verdict).toBe("allowed");
  });

  it("parses count/seconds rules and rejects nonsense", () => {
    expect(parseRule("5/60")).toEqual({ limit: 5, windowSeconds: 60 });
    expect(parseRule(" 20 / 3600 ")).toEqual({ limit: 20, windowSeconds: 3600 });
    expect(parseRule("0/60")).toBeNull();
    expect(parseRule("five")).toBeNull();
  });

  it("makes a production deploy set every bucket's vars", () => {
    const vars = Object.values(RATE_LIMITS).flatMap((limits) => ("hard" in limits ? [limits.var, limits.hard.var] : [limits.var]));
    expect(PRODUCTION_LIMIT_VARS).toEqual(expect.arrayContaining(vars));
  });
});
