CREATE TABLE `listing_change_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`listing_id` integer NOT NULL,
	`requester_id` text,
	`changes` text NOT NULL,
	`note` text,
	`language` text NOT NULL,
	`status` text NOT NULL,
	`refusal_reason` text,
	`created_at` text NOT NULL,
	`decided_at` text,
	FOREIGN KEY (`listing_id`) REFERENCES `listings`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`requester_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `listing_change_requests_status_idx` ON `listing_change_requests` (`status`,`id`);--> statement-breakpoint
CREATE INDEX `listing_change_requests_listing_idx` ON `listing_change_requests` (`listing_id`);--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `change_request_id` integer REFERENCES listing_change_requests(id) ON DELETE set null;