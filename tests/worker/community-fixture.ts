// A large set of published community listings for the 100,000-listing Workers test and `npm run bench`: each
// one a real approved submission (submissions row + listings row, as publishing writes them), spread
// over the given cities and the four types, with titles and descriptions drawn from a small
// vocabulary so that searches match realistic shares of them (about one in eight mentions coffee).
// Events carry dates around `at`, marked due so the events Cron Trigger computes their occurrences.
// Pure string building with no imports: the Workers tests and the Node bench both load it.

/** Fixture submission ids start here (listing ids at 100000 + this), clear of ids tests create. */
export const FIXTURE_SUBMISSION_BASE = 500_000;

export interface FixtureCity {
  name: string;
  slug: string;
  province: string;
}

const ADJECTIVES = ["Hidden", "Sunny", "Old", "Little", "Northern", "Riverside", "Golden", "Quiet", "Maple", "Harbour", "Copper", "Wild"];
const NOUNS = ["Corner", "Garden", "Market", "Studio", "Workshop", "Kitchen", "Gallery", "Trail", "Lane", "House", "Hall", "Yard", "Loft"];
const MENTIONS = [
  "espresso and warm croissants",
  "live folk music on Fridays",
  "a quiet reading room",
  "handmade ceramics",
  "a rooftop patio",
  "local craft beer",
  "a weekend farmers market",
  "vintage clothing racks",
];
const TYPES = ["story", "event", "gem", "shop"];

const json = (value: unknown) => `'${JSON.stringify(value).replaceAll("'", "''")}'`;

/** SQL statements that insert `count` published community listings (run them in order, e.g. one batch). */
export function communityFixtureSql(count: number, cities: readonly FixtureCity[], at = "2026-01-01T00:00:00.000Z"): string[] {
  const pick = (list: string, index: string) => `json_extract(${list}, '$[' || (${index}) || ']')`;
  const cityTable = json(cities.map((c) => [c.name, c.slug, c.province]));
  /** Field 0 (name), 1 (slug) or 2 (province) of the city for fixture number `index`. */
  const city = (field: number, index = "i") => `json_extract(${cityTable}, '$[' || ((${index}) % ${cities.length}) || '][${field}]')`;
  const number = `s.id - ${FIXTURE_SUBMISSION_BASE}`;
  const title = `${pick(json(ADJECTIVES), `i % ${ADJECTIVES.length}`)} || ' ' || ${pick(json(NOUNS), `(i / ${ADJECTIVES.length}) % ${NOUNS.length}`)} || ' ' || i`;
  const mention = pick(json(MENTIONS), `i % ${MENTIONS.length}`);
  const numbers = `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${count})`;
  // Events are dated from 100 days before `at` to 400 days after it, spread evenly.
  return [
    `${numbers} INSERT INTO submissions (id, title, description, content_type, city, location, date, tags, promotion_tier, price, submitter_name, submitter_email, status, created_at, reviewed_at, published_at, slug)
     SELECT ${FIXTURE_SUBMISSION_BASE} + i, ${title},
       'A community pick known for ' || ${mention} || ', recommended by neighbours who go back every week. Number ' || i || '.',
       ${pick(json(TYPES), `i % ${TYPES.length}`)}, ${city(0)}, 'Downtown',
       CASE WHEN i % ${TYPES.length} = ${TYPES.indexOf("event")} THEN date('${at}', ((i * 7) % 500 - 100) || ' days') END,
       'community, local', 'none', 0,
       'Fixture', 'fixture@example.com', 'approved', '${at}', '${at}', '${at}', 'fixture-' || i
     FROM n`,
    // Events are due for the Cron Trigger's recomputation (next_end_at 0), which fills their occurrences.
    `INSERT INTO listings (id, source, submission_id, status, type, slug, city, city_slug, province, title, description, location, date, next_end_at, tags, created_at, updated_at, published_at)
     SELECT 100000 + s.id, 'community', s.id, 'published', s.content_type, s.slug, s.city, ${city(1, number)},
       ${city(2, number)}, s.title, s.description, s.location, s.date, CASE WHEN s.date IS NOT NULL THEN 0 END,
       '["community","local"]', '${at}', '${at}', '${at}'
     FROM submissions s WHERE s.id > ${FIXTURE_SUBMISSION_BASE} ORDER BY s.id`,
  ];
}
