CREATE TABLE `activity_salts` (
	`day` text PRIMARY KEY NOT NULL,
	`salt` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `activity_visitors` (
	`hash` text PRIMARY KEY NOT NULL,
	`day` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `activity_visitors_day_idx` ON `activity_visitors` (`day`);--> statement-breakpoint
CREATE TABLE `listing_activity` (
	`listing_id` integer NOT NULL,
	`period` text NOT NULL,
	`view` integer DEFAULT 0 NOT NULL,
	`call` integer DEFAULT 0 NOT NULL,
	`directions` integer DEFAULT 0 NOT NULL,
	`website` integer DEFAULT 0 NOT NULL,
	`save` integer DEFAULT 0 NOT NULL,
	`share` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`listing_id`, `period`)
);
--> statement-breakpoint
CREATE INDEX `listing_activity_period_idx` ON `listing_activity` (`period`);