CREATE TABLE `award_seasons` (
	`city_slug` text NOT NULL,
	`year` integer NOT NULL,
	`opens_at` text NOT NULL,
	`closes_at` text NOT NULL,
	`hide_final_week` integer DEFAULT false NOT NULL,
	PRIMARY KEY(`city_slug`, `year`),
	FOREIGN KEY (`city_slug`) REFERENCES `poll_cities`(`slug`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "award_seasons_window" CHECK("award_seasons"."opens_at" < "award_seasons"."closes_at")
);
--> statement-breakpoint
CREATE TABLE `poll_cities` (
	`slug` text PRIMARY KEY NOT NULL,
	`region_code` text NOT NULL,
	`time_zone` text NOT NULL,
	`rating_value` real NOT NULL,
	`position` integer NOT NULL,
	`retired` integer DEFAULT false NOT NULL,
	`edited_fields` text DEFAULT '[]' NOT NULL
);
--> statement-breakpoint
CREATE TABLE `poll_city_texts` (
	`city_slug` text NOT NULL,
	`locale` text NOT NULL,
	`city` text NOT NULL,
	`title` text NOT NULL,
	`province` text NOT NULL,
	`blurb` text NOT NULL,
	`intro` text NOT NULL,
	PRIMARY KEY(`city_slug`, `locale`),
	FOREIGN KEY (`city_slug`) REFERENCES `poll_cities`(`slug`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `poll_shop_texts` (
	`city_slug` text NOT NULL,
	`shop_id` text NOT NULL,
	`locale` text NOT NULL,
	`description` text NOT NULL,
	`tags` text NOT NULL,
	PRIMARY KEY(`city_slug`, `shop_id`, `locale`)
);
--> statement-breakpoint
CREATE TABLE `poll_shops` (
	`city_slug` text NOT NULL,
	`id` text NOT NULL,
	`name` text NOT NULL,
	`image` text,
	`address` text NOT NULL,
	`city` text NOT NULL,
	`reviews` integer NOT NULL,
	`position` integer NOT NULL,
	`retired` integer DEFAULT false NOT NULL,
	`edited_fields` text DEFAULT '[]' NOT NULL,
	PRIMARY KEY(`city_slug`, `id`),
	FOREIGN KEY (`city_slug`) REFERENCES `poll_cities`(`slug`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
-- The ballot and its seasons are public page content (the coffee landing is page-cached): every write bumps
-- the content version in the same transaction, as writes to listings do (migration 0008).
CREATE TRIGGER `poll_cities_bump_version_insert` AFTER INSERT ON `poll_cities` BEGIN
	UPDATE content_version SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `poll_cities_bump_version_update` AFTER UPDATE ON `poll_cities` BEGIN
	UPDATE content_version SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `poll_cities_bump_version_delete` AFTER DELETE ON `poll_cities` BEGIN
	UPDATE content_version SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `poll_city_texts_bump_version_insert` AFTER INSERT ON `poll_city_texts` BEGIN
	UPDATE content_version SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `poll_city_texts_bump_version_update` AFTER UPDATE ON `poll_city_texts` BEGIN
	UPDATE content_version SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `poll_city_texts_bump_version_delete` AFTER DELETE ON `poll_city_texts` BEGIN
	UPDATE content_version SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `poll_shops_bump_version_insert` AFTER INSERT ON `poll_shops` BEGIN
	UPDATE content_version SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `poll_shops_bump_version_update` AFTER UPDATE ON `poll_shops` BEGIN
	UPDATE content_version SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `poll_shops_bump_version_delete` AFTER DELETE ON `poll_shops` BEGIN
	UPDATE content_version SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `poll_shop_texts_bump_version_insert` AFTER INSERT ON `poll_shop_texts` BEGIN
	UPDATE content_version SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `poll_shop_texts_bump_version_update` AFTER UPDATE ON `poll_shop_texts` BEGIN
	UPDATE content_version SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `poll_shop_texts_bump_version_delete` AFTER DELETE ON `poll_shop_texts` BEGIN
	UPDATE content_version SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `award_seasons_bump_version_insert` AFTER INSERT ON `award_seasons` BEGIN
	UPDATE content_version SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `award_seasons_bump_version_update` AFTER UPDATE ON `award_seasons` BEGIN
	UPDATE content_version SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `award_seasons_bump_version_delete` AFTER DELETE ON `award_seasons` BEGIN
	UPDATE content_version SET version = version + 1 WHERE id = 1;
END;
