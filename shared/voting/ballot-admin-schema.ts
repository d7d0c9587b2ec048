// Inputs of the admin nominations queue and ballot editor (`admin.nominations.*`, `admin.ballot.*`): the
// admin forms validate with them, and the procedures again on the server.
import "../forms/zod-setup";
import { z } from "zod";
import { format } from "../i18n/messages";
import { ballotAdminMessages as m } from "./ballot-admin-texts";
import { validationMessages } from "../forms/validation-texts";
import { BALLOT_SLUG_PATTERN } from "./nomination-fields-schema";
import { NOMINATION_STATUSES } from "./nomination-statuses-schema";
import { required, says, tooLong } from "../forms/error-text-schema";
import { optionalTextField, textField } from "../forms/text-field-schema";
import { singleLineText } from "../forms/plain-text-schema";

export const BALLOT_LIMITS = {
  name: 100,
  address: 200,
  description: 1000,
  tags: 8,
  tag: 30,
  city: 60,
  blurb: 300,
  intro: 1500,
  reason: 500,
} as const;

const slug = z
  .string()
  .trim()
  .regex(
    BALLOT_SLUG_PATTERN,
    says(() => validationMessages.city),
  );
const tags = z
  .union([z.string().max(1000), z.array(z.string().max(200)).max(50)])
  .nullish()
  .transform((value) =>
    [...new Set((Array.isArray(value) ? value : (value ?? "").split(",")).map((tag) => singleLineText(tag).trim()).filter(Boolean))].slice(
      0,
      BALLOT_LIMITS.tags,
    ),
  )
  .pipe(
    z.array(
      z.string().max(
        BALLOT_LIMITS.tag,
        tooLong(() => m.tagsEnLabel, BALLOT_LIMITS.tag),
      ),
    ),
  );
const imageInvalid = says(() => m.imageInvalid);
const image = z
  .string()
  .max(500, imageInvalid)
  .nullish()
  .transform((value) => value?.trim() || null)
  .pipe(z.url({ protocol: /^https$/, ...imageInvalid }).nullable());

export const nominationListInput = z.strictObject({ status: z.enum(NOMINATION_STATUSES).default("pending") });
export const nominationAcceptInput = z.strictObject({
  id: z.number().int().positive(),
  description_en: textField(() => m.descriptionEnLabel, BALLOT_LIMITS.description, "multi"),
  description_fr: optionalTextField(() => m.descriptionFrLabel, BALLOT_LIMITS.description, "multi"),
});
export const nominationDeclineInput = z.strictObject({
  id: z.number().int().positive(),
  reason: textField(() => m.declineReasonLabel, BALLOT_LIMITS.reason, "multi"),
});

/** A shop's editable fields (its id, the key of its votes, never changes). */
const shopFields = {
  name: textField(() => m.shopNameLabel, BALLOT_LIMITS.name),
  address: textField(() => m.shopAddressLabel, BALLOT_LIMITS.address),
  image,
  description_en: textField(() => m.descriptionEnLabel, BALLOT_LIMITS.description, "multi"),
  description_fr: optionalTextField(() => m.descriptionFrLabel, BALLOT_LIMITS.description, "multi"),
  tags_en: tags,
  tags_fr: tags,
};
export const shopEditInput = z.strictObject({ city: slug, id: slug, ...shopFields });
export const shopAddInput = z.strictObject({ city: slug, ...shopFields });
export const shopRetireInput = z.strictObject({ city: slug, id: slug, retired: z.boolean() });
export const shopsReorderInput = z.strictObject({ city: slug, ids: z.array(slug).min(1).max(100) });
export const ballotCityInput = z.strictObject({ city: slug });

export const cityAddInput = z.strictObject({
  slug: z
    .string(required(() => m.slugLabel))
    .trim()
    .regex(
      BALLOT_SLUG_PATTERN,
      says(() => m.slugHint),
    )
    .max(
      60,
      tooLong(() => m.slugLabel, 60),
    ),
  city_en: textField(() => m.cityNameEnLabel, BALLOT_LIMITS.city),
  city_fr: textField(() => m.cityNameFrLabel, BALLOT_LIMITS.city),
  province_en: textField(() => m.provinceEnLabel, BALLOT_LIMITS.city),
  province_fr: textField(() => m.provinceFrLabel, BALLOT_LIMITS.city),
  region_code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(
      /^[A-Z]{2}$/,
      says(() => m.regionInvalid),
    ),
  time_zone: z
    .string()
    .trim()
    .refine(
      (zone) => {
        try {
          new Intl.DateTimeFormat("en-CA", { timeZone: zone });
          return zone.includes("/");
        } catch {
          return false;
        }
      },
      says(() => m.timeZoneUnknown),
    ),
  blurb_en: textField(() => m.blurbEnLabel, BALLOT_LIMITS.blurb),
  blurb_fr: textField(() => m.blurbFrLabel, BALLOT_LIMITS.blurb),
  intro_en: textField(() => m.introEnLabel, BALLOT_LIMITS.intro, "multi"),
  intro_fr: textField(() => m.introFrLabel, BALLOT_LIMITS.intro, "multi"),
  season_year: z.coerce.number().int().min(2026).max(2100),
});

/** A wall-clock time in the city's zone as a datetime-local field gives it: "YYYY-MM-DDTHH:MM", seconds optional. */
const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** A wall time's floating UTC milliseconds, or null when it is no real calendar time (Feb 30, 25:00). */
export function wallTimeMs(value: string): number | null {
  const match = WALL_TIME.exec(value);
  if (!match) return null;
  type Parts = [number, number, number, number, number, number];
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as Parts;
  const ms = Date.UTC(year, month - 1, day, hour, minute, second);
  const date = new Date(ms);
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day && hour < 24 && minute < 60 && second < 60;
  return real ? ms : null;
}

const timeInvalid = says(() => m.seasonTimeInvalid);
const wallTime = z
  .string(timeInvalid)
  .trim()
  .refine((value) => wallTimeMs(value) !== null, timeInvalid);
const yearRange = says(() => m.seasonYearRange);

/**
 * A city's award season as the admin writes it: the opening and the close are wall-clock times in the
 * city's zone (the server turns them into instants with it). What needs no zone is checked here, so the
 * form says it before sending; the overlap with another season needs D1 and is the server's.
 */
export const seasonSaveInput = z
  .strictObject({
    city: slug,
    year: z.coerce.number(yearRange).int(yearRange).min(2000, yearRange).max(2100, yearRange),
    opens: wallTime,
    closes: wallTime,
    hideFinalWeek: z.boolean(),
  })
  .superRefine((input, ctx) => {
    const opens = wallTimeMs(input.opens);
    const closes = wallTimeMs(input.closes);
    if (opens === null || closes === null) return;
    if (closes <= opens) ctx.addIssue({ code: "custom", path: ["closes"], message: m.seasonCloseBeforeOpen });
    // A season is named by the year it opens in (the pages say "the 2027 season"), city time.
    if (new Date(opens).getUTCFullYear() !== input.year)
      ctx.addIssue({ code: "custom", path: ["opens"], message: format(m.seasonOpensInOtherYear, { year: input.year }) });
  });

export type ShopFields = Omit<z.output<typeof shopAddInput>, "city">;
export type CityAddData = z.output<typeof cityAddInput>;
