// A submission as e-mails and the status page need it: the facts, the status and, while it is
// published, its public path.
import { eq } from "drizzle-orm";
import { detailPath } from "@shared/routing/paths";
import type { Db } from "../../db/client";
import { submissions } from "../../db/schema";

export async function loadSubmissionForEmail(db: Db, id: number) {
  const [row] = await db
    .select({
      id: submissions.id,
      title: submissions.title,
      submitter_name: submissions.submitter_name,
      submitter_email: submissions.submitter_email,
      content_type: submissions.content_type,
      city: submissions.city,
      promotion_tier: submissions.promotion_tier,
      language: submissions.language,
      status: submissions.status,
      slug: submissions.slug,
      status_token_sealed: submissions.status_token_sealed,
    })
    .from(submissions)
    .where(eq(submissions.id, id))
    .limit(1);
  if (!row) return null;
  return { ...row, public_path: publicPathOf(row) };
}

/** Where the submission's listing lives while it is published, else null. */
export function publicPathOf(row: {
  status: string;
  slug: string | null;
  content_type: Parameters<typeof detailPath>[0]["type"];
  city: string;
  title: string;
}) {
  return row.status === "approved" && row.slug ? detailPath({ type: row.content_type, city: row.city, slug: row.slug, title: row.title }) : null;
}
