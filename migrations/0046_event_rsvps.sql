CREATE TABLE `event_rsvp_settings` (
	`listing_id` integer PRIMARY KEY NOT NULL,
	`enabled` integer NOT NULL,
	`capacity` integer,
	`max_places` integer NOT NULL,
	`question` text,
	`closes_at` integer,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`listing_id`) REFERENCES `listings`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `event_rsvps` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`listing_id` integer NOT NULL,
	`occurrence_day` text NOT NULL,
	`occurrence_end_at` integer NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`places` integer NOT NULL,
	`answer` text,
	`status` text NOT NULL,
	`language` text NOT NULL,
	`token_hash` text NOT NULL,
	`token_sealed` text NOT NULL,
	`remind_at` integer NOT NULL,
	`reminded_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`listing_id`) REFERENCES `listings`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "event_rsvps_places_check" CHECK("event_rsvps"."places" BETWEEN 1 AND 10)
);
--> statement-breakpoint
CREATE INDEX `event_rsvps_occurrence_idx` ON `event_rsvps` (`listing_id`,`occurrence_day`,`status`,`id`);--> statement-breakpoint
CREATE UNIQUE INDEX `event_rsvps_token_idx` ON `event_rsvps` (`token_hash`);--> statement-breakpoint
CREATE INDEX `event_rsvps_end_idx` ON `event_rsvps` (`occurrence_end_at`);--> statement-breakpoint
CREATE INDEX `event_rsvps_remind_idx` ON `event_rsvps` (`remind_at`);