// One Durable Object per coffee city holds that city's vote tallies (SQLite-backed storage).
import { DurableObject } from "cloudflare:workers";

export class CityVotes extends DurableObject {
  /** Liveness probe used until the voting feature lands. */
  async ping(): Promise<"pong"> {
    return "pong";
  }
}
