ALTER TABLE `listings` ADD `lat` real;--> statement-breakpoint
ALTER TABLE `listings` ADD `lon` real;--> statement-breakpoint
ALTER TABLE `listings` ADD `geohash` text;--> statement-breakpoint
ALTER TABLE `listings` ADD `area` text;--> statement-breakpoint
CREATE INDEX `listings_status_city_area_id_idx` ON `listings` (`status`,`city`,`area`,`id`);--> statement-breakpoint
CREATE INDEX `listings_status_geohash_idx` ON `listings` (`status`,`geohash`);--> statement-breakpoint
ALTER TABLE `submissions` ADD `area` text;--> statement-breakpoint
ALTER TABLE `submissions` ADD `lat` real;--> statement-breakpoint
ALTER TABLE `submissions` ADD `lon` real;