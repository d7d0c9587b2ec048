CREATE TABLE `web_vitals_daily` (
	`day` text NOT NULL,
	`route` text NOT NULL,
	`locale` text NOT NULL,
	`metric` text NOT NULL,
	`bucket` integer NOT NULL,
	`count` integer NOT NULL,
	PRIMARY KEY(`day`, `route`, `locale`, `metric`, `bucket`)
);
