CREATE TABLE "telegram_phone_links" (
	"phone" text PRIMARY KEY NOT NULL,
	"telegram_chat_id" bigint NOT NULL,
	"telegram_user_id" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "telegram_relayed_messages" (
	"telegram_chat_id" bigint NOT NULL,
	"telegram_message_id" integer NOT NULL,
	"chat_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "telegram_relayed_messages_telegram_chat_id_telegram_message_id_pk" PRIMARY KEY("telegram_chat_id","telegram_message_id")
);
--> statement-breakpoint
ALTER TABLE "telegram_relayed_messages" ADD CONSTRAINT "telegram_relayed_messages_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telegram_relayed_messages" ADD CONSTRAINT "telegram_relayed_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "telegram_relayed_messages_latest_idx" ON "telegram_relayed_messages" USING btree ("telegram_chat_id","created_at");