CREATE TABLE `confirmation_sends` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`mailbox` text NOT NULL,
	`client` text NOT NULL,
	`sent_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `confirmation_sends_mailbox_index` ON `confirmation_sends` (`mailbox`,`sent_at`);--> statement-breakpoint
CREATE INDEX `confirmation_sends_client_index` ON `confirmation_sends` (`client`,`sent_at`);