CREATE TABLE "sales_model_commissions" (
	"sales_model" smallint PRIMARY KEY NOT NULL,
	"percent" numeric(5, 2) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_user_id" integer
);
--> statement-breakpoint
ALTER TABLE "booking_requests" ADD COLUMN "commission_percent" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "organizers" ADD COLUMN "commission_override_percent" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "sales_model_commissions" ADD CONSTRAINT "sales_model_commissions_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_model_commissions" ADD CONSTRAINT "sales_model_commissions_percent_check" CHECK ("percent" >= 0 AND "percent" <= 100 AND "sales_model" BETWEEN 1 AND 5);--> statement-breakpoint
ALTER TABLE "organizers" ADD CONSTRAINT "organizers_commission_override_percent_check" CHECK ("commission_override_percent" IS NULL OR ("commission_override_percent" >= 0 AND "commission_override_percent" <= 100));--> statement-breakpoint
-- Issue 43 item 2: the rates start from what the marketplace kept before (domain/office
-- commissionPercentFor): the agreed percent, 15 by default, where it or an agent sells; nothing
-- where the organizer sells its own tours.
INSERT INTO "sales_model_commissions" ("sales_model", "percent") VALUES (1, 15), (2, 0), (3, 15), (4, 0), (5, 15);--> statement-breakpoint
-- An organizer whose agreed percent differs from its model's rate keeps it as its override.
UPDATE "organizers" SET "commission_override_percent" = "commission_percent" WHERE "sales_model" IN (1, 3, 5) AND "commission_percent" <> 15;--> statement-breakpoint
UPDATE "organizers" SET "commission_percent" = 0 WHERE "sales_model" IN (2, 4);--> statement-breakpoint
-- Past bookings keep the percent their figures were worked out at.
UPDATE "booking_requests" b SET "commission_percent" = CASE WHEN o."sales_model" IN (2, 4) THEN 0 ELSE coalesce(t."commission_percent", o."commission_percent") END FROM "tours" t, "organizers" o WHERE t."id" = b."tour_id" AND o."id" = b."organizer_id";
