CREATE TABLE `submissions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`description` text NOT NULL,
	`content_type` text NOT NULL,
	`city` text NOT NULL,
	`location` text NOT NULL,
	`date` text,
	`tags` text DEFAULT '' NOT NULL,
	`promotion_tier` text DEFAULT 'none' NOT NULL,
	`price` integer DEFAULT 0 NOT NULL,
	`submitter_name` text NOT NULL,
	`submitter_email` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`reviewed_at` text,
	`reviewed_by` text,
	`published_at` text
);
--> statement-breakpoint
CREATE INDEX `submissions_status_created_at_idx` ON `submissions` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `submissions_created_at_idx` ON `submissions` (`created_at`);