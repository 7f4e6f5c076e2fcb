CREATE TABLE "hidden_media" (
	"key" text PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"hidden_at" timestamp with time zone DEFAULT now() NOT NULL,
	"hidden_by_user_id" integer
);
--> statement-breakpoint
ALTER TABLE "hidden_media" ADD CONSTRAINT "hidden_media_hidden_by_user_id_users_id_fk" FOREIGN KEY ("hidden_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;