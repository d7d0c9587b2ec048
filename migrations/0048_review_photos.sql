CREATE TABLE `review_photos` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`review_id` integer NOT NULL,
	`key` text NOT NULL,
	`width` integer NOT NULL,
	`height` integer NOT NULL,
	`caption` text,
	`position` integer NOT NULL,
	FOREIGN KEY (`review_id`) REFERENCES `listing_reviews`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `review_photos_key_idx` ON `review_photos` (`key`);--> statement-breakpoint
CREATE INDEX `review_photos_review_idx` ON `review_photos` (`review_id`,`position`);