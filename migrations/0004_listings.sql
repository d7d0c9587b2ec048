CREATE TABLE `listing_counts` (
	`type` text NOT NULL,
	`city` text NOT NULL,
	`n` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`type`, `city`)
);
--> statement-breakpoint
CREATE TABLE `listings` (
	`id` integer PRIMARY KEY NOT NULL,
	`source` text NOT NULL,
	`submission_id` integer,
	`status` text DEFAULT 'published' NOT NULL,
	`type` text NOT NULL,
	`slug` text NOT NULL,
	`city` text NOT NULL,
	`city_slug` text NOT NULL,
	`province` text NOT NULL,
	`title` text NOT NULL,
	`description` text NOT NULL,
	`image` text,
	`location` text NOT NULL,
	`date` text,
	`tags` text DEFAULT '[]' NOT NULL,
	`featured` integer DEFAULT false NOT NULL,
	`promoted` text,
	`website` text,
	`address` text,
	`phone` text,
	`hours` text,
	`highlights` text,
	`best_time` text,
	`cost` text,
	`edited_fields` text DEFAULT '[]' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`published_at` text,
	FOREIGN KEY (`submission_id`) REFERENCES `submissions`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "listings_source_submission" CHECK(("listings"."source" = 'catalogue' AND "listings"."submission_id" IS NULL) OR ("listings"."source" = 'community' AND "listings"."submission_id" IS NOT NULL))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `listings_address_idx` ON `listings` (`type`,`city_slug`,`slug`);--> statement-breakpoint
CREATE INDEX `listings_city_slug_idx` ON `listings` (`city_slug`,`slug`);--> statement-breakpoint
CREATE UNIQUE INDEX `listings_submission_id_idx` ON `listings` (`submission_id`);--> statement-breakpoint
CREATE INDEX `listings_status_type_id_idx` ON `listings` (`status`,`type`,`id`);--> statement-breakpoint
CREATE INDEX `listings_status_type_city_id_idx` ON `listings` (`status`,`type`,`city`,`id`);--> statement-breakpoint
CREATE INDEX `listings_status_city_id_idx` ON `listings` (`status`,`city`,`id`);--> statement-breakpoint
CREATE INDEX `listings_status_featured_id_idx` ON `listings` (`status`,`featured`,`id`);--> statement-breakpoint
CREATE INDEX `listings_status_promoted_id_idx` ON `listings` (`status`,`promoted`,`id`);--> statement-breakpoint
CREATE INDEX `listings_image_idx` ON `listings` (`image`);