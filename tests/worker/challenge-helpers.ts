// Solving bot challenges in Worker tests the way a browser does: fetch one from `challenge.create`,
// hash up to its counter with altcha-lib's WebCrypto solver, send the proof in BOT_CHALLENGE_HEADER.
// ALTCHA_MAX_NUMBER is low in vitest.config.ts, so a solve takes milliseconds.
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/sha";
import { BOT_CHALLENGE_HEADER, encodeBotChallengeProof } from "@shared/bot-challenge/bot-challenge";
import { caller } from "./caller";

export async function newChallenge(): Promise<Challenge> {
  return caller().challenge.create();
}

/** The header value a browser sends after solving `challenge`. */
export async function solve(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("could not solve the challenge");
  return encodeBotChallengeProof({ challenge, solution });
}

/** A fresh, solved challenge as request headers. */
export async function solvedHeaders(): Promise<Record<string, string>> {
  return { [BOT_CHALLENGE_HEADER]: await solve(await newChallenge()) };
}

export const proofHeader = (proof: string) => ({ [BOT_CHALLENGE_HEADER]: proof });
