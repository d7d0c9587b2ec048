// "Submit again" after a rejection (issue 30, rough edge 6): the submit form is filled in from the rejected
// submission, found through its private status token (whoever holds the link is its submitter, as on the
// status page). Only the submission's own fields about the place come back: never the admin's reason or
// note, nor the submitter's name and e-mail (the form asks them again, as the status page never shows
// the e-mail), nor its image (an upload is proven by its own token, which is gone).
import { eq } from "drizzle-orm";
import { splitTags } from "@shared/listings/submission-fields-schema";
import * as clock from "@shared/time/clock";
import type { Db } from "../../db/client";
import { submissions } from "../../db/schema";
import { pick } from "../../db/pick";
import { SUBMITTED_FIELDS } from "../listings/community-listings";

/** The rejected submission behind a token's hash: null for an unknown or expired link; `rejected` says whether it was. */
export async function rejectedSubmissionByToken(db: Db, tokenHash: string, now: Date = clock.now()) {
  const [row] = await db.select().from(submissions).where(eq(submissions.status_token_hash, tokenHash)).limit(1);
  if (!row || !row.status_token_expires_at || Date.parse(row.status_token_expires_at) <= now.getTime()) return null;
  return {
    rejected: row.status === "rejected",
    fields: {
      ...pick(row, SUBMITTED_FIELDS),
      content_type: row.content_type,
      tags: splitTags(row.tags),
    },
  };
}
