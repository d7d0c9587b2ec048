ALTER TABLE `listings` ADD `employer` text;--> statement-breakpoint
ALTER TABLE `listings` ADD `pay_min` integer;--> statement-breakpoint
ALTER TABLE `listings` ADD `pay_max` integer;--> statement-breakpoint
ALTER TABLE `listings` ADD `pay_unit` text;--> statement-breakpoint
ALTER TABLE `listings` ADD `work_hours` text;--> statement-breakpoint
ALTER TABLE `listings` ADD `apply_url` text;--> statement-breakpoint
ALTER TABLE `listings` ADD `apply_email` text;--> statement-breakpoint
ALTER TABLE `submissions` ADD `employer` text;--> statement-breakpoint
ALTER TABLE `submissions` ADD `pay_min` integer;--> statement-breakpoint
ALTER TABLE `submissions` ADD `pay_max` integer;--> statement-breakpoint
ALTER TABLE `submissions` ADD `pay_unit` text;--> statement-breakpoint
ALTER TABLE `submissions` ADD `work_hours` text;--> statement-breakpoint
ALTER TABLE `submissions` ADD `apply_url` text;--> statement-breakpoint
ALTER TABLE `submissions` ADD `apply_email` text;