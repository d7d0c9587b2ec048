// Submissions for admin and publishing tests, stored straight through the submit side's query function.
import { env } from "cloudflare:test";
import { createDb } from "@worker/db/client";
import { insertSubmission } from "@worker/features/submissions/submission-queries";
import { submissionInputSchema, type SubmissionInput } from "@shared/submissions/submission-schema";
import { makeSubmissionInput } from "../unit/factories";

/** Stores a pending submission and answers its id (created_at from `createdAt`, default now). */
export async function storeSubmission(overrides: Partial<SubmissionInput> = {}, createdAt: Date = new Date()): Promise<number> {
  const data = submissionInputSchema.parse(makeSubmissionInput(overrides));
  return insertSubmission(createDb(env.DB), data, createdAt);
}

export async function submissionRow(id: number) {
  return env.DB.prepare("SELECT * FROM submissions WHERE id = ?").bind(id).first<Record<string, unknown>>();
}

export async function auditRows(id: number) {
  const { results } = await env.DB.prepare("SELECT * FROM submission_reviews WHERE submission_id = ? ORDER BY id")
    .bind(id)
    .all<Record<string, unknown>>();
  return results;
}
