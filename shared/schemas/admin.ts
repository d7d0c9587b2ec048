// Inputs of the admin procedures (`admin.submissions.*`), shared by the dashboard and the server.
import { z } from "zod";
import { REVIEW_STATUSES, SUBMISSION_STATUSES } from "./submission-statuses";

export const listSubmissionsInput = z
  .strictObject({ status: z.enum(SUBMISSION_STATUSES).default("pending") })
  .prefault({});
export type ListSubmissionsInput = z.input<typeof listSubmissionsInput>;

export const reviewSubmissionInput = z.strictObject({
  id: z.number().int().positive(),
  status: z.enum(REVIEW_STATUSES),
});
export type ReviewSubmissionInput = z.input<typeof reviewSubmissionInput>;

export const submissionIdInput = z.strictObject({ id: z.number().int().positive() });
export type SubmissionIdInput = z.input<typeof submissionIdInput>;
