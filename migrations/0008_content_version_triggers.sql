-- Custom migration (drizzle-kit generate --custom): the content version the public page cache keys on
-- (worker/cache/page-cache.ts). Every write to `listings` bumps it in the same transaction, whichever
-- path made it (approval, rejection, undo, admin edit, seed), so no write path can forget it.
INSERT INTO `content_version` (`id`, `version`) VALUES (1, 1);
--> statement-breakpoint
CREATE TRIGGER `listings_bump_version_insert` AFTER INSERT ON `listings` BEGIN
	UPDATE content_version SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `listings_bump_version_update` AFTER UPDATE ON `listings` BEGIN
	UPDATE content_version SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `listings_bump_version_delete` AFTER DELETE ON `listings` BEGIN
	UPDATE content_version SET version = version + 1 WHERE id = 1;
END;
