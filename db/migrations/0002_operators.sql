CREATE TABLE `outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`message_id` text NOT NULL,
	`kind` text NOT NULL,
	`recipient` text NOT NULL,
	`reply_to` text,
	`subject` text NOT NULL,
	`body` text NOT NULL,
	`headers` text DEFAULT '{}' NOT NULL,
	`about_email` text,
	`contact_message_id` integer,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`last_error` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`sent_at` text,
	FOREIGN KEY (`contact_message_id`) REFERENCES `contact_messages`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "outbox_kind_check" CHECK("outbox"."kind" in ('contact-notification', 'newsletter-confirmation')),
	CONSTRAINT "outbox_status_check" CHECK("outbox"."status" in ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `outbox_message_id_unique` ON `outbox` (`message_id`);--> statement-breakpoint
CREATE INDEX `outbox_due_index` ON `outbox` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE TABLE `settings` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `worker_leases` (
	`name` text PRIMARY KEY NOT NULL,
	`holder` text NOT NULL,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_contact_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`subject` text NOT NULL,
	`message` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`status` text DEFAULT 'new' NOT NULL,
	`status_changed_at` text,
	CONSTRAINT "contact_messages_subject_check" CHECK("__new_contact_messages"."subject" in ('product', 'wholesale', 'private', 'other')),
	CONSTRAINT "contact_messages_status_check" CHECK("__new_contact_messages"."status" in ('new', 'replied', 'closed', 'spam'))
);
--> statement-breakpoint
INSERT INTO `__new_contact_messages`("id", "name", "email", "subject", "message", "created_at") SELECT "id", "name", "email", "subject", "message", "created_at" FROM `contact_messages`;--> statement-breakpoint
DROP TABLE `contact_messages`;--> statement-breakpoint
ALTER TABLE `__new_contact_messages` RENAME TO `contact_messages`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `confirmed_at` text;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `confirmation_sent_at` text;