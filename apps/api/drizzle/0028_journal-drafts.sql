-- Issue 43: journal posts written in the operator console: a draft (or unpublished post) is kept
-- but shown nowhere, and the Markdown an editor wrote is kept beside the HTML rendered from it.
-- Every post from before stays published.
ALTER TABLE "blog_posts" ADD COLUMN "body_markdown" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "body_ru_markdown" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "is_published" boolean DEFAULT true NOT NULL;