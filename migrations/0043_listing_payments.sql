-- drizzle-kit writes an added column's reference without its ON DELETE; the schema's set null is added by hand.
ALTER TABLE `email_outbox` ADD `payment_id` integer REFERENCES payments(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `payments` ADD `listing_id` integer REFERENCES listings(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `payments` ADD `buyer_id` text REFERENCES users(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `payments` ADD `language` text;--> statement-breakpoint
ALTER TABLE `payments` ADD `promotion_from` integer;--> statement-breakpoint
ALTER TABLE `payments` ADD `promotion_until` integer;--> statement-breakpoint
CREATE INDEX `payments_listing_id_idx` ON `payments` (`listing_id`,`id`);--> statement-breakpoint
CREATE INDEX `payments_buyer_id_idx` ON `payments` (`buyer_id`);