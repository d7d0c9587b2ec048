// Inputs of the admin procedures (`admin.submissions.*`), shared by the dashboard and the server.
import { z } from "zod";
import { REJECTION_NOTE_MAX, REJECTION_REASONS } from "./rejection-reasons";
import { SUBMISSION_STATUSES } from "./submission-statuses";

export const listSubmissionsInput = z
  .strictObject({ status: z.enum(SUBMISSION_STATUSES).default("pending") })
  .prefault({});
export type ListSubmissionsInput = z.input<typeof listSubmissionsInput>;

const submissionId = z.number().int().positive();

/** The reason a rejection gives the submitter (spam sends nothing), plus an optional note. */
export const rejectionFields = {
  reason: z.enum(REJECTION_REASONS, { error: "Choose a reason for the rejection." }),
  note: z
    .string()
    .trim()
    .max(REJECTION_NOTE_MAX, `The note must be at most ${REJECTION_NOTE_MAX} characters.`)
    .optional()
    .transform((note) => note || null),
};

export const reviewSubmissionInput = z.discriminatedUnion("status", [
  z.strictObject({ id: submissionId, status: z.literal("approved") }),
  z.strictObject({ id: submissionId, status: z.literal("rejected"), ...rejectionFields }),
]);
export type ReviewSubmissionInput = z.input<typeof reviewSubmissionInput>;

export const submissionIdInput = z.strictObject({ id: z.number().int().positive() });
export type SubmissionIdInput = z.input<typeof submissionIdInput>;

export const setPaidInput = z.strictObject({ id: z.number().int().positive(), paid: z.boolean() });
export type SetPaidInput = z.input<typeof setPaidInput>;
