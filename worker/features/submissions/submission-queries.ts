// Database access for submissions: small functions that take `db`, so tests can call them directly.
import { priceForTier } from "@shared/catalogue/promotion-tiers";
import type { SubmissionData } from "@shared/schemas/submission";
import { joinTags } from "@shared/schemas/submission-fields";
import type { Db } from "../../db/client";
import { submissions } from "../../db/schema";

/**
 * Stores a new submission as the spec's row: status "pending", the price decided by the tier (never
 * by the client), tags as one comma-separated string, and the server's clock for created_at.
 */
export async function insertSubmission(db: Db, data: SubmissionData, now: Date = new Date()): Promise<number> {
  const [row] = await db
    .insert(submissions)
    .values({
      title: data.title,
      description: data.description,
      content_type: data.content_type,
      city: data.city,
      location: data.location,
      date: data.date,
      tags: joinTags(data.tags),
      promotion_tier: data.promotion_tier,
      price: priceForTier(data.promotion_tier),
      submitter_name: data.submitter_name,
      submitter_email: data.submitter_email,
      image_key: data.image_key,
      status: "pending",
      created_at: now.toISOString(),
    })
    .returning({ id: submissions.id });
  if (!row) throw new Error("insert into submissions returned no row");
  return row.id;
}
