PRAGMA defer_foreign_keys=ON;--> statement-breakpoint
CREATE TABLE `__new_payments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`submission_id` integer,
	`tier` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`currency` text NOT NULL,
	`provider` text NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`checkout_session_id` text NOT NULL,
	`payment_intent_id` text,
	`refund_id` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	`paid_at` text,
	`refunded_at` text,
	`last_event_id` text,
	`last_event_at` integer,
	`refund_awaits_approval` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`submission_id`) REFERENCES `submissions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_payments`("id", "submission_id", "tier", "amount_cents", "currency", "provider", "status", "checkout_session_id", "payment_intent_id", "refund_id", "created_at", "updated_at", "paid_at", "refunded_at") SELECT "id", "submission_id", "tier", "amount_cents", "currency", "provider", "status", "checkout_session_id", "payment_intent_id", "refund_id", "created_at", "updated_at", "paid_at", "refunded_at" FROM `payments`;--> statement-breakpoint
DROP TABLE `payments`;--> statement-breakpoint
ALTER TABLE `__new_payments` RENAME TO `payments`;--> statement-breakpoint
PRAGMA defer_foreign_keys=OFF;--> statement-breakpoint
CREATE UNIQUE INDEX `payments_checkout_session_id_idx` ON `payments` (`checkout_session_id`);--> statement-breakpoint
CREATE INDEX `payments_submission_id_idx` ON `payments` (`submission_id`,`id`);--> statement-breakpoint
CREATE INDEX `payments_payment_intent_id_idx` ON `payments` (`payment_intent_id`);--> statement-breakpoint
CREATE INDEX `payments_status_created_at_idx` ON `payments` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `payments_created_at_idx` ON `payments` (`created_at`);