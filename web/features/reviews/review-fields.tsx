// The fields of a review or tip, as the write form and the reviewer's own page show them: kind, stars (a
// review's), text, month of the visit, display name and language. Controlled; errors come from the shared schema.
import { LOCALES, LOCALE_NAMES } from "@shared/i18n/locales";
import { REVIEW_KINDS, STARS_MAX, STARS_MIN } from "@shared/reviews/review-rules";
import { reviewMessages as m } from "@shared/reviews/reviews-texts";
import type { ReviewContent } from "@shared/reviews/review-schema";
import { FormField, controlClass } from "@web/components/ui/form-field";

/** A draft has the shape of what is stored once checked (the shared schema's). */
export type ReviewDraft = ReviewContent;

interface Props {
  idPrefix: string;
  draft: ReviewDraft;
  onChange: (draft: ReviewDraft) => void;
  errors: Partial<Record<keyof ReviewDraft, string>>;
}

const STAR_CHOICES = Array.from({ length: STARS_MAX - STARS_MIN + 1 }, (_, i) => STARS_MAX - i);

export function ReviewFields({ idPrefix, draft, onChange, errors }: Props) {
  const set = <K extends keyof ReviewDraft>(key: K, value: ReviewDraft[K]) => onChange({ ...draft, [key]: value });
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <div className="grid gap-4">
      <fieldset>
        <legend className="mb-1 block text-sm font-semibold text-ink">{m.kindLabel}</legend>
        <div className="flex gap-4">
          {REVIEW_KINDS.map((kind) => (
            <label key={kind} className="flex items-center gap-2">
              <input
                type="radio"
                name={id("kind")}
                checked={draft.kind === kind}
                onChange={() => onChange({ ...draft, kind, stars: kind === "tip" ? null : draft.stars })}
              />
              {kind === "review" ? m.kindReview : m.kindTip}
            </label>
          ))}
        </div>
      </fieldset>
      {draft.kind === "review" && (
        <FormField id={id("stars")} label={m.starsLabel} required error={errors.stars}>
          {(control) => (
            <select
              {...control}
              className={controlClass}
              value={draft.stars ?? ""}
              required
              onChange={(event) => set("stars", event.target.value ? Number(event.target.value) : null)}
            >
              <option value="" />
              {STAR_CHOICES.map((stars) => (
                <option key={stars} value={stars}>
                  {"★".repeat(stars)} ({stars})
                </option>
              ))}
            </select>
          )}
        </FormField>
      )}
      <FormField id={id("text")} label={draft.kind === "review" ? m.textLabel : m.tipTextLabel} required error={errors.text}>
        {(control) => (
          <textarea
            {...control}
            className={controlClass}
            rows={draft.kind === "review" ? 6 : 3}
            required
            value={draft.text}
            onChange={(event) => set("text", event.target.value)}
          />
        )}
      </FormField>
      <FormField id={id("month")} label={m.visitMonthLabel} required error={errors.visitMonth}>
        {(control) => (
          <input
            {...control}
            type="month"
            className={controlClass}
            required
            value={draft.visitMonth}
            onChange={(event) => set("visitMonth", event.target.value)}
          />
        )}
      </FormField>
      <FormField id={id("name")} label={m.displayNameLabel} required error={errors.displayName}>
        {(control) => (
          <input
            {...control}
            className={controlClass}
            required
            value={draft.displayName}
            onChange={(event) => set("displayName", event.target.value)}
          />
        )}
      </FormField>
      <FormField id={id("language")} label={m.languageLabel} error={errors.language}>
        {(control) => (
          <select
            {...control}
            className={controlClass}
            value={draft.language}
            onChange={(event) => set("language", event.target.value as ReviewDraft["language"])}
          >
            {LOCALES.map((locale) => (
              <option key={locale} value={locale}>
                {LOCALE_NAMES[locale]}
              </option>
            ))}
          </select>
        )}
      </FormField>
    </div>
  );
}
