PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_buyer_requests` (
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
	`language` text DEFAULT 'en' NOT NULL,
	CONSTRAINT "buyer_requests_kind_check" CHECK("__new_buyer_requests"."kind" in ('quote', 'samples')),
	CONSTRAINT "buyer_requests_amount_check" CHECK(("__new_buyer_requests"."kind" = 'quote' and "__new_buyer_requests"."quantity" is not null and "__new_buyer_requests"."quantity" > 0
          and "__new_buyer_requests"."unit" is not null and "__new_buyer_requests"."unit" in ('kg', 'tonnes')
          and "__new_buyer_requests"."sample_count" is null)
        or ("__new_buyer_requests"."kind" = 'samples' and "__new_buyer_requests"."sample_count" is not null
          and "__new_buyer_requests"."sample_count" between 1 and 10
          and "__new_buyer_requests"."quantity" is null and "__new_buyer_requests"."unit" is null)),
	CONSTRAINT "buyer_requests_packing_check" CHECK("__new_buyer_requests"."packing" in ('paper-sacks', 'chests', 'tea-bags', 'retail-packs')),
	CONSTRAINT "buyer_requests_incoterm_check" CHECK("__new_buyer_requests"."incoterm" in ('fob-colombo', 'cfr', 'cif')),
	CONSTRAINT "buyer_requests_country_check" CHECK(length("__new_buyer_requests"."destination_country") = 2 and upper("__new_buyer_requests"."destination_country") = "__new_buyer_requests"."destination_country"),
	CONSTRAINT "buyer_requests_status_check" CHECK("__new_buyer_requests"."status" in ('new', 'replied', 'closed', 'spam')),
	CONSTRAINT "buyer_requests_language_check" CHECK("__new_buyer_requests"."language" in ('en', 'ar', 'ru'))
);
--> statement-breakpoint
INSERT INTO `__new_buyer_requests`("id", "kind", "tea", "tea_name", "quantity", "unit", "sample_count", "packing", "incoterm", "destination_port", "destination_country", "company", "name", "email", "phone", "message", "created_at", "status", "status_changed_at") SELECT "id", "kind", "tea", "tea_name", "quantity", "unit", "sample_count", "packing", "incoterm", "destination_port", "destination_country", "company", "name", "email", "phone", "message", "created_at", "status", "status_changed_at" FROM `buyer_requests`;--> statement-breakpoint
DROP TABLE `buyer_requests`;--> statement-breakpoint
ALTER TABLE `__new_buyer_requests` RENAME TO `buyer_requests`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE TABLE `__new_contact_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`subject` text NOT NULL,
	`message` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`status` text DEFAULT 'new' NOT NULL,
	`status_changed_at` text,
	`language` text DEFAULT 'en' NOT NULL,
	CONSTRAINT "contact_messages_subject_check" CHECK("__new_contact_messages"."subject" in ('product', 'wholesale', 'private', 'other')),
	CONSTRAINT "contact_messages_status_check" CHECK("__new_contact_messages"."status" in ('new', 'replied', 'closed', 'spam')),
	CONSTRAINT "contact_messages_language_check" CHECK("__new_contact_messages"."language" in ('en', 'ar', 'ru'))
);
--> statement-breakpoint
INSERT INTO `__new_contact_messages`("id", "name", "email", "subject", "message", "created_at", "status", "status_changed_at") SELECT "id", "name", "email", "subject", "message", "created_at", "status", "status_changed_at" FROM `contact_messages`;--> statement-breakpoint
DROP TABLE `contact_messages`;--> statement-breakpoint
ALTER TABLE `__new_contact_messages` RENAME TO `contact_messages`;--> statement-breakpoint
CREATE TABLE `__new_subscriptions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`confirmed_at` text,
	`confirmation_sent_at` text,
	`language` text DEFAULT 'en' NOT NULL,
	CONSTRAINT "subscriptions_language_check" CHECK("__new_subscriptions"."language" in ('en', 'ar', 'ru'))
);
--> statement-breakpoint
INSERT INTO `__new_subscriptions`("id", "email", "created_at", "confirmed_at", "confirmation_sent_at") SELECT "id", "email", "created_at", "confirmed_at", "confirmation_sent_at" FROM `subscriptions`;--> statement-breakpoint
DROP TABLE `subscriptions`;--> statement-breakpoint
ALTER TABLE `__new_subscriptions` RENAME TO `subscriptions`;--> statement-breakpoint
CREATE UNIQUE INDEX `subscriptions_email_unique` ON `subscriptions` (`email`);