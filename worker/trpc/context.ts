// The per-request tRPC context: bindings, a drizzle client, the request and who is asking. Built fresh
// for each request (no module-level state), and easy to build in tests.
import { createDb, type Db } from "../db/client";
import { loadSession, type Session } from "../features/auth/current-session";
import { clientNetwork } from "../rate-limit/client-network";

export type Context = {
  env: Env;
  db: Db;
  req: Request;
  /** The client's network as rate limits count it (IPv4 address, IPv6 /64); "local" without CF-Connecting-IP. */
  clientNetwork: string;
  /** Headers added to tRPC's own Response (cookies must go here, not through Hono's `c`). */
  resHeaders: Headers;
  /**
   * The logged-in session, or null. Read on first use and then shared by the request's calls (a batch
   * of admin queries checks the cookie once); public requests never pay for it.
   */
  getSession: () => Promise<Session | null>;
  /** What D1 reported reading for this request (worker/features/listings/listing-rows.ts). */
  meter: { rowsRead: number };
};

export function createContext(env: Env, req: Request, resHeaders: Headers): Context {
  const db = createDb(env.DB);
  let session: Promise<Session | null> | undefined;
  return {
    env,
    db,
    req,
    clientNetwork: clientNetwork(req, env),
    resHeaders,
    getSession: () => (session ??= loadSession(env, db, req)),
    meter: { rowsRead: 0 },
  };
}
