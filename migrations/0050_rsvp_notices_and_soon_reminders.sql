ALTER TABLE `email_outbox` ADD `changes` text;--> statement-breakpoint
ALTER TABLE `event_rsvp_settings` ADD `remind_soon` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `event_rsvps` ADD `soon_at` integer;--> statement-breakpoint
ALTER TABLE `event_rsvps` ADD `soon_reminded_at` integer;--> statement-breakpoint
CREATE INDEX `event_rsvps_soon_idx` ON `event_rsvps` (`soon_at`);