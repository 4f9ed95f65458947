CREATE TABLE `klass_members` (
	`klass_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	PRIMARY KEY(`klass_id`, `user_id`),
	FOREIGN KEY (`klass_id`) REFERENCES `klasses`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `klass_members_user_idx` ON `klass_members` (`user_id`);--> statement-breakpoint
CREATE TABLE `klasses` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`start_date` text NOT NULL,
	`end_date` text NOT NULL,
	`trainer_id` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`trainer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `klasses_name_unique` ON `klasses` (`name`);--> statement-breakpoint
CREATE INDEX `klasses_trainer_idx` ON `klasses` (`trainer_id`);--> statement-breakpoint
CREATE TABLE `login_throttle` (
	`key` text PRIMARY KEY NOT NULL,
	`failures` integer NOT NULL,
	`blocked_until` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `persons` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`name` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `persons_user_idx` ON `persons` (`user_id`);--> statement-breakpoint
CREATE TABLE `trading_sessions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`klass_id` integer NOT NULL,
	`trainer_id` integer NOT NULL,
	`status` integer NOT NULL,
	`scenario_type` integer NOT NULL,
	`risk_approach` integer NOT NULL,
	`management_type` integer DEFAULT 0 NOT NULL,
	`reporting_currency` text DEFAULT 'USD' NOT NULL,
	`create_date` text NOT NULL,
	`finish_date` text,
	`start_date` text,
	`end_date` text,
	FOREIGN KEY (`klass_id`) REFERENCES `klasses`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`trainer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `trading_sessions_klass_idx` ON `trading_sessions` (`klass_id`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`username` text NOT NULL,
	`password_hash` text NOT NULL,
	`user_type` integer NOT NULL,
	`email` text DEFAULT '' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_username_unique` ON `users` (`username`);