// Accounts and sessions for Worker tests: accounts are created straight through the query functions
// (as the operator CLI would), logins go through the real `auth.login` over HTTP.
import { env } from "cloudflare:test";
import { createDb } from "@worker/db/client";
import type { Role } from "@worker/db/schema";
import { hashPassword } from "@worker/features/auth/password-hash";
import { insertUser } from "@worker/features/auth/user-queries";
import { trpcMutation, type RouterOutputs } from "./fetch-app";

export const PASSWORD = "correct horse battery staple";

let lastAccount = 0;
let lastIp = 0;

/** A client IP no other test uses, so the per-client login limit only trips where a test means it to. */
export const freshIp = () => `203.0.${Math.floor(++lastIp / 250)}.${lastIp % 250}`;

export interface Account {
  id: string;
  email: string;
  password: string;
}

export async function createAccount(roles: readonly Role[] = [], options: { iterations?: number } = {}): Promise<Account> {
  const email = `person${++lastAccount}@example.com`;
  const passwordHash = await hashPassword(PASSWORD, options.iterations);
  const id = await insertUser(createDb(env.DB), { email, passwordHash, roles });
  return { id, email, password: PASSWORD };
}

export type Me = RouterOutputs["auth"]["me"];

export function logIn(email: string, password: string, ip: string = freshIp()) {
  return trpcMutation<NonNullable<Me>>("auth.login", { email, password }, { "cf-connecting-ip": ip });
}

/** The `name=value` pair a browser would send back from a Set-Cookie header. */
export function cookiePair(setCookie: string | null): string {
  if (!setCookie) throw new Error("no Set-Cookie header");
  return setCookie.split(";")[0]!;
}

/** Logs the account in and answers the Cookie header value for its session. */
export async function sessionCookie(account: Account): Promise<string> {
  const { status, headers, body } = await logIn(account.email, account.password);
  if (status !== 200) throw new Error(`login failed: ${JSON.stringify(body)}`);
  return cookiePair(headers.get("set-cookie"));
}

export async function adminCookie(): Promise<{ account: Account; cookie: string }> {
  const account = await createAccount(["admin"]);
  return { account, cookie: await sessionCookie(account) };
}
