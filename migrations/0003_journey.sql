CREATE TABLE `email_outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`recipient` text NOT NULL,
	`submission_id` integer,
	`review_id` integer,
	`subscriber_id` integer,
	`status` text DEFAULT 'queued' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_error` text,
	`created_at` text NOT NULL,
	`send_after` text NOT NULL,
	`sent_at` text,
	FOREIGN KEY (`submission_id`) REFERENCES `submissions`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`review_id`) REFERENCES `submission_reviews`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`subscriber_id`) REFERENCES `newsletter_subscribers`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `email_outbox_created_at_idx` ON `email_outbox` (`created_at`);--> statement-breakpoint
CREATE INDEX `email_outbox_status_idx` ON `email_outbox` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `email_outbox_submission_id_idx` ON `email_outbox` (`submission_id`);--> statement-breakpoint
ALTER TABLE `newsletter_subscribers` ADD `confirmed_at` text;--> statement-breakpoint
ALTER TABLE `newsletter_subscribers` ADD `confirm_token_hash` text;--> statement-breakpoint
ALTER TABLE `newsletter_subscribers` ADD `confirm_sent_at` text;--> statement-breakpoint
ALTER TABLE `newsletter_subscribers` ADD `unsubscribed_at` text;--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_subscribers_confirm_token_hash_idx` ON `newsletter_subscribers` (`confirm_token_hash`);--> statement-breakpoint
ALTER TABLE `submission_reviews` ADD `rejection_reason` text;--> statement-breakpoint
ALTER TABLE `submission_reviews` ADD `rejection_note` text;--> statement-breakpoint
ALTER TABLE `submission_reviews` ADD `undone_at` text;--> statement-breakpoint
ALTER TABLE `submission_reviews` ADD `undone_by` text REFERENCES users(id);--> statement-breakpoint
ALTER TABLE `submission_reviews` ADD `previous_status` text;--> statement-breakpoint
ALTER TABLE `submission_reviews` ADD `previous_slug` text;--> statement-breakpoint
ALTER TABLE `submission_reviews` ADD `previous_published_at` text;--> statement-breakpoint
ALTER TABLE `submissions` ADD `paid` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `submissions` ADD `rejection_reason` text;--> statement-breakpoint
ALTER TABLE `submissions` ADD `rejection_note` text;--> statement-breakpoint
ALTER TABLE `submissions` ADD `status_token_hash` text;--> statement-breakpoint
ALTER TABLE `submissions` ADD `status_token_expires_at` text;--> statement-breakpoint
CREATE UNIQUE INDEX `submissions_status_token_hash_idx` ON `submissions` (`status_token_hash`);