// What the admin procedures answer: explicit fields, tags as a list, links computed once here.
import { detailPath } from "@shared/routing/paths";
import { splitTags } from "@shared/listings/submission-fields-schema";
import { uploadUrl } from "../listings/community-listings";
import type { SubmissionListRow } from "./moderation-queries";
import * as clock from "@shared/time/clock";
import { TYPE_FIELD_NAMES } from "@shared/listings/type-fields";
import { pick } from "../../db/pick";

/** `undoWindowSeconds`: how long after its latest review an item offers Undo (`undo_until`). */
export function toAdminSubmission(row: SubmissionListRow, undoWindowSeconds: number, now: Date = clock.now()) {
  const undoUntil =
    (row.status === "approved" || row.status === "rejected") && row.reviewed_at ? Date.parse(row.reviewed_at) + undoWindowSeconds * 1000 : 0;
  return {
    ...pick(row, ["id", "title", "description", "content_type", "city", "location", "website", "phone", "address"]),
    /** Shops and gems: the business category and the opening hours the submitter gave, or null; the type's own fields, null on other types. */
    ...pick(row, ["category", "opening_hours", "date"]),
    ...pick(row, TYPE_FIELD_NAMES),
    tags: splitTags(row.tags),
    // `paid`: the payment provider confirmed the tier's payment (only then does it bring promotion benefits);
    // `payment_status`: the newest attempt's (open, paid, refunded…), or null when none was made.
    ...pick(row, ["promotion_tier", "price", "paid", "payment_status"]),
    /** When the running promotion ends (ISO), or null. */
    promoted_until: row.promoted_until === null ? null : new Date(row.promoted_until).toISOString(),
    ...pick(row, ["submitter_name", "submitter_email", "status", "created_at", "reviewed_at", "reviewed_by"]),
    // reviewer_email is null when the reviewer's account was removed (the id stays in reviewed_by and the audit trail).
    ...pick(row, ["reviewer_email", "published_at", "language"]),
    rejection_reason: row.status === "rejected" ? row.rejection_reason : null,
    rejection_note: row.status === "rejected" ? row.rejection_note : null,
    /** Until when the latest review can be undone (ISO), or null. */
    undo_until: undoUntil > now.getTime() ? new Date(undoUntil).toISOString() : null,
    image_url: row.image_key ? uploadUrl(row.image_key) : null,
    /** Where the published listing lives, while it is published. */
    public_path: row.status === "approved" && row.slug ? detailPath({ ...row, type: row.content_type, slug: row.slug }) : null,
  };
}
