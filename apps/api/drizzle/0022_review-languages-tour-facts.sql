ALTER TABLE "reviews" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "tour_questions" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "know_before" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "know_before_ru" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "accessibility" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "accessibility_ru" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- Reviews and questions written before languages were kept: Russian when most letters are Cyrillic (as textLanguage decides for new ones).
UPDATE "reviews" SET "language" = 'ru' WHERE length(regexp_replace("text", '[^А-Яа-яЁё]', '', 'g')) * 2 > length(regexp_replace("text", '[^[:alpha:]]', '', 'g'));--> statement-breakpoint
UPDATE "tour_questions" SET "language" = 'ru' WHERE length(regexp_replace("question", '[^А-Яа-яЁё]', '', 'g')) * 2 > length(regexp_replace("question", '[^[:alpha:]]', '', 'g'));--> statement-breakpoint
-- An included / not included entry pasted as free text (several lines, bullets) becomes one item per line, so it reads as a list.
CREATE FUNCTION "pg_temp"."text_items"(items text[]) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(array_agg(item ORDER BY entry, line), '{}'::text[])
  FROM (
    SELECT entry, line, btrim(regexp_replace(part, '^\s*([-*•–]|\d+[.)])\s+', '')) AS item
    FROM unnest(items) WITH ORDINALITY AS entries(value, entry),
      regexp_split_to_table(value, '\s*[\r\n]+\s*') WITH ORDINALITY AS parts(part, line)
  ) AS lines
  WHERE item <> ''
$$;--> statement-breakpoint
UPDATE "tours" SET
  "included" = "pg_temp"."text_items"("included"),
  "included_ru" = "pg_temp"."text_items"("included_ru"),
  "not_included" = "pg_temp"."text_items"("not_included"),
  "not_included_ru" = "pg_temp"."text_items"("not_included_ru")
WHERE array_to_string("included" || "included_ru" || "not_included" || "not_included_ru", '') ~ '[\r\n]';
