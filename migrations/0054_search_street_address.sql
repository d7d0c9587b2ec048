-- A listing's street address joins the words its place is searched by (the `place` column of
-- listings_fts, beside its location and city), so the map picker's look-up (places.lookup) and the
-- search box find a place by its address. Written by hand: the view every search trigger reads gains
-- the address, the update trigger also fires when only the address changes, and the rows of listings
-- that have an address are written again.
DROP VIEW `listing_search_text`;
--> statement-breakpoint
CREATE VIEW `listing_search_text` AS SELECT l.id, l.status, l.type,
	l.title || ' ' || coalesce((SELECT group_concat(t.title, ' ') FROM listing_translations t WHERE t.listing_id = l.id), '') AS title,
	l.tags || ' ' || coalesce((SELECT group_concat(t.tags, ' ') FROM listing_translations t WHERE t.listing_id = l.id), '') || ' ' ||
		coalesce((SELECT w.words FROM listing_type_words w WHERE w.type = l.type), l.type) AS tags,
	l.location || ' ' || coalesce((SELECT group_concat(t.location, ' ') FROM listing_translations t WHERE t.listing_id = l.id), '') || ' ' || l.city || ' ' ||
		coalesce(l.address, '') AS place,
	l.description || ' ' || coalesce((SELECT group_concat(t.description, ' ') FROM listing_translations t WHERE t.listing_id = l.id), '') AS description
	FROM listings l;
--> statement-breakpoint
DROP TRIGGER `listings_after_update`;
--> statement-breakpoint
CREATE TRIGGER `listings_after_update` AFTER UPDATE OF status, type, city, title, tags, location, address, description ON `listings` BEGIN
	DELETE FROM listings_fts WHERE rowid = old.id;
	INSERT INTO listings_fts (rowid, title, tags, place, description)
		SELECT id, title, tags, place, description FROM listing_search_text WHERE id = new.id AND new.status = 'published';
	UPDATE listing_counts SET n = n - 1 WHERE old.status = 'published' AND type = old.type AND city = old.city;
	INSERT INTO listing_counts (type, city, n) SELECT new.type, new.city, 1 WHERE new.status = 'published'
		ON CONFLICT (type, city) DO UPDATE SET n = n + 1;
END;
--> statement-breakpoint
DELETE FROM listings_fts WHERE rowid IN (SELECT id FROM listings WHERE status = 'published' AND address IS NOT NULL);
--> statement-breakpoint
INSERT INTO listings_fts (rowid, title, tags, place, description)
	SELECT id, title, tags, place, description FROM listing_search_text WHERE status = 'published' AND id IN (SELECT id FROM listings WHERE address IS NOT NULL);
