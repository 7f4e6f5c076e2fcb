CREATE TABLE "chat_calls" (
	"id" serial PRIMARY KEY NOT NULL,
	"chat_id" integer NOT NULL,
	"caller_user_id" integer,
	"callee_user_id" integer,
	"status" text DEFAULT 'ringing' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "phone_call_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"target" text NOT NULL,
	"organizer_id" integer,
	"chat_id" integer,
	"user_id" integer,
	"country_id" integer,
	"is_support_call" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organizer_accounts" (
	"organizer_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organizer_accounts_organizer_id_user_id_pk" PRIMARY KEY("organizer_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "organizer_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organizer_id" integer NOT NULL,
	"requested_by_user_id" integer,
	"provider" text NOT NULL,
	"provider_reference" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "outbox_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"content" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tour_program_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"tour_id" integer NOT NULL,
	"email" text,
	"phone" text,
	"request_id" integer,
	"currency" text NOT NULL,
	"language_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tour_program_pdfs" (
	"tour_id" integer NOT NULL,
	"language_code" text NOT NULL,
	"currency" text NOT NULL,
	"source_version" text NOT NULL,
	"pdf" "bytea" NOT NULL,
	"generated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tour_program_pdfs_tour_id_language_code_currency_pk" PRIMARY KEY("tour_id","language_code","currency")
);
--> statement-breakpoint
CREATE TABLE "tour_program_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"tour_id" integer NOT NULL,
	"subscriber_id" text,
	"currency" text NOT NULL,
	"language_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tour_program_subscriptions_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
ALTER TABLE "help_requests" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "call_id" integer;--> statement-breakpoint
ALTER TABLE "help_requests" ADD COLUMN "organizer_id" integer;--> statement-breakpoint
ALTER TABLE "help_requests" ADD COLUMN "tour_id" integer;--> statement-breakpoint
ALTER TABLE "organizers" ADD COLUMN "commission_percent" numeric(5, 2) DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "organizers" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "commission_percent" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "knowledge" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_calls" ADD CONSTRAINT "chat_calls_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_calls" ADD CONSTRAINT "chat_calls_caller_user_id_users_id_fk" FOREIGN KEY ("caller_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_calls" ADD CONSTRAINT "chat_calls_callee_user_id_users_id_fk" FOREIGN KEY ("callee_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_call_codes" ADD CONSTRAINT "phone_call_codes_organizer_id_organizers_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."organizers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_call_codes" ADD CONSTRAINT "phone_call_codes_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_call_codes" ADD CONSTRAINT "phone_call_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_call_codes" ADD CONSTRAINT "phone_call_codes_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizer_accounts" ADD CONSTRAINT "organizer_accounts_organizer_id_organizers_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."organizers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizer_accounts" ADD CONSTRAINT "organizer_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizer_verifications" ADD CONSTRAINT "organizer_verifications_organizer_id_organizers_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."organizers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizer_verifications" ADD CONSTRAINT "organizer_verifications_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_attachments" ADD CONSTRAINT "outbox_attachments_message_id_outbox_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."outbox_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_program_orders" ADD CONSTRAINT "tour_program_orders_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_program_pdfs" ADD CONSTRAINT "tour_program_pdfs_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_program_subscriptions" ADD CONSTRAINT "tour_program_subscriptions_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_calls_chat_idx" ON "chat_calls" USING btree ("chat_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "phone_call_codes_code_unique" ON "phone_call_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "phone_call_codes_expires_idx" ON "phone_call_codes" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "organizer_accounts_user_idx" ON "organizer_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "organizer_verifications_organizer_idx" ON "organizer_verifications" USING btree ("organizer_id","created_at");--> statement-breakpoint
CREATE INDEX "outbox_attachments_message_idx" ON "outbox_attachments" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "tour_program_orders_tour_idx" ON "tour_program_orders" USING btree ("tour_id","created_at");--> statement-breakpoint
CREATE INDEX "tour_program_subscriptions_tour_idx" ON "tour_program_subscriptions" USING btree ("tour_id","email");--> statement-breakpoint
ALTER TABLE "help_requests" ADD CONSTRAINT "help_requests_organizer_id_organizers_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."organizers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_requests" ADD CONSTRAINT "help_requests_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE set null ON UPDATE no action;