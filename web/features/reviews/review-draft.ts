// A review's draft checked with the server's own schema before it is sent: the first message per field.
// The schema (and zod with it) loads when a draft is first sent, not with the page, with the validation
// texts its messages read.
import { withTexts } from "@web/lib/texts";
import type { ReviewDraft } from "./review-fields";

export type DraftErrors = Partial<Record<keyof ReviewDraft, string>>;

export async function checkDraft(draft: ReviewDraft): Promise<{ ok: true; value: ReviewDraft } | { ok: false; errors: DraftErrors }> {
  const { reviewContentSchema } = await withTexts(() => import("@shared/reviews/review-schema"), ["submit"]);
  const parsed = reviewContentSchema.safeParse(draft);
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: DraftErrors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0]) as keyof ReviewDraft;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
