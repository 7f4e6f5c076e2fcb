CREATE TABLE "booking_meet_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_meets" (
	"booking_id" integer PRIMARY KEY NOT NULL,
	"key_hash" text NOT NULL,
	"key_expires_at" timestamp with time zone NOT NULL,
	"meeting_text" text DEFAULT '' NOT NULL,
	"saved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_invitations" (
	"booking_id" integer PRIMARY KEY NOT NULL,
	"uuid" text NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD COLUMN "delete_token_hash" text;--> statement-breakpoint
ALTER TABLE "individual_tours" ADD COLUMN "tour_date_id" integer;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "booking_id" integer;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_meet_files" ADD CONSTRAINT "booking_meet_files_booking_id_booking_meets_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booking_meets"("booking_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_meet_files" ADD CONSTRAINT "booking_meet_files_file_id_uploaded_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."uploaded_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_meets" ADD CONSTRAINT "booking_meets_booking_id_booking_requests_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booking_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_invitations" ADD CONSTRAINT "review_invitations_booking_id_booking_requests_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booking_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_meet_files_booking_idx" ON "booking_meet_files" USING btree ("booking_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_meet_files_file_unique" ON "booking_meet_files" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_meets_key_hash_unique" ON "booking_meets" USING btree ("key_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "review_invitations_uuid_unique" ON "review_invitations" USING btree ("uuid");--> statement-breakpoint
ALTER TABLE "individual_tours" ADD CONSTRAINT "individual_tours_tour_date_id_tour_dates_id_fk" FOREIGN KEY ("tour_date_id") REFERENCES "public"."tour_dates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_booking_id_booking_requests_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booking_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_booking_unique" ON "reviews" USING btree ("booking_id");