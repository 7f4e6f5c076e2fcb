CREATE TABLE "chat_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"chat_id" integer NOT NULL,
	"author_side" text NOT NULL,
	"author_user_id" integer,
	"text" text NOT NULL,
	"file_id" integer,
	"client_key" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"moderated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "messenger_connections" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"source_id" text NOT NULL,
	"code_hash" text NOT NULL,
	"code_expires_at" timestamp with time zone NOT NULL,
	"external_account_id" text,
	"activated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploaded_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"owner_user_id" integer,
	"kind" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" bigint NOT NULL,
	"original_name" text NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "chats_user_idx";--> statement-breakpoint
ALTER TABLE "chats" ADD COLUMN "link_uuid" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "chats" ADD COLUMN "last_message_id" integer;--> statement-breakpoint
ALTER TABLE "chats" ADD COLUMN "last_message_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chats" ADD COLUMN "tourist_read_message_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "chats" ADD COLUMN "counterpart_read_message_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "chats" ADD COLUMN "notifications_disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chats" ADD COLUMN "frozen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_file_id_uploaded_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."uploaded_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messenger_connections" ADD CONSTRAINT "messenger_connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_messages_chat_idx" ON "chat_messages" USING btree ("chat_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_client_key_unique" ON "chat_messages" USING btree ("chat_id","client_key") WHERE "chat_messages"."client_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "messenger_connections_code_unique" ON "messenger_connections" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "messenger_connections_user_idx" ON "messenger_connections" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "uploaded_files_uuid_unique" ON "uploaded_files" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "uploaded_files_owner_idx" ON "uploaded_files" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "chats_organizer_idx" ON "chats" USING btree ("organizer_id","last_message_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chats_user_organizer_unique" ON "chats" USING btree ("user_id","organizer_id") WHERE "chats"."organizer_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "chats_user_support_unique" ON "chats" USING btree ("user_id") WHERE "chats"."organizer_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "chats_link_uuid_unique" ON "chats" USING btree ("link_uuid");--> statement-breakpoint
CREATE INDEX "chats_user_idx" ON "chats" USING btree ("user_id","last_message_id");