// The per-request tRPC context: bindings, a drizzle client, the request and who is asking. Built fresh
// for each request (no module-level state), and easy to build in tests.
import { createDb, type Db } from "../db/client";

export type Context = {
  env: Env;
  db: Db;
  req: Request;
  /** The client's IP as Cloudflare reports it; "local" when absent (local dev, tests). */
  clientIp: string;
  /** Headers added to tRPC's own Response (cookies must go here, not through Hono's `c`). */
  resHeaders: Headers;
};

export function createContext(env: Env, req: Request, resHeaders: Headers): Context {
  return {
    env,
    db: createDb(env.DB),
    req,
    clientIp: req.headers.get("cf-connecting-ip") ?? "local",
    resHeaders,
  };
}
