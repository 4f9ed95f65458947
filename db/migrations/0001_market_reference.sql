CREATE TABLE `currencies` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`symbol` text NOT NULL,
	`name` text NOT NULL,
	`minor_units` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `currencies_symbol_unique` ON `currencies` (`symbol`);--> statement-breakpoint
CREATE TABLE `market_history` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`underlying_asset_id` integer NOT NULL,
	`frequency` text NOT NULL,
	`timestamp` text NOT NULL,
	`bid` real NOT NULL,
	`ask` real NOT NULL,
	`close` real NOT NULL,
	FOREIGN KEY (`underlying_asset_id`) REFERENCES `underlying_assets`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `market_history_asset_freq_ts` ON `market_history` (`underlying_asset_id`,`frequency`,`timestamp`);--> statement-breakpoint
CREATE TABLE `market_hours` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`geography` text NOT NULL,
	`open_hours` text,
	`closing_hours` text,
	`moc_execute_time` text,
	`metals_friday_close` text,
	`metals_sunday_open` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `market_hours_geography_unique` ON `market_hours` (`geography`);--> statement-breakpoint
CREATE TABLE `underlying_assets` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`ric` text NOT NULL,
	`ticker` text NOT NULL,
	`name` text NOT NULL,
	`resourcetype` text NOT NULL,
	`region` text NOT NULL,
	`geography` text NOT NULL,
	`base_currency` text NOT NULL,
	`variable_currency` text NOT NULL,
	`risk_weight` real DEFAULT 1 NOT NULL,
	`visible` integer DEFAULT true NOT NULL,
	`no_of_decimals` integer NOT NULL,
	`reference` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `underlying_assets_ric_unique` ON `underlying_assets` (`ric`);--> statement-breakpoint
CREATE INDEX `underlying_assets_type_idx` ON `underlying_assets` (`resourcetype`);