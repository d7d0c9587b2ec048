CREATE TABLE `owner_claims` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`listing_id` integer NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`role_at_business` text NOT NULL,
	`phone` text,
	`note` text,
	`language` text NOT NULL,
	`status` text NOT NULL,
	`proof` text,
	`link_token_hash` text,
	`link_expires_at` text,
	`website_code` text,
	`website_check` text,
	`created_at` text NOT NULL,
	`verified_at` text,
	`user_id` text,
	FOREIGN KEY (`listing_id`) REFERENCES `listings`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `owner_claims_listing_idx` ON `owner_claims` (`listing_id`);--> statement-breakpoint
CREATE INDEX `owner_claims_status_idx` ON `owner_claims` (`status`);--> statement-breakpoint
CREATE UNIQUE INDEX `owner_claims_link_idx` ON `owner_claims` (`link_token_hash`);--> statement-breakpoint
CREATE UNIQUE INDEX `owner_claims_website_code_idx` ON `owner_claims` (`website_code`);--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `claim_id` integer REFERENCES owner_claims(id);