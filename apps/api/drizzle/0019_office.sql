CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"organizer_id" integer,
	"actor_user_id" integer,
	"actor_kind" text NOT NULL,
	"object_kind" text NOT NULL,
	"object_id" text NOT NULL,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organizer_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"organizer_id" integer NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by_user_id" integer,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "organizer_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "organizer_payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"organizer_id" integer NOT NULL,
	"month" text NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"paid_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reference" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organizer_accounts" ADD COLUMN "role" text DEFAULT 'owner' NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "organizer_replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "organizer_reply_user_id" integer;--> statement-breakpoint
ALTER TABLE "tour_dates" ADD COLUMN "min_travellers" smallint;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "included" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "included_ru" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "not_included" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "not_included_ru" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "meeting_point" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "meeting_point_ru" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_organizer_id_organizers_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."organizers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizer_invitations" ADD CONSTRAINT "organizer_invitations_organizer_id_organizers_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."organizers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizer_invitations" ADD CONSTRAINT "organizer_invitations_invited_by_user_id_users_id_fk" FOREIGN KEY ("invited_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizer_invitations" ADD CONSTRAINT "organizer_invitations_accepted_by_user_id_users_id_fk" FOREIGN KEY ("accepted_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizer_payouts" ADD CONSTRAINT "organizer_payouts_organizer_id_organizers_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."organizers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_object_idx" ON "audit_log" USING btree ("object_kind","object_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_organizer_idx" ON "audit_log" USING btree ("organizer_id","id");--> statement-breakpoint
CREATE INDEX "organizer_invitations_organizer_idx" ON "organizer_invitations" USING btree ("organizer_id","created_at");--> statement-breakpoint
CREATE INDEX "organizer_payouts_organizer_idx" ON "organizer_payouts" USING btree ("organizer_id","month");--> statement-breakpoint
UPDATE "tours" SET "status" = 'hidden' WHERE NOT "is_published";--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_published_matches_status" CHECK ("tours"."is_published" = ("tours"."status" = 'published'));