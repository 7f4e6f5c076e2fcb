CREATE TABLE "canned_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"updated_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_request_states" (
	"help_request_id" integer PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"changed_by_user_id" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "help_request_states_status_check" CHECK ("help_request_states"."status" in ('new', 'in_progress', 'done'))
);
--> statement-breakpoint
ALTER TABLE "chats" ADD COLUMN "assigned_user_id" integer;--> statement-breakpoint
ALTER TABLE "canned_answers" ADD CONSTRAINT "canned_answers_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_request_states" ADD CONSTRAINT "help_request_states_help_request_id_help_requests_id_fk" FOREIGN KEY ("help_request_id") REFERENCES "public"."help_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_request_states" ADD CONSTRAINT "help_request_states_changed_by_user_id_users_id_fk" FOREIGN KEY ("changed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "help_request_states_status_idx" ON "help_request_states" USING btree ("status");--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_assigned_user_id_users_id_fk" FOREIGN KEY ("assigned_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;