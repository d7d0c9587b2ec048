-- Custom migration (drizzle-kit generate --custom): a listing's rating is its published reviews' count and
-- sum of stars, kept on the listing by these triggers whatever path changes a review (its link, a
-- moderator, a deletion), so cards and pages read it with the row. Any change to a review that is not
-- merely unconfirmed moves the content version the page cache keys on (the listing's update does it when
-- the figures change; the hidden counts and texts change without them).
CREATE TRIGGER `listing_reviews_counts_insert` AFTER INSERT ON `listing_reviews` WHEN new.status <> 'unconfirmed' BEGIN
	UPDATE listings SET
		review_count = (SELECT count(*) FROM listing_reviews WHERE listing_id = new.listing_id AND status = 'published' AND kind = 'review'),
		review_stars_total = (SELECT coalesce(sum(stars), 0) FROM listing_reviews WHERE listing_id = new.listing_id AND status = 'published' AND kind = 'review')
	WHERE id = new.listing_id;
	UPDATE content_version SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `listing_reviews_counts_update` AFTER UPDATE ON `listing_reviews` WHEN new.status <> 'unconfirmed' OR old.status <> 'unconfirmed' BEGIN
	UPDATE listings SET
		review_count = (SELECT count(*) FROM listing_reviews WHERE listing_id = new.listing_id AND status = 'published' AND kind = 'review'),
		review_stars_total = (SELECT coalesce(sum(stars), 0) FROM listing_reviews WHERE listing_id = new.listing_id AND status = 'published' AND kind = 'review')
	WHERE id = new.listing_id;
	UPDATE content_version SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `listing_reviews_counts_delete` AFTER DELETE ON `listing_reviews` WHEN old.status <> 'unconfirmed' BEGIN
	UPDATE listings SET
		review_count = (SELECT count(*) FROM listing_reviews WHERE listing_id = old.listing_id AND status = 'published' AND kind = 'review'),
		review_stars_total = (SELECT coalesce(sum(stars), 0) FROM listing_reviews WHERE listing_id = old.listing_id AND status = 'published' AND kind = 'review')
	WHERE id = old.listing_id;
	UPDATE content_version SET version = version + 1 WHERE id = 1;
END;
