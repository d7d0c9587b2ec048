ALTER TABLE `listings` ADD `language` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE `listings` ADD `title_fr` text;--> statement-breakpoint
ALTER TABLE `listings` ADD `description_fr` text;--> statement-breakpoint
ALTER TABLE `listings` ADD `location_fr` text;--> statement-breakpoint
ALTER TABLE `listings` ADD `tags_fr` text;--> statement-breakpoint
ALTER TABLE `listings` ADD `highlights_fr` text;--> statement-breakpoint
ALTER TABLE `listings` ADD `hours_fr` text;--> statement-breakpoint
ALTER TABLE `listings` ADD `best_time_fr` text;--> statement-breakpoint
ALTER TABLE `listings` ADD `cost_fr` text;--> statement-breakpoint
ALTER TABLE `submissions` ADD `language` text DEFAULT 'en' NOT NULL;