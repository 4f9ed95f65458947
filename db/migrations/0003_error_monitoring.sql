CREATE TABLE `admin_orders` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`session_id` integer NOT NULL,
	`key` text NOT NULL,
	`order_id` integer,
	`player_id` integer NOT NULL,
	`player_name` text NOT NULL,
	`ric` text NOT NULL,
	`asset_name` text NOT NULL,
	`resourcetype` text NOT NULL,
	`transaction` integer NOT NULL,
	`quantity` real NOT NULL,
	`limit_price` real,
	`status` integer NOT NULL,
	`execution_tries` integer DEFAULT 0 NOT NULL,
	`timestamp` integer NOT NULL,
	`executed_at` integer,
	`execute_at` integer,
	`executed_reported_at` integer,
	`reported_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `admin_orders_key` ON `admin_orders` (`session_id`,`key`);--> statement-breakpoint
CREATE INDEX `admin_orders_status_idx` ON `admin_orders` (`status`,`resourcetype`);--> statement-breakpoint
CREATE TABLE `execution_errors` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`session_id` integer NOT NULL,
	`local_id` integer NOT NULL,
	`order_id` integer NOT NULL,
	`player_id` integer NOT NULL,
	`player_name` text NOT NULL,
	`ric` text NOT NULL,
	`message` text NOT NULL,
	`at` integer NOT NULL,
	`seen` integer DEFAULT false NOT NULL,
	`reported_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `execution_errors_key` ON `execution_errors` (`session_id`,`local_id`);--> statement-breakpoint
CREATE INDEX `execution_errors_order_idx` ON `execution_errors` (`session_id`,`order_id`);--> statement-breakpoint
CREATE TABLE `player_differences` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`session_id` integer NOT NULL,
	`player_id` integer NOT NULL,
	`player_name` text NOT NULL,
	`last_market_value` real NOT NULL,
	`last_portfolio_return` real NOT NULL,
	`difference` real NOT NULL,
	`computed_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `player_differences_key` ON `player_differences` (`session_id`,`player_id`);--> statement-breakpoint
CREATE INDEX `player_differences_difference_idx` ON `player_differences` (`difference`);