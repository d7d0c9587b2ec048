// Admin answer types, straight from the router (never hand-copied).
import type { RouterOutputs } from "@web/lib/trpc";

export type Me = NonNullable<RouterOutputs["auth"]["me"]>;
export type AdminSubmission = RouterOutputs["admin"]["submissions"]["list"]["items"][number];
export type SubmissionCounts = RouterOutputs["admin"]["submissions"]["stats"];
export type CurationDetail = RouterOutputs["admin"]["listings"]["get"];
