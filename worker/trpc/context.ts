// The per-request tRPC context: bindings, a drizzle client and the request. Built fresh for each
// request (no module-level state), and easy to build in tests.
import { createDb, type Db } from "../db/client";

export type Context = {
  env: Env;
  db: Db;
  req: Request;
  /** Headers added to tRPC's own Response (cookies must go here, not through Hono's `c`). */
  resHeaders: Headers;
};

export function createContext(env: Env, req: Request, resHeaders: Headers): Context {
  return { env, db: createDb(env.DB), req, resHeaders };
}
