// What the admin Listings procedures answer: explicit fields, the public path computed once here.
import { detailPath } from "@shared/routing/paths";
import { repeatWords } from "@shared/listings/event-words";
import { repeatInputOf } from "@shared/time/repeat-rule";
import { repeatSummary } from "../listings/event-summary";
import { pick } from "../../db/pick";
import { TYPE_FIELD_NAMES } from "@shared/listings/type-fields";
import type { changesOf, findListings } from "./curation-queries";
import type { CurationRow } from "./translated-fields";

type CurationSummaryRow = Awaited<ReturnType<typeof findListings>>["rows"][number];

export function toCurationSummary(row: CurationSummaryRow) {
  return {
    ...pick(row, ["id", "source", "status", "type", "city", "title", "featured", "promoted", "edited_fields", "updated_at"]),
    // Where the listing lives (or would live) publicly.
    public_path: detailPath(row),
  };
}

/**
 * The stored repeat as the form shows it (null: none, or a rule the form cannot show, which the editor
 * keeps by leaving `repeat` out), and in words in the request's language. Kept apart from `fields` so
 * that sending the fields back as they came never clears a rule.
 */
function scheduleOf(row: CurationRow) {
  const repeat = row.repeat_rule && row.date ? repeatInputOf(row.repeat_rule, row.date) : null;
  const summary = repeatSummary(row.repeat_rule, row.date);
  return {
    repeat,
    repeatShown: !row.repeat_rule || repeat !== null,
    repeatText: summary ? repeatWords(summary) : row.repeat_rule,
  };
}

export function toCurationDetail(row: CurationRow, changes: Awaited<ReturnType<typeof changesOf>>) {
  const french = row.translations.fr;
  return {
    ...pick(row, ["id", "source", "submission_id", "status", "type", "city", "slug", "featured", "promoted"]),
    ...pick(row, ["published_at", "updated_at", "edited_fields"]),
    public_path: detailPath(row),
    fields: {
      ...pick(row, ["title", "description", "location", "date", "tags", "website", "address", "phone", "hours", "best_time", "cost"]),
      ...pick(row, ["opening_hours", "category", "ends_on", "start_time", "end_time"]),
      ...pick(row, TYPE_FIELD_NAMES),
      // The form's French fields (`title_fr`…), from the listing's French translation.
      title_fr: french?.title ?? null,
      description_fr: french?.description ?? null,
      location_fr: french?.location ?? null,
      tags_fr: french?.tags ?? null,
      hours_fr: french?.hours ?? null,
      best_time_fr: french?.best_time ?? null,
      cost_fr: french?.cost ?? null,
    },
    schedule: scheduleOf(row),
    /** Oldest first; editor_email is null when the editor's account was removed. */
    changes,
  };
}
