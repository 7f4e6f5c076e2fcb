-- Issue 43 (docs/decisions/0067-operator-console.md): a staff account's role in the operator
-- console. Staff who existed before it get support, the work they did (support chats): no one
-- gains the console's admin actions by the migration; an admin is named by hand (or the seed).
ALTER TABLE "users" ADD COLUMN "staff_role" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_staff_role_check" CHECK ("users"."staff_role" is null or ("users"."is_staff" and "users"."staff_role" in ('admin', 'support', 'content', 'finance')));--> statement-breakpoint
UPDATE "users" SET "staff_role" = 'support' WHERE "is_staff";
