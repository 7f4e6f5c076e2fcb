ALTER TABLE "idempotency_keys" ADD COLUMN "claim_token" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "claimed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "result_reference" text;