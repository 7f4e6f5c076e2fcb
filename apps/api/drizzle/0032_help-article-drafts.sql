-- Issue 43: help-centre articles written in the operator console: the Markdown an editor wrote is
-- kept beside the HTML rendered from it, and an unpublished article is kept but shown nowhere. Every
-- article from before stays published.
ALTER TABLE "help_articles" ADD COLUMN "body_markdown" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "help_articles" ADD COLUMN "body_ru_markdown" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "help_articles" ADD COLUMN "is_published" boolean DEFAULT true NOT NULL;