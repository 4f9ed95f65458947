CREATE TABLE `login_known_addresses` (
	`username` text NOT NULL,
	`address` text NOT NULL,
	`last_success_at` integer NOT NULL,
	PRIMARY KEY(`username`, `address`)
);
--> statement-breakpoint
CREATE INDEX `login_known_addresses_seen_idx` ON `login_known_addresses` (`last_success_at`);--> statement-breakpoint
CREATE TABLE `refresh_token_families` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`current_jti` text NOT NULL,
	`previous_jti` text,
	`issued_at` integer NOT NULL,
	`rotated_at` integer,
	`expires_at` integer NOT NULL,
	`revoked_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `refresh_token_families_user_idx` ON `refresh_token_families` (`user_id`);--> statement-breakpoint
CREATE INDEX `refresh_token_families_expiry_idx` ON `refresh_token_families` (`expires_at`);--> statement-breakpoint
ALTER TABLE `login_throttle` ADD `window_start` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `login_throttle_updated_idx` ON `login_throttle` (`updated_at`);