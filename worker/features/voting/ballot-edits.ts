// Database access for the admin ballot editor and the nominations queue's decisions. Each change is one
// D1 batch: the ballot rows, their `edited_fields` (every changed column, a text as `{field}_{locale}`,
// so the ballot seed never overwrites an admin's edit: worker/db/ballot-seed.ts) and the
// `ballot_changes` audit row go together or not at all. The content version follows by the ballot
// tables' triggers (migration 0018), so cached pages change on the next request.
import { and, asc, desc, eq } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { format } from "@shared/i18n/messages";
import { ballotAdminMessages } from "@shared/voting/ballot-admin-texts";
import { defaultSeasonWindow, type Season } from "@shared/voting/award-seasons";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "@shared/i18n/locales";
import { slugify } from "@shared/places/slug";
import type { BallotChangeAction } from "@shared/voting/nomination-statuses-schema";
import type { CityAddData, ShopFields } from "@shared/voting/ballot-admin-schema";
import * as clock from "@shared/time/clock";
import type { Db } from "../../db/client";
import type { AuditAction } from "@shared/people/audit-schema";
import { auditEntry } from "../audit/audit-log";
import { awardSeasons, ballotChanges, nominations, pollCities, pollCityTexts, pollShops, pollShopTexts } from "../../db/schema";
import { inLocale } from "../../i18n/request-locale";

type StaffActor = { id: string; email: string };
type FieldChange = { field: string; before: unknown; after: unknown };

type Statement = BatchItem<"sqlite">;

async function run(db: Db, statements: Statement[]): Promise<void> {
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);
}

/** The audit log's action for a ballot change (its own trail keeps the finer action). */
function auditAction(action: BallotChangeAction): AuditAction {
  if (action.startsWith("nomination_")) return "nomination.decision";
  if (action.startsWith("season_")) return "season.edit";
  return "ballot.edit";
}

/** The change's `ballot_changes` row and its audit log entry, for the change's batch. */
function audit(
  db: Db,
  entry: {
    city: string;
    shop?: string | null;
    nomination?: number | null;
    action: BallotChangeAction;
    editor: StaffActor;
    at: string;
    changes: FieldChange[];
  },
): Statement[] {
  return [
    db.insert(ballotChanges).values({
      city_slug: entry.city,
      shop_id: entry.shop ?? null,
      nomination_id: entry.nomination ?? null,
      action: entry.action,
      editor_id: entry.editor.id,
      changed_at: entry.at,
      changes: entry.changes,
    }),
    auditEntry(
      db,
      entry.editor,
      {
        action: auditAction(entry.action),
        target: entry.nomination
          ? { type: "nomination", id: entry.nomination }
          : entry.shop
            ? { type: "shop", id: entry.shop }
            : { type: "city", id: entry.city },
        detail: { ballot_action: entry.action, city: entry.city, fields: entry.changes.map((change) => change.field) },
      },
      new Date(entry.at),
    ),
  ];
}

/** Every city (retired ones too) with its texts and seasons, and every shop with its texts, in order. */
export async function ballotForAdmin(db: Db) {
  const [cities, cityTexts, shops, shopTexts, seasons] = await db.batch([
    db.select().from(pollCities).orderBy(asc(pollCities.position), asc(pollCities.slug)),
    db.select().from(pollCityTexts),
    db.select().from(pollShops).orderBy(asc(pollShops.position), asc(pollShops.id)),
    db.select().from(pollShopTexts),
    db.select().from(awardSeasons).orderBy(asc(awardSeasons.year)),
  ]);
  const textOf = <T extends { locale: string }>(rows: T[], locale: Locale) => rows.find((row) => row.locale === locale) ?? null;
  return cities.map((city) => {
    const texts = cityTexts.filter((t) => t.city_slug === city.slug);
    return {
      slug: city.slug,
      name: (textOf(texts, DEFAULT_LOCALE) ?? texts[0])?.city ?? city.slug,
      retired: city.retired,
      seasons: seasons.filter((s) => s.city_slug === city.slug).map((s) => ({ year: s.year, opensAt: s.opens_at, closesAt: s.closes_at })),
      shops: shops
        .filter((shop) => shop.city_slug === city.slug)
        .map((shop) => {
          const own = shopTexts.filter((t) => t.city_slug === city.slug && t.shop_id === shop.id);
          const en = textOf(own, "en");
          const fr = textOf(own, "fr");
          return {
            id: shop.id,
            name: shop.name,
            address: shop.address,
            image: shop.image,
            retired: shop.retired,
            fromYear: shop.from_year,
            editedFields: shop.edited_fields,
            description_en: en?.description ?? "",
            description_fr: fr?.description ?? "",
            tags_en: en?.tags ?? [],
            tags_fr: fr?.tags ?? [],
          };
        }),
    };
  });
}

export async function cityRow(db: Db, slug: string) {
  const [row] = await db.select().from(pollCities).where(eq(pollCities.slug, slug)).limit(1);
  return row ?? null;
}

async function shopWithTexts(db: Db, city: string, id: string) {
  const [shop] = await db
    .select()
    .from(pollShops)
    .where(and(eq(pollShops.city_slug, city), eq(pollShops.id, id)))
    .limit(1);
  if (!shop) return null;
  const texts = await db
    .select()
    .from(pollShopTexts)
    .where(and(eq(pollShopTexts.city_slug, city), eq(pollShopTexts.shop_id, id)));
  return { shop, texts };
}

/** A new shop's id: its name as a slug, unique in its city ("-2", "-3"… when taken). */
async function newShopId(db: Db, city: string, name: string): Promise<string> {
  const base = slugify(name) || "shop";
  const taken = new Set((await db.select({ id: pollShops.id }).from(pollShops).where(eq(pollShops.city_slug, city))).map((row) => row.id));
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  return id;
}

/** The statements that add a shop at the end of its city's ballot, with its texts (French only when given). */
async function addShopStatements(db: Db, city: string, fields: ShopFields & { cityName: string; fromYear: number | null }) {
  const id = await newShopId(db, city, fields.name);
  const [last] = await db
    .select({ position: pollShops.position })
    .from(pollShops)
    .where(eq(pollShops.city_slug, city))
    .orderBy(desc(pollShops.position))
    .limit(1);
  const statements: Statement[] = [
    db.insert(pollShops).values({
      city_slug: city,
      id,
      name: fields.name,
      image: fields.image,
      address: fields.address,
      city: fields.cityName,
      reviews: 0,
      position: (last?.position ?? -1) + 1,
      from_year: fields.fromYear,
      // Not the catalogue's: nothing of it is the seed's to write.
      edited_fields: ["name", "image", "address", "city", "reviews", "position"],
    }),
    db.insert(pollShopTexts).values({ city_slug: city, shop_id: id, locale: "en", description: fields.description_en, tags: fields.tags_en }),
  ];
  if (fields.description_fr) {
    statements.push(
      db.insert(pollShopTexts).values({ city_slug: city, shop_id: id, locale: "fr", description: fields.description_fr, tags: fields.tags_fr }),
    );
  }
  const changes: FieldChange[] = (["name", "address", "image", "description_en", "description_fr", "tags_en", "tags_fr"] as const)
    .filter((field) => fields[field] !== null && !(Array.isArray(fields[field]) && fields[field].length === 0))
    .map((field) => ({ field, before: null, after: fields[field] }));
  if (fields.fromYear !== null) changes.push({ field: "from_year", before: null, after: fields.fromYear });
  return { id, statements, changes };
}

/** An admin adds a shop to a city's ballot (from now on: every season). */
export async function addShop(db: Db, city: string, cityName: string, fields: ShopFields, editor: StaffActor, now = clock.now()) {
  const { id, statements, changes } = await addShopStatements(db, city, { ...fields, cityName, fromYear: null });
  await run(db, [...statements, ...audit(db, { city, shop: id, action: "shop_added", editor, at: now.toISOString(), changes })]);
  return id;
}

/** Accepting a nomination: the shop joins the ballot from `fromYear`, the nomination is decided, both audited. */
export async function acceptNomination(
  db: Db,
  nomination: { id: number; city_slug: string; shop_name: string; address: string },
  input: { description_en: string; description_fr: string | null; cityName: string; year: number },
  editor: StaffActor,
  now = clock.now(),
) {
  const at = now.toISOString();
  const fields: ShopFields = {
    name: nomination.shop_name,
    address: nomination.address,
    image: null,
    description_en: input.description_en,
    description_fr: input.description_fr,
    tags_en: [],
    tags_fr: [],
  };
  const city = nomination.city_slug;
  const { id, statements, changes } = await addShopStatements(db, city, { ...fields, cityName: input.cityName, fromYear: input.year });
  await run(db, [
    ...statements,
    db
      .update(nominations)
      .set({ status: "accepted", decided_at: at, decided_by: editor.id, shop_id: id, season_year: input.year })
      .where(and(eq(nominations.id, nomination.id), eq(nominations.status, "pending"))),
    ...audit(db, { city, shop: id, nomination: nomination.id, action: "nomination_accepted", editor, at, changes }),
  ]);
  return id;
}

export async function declineNomination(
  db: Db,
  nomination: { id: number; city_slug: string },
  reason: string,
  editor: StaffActor,
  now = clock.now(),
) {
  const at = now.toISOString();
  await run(db, [
    db
      .update(nominations)
      .set({ status: "declined", decided_at: at, decided_by: editor.id, decline_reason: reason })
      .where(and(eq(nominations.id, nomination.id), eq(nominations.status, "pending"))),
    ...audit(db, {
      city: nomination.city_slug,
      nomination: nomination.id,
      action: "nomination_declined",
      editor,
      at,
      changes: [
        { field: "status", before: "pending", after: "declined" },
        { field: "reason", before: null, after: reason },
      ],
    }),
  ]);
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Edits a shop's fields; answers what changed (nothing written when nothing did). Null: no such shop. */
export async function editShop(db: Db, city: string, id: string, fields: ShopFields, editor: StaffActor, now = clock.now()) {
  const found = await shopWithTexts(db, city, id);
  if (!found) return null;
  const { shop, texts } = found;
  const text = (locale: Locale) => texts.find((t) => t.locale === locale);
  const before: Record<keyof ShopFields, unknown> = {
    name: shop.name,
    address: shop.address,
    image: shop.image,
    description_en: text("en")?.description ?? null,
    description_fr: text("fr")?.description ?? null,
    tags_en: text("en")?.tags ?? [],
    tags_fr: text("fr")?.tags ?? [],
  };
  const changes: FieldChange[] = (Object.keys(before) as (keyof ShopFields)[])
    .filter((field) => !sameValue(before[field], fields[field]))
    .map((field) => ({ field, before: before[field], after: fields[field] }));
  if (changes.length === 0) return changes;
  const at = now.toISOString();
  const edited = [...new Set([...shop.edited_fields, ...changes.map((c) => c.field)])];
  const statements: Statement[] = [
    db
      .update(pollShops)
      .set({ name: fields.name, address: fields.address, image: fields.image, edited_fields: edited })
      .where(and(eq(pollShops.city_slug, city), eq(pollShops.id, id))),
  ];
  for (const locale of LOCALES) {
    const description = fields[`description_${locale}`];
    const tags = fields[`tags_${locale}`];
    const touched = changes.some((c) => c.field === `description_${locale}` || c.field === `tags_${locale}`);
    if (!touched) continue;
    // A French text cleared by the admin goes: the page shows the English until one is written.
    if (!description) {
      statements.push(
        db.delete(pollShopTexts).where(and(eq(pollShopTexts.city_slug, city), eq(pollShopTexts.shop_id, id), eq(pollShopTexts.locale, locale))),
      );
      continue;
    }
    statements.push(
      db
        .insert(pollShopTexts)
        .values({ city_slug: city, shop_id: id, locale, description, tags })
        .onConflictDoUpdate({ target: [pollShopTexts.city_slug, pollShopTexts.shop_id, pollShopTexts.locale], set: { description, tags } }),
    );
  }
  statements.push(...audit(db, { city, shop: id, action: "shop_edited", editor, at, changes }));
  await run(db, statements);
  return changes;
}

/** Retires a shop (off the pages, takes no votes) or restores it. Null: no such shop. */
export async function setShopRetired(db: Db, city: string, id: string, retired: boolean, editor: StaffActor, now = clock.now()) {
  const found = await shopWithTexts(db, city, id);
  if (!found) return null;
  if (found.shop.retired === retired) return [];
  const changes = [{ field: "retired", before: found.shop.retired, after: retired }];
  await run(db, [
    db
      .update(pollShops)
      .set({ retired })
      .where(and(eq(pollShops.city_slug, city), eq(pollShops.id, id))),
    ...audit(db, { city, shop: id, action: retired ? "shop_retired" : "shop_restored", editor, at: now.toISOString(), changes }),
  ]);
  return changes;
}

/**
 * Puts a city's shops in the order of `ids` (every shop of the city, once). Answers false when `ids`
 * is not exactly the city's shops. Moved shops get "position" in `edited_fields`, so the seed keeps the order.
 */
export async function reorderShops(db: Db, city: string, ids: readonly string[], editor: StaffActor, now = clock.now()) {
  const shops = await db.select().from(pollShops).where(eq(pollShops.city_slug, city)).orderBy(asc(pollShops.position), asc(pollShops.id));
  const known = new Set(shops.map((shop) => shop.id));
  if (ids.length !== shops.length || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id))) return false;
  const moved = ids.flatMap((id, position) => {
    const shop = shops.find((s) => s.id === id)!;
    return shop.position === position ? [] : [{ shop, position }];
  });
  if (moved.length === 0) return true;
  await run(db, [
    ...moved.map(({ shop, position }) =>
      db
        .update(pollShops)
        .set({ position, edited_fields: [...new Set([...shop.edited_fields, "position"])] })
        .where(and(eq(pollShops.city_slug, city), eq(pollShops.id, shop.id))),
    ),
    ...audit(db, {
      city,
      action: "shops_reordered",
      editor,
      at: now.toISOString(),
      changes: [{ field: "order", before: shops.map((shop) => shop.id), after: ids }],
    }),
  ]);
  return true;
}

/** Adds a city at the end of the ballot with its texts in both languages and its first season. */
export async function addCity(db: Db, input: CityAddData, editor: StaffActor, now = clock.now()) {
  const [last] = await db.select({ position: pollCities.position }).from(pollCities).orderBy(desc(pollCities.position)).limit(1);
  const { opensAt, closesAt } = defaultSeasonWindow(input.season_year, input.time_zone);
  const texts = LOCALES.map((locale) => ({
    city_slug: input.slug,
    locale,
    city: input[`city_${locale}`],
    title: inLocale(locale, () => format(ballotAdminMessages.cityTitle, { city: input[`city_${locale}`] })),
    province: input[`province_${locale}`],
    blurb: input[`blurb_${locale}`],
    intro: input[`intro_${locale}`],
  }));
  await run(db, [
    db.insert(pollCities).values({
      slug: input.slug,
      region_code: input.region_code,
      time_zone: input.time_zone,
      // The structured data's fixed rating (spec section 2), as the seeded cities have.
      rating_value: 4.7,
      position: (last?.position ?? -1) + 1,
    }),
    ...texts.map((values) => db.insert(pollCityTexts).values(values)),
    db.insert(awardSeasons).values({ city_slug: input.slug, year: input.season_year, opens_at: opensAt, closes_at: closesAt }),
    ...audit(db, {
      city: input.slug,
      action: "city_added",
      editor,
      at: now.toISOString(),
      changes: Object.entries(input).map(([field, after]) => ({ field, before: null, after })),
    }),
  ]);
}

/**
 * Writes a season's window (instants already in UTC) and its final-week rule: a new season is added, an
 * existing one updated, with its audit row in the same batch. Answers what changed (nothing written when nothing did).
 */
export async function saveSeason(
  db: Db,
  city: string,
  existing: Season | null,
  season: { year: number; opensAt: string; closesAt: string; hideFinalWeek: boolean },
  editor: StaffActor,
  now = clock.now(),
) {
  const after = { opens_at: season.opensAt, closes_at: season.closesAt, hide_final_week: season.hideFinalWeek };
  const before = existing
    ? { opens_at: existing.opensAt, closes_at: existing.closesAt, hide_final_week: existing.hideFinalWeek }
    : { opens_at: null, closes_at: null, hide_final_week: null };
  const changes: FieldChange[] = (Object.keys(after) as (keyof typeof after)[])
    .filter((field) => !sameValue(before[field], after[field]))
    .map((field) => ({ field, before: before[field], after: after[field] }));
  if (changes.length === 0) return changes;
  // The year is the season's key: the audit names it, whichever fields changed.
  changes.unshift({ field: "year", before: existing ? existing.year : null, after: season.year });
  const write = existing
    ? db
        .update(awardSeasons)
        .set(after)
        .where(and(eq(awardSeasons.city_slug, city), eq(awardSeasons.year, season.year)))
    : db.insert(awardSeasons).values({ city_slug: city, year: season.year, ...after });
  await run(db, [write, ...audit(db, { city, action: existing ? "season_edited" : "season_added", editor, at: now.toISOString(), changes })]);
  return changes.slice(1);
}
