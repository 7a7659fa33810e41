CREATE TABLE `buyer_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`tea` text NOT NULL,
	`tea_name` text NOT NULL,
	`quantity` real,
	`unit` text,
	`sample_count` integer,
	`packing` text NOT NULL,
	`incoterm` text NOT NULL,
	`destination_port` text NOT NULL,
	`destination_country` text NOT NULL,
	`company` text NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text,
	`message` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`status` text DEFAULT 'new' NOT NULL,
	`status_changed_at` text,
	CONSTRAINT "buyer_requests_kind_check" CHECK("buyer_requests"."kind" in ('quote', 'samples')),
	CONSTRAINT "buyer_requests_amount_check" CHECK(("buyer_requests"."kind" = 'quote' and "buyer_requests"."quantity" is not null and "buyer_requests"."quantity" > 0
          and "buyer_requests"."unit" is not null and "buyer_requests"."unit" in ('kg', 'tonnes')
          and "buyer_requests"."sample_count" is null)
        or ("buyer_requests"."kind" = 'samples' and "buyer_requests"."sample_count" is not null
          and "buyer_requests"."sample_count" between 1 and 10
          and "buyer_requests"."quantity" is null and "buyer_requests"."unit" is null)),
	CONSTRAINT "buyer_requests_packing_check" CHECK("buyer_requests"."packing" in ('paper-sacks', 'chests', 'tea-bags', 'retail-packs')),
	CONSTRAINT "buyer_requests_incoterm_check" CHECK("buyer_requests"."incoterm" in ('fob-colombo', 'cfr', 'cif')),
	CONSTRAINT "buyer_requests_country_check" CHECK(length("buyer_requests"."destination_country") = 2 and upper("buyer_requests"."destination_country") = "buyer_requests"."destination_country"),
	CONSTRAINT "buyer_requests_status_check" CHECK("buyer_requests"."status" in ('new', 'replied', 'closed', 'spam'))
);
--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_outbox` (
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
	`buyer_request_id` integer,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`last_error` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`sent_at` text,
	FOREIGN KEY (`contact_message_id`) REFERENCES `contact_messages`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`buyer_request_id`) REFERENCES `buyer_requests`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "outbox_kind_check" CHECK("__new_outbox"."kind" in ('contact-notification', 'newsletter-confirmation', 'request-notification')),
	CONSTRAINT "outbox_status_check" CHECK("__new_outbox"."status" in ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
INSERT INTO `__new_outbox`("id", "message_id", "kind", "recipient", "reply_to", "subject", "body", "headers", "about_email", "contact_message_id", "status", "attempts", "next_attempt_at", "last_error", "created_at", "sent_at") SELECT "id", "message_id", "kind", "recipient", "reply_to", "subject", "body", "headers", "about_email", "contact_message_id", "status", "attempts", "next_attempt_at", "last_error", "created_at", "sent_at" FROM `outbox`;--> statement-breakpoint
DROP TABLE `outbox`;--> statement-breakpoint
ALTER TABLE `__new_outbox` RENAME TO `outbox`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE UNIQUE INDEX `outbox_message_id_unique` ON `outbox` (`message_id`);--> statement-breakpoint
CREATE INDEX `outbox_due_index` ON `outbox` (`status`,`next_attempt_at`);