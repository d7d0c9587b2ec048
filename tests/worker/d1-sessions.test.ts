// Over HTTP: D1 bookmarks travel as cookies on the Worker's answers.
// D1 read replication (worker/db/d1-session.ts): every request runs in a D1 session; a write hands its
// bookmark back as a cookie so the writer's next read sees it, reads hand none, and a forged or broken
// bookmark is ignored. The content version an isolate uses never steps back to an older replica's.
import { describe, expect, it } from "vitest";
import { BOOKMARK_COOKIE } from "@worker/db/d1-session";
import { rememberContentVersion } from "@worker/cache/content-version";
import { createAccount, logIn } from "./account-helpers";
import { fetchApp, trpcMutation, trpcQuery } from "./fetch-app";

const bookmarkCookie = (headers: Headers) => headers.getSetCookie().find((cookie) => cookie.startsWith(`${BOOKMARK_COOKIE}=`));

describe("D1 sessions", () => {
  it("a write answers with its bookmark; the writer's next read, carrying it, sees the write", async () => {
    const account = await createAccount(["admin"]);
    const login = await logIn(account.email, account.password);
    expect(login.status).toBe(200);
    const cookie = bookmarkCookie(login.headers);
    expect(cookie).toMatch(new RegExp(`^${BOOKMARK_COOKIE}=[0-9a-f]+(-[0-9a-f]+)+; Max-Age=300; Path=/; HttpOnly; SameSite=Lax$`));
    const session = login.headers
      .getSetCookie()
      .find((c) => !c.startsWith(`${BOOKMARK_COOKIE}=`))!
      .split(";")[0]!;
    // The session row the login wrote is read back through a session that starts at the bookmark.
    const me = await trpcQuery<{ user: { email: string } } | null>("auth.me", undefined, { cookie: `${session}; ${cookie!.split(";")[0]}` });
    expect(me.body.result?.data).toMatchObject({ user: { email: account.email } });
  });

  it("a refused write hands back no bookmark", async () => {
    const account = await createAccount(["admin"]);
    const refused = await logIn(account.email, "not the password at all");
    expect(refused.status).toBe(401);
    expect(refused.headers.getSetCookie()).toEqual([]);
  });

  it("a vote hands back no bookmark: it writes nothing to D1", async () => {
    const vote = await trpcMutation("votes.cast", { city: "toronto", shopId: "pilot-roastery" }, { "cf-connecting-ip": "198.18.40.1" });
    expect(vote.status).toBe(200);
    expect(bookmarkCookie(vote.headers)).toBeUndefined();
  });

  it("reads hand back no bookmark, and a forged or broken one is ignored", async () => {
    const list = await fetchApp("/api/trpc/listings.list?input=%7B%22type%22%3A%22shop%22%7D", {
      headers: { cookie: `${BOOKMARK_COOKIE}=not a bookmark` },
    });
    expect(list.status).toBe(200);
    expect(bookmarkCookie(list.headers)).toBeUndefined();
    const forged = await fetchApp("/shop", { headers: { cookie: `${BOOKMARK_COOKIE}=zz-')--` } });
    expect(forged.status).toBe(200);
  });

  it("an isolate's content version never steps back to an older replica's", () => {
    const now = rememberContentVersion({ version: 10_000 });
    expect(rememberContentVersion({ version: now - 3 })).toBe(now);
    expect(rememberContentVersion({ version: now + 1 })).toBe(now + 1);
  });
});
