CREATE TABLE `event_rsvp_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`listing_id` integer NOT NULL,
	`occurrence_day` text NOT NULL,
	`occurrence_end_at` integer NOT NULL,
	`subject` text NOT NULL,
	`body` text NOT NULL,
	`include_waitlist` integer NOT NULL,
	`recipients` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`listing_id`) REFERENCES `listings`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `event_rsvp_messages_listing_idx` ON `event_rsvp_messages` (`listing_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `event_rsvp_messages_end_idx` ON `event_rsvp_messages` (`occurrence_end_at`);--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `rsvp_message_id` integer REFERENCES event_rsvp_messages(id) ON DELETE set null;