// Many published reviews on one listing, for the paging checks (tests/worker/reviews.test.ts) and the
// bench (tests/bench/reviews-bench.mjs): one INSERT of `count` rows, the i-th published i minutes after
// 2026-10-01 (so a cursor can be written down), stars i % 5 + 1, every third in French.
export const FIXTURE_START_MS = Date.UTC(2026, 9, 1);

export function reviewFixtureSql(listingId: number, count: number): string {
  if (!Number.isSafeInteger(listingId) || !Number.isSafeInteger(count)) throw new Error("reviewFixtureSql: integers only");
  return `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${count})
    INSERT INTO listing_reviews (listing_id, kind, stars, text, text_hash, visit_month, display_name, language, email, browser_key_hash, status,
      link_token_hash, link_expires_at, created_at, updated_at, confirmed_at)
    SELECT ${listingId}, 'review', i % 5 + 1, 'Review number ' || i || ', long enough to be a review.', 'bulk-' || i, '2026-10', 'R' || i,
      CASE WHEN i % 3 = 0 THEN 'fr' ELSE 'en' END, 'bulk' || i || '@example.org', 'bulk-browser-' || i, 'published', 'bulk-link-' || i,
      '2027-12-01T00:00:00.000Z', '2026-10-01T00:00:00.000Z', '2026-10-01T00:00:00.000Z',
      strftime('%Y-%m-%dT%H:%M:%fZ', '2026-10-01', '+' || i || ' minutes')
    FROM n`;
}
