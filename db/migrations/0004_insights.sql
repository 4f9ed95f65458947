CREATE TABLE `insights_images` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`session_id` integer NOT NULL,
	`player_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`content_type` text NOT NULL,
	`size` integer NOT NULL,
	`bytes` blob NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `insights_images_player_idx` ON `insights_images` (`session_id`,`player_id`);--> statement-breakpoint
CREATE TABLE `insights_report_chunks` (
	`report_id` integer NOT NULL,
	`seq` integer NOT NULL,
	`bytes` blob NOT NULL,
	PRIMARY KEY(`report_id`, `seq`)
);
--> statement-breakpoint
CREATE TABLE `insights_reports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`session_id` integer NOT NULL,
	`player_id` integer NOT NULL,
	`person_id` integer NOT NULL,
	`person_name` text NOT NULL,
	`portfolio_name` text NOT NULL,
	`status` text NOT NULL,
	`error` text,
	`size` integer,
	`created_at` integer NOT NULL,
	`finished_at` integer
);
--> statement-breakpoint
CREATE INDEX `insights_reports_player_idx` ON `insights_reports` (`session_id`,`player_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `roadmap_items` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`session_id` integer NOT NULL,
	`player_id` integer NOT NULL,
	`person_id` integer NOT NULL,
	`person_name` text NOT NULL,
	`layout` integer NOT NULL,
	`content` text NOT NULL,
	`image_id` integer,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `roadmap_items_player_idx` ON `roadmap_items` (`session_id`,`player_id`,`created_at`);