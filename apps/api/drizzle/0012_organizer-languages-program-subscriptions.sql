ALTER TABLE "organizers" ADD COLUMN "language_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "tour_program_subscriptions" ADD COLUMN "last_sent_version" text;--> statement-breakpoint
ALTER TABLE "tour_program_subscriptions" ADD COLUMN "last_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tour_program_subscriptions" ADD COLUMN "unsubscribed_at" timestamp with time zone;