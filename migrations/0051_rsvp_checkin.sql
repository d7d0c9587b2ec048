ALTER TABLE `event_rsvps` ADD `checkin_code` text;--> statement-breakpoint
ALTER TABLE `event_rsvps` ADD `checked_in_at` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `event_rsvps_checkin_idx` ON `event_rsvps` (`listing_id`,`occurrence_day`,`checkin_code`);