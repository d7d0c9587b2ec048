CREATE TABLE `listing_reviews` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`listing_id` integer NOT NULL,
	`kind` text NOT NULL,
	`stars` integer,
	`text` text NOT NULL,
	`text_hash` text NOT NULL,
	`visit_month` text NOT NULL,
	`display_name` text NOT NULL,
	`language` text NOT NULL,
	`email` text NOT NULL,
	`browser_key_hash` text NOT NULL,
	`status` text NOT NULL,
	`hold_reason` text,
	`hide_reason` text,
	`edited_after_hide` integer DEFAULT false NOT NULL,
	`link_token_hash` text NOT NULL,
	`link_token_sealed` text,
	`link_expires_at` text NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	`confirmed_at` text,
	FOREIGN KEY (`listing_id`) REFERENCES `listings`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "listing_reviews_stars_check" CHECK(("listing_reviews"."kind" = 'tip' AND "listing_reviews"."stars" IS NULL) OR ("listing_reviews"."kind" = 'review' AND "listing_reviews"."stars" BETWEEN 1 AND 5))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `listing_reviews_link_idx` ON `listing_reviews` (`link_token_hash`);--> statement-breakpoint
CREATE UNIQUE INDEX `listing_reviews_one_per_email_idx` ON `listing_reviews` (`listing_id`,`email`) WHERE "listing_reviews"."status" <> 'unconfirmed';--> statement-breakpoint
CREATE UNIQUE INDEX `listing_reviews_one_per_browser_idx` ON `listing_reviews` (`listing_id`,`browser_key_hash`) WHERE "listing_reviews"."status" <> 'unconfirmed';--> statement-breakpoint
CREATE INDEX `listing_reviews_newest_idx` ON `listing_reviews` (`listing_id`,`status`,`confirmed_at`,`id`);--> statement-breakpoint
CREATE INDEX `listing_reviews_stars_idx` ON `listing_reviews` (`listing_id`,`status`,`stars`,`confirmed_at`,`id`);--> statement-breakpoint
CREATE INDEX `listing_reviews_language_idx` ON `listing_reviews` (`listing_id`,`status`,`language`,`confirmed_at`,`id`);--> statement-breakpoint
CREATE INDEX `listing_reviews_queue_idx` ON `listing_reviews` (`status`,`updated_at`);--> statement-breakpoint
CREATE INDEX `listing_reviews_text_hash_idx` ON `listing_reviews` (`text_hash`);--> statement-breakpoint
CREATE TABLE `review_replies` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`review_id` integer NOT NULL,
	`author_id` text,
	`text` text NOT NULL,
	`written_at` text NOT NULL,
	FOREIGN KEY (`review_id`) REFERENCES `listing_reviews`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `review_replies_review_idx` ON `review_replies` (`review_id`,`id`);--> statement-breakpoint
CREATE TABLE `review_reports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`review_id` integer NOT NULL,
	`reason` text NOT NULL,
	`reporter_id` text,
	`created_at` text NOT NULL,
	`resolved_at` text,
	FOREIGN KEY (`review_id`) REFERENCES `listing_reviews`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`reporter_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `review_reports_review_idx` ON `review_reports` (`review_id`,`resolved_at`);--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `listing_review_id` integer REFERENCES listing_reviews(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `listings` ADD `review_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `listings` ADD `review_stars_total` integer DEFAULT 0 NOT NULL;