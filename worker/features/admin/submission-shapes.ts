// What the admin procedures answer: explicit fields, tags as a list, links computed once here.
import { detailPath } from "@shared/rules/paths";
import { splitTags } from "@shared/schemas/submission-fields";
import { uploadUrl } from "../listings/community-listings";
import type { SubmissionListRow } from "./moderation-queries";

export function toAdminSubmission(row: SubmissionListRow) {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    content_type: row.content_type,
    city: row.city,
    location: row.location,
    date: row.date,
    tags: splitTags(row.tags),
    promotion_tier: row.promotion_tier,
    price: row.price,
    submitter_name: row.submitter_name,
    submitter_email: row.submitter_email,
    status: row.status,
    created_at: row.created_at,
    reviewed_at: row.reviewed_at,
    reviewed_by: row.reviewed_by,
    /** Null when the reviewer's account was removed (the id stays in reviewed_by and the audit trail). */
    reviewer_email: row.reviewer_email,
    published_at: row.published_at,
    image_url: row.image_key ? uploadUrl(row.image_key) : null,
    /** Where the published listing lives, while it is published. */
    public_path: row.status === "approved" && row.slug ? detailPath({ ...row, type: row.content_type, slug: row.slug }) : null,
  };
}
export type AdminSubmission = ReturnType<typeof toAdminSubmission>;
