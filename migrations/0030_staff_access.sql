ALTER TABLE `invitations` ADD `revoked_at` text;--> statement-breakpoint
ALTER TABLE `sessions` ADD `passkey_id` text;