-- Custom migration (drizzle-kit generate --custom): a listing's page shows "Verified owner" from
-- `listing_owners`, so a change there moves the content version the page cache keys on, as a change to
-- `listings` does (0008), whichever path writes it (a followed claim link, the team, a revocation).
CREATE TRIGGER `listing_owners_bump_version_insert` AFTER INSERT ON `listing_owners` BEGIN
	UPDATE content_version SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `listing_owners_bump_version_update` AFTER UPDATE ON `listing_owners` BEGIN
	UPDATE content_version SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `listing_owners_bump_version_delete` AFTER DELETE ON `listing_owners` BEGIN
	UPDATE content_version SET version = version + 1 WHERE id = 1;
END;
