CREATE TABLE `owner_links` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`purpose` text NOT NULL,
	`email` text NOT NULL,
	`language` text NOT NULL,
	`listing_id` integer,
	`invited_by` text,
	`token_hash` text NOT NULL,
	`expires_at` text NOT NULL,
	`created_at` text NOT NULL,
	`used_at` text,
	FOREIGN KEY (`listing_id`) REFERENCES `listings`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`invited_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `owner_links_token_idx` ON `owner_links` (`token_hash`);--> statement-breakpoint
CREATE INDEX `owner_links_expires_idx` ON `owner_links` (`expires_at`);