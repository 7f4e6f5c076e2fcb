CREATE TABLE "recently_viewed_tours" (
	"user_id" integer NOT NULL,
	"tour_id" integer NOT NULL,
	"viewed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "recently_viewed_tours_user_id_tour_id_pk" PRIMARY KEY("user_id","tour_id")
);
--> statement-breakpoint
ALTER TABLE "recently_viewed_tours" ADD CONSTRAINT "recently_viewed_tours_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recently_viewed_tours" ADD CONSTRAINT "recently_viewed_tours_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recently_viewed_tours_user_viewed_idx" ON "recently_viewed_tours" USING btree ("user_id","viewed_at");