CREATE TABLE `follow_roundups` (
	`email` text NOT NULL,
	`week` text NOT NULL,
	`outbox_id` integer,
	`created_at` text NOT NULL,
	PRIMARY KEY(`email`, `week`)
);
--> statement-breakpoint
CREATE TABLE `follows` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`kind` text NOT NULL,
	`city` text,
	`target` text NOT NULL,
	`label` text NOT NULL,
	`language` text DEFAULT 'en' NOT NULL,
	`created_at` text NOT NULL,
	`confirm_token_hash` text,
	`confirm_sent_at` text,
	`confirmed_at` text,
	`unsubscribed_at` text,
	CONSTRAINT "follows_email_lower" CHECK("follows"."email" = lower("follows"."email"))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `follows_email_kind_target_idx` ON `follows` (`email`,`kind`,`target`);--> statement-breakpoint
CREATE UNIQUE INDEX `follows_confirm_token_hash_idx` ON `follows` (`confirm_token_hash`);--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `follow_id` integer REFERENCES follows(id) ON DELETE set null;