CREATE TABLE "sandbox_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_refunds_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "booking_requests" ADD COLUMN "cancellation_policy" jsonb;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "failed_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "organizers" ADD COLUMN "cancellation_policy" jsonb DEFAULT '{"tiers":[{"daysBefore":30,"refundPercent":100},{"daysBefore":7,"refundPercent":50}]}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "cancellation_policy" jsonb;--> statement-breakpoint
CREATE INDEX "sandbox_refunds_session_idx" ON "sandbox_refunds" USING btree ("session_id");