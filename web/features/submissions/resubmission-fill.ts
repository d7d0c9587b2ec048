// "Submit again": the form's values from a rejected submission, asked of the server through its status
// token, and what the form says about it (or why not: the server's reason, in the visitor's language).
// Loaded only when the page was opened from such a link (./use-resubmission.ts).
import { submitMessages } from "@shared/submissions/submit-texts";
import { apiReason } from "@web/lib/api-errors";
import type { trpc } from "@web/lib/trpc";
import type { ResubmitNote } from "./use-resubmission";
import type { TextField } from "./use-submission-form";

export async function resubmissionFill(
  utils: ReturnType<typeof trpc.useUtils>,
  token: string,
): Promise<{ values?: Partial<Record<TextField, string>>; note: ResubmitNote }> {
  try {
    const { tags, ...rest } = await utils.submissions.resubmission.fetch({ token });
    // The form's text fields take strings: absent values stay empty, tags are typed comma-separated
    // (fields the form edits with widgets of their own, the hours and a schedule, are not filled).
    const texts = Object.entries(rest).flatMap(([key, value]): [string, string][] =>
      value === null ? [[key, ""]] : typeof value === "string" || typeof value === "number" ? [[key, String(value)]] : [],
    );
    return { values: { ...Object.fromEntries(texts), tags: tags.join(", ") }, note: { ok: true, text: submitMessages.resubmitFilled } };
  } catch (error) {
    return { note: { ok: false, text: apiReason(error) ?? submitMessages.failureDescription } };
  }
}
