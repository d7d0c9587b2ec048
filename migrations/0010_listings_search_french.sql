-- Custom migration (drizzle-kit generate --custom): the search index also holds a listing's French
-- text (issue 16), so "épicerie" or "vieux-montréal" find what only the French fields say. Same
-- columns and weights as 0005 (title, tags, place, description): each column now holds the English
-- and, when there is one, the French. The triggers are recreated to read the French columns and to
-- run when they change (the seed then writes the French, which re-indexes those listings).
DROP TRIGGER `listings_after_insert`;
--> statement-breakpoint
DROP TRIGGER `listings_after_update`;
--> statement-breakpoint
CREATE TRIGGER `listings_after_insert` AFTER INSERT ON `listings` WHEN new.status = 'published' BEGIN
	INSERT INTO listings_fts (rowid, title, tags, place, description) VALUES (
		new.id,
		new.title || ' ' || coalesce(new.title_fr, ''),
		new.tags || ' ' || coalesce(new.tags_fr, '') || ' ' || CASE new.type WHEN 'story' THEN 'story stories news' WHEN 'event' THEN 'event events festival' WHEN 'gem' THEN 'gem gems hidden' WHEN 'shop' THEN 'shop shops business' ELSE new.type END,
		new.location || ' ' || coalesce(new.location_fr, '') || ' ' || new.city,
		new.description || ' ' || coalesce(new.description_fr, '')
	);
	INSERT INTO listing_counts (type, city, n) VALUES (new.type, new.city, 1)
		ON CONFLICT (type, city) DO UPDATE SET n = n + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `listings_after_update` AFTER UPDATE OF status, type, city, title, tags, location, description, title_fr, tags_fr, location_fr, description_fr ON `listings` BEGIN
	DELETE FROM listings_fts WHERE rowid = old.id;
	INSERT INTO listings_fts (rowid, title, tags, place, description) SELECT
		new.id,
		new.title || ' ' || coalesce(new.title_fr, ''),
		new.tags || ' ' || coalesce(new.tags_fr, '') || ' ' || CASE new.type WHEN 'story' THEN 'story stories news' WHEN 'event' THEN 'event events festival' WHEN 'gem' THEN 'gem gems hidden' WHEN 'shop' THEN 'shop shops business' ELSE new.type END,
		new.location || ' ' || coalesce(new.location_fr, '') || ' ' || new.city,
		new.description || ' ' || coalesce(new.description_fr, '')
	WHERE new.status = 'published';
	UPDATE listing_counts SET n = n - 1 WHERE old.status = 'published' AND type = old.type AND city = old.city;
	INSERT INTO listing_counts (type, city, n) SELECT new.type, new.city, 1 WHERE new.status = 'published'
		ON CONFLICT (type, city) DO UPDATE SET n = n + 1;
END;
