CREATE TABLE "legal_document_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"document" text NOT NULL,
	"version_label" text NOT NULL,
	"effective_from" date NOT NULL,
	"title" text NOT NULL,
	"title_ru" text NOT NULL,
	"body_markdown" text NOT NULL,
	"body_ru_markdown" text NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "legal_document_versions_document_check" CHECK ("legal_document_versions"."document" IN ('agreement', 'tour-provider-agreement', 'privacy', 'safety-rules'))
);
--> statement-breakpoint
ALTER TABLE "legal_document_versions" ADD CONSTRAINT "legal_document_versions_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "legal_document_versions_document_day_key" ON "legal_document_versions" USING btree ("document","effective_from");