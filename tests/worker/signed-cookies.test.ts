import { describe, expect, it, vi } from "vitest";
import { clearCookie, readSignedCookie, secureCookies, setSignedCookie, signedCookieHeader } from "@worker/http/signed-cookies";
import { apiMessages } from "@shared/api/api-texts";
import { newLinkToken, openToken, sealToken } from "@worker/features/notifications/link-tokens";

const env = { SESSION_SECRET: "a-test-secret-of-at-least-32-characters", APP_ENV: "test" };

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
    const header = await signed("lh_test", "v", { ...env, SESSION_SECRET: "another-secret-of-at-least-32-characters" });
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

  it("refuses to sign or read with a missing or short secret: logged, and a generic error for the client", async () => {
    const cookie = (await signed("lh_test", "v")).split(";")[0]!;
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      for (const secret of ["", " , ", "short", `${"s".repeat(31)}`, `${"n".repeat(40)},short-old-secret`]) {
        const bad = { ...env, SESSION_SECRET: secret };
        const signing = signed("lh_test", "v", bad);
        await expect(signing, secret).rejects.toThrow(apiMessages.internal);
        await expect(signing).rejects.toMatchObject({ code: "INTERNAL_SERVER_ERROR" });
        await expect(readSignedCookie(new Request("http://localhost/", { headers: { cookie } }), bad, "lh_test")).rejects.toThrow();
      }
      expect(logged).toHaveBeenCalledWith(expect.stringMatching(/^SESSION_SECRET is (not set|shorter than 32 characters)/));
      expect(apiMessages.internal).not.toMatch(/SESSION_SECRET|secret/i);
    } finally {
      logged.mockRestore();
    }
    // Without a cookie to read there is nothing to verify: public pages keep working.
    expect(await readSignedCookie(new Request("http://localhost/"), { ...env, SESSION_SECRET: "" }, "lh_test")).toBeUndefined();
  });

  it("rotates secrets: signs with the first entry, accepts any entry", async () => {
    const oldSecret = "the-old-secret-still-accepted-for-a-while";
    const newSecret = "the-new-secret-that-signs-from-now-on-xx";
    const rotated = { ...env, SESSION_SECRET: `${newSecret}, ${oldSecret}` };
    const fromOld = await signed("lh_test", "old-cookie", { ...env, SESSION_SECRET: oldSecret });
    expect(await readSignedCookie(requestWith(fromOld), rotated, "lh_test")).toBe("old-cookie");
    const fromRotated = await signed("lh_test", "new-cookie", rotated);
    expect(await readSignedCookie(requestWith(fromRotated), { ...env, SESSION_SECRET: newSecret }, "lh_test")).toBe("new-cookie");
    expect(await readSignedCookie(requestWith(fromRotated), { ...env, SESSION_SECRET: oldSecret }, "lh_test")).toBeUndefined();
    // Once the old secret is dropped from the list, its cookies read as absent.
    expect(await readSignedCookie(requestWith(fromOld), { ...env, SESSION_SECRET: newSecret }, "lh_test")).toBeUndefined();
  });
});

describe("signed cookies over https", () => {
  const httpsRequest = (cookie: string) => new Request("https://localhype.example/", { headers: { cookie } });

  it("are Secure and __Host- named whenever the request is https, in any environment", async () => {
    const req = new Request("https://localhype.example/");
    expect(secureCookies(env, req)).toBe(true);
    expect(secureCookies(env, new Request("http://localhost/"))).toBe(false);
    expect(secureCookies({ ...env, APP_ENV: "production" }, new Request("http://localhost/"))).toBe(true);

    const headers = new Headers();
    await setSignedCookie(headers, env, "lh_test", "v", { maxAgeSeconds: 60, secure: secureCookies(env, req) });
    const header = headers.get("set-cookie")!;
    expect(header).toMatch(/^__Host-lh_test=v\.[A-Za-z0-9_-]+; Max-Age=60; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    expect(header).not.toContain("Domain");
    expect(await readSignedCookie(httpsRequest(header.split(";")[0]!), env, "lh_test")).toBe("v");

    const cleared = new Headers();
    clearCookie(cleared, env, "lh_test", true);
    expect(cleared.get("set-cookie")).toBe("__Host-lh_test=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax");
  });

  it("reads only the __Host- name over https, unless a cookie accepts its bare (older) name", async () => {
    const bare = (await signed("lh_test", "bare")).split(";")[0]!;
    const prefixed = `__Host-${(await signed("lh_test", "prefixed")).split(";")[0]!}`;
    expect(await readSignedCookie(httpsRequest(bare), env, "lh_test")).toBeUndefined();
    expect(await readSignedCookie(httpsRequest(bare), env, "lh_test", { acceptBareName: true })).toBe("bare");
    expect(await readSignedCookie(httpsRequest(`${bare}; ${prefixed}`), env, "lh_test", { acceptBareName: true })).toBe("prefixed");
    expect(await readSignedCookie(httpsRequest(`${prefixed}; ${bare}`), env, "lh_test")).toBe("prefixed");
    // Over plain http a __Host- cookie cannot have come from us.
    expect(await readSignedCookie(new Request("http://localhost/", { headers: { cookie: prefixed } }), env, "lh_test")).toBeUndefined();
  });
});

describe("link tokens kept for later e-mails", () => {
  // Link tokens kept for later e-mails are sealed under SESSION_SECRET: they open with the secret that sealed
  // them (also after a rotation puts a new secret first), never with another, and the sealed text does not
  // show the token.
  const OLD = "an-old-session-secret-of-at-least-32-characters";
  const NEW = "a-new-session-secret-of-at-least-32-characters!";
  const envWith = (secret: string) => ({ SESSION_SECRET: secret, APP_ENV: "test" });

  describe("sealed link tokens", () => {
    it("open to the same token, and each sealing differs", async () => {
      const { token } = await newLinkToken();
      const first = await sealToken(envWith(OLD), token);
      const second = await sealToken(envWith(OLD), token);
      expect(first).not.toBe(second);
      expect(first).not.toContain(token);
      expect(await openToken(envWith(OLD), first)).toBe(token);
      expect(await openToken(envWith(OLD), second)).toBe(token);
    });

    it("still open after a rotation lists a new secret first, and never under an unrelated one", async () => {
      const { token } = await newLinkToken();
      const sealed = await sealToken(envWith(OLD), token);
      expect(await openToken(envWith(`${NEW},${OLD}`), sealed)).toBe(token);
      expect(await openToken(envWith(NEW), sealed)).toBeNull();
    });

    it("read a missing or damaged seal as no token", async () => {
      const { token } = await newLinkToken();
      const sealed = await sealToken(envWith(OLD), token);
      expect(await openToken(envWith(OLD), null)).toBeNull();
      expect(await openToken(envWith(OLD), "not base64 at all!")).toBeNull();
      expect(await openToken(envWith(OLD), `${sealed.slice(0, -4)}AAAA`)).toBeNull();
    });
  });
});
