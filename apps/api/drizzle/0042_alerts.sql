CREATE TABLE "alert_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"watch_id" integer NOT NULL,
	"event_key" text NOT NULL,
	"event" jsonb NOT NULL,
	"delivery" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "alert_seen_dates" (
	"watch_id" integer NOT NULL,
	"tour_date_id" integer NOT NULL,
	"currency" text NOT NULL,
	"reference_price_minor" integer NOT NULL,
	"free_seats" integer NOT NULL,
	"freed_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "alert_seen_dates_watch_id_tour_date_id_pk" PRIMARY KEY("watch_id","tour_date_id")
);
--> statement-breakpoint
CREATE TABLE "alert_watches" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"tour_id" integer,
	"search_query" text,
	"new_dates" boolean DEFAULT true NOT NULL,
	"price_drop_percent" smallint,
	"seat_freed" boolean DEFAULT true NOT NULL,
	"delivery" text DEFAULT 'instant' NOT NULL,
	"by_messenger" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alert_events" ADD CONSTRAINT "alert_events_watch_id_alert_watches_id_fk" FOREIGN KEY ("watch_id") REFERENCES "public"."alert_watches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_seen_dates" ADD CONSTRAINT "alert_seen_dates_watch_id_alert_watches_id_fk" FOREIGN KEY ("watch_id") REFERENCES "public"."alert_watches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_seen_dates" ADD CONSTRAINT "alert_seen_dates_tour_date_id_tour_dates_id_fk" FOREIGN KEY ("tour_date_id") REFERENCES "public"."tour_dates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_watches" ADD CONSTRAINT "alert_watches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_watches" ADD CONSTRAINT "alert_watches_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alert_events_watch_key_unique" ON "alert_events" USING btree ("watch_id","event_key");--> statement-breakpoint
CREATE INDEX "alert_events_pending_idx" ON "alert_events" USING btree ("delivery","created_at") WHERE "alert_events"."sent_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "alert_watches_tour_unique" ON "alert_watches" USING btree ("user_id","tour_id") WHERE "alert_watches"."kind" = 'tour';--> statement-breakpoint
CREATE UNIQUE INDEX "alert_watches_search_unique" ON "alert_watches" USING btree ("user_id","search_query") WHERE "alert_watches"."kind" = 'search';--> statement-breakpoint
CREATE INDEX "alert_watches_tour_idx" ON "alert_watches" USING btree ("tour_id");