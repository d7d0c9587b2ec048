// The per-request tRPC context: bindings, a drizzle client, the request and who is asking. Built fresh
// for each request (no module-level state), and easy to build in tests.
import { createDb, type Db } from "../db/client";
import { loadSession, type Session } from "../features/auth/session";
import { BOT_CHALLENGE_HEADER } from "@shared/bot-challenge/bot-challenge";
import { checkBotChallengeProof } from "../rate-limit/bot-challenge";
import { clientNetwork, clientNetworkScopes, type NetworkScope } from "../rate-limit/client-network";

export type Context = {
  env: Env;
  db: Db;
  req: Request;
  /** The client's network as rate limits count it (IPv4 address, IPv6 /64); "local" without CF-Connecting-IP. */
  clientNetwork: string;
  /** Every bucket a rate limit counts this client in: its network and, for IPv6, its /56 and /48. */
  clientNetworks: NetworkScope[];
  /** Headers added to tRPC's own Response (cookies must go here, not through Hono's `c`). */
  resHeaders: Headers;
  /**
   * The logged-in session, or null. Read on first use and then shared by the request's calls (a batch
   * of admin queries checks the cookie once); public requests never pay for it.
   */
  getSession: () => Promise<Session | null>;
  /**
   * Whether this request carries a valid, unspent bot-challenge proof (header BOT_CHALLENGE_HEADER).
   * The first call checks and spends it and answers true; any later call in the same request (another
   * call of a batch) answers false, so one solved challenge lets exactly one limited call through.
   */
  takeChallengeProof: () => Promise<boolean>;
  /** What D1 reported reading for this request (worker/features/listings/listing-rows.ts). */
  meter: { rowsRead: number };
};

export function createContext(env: Env, req: Request, resHeaders: Headers): Context {
  // Drizzle builds its relational map of the whole schema per client: only calls that use it pay (the
  // public reads and the edge's pages use D1 directly).
  let client: Db | undefined;
  const db = () => (client ??= createDb(env.DB));
  let session: Promise<Session | null> | undefined;
  let proofTaken = false;
  return {
    env,
    get db() {
      return db();
    },
    req,
    clientNetwork: clientNetwork(req, env),
    clientNetworks: clientNetworkScopes(req, env),
    resHeaders,
    getSession: () => (session ??= loadSession(env, db(), req)),
    takeChallengeProof: async () => {
      const header = req.headers.get(BOT_CHALLENGE_HEADER);
      if (!header || proofTaken) return false;
      proofTaken = true;
      return (await checkBotChallengeProof(env, header)) === "valid";
    },
    meter: { rowsRead: 0 },
  };
}
