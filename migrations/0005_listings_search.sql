-- Custom migration (drizzle-kit generate --custom): full-text search over published listings, and the
-- per-(type, city) counters, both kept in step with `listings` by triggers, so no write path can forget
-- them (the catalogue seed, publishing, admin edits).
--
-- Search: title, tags (plus words for the listing's type), place (location and city) and description.
-- `remove_diacritics 2` folds accents on both sides (Montréal = montreal, café = cafe); the prefix
-- indexes make "kensing*" cheap. Only published listings are indexed.
CREATE VIRTUAL TABLE `listings_fts` USING fts5(
	title, tags, place, description,
	tokenize = "unicode61 remove_diacritics 2",
	prefix = '2 3'
);
--> statement-breakpoint
CREATE TRIGGER `listings_after_insert` AFTER INSERT ON `listings` WHEN new.status = 'published' BEGIN
	INSERT INTO listings_fts (rowid, title, tags, place, description) VALUES (
		new.id,
		new.title,
		new.tags || ' ' || CASE new.type WHEN 'story' THEN 'story stories news' WHEN 'event' THEN 'event events festival' WHEN 'gem' THEN 'gem gems hidden' WHEN 'shop' THEN 'shop shops business' ELSE new.type END,
		new.location || ' ' || new.city,
		new.description
	);
	INSERT INTO listing_counts (type, city, n) VALUES (new.type, new.city, 1)
		ON CONFLICT (type, city) DO UPDATE SET n = n + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `listings_after_delete` AFTER DELETE ON `listings` WHEN old.status = 'published' BEGIN
	DELETE FROM listings_fts WHERE rowid = old.id;
	UPDATE listing_counts SET n = n - 1 WHERE type = old.type AND city = old.city;
END;
--> statement-breakpoint
CREATE TRIGGER `listings_after_update` AFTER UPDATE OF status, type, city, title, tags, location, description ON `listings` BEGIN
	DELETE FROM listings_fts WHERE rowid = old.id;
	INSERT INTO listings_fts (rowid, title, tags, place, description) SELECT
		new.id,
		new.title,
		new.tags || ' ' || CASE new.type WHEN 'story' THEN 'story stories news' WHEN 'event' THEN 'event events festival' WHEN 'gem' THEN 'gem gems hidden' WHEN 'shop' THEN 'shop shops business' ELSE new.type END,
		new.location || ' ' || new.city,
		new.description
	WHERE new.status = 'published';
	UPDATE listing_counts SET n = n - 1 WHERE old.status = 'published' AND type = old.type AND city = old.city;
	INSERT INTO listing_counts (type, city, n) SELECT new.type, new.city, 1 WHERE new.status = 'published'
		ON CONFLICT (type, city) DO UPDATE SET n = n + 1;
END;
