// The one way to make a call the server may answer with "solve the bot challenge first"
// (PRECONDITION_REQUIRED, HTTP 428: a network past its free allowance). The first try goes out as
// usual; only when it is asked for does the verification step load (a lazy chunk: a page never pays
// for it), and once the browser has solved a challenge the same call is sent again with the proof.
// A cancelled or failed verification rethrows the original 428, so callers treat it like any refusal.
import { ON_DEMAND_TEXTS } from "@web/app/screen-texts";
import type { TRPCClient } from "@trpc/client";
import type { AppRouter } from "@worker/trpc/router";
import { apiErrorCode } from "./api-errors";
import { withTexts } from "./texts";

export type ApiClient = TRPCClient<AppRouter>;

/** One try of a call: the tRPC client to use (the retry's sends the proof), and the proof itself for calls outside tRPC. */
export interface Attempt {
  client: ApiClient;
  proof?: string;
}

/** A call outside tRPC (the upload route) was asked for the bot challenge; its message is the server's. */
export class ChallengeRequired extends Error {}

export async function withChallenge<T>(client: ApiClient, call: (attempt: Attempt) => Promise<T>): Promise<T> {
  try {
    return await call({ client });
  } catch (error) {
    if (!(error instanceof ChallengeRequired) && apiErrorCode(error) !== "PRECONDITION_REQUIRED") throw error;
    let step: typeof import("@web/components/bot-challenge/challenge-step");
    try {
      step = await withTexts(() => import("@web/components/bot-challenge/challenge-step"), ON_DEMAND_TEXTS.botChallenge);
    } catch {
      throw error; // The step could not load (offline): the refusal stands.
    }
    return step.retryWithProof(call, error);
  }
}
