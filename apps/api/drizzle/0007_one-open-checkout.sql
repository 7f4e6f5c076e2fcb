CREATE TABLE "payment_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"attempt_id" integer NOT NULL,
	"booking_id" integer NOT NULL,
	"reason" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_refund_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "payment_refunds_attempt_id_unique" UNIQUE("attempt_id")
);
--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "provider_payment_id" text;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_attempt_id_payment_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."payment_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_booking_id_booking_requests_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booking_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written: of several open checkouts of one invoice, only the newest stays open.
UPDATE "payment_attempts" SET "status" = 'expired' WHERE "status" = 'pending' AND "id" NOT IN (SELECT max("id") FROM "payment_attempts" WHERE "status" = 'pending' GROUP BY "invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_one_open_per_invoice" ON "payment_attempts" USING btree ("invoice_id") WHERE "payment_attempts"."status" = 'pending';