import { describe, expect, it } from "vitest";
import { clearCookie, readSignedCookie, setSignedCookie, signedCookieHeader } from "@worker/http/signed-cookies";

const env = { SESSION_SECRET: "a-test-secret", APP_ENV: "test" };

/** A request carrying the cookie pair from a Set-Cookie header (attributes dropped). */
function requestWith(setCookie: string): Request {
  return new Request("http://localhost/", { headers: { cookie: setCookie.split(";")[0]! } });
}

async function signed(name: string, value: string, withEnv = env) {
  return signedCookieHeader(withEnv, name, value, { maxAgeSeconds: 60 });
}

describe("signed cookies", () => {
  it("round-trips a value and sets safe attributes", async () => {
    const headers = new Headers();
    await setSignedCookie(headers, env, "lh_test", "hello world", { maxAgeSeconds: 3600 });
    const header = headers.get("set-cookie")!;
    expect(header).toMatch(/^lh_test=/);
    expect(header).toContain("Max-Age=3600");
    expect(header).toContain("Path=/");
    expect(header).toContain("HttpOnly");
    expect(header).toContain("SameSite=Lax");
    expect(header).not.toContain("Secure");
    expect(await readSignedCookie(requestWith(header), env, "lh_test")).toBe("hello world");
  });

  it("marks cookies Secure in production", async () => {
    expect(await signed("lh_test", "v", { ...env, APP_ENV: "production" })).toContain("Secure");
  });

  it("reads a cookie among others", async () => {
    const pair = (await signed("lh_test", "abc")).split(";")[0];
    const request = new Request("http://localhost/", { headers: { cookie: `other=1; ${pair}; more=2` } });
    expect(await readSignedCookie(request, env, "lh_test")).toBe("abc");
  });

  it("treats a missing cookie as absent", async () => {
    expect(await readSignedCookie(new Request("http://localhost/"), env, "lh_test")).toBeUndefined();
  });

  it("treats a tampered value, a tampered signature or an unsigned value as absent", async () => {
    const header = await signed("lh_test", "voter-1");
    const [pair] = header.split(";");
    const [, raw] = pair!.split("=");
    const signature = raw!.slice(raw!.lastIndexOf(".") + 1);
    const tamperedValue = `lh_test=voter-2.${signature}`;
    const flipped = signature[0] === "A" ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    const tamperedSignature = `lh_test=voter-1.${flipped}`;
    for (const cookie of [tamperedValue, tamperedSignature, "lh_test=voter-1", "lh_test=voter-1.", "lh_test=.x", "lh_test=voter-1.***"]) {
      const request = new Request("http://localhost/", { headers: { cookie } });
      expect(await readSignedCookie(request, env, "lh_test"), cookie).toBeUndefined();
    }
  });

  it("rejects a value signed with another secret", async () => {
    const header = await signed("lh_test", "v", { ...env, SESSION_SECRET: "another-secret" });
    expect(await readSignedCookie(requestWith(header), env, "lh_test")).toBeUndefined();
  });

  it("binds the signature to the cookie name, so a value cannot be replayed under another name", async () => {
    const header = await signed("lh_voter", "same-value");
    const replayed = header.replace(/^lh_voter=/, "lh_session=");
    expect(await readSignedCookie(requestWith(replayed), env, "lh_session")).toBeUndefined();
  });

  it("clears a cookie with the same attributes", () => {
    const headers = new Headers();
    clearCookie(headers, env, "lh_test");
    const header = headers.get("set-cookie")!;
    expect(header).toMatch(/^lh_test=;/);
    expect(header).toContain("Max-Age=0");
    expect(header).toContain("Path=/");
  });

  it("refuses to sign without a secret", async () => {
    await expect(signed("lh_test", "v", { ...env, SESSION_SECRET: "" })).rejects.toThrow("SESSION_SECRET");
  });
});
