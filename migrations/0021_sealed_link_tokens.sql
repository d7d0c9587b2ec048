ALTER TABLE `email_outbox` ADD `sealed_token` text;--> statement-breakpoint
ALTER TABLE `submissions` ADD `status_token_sealed` text;