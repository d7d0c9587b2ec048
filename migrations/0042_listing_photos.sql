CREATE TABLE `listing_photos` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`listing_id` integer NOT NULL,
	`key` text NOT NULL,
	`width` integer NOT NULL,
	`height` integer NOT NULL,
	`position` integer NOT NULL,
	`alt` text NOT NULL,
	`alt_fr` text,
	`added_by` text,
	`added_at` text NOT NULL,
	FOREIGN KEY (`listing_id`) REFERENCES `listings`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`added_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `listing_photos_key_idx` ON `listing_photos` (`key`);--> statement-breakpoint
CREATE INDEX `listing_photos_listing_idx` ON `listing_photos` (`listing_id`,`position`);--> statement-breakpoint
-- Added by hand (drizzle-kit does not track triggers): the detail page shows the photos, so a change to
-- `listing_photos` moves the content version the page cache keys on, as `listing_owners` does (0039).
CREATE TRIGGER `listing_photos_bump_version_insert` AFTER INSERT ON `listing_photos` BEGIN
	UPDATE content_version SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `listing_photos_bump_version_update` AFTER UPDATE ON `listing_photos` BEGIN
	UPDATE content_version SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `listing_photos_bump_version_delete` AFTER DELETE ON `listing_photos` BEGIN
	UPDATE content_version SET version = version + 1 WHERE id = 1;
END;
