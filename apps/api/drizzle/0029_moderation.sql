-- Issue 43 (docs/decisions/0067-operator-console.md), organizers and moderation: why an operator hid
-- an organizer (shown in its office), a review or its reply hidden with a reason, and how a
-- tour/complaint report was settled. Everything existing stays shown and waiting.
ALTER TABLE "organizers" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reply_hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reply_hidden_reason" text;--> statement-breakpoint
ALTER TABLE "tour_complaints" ADD COLUMN "resolution" text;--> statement-breakpoint
ALTER TABLE "tour_complaints" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tour_complaints" ADD COLUMN "resolved_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "tour_complaints" ADD CONSTRAINT "tour_complaints_resolved_by_user_id_users_id_fk" FOREIGN KEY ("resolved_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;