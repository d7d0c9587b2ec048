// The admin edits a listing's translations as flat fields named `{column}_{locale}` (`title_fr`), the
// names its form, its change trail and `edited_fields` (which the catalogue seed respects) use. Here
// they are read from and split back into `listing_translations` rows.
import { DEFAULT_LOCALE, LOCALES, type Locale } from "@shared/i18n/locales";
import type { ListingRow, ListingTranslationRow } from "../../db/schema";

export const TRANSLATED_COLUMNS = ["title", "description", "location", "tags", "highlights", "hours", "best_time", "cost"] as const;
export type TranslatedColumn = (typeof TRANSLATED_COLUMNS)[number];

/** A listing with its translations, keyed by locale. */
export type CurationRow = ListingRow & { translations: Partial<Record<Locale, ListingTranslationRow>> };

/** The listing's own columns and its translations' as `{column}_{locale}`, for diffing an edit. */
export function flatFields(row: CurationRow): Record<string, unknown> {
  const flat: Record<string, unknown> = { ...row };
  delete flat.translations;
  for (const locale of LOCALES) {
    if (locale === DEFAULT_LOCALE) continue;
    for (const column of TRANSLATED_COLUMNS) flat[`${column}_${locale}`] = row.translations[locale]?.[column] ?? null;
  }
  return flat;
}

/** `title_fr` → title in fr; null for a listing column. */
function translatedField(field: string): { column: TranslatedColumn; locale: Locale } | null {
  const cut = field.lastIndexOf("_");
  const column = field.slice(0, cut);
  const locale = field.slice(cut + 1);
  if (cut < 0 || !(TRANSLATED_COLUMNS as readonly string[]).includes(column) || !(LOCALES as readonly string[]).includes(locale)) return null;
  return { column: column as TranslatedColumn, locale: locale as Locale };
}

/** An edit split into the listing's columns and each locale's translated columns. */
export function splitFields(fields: Record<string, unknown>) {
  const own: Record<string, unknown> = {};
  const translated: Partial<Record<Locale, Partial<Record<TranslatedColumn, unknown>>>> = {};
  for (const [field, value] of Object.entries(fields)) {
    const target = translatedField(field);
    if (target) (translated[target.locale] ??= {})[target.column] = value;
    else own[field] = value;
  }
  return { own: own as Partial<ListingRow>, translated };
}
