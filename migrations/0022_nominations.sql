CREATE TABLE `ballot_changes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`city_slug` text NOT NULL,
	`shop_id` text,
	`nomination_id` integer,
	`action` text NOT NULL,
	`editor_id` text NOT NULL,
	`changed_at` text NOT NULL,
	`changes` text NOT NULL,
	FOREIGN KEY (`nomination_id`) REFERENCES `nominations`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`editor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `ballot_changes_city_idx` ON `ballot_changes` (`city_slug`,`id`);--> statement-breakpoint
CREATE TABLE `nominations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`city_slug` text NOT NULL,
	`shop_name` text NOT NULL,
	`address` text NOT NULL,
	`website` text,
	`reason` text NOT NULL,
	`nominator_email` text NOT NULL,
	`language` text DEFAULT 'en' NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`created_at` text NOT NULL,
	`decided_at` text,
	`decided_by` text,
	`decline_reason` text,
	`shop_id` text,
	`season_year` integer,
	FOREIGN KEY (`city_slug`) REFERENCES `poll_cities`(`slug`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`decided_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `nominations_status_idx` ON `nominations` (`status`,`created_at`);--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `nomination_id` integer REFERENCES nominations(id);--> statement-breakpoint
ALTER TABLE `poll_shops` ADD `from_year` integer;