// Link tokens kept for later e-mails are sealed under SESSION_SECRET: they open with the secret that sealed
// them (also after a rotation puts a new secret first), never with another, and the sealed text does not
// show the token.
import { describe, expect, it } from "vitest";
import { newLinkToken } from "@worker/features/notifications/link-tokens";
import { openToken, sealToken } from "@worker/features/notifications/sealed-tokens";

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
