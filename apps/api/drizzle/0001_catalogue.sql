CREATE TABLE "blog_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"category_slug" text NOT NULL,
	"category_name" text NOT NULL,
	"title" text NOT NULL,
	"excerpt" text NOT NULL,
	"body" text NOT NULL,
	"cover_key" text NOT NULL,
	"cover_alt" text NOT NULL,
	"author_name" text NOT NULL,
	"reading_minutes" smallint NOT NULL,
	"tags" text[] NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(excerpt, '')), 'B')) STORED,
	CONSTRAINT "blog_posts_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "help_articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"section_slug" text NOT NULL,
	"section_name" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "help_articles_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_id" integer NOT NULL,
	"region_id" integer,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"name_ru" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"timezone" text NOT NULL,
	"population" integer DEFAULT 0 NOT NULL,
	"is_user_created" boolean DEFAULT false NOT NULL,
	CONSTRAINT "cities_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" serial PRIMARY KEY NOT NULL,
	"iso_code" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"name_ru" text NOT NULL,
	"world_part_id" integer NOT NULL,
	"phone_code" text NOT NULL,
	"is_primary_for_phone_code" boolean DEFAULT false NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"description_ru" text DEFAULT '' NOT NULL,
	"image_key" text,
	CONSTRAINT "countries_iso_code_unique" UNIQUE("iso_code"),
	CONSTRAINT "countries_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"name_ru" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"description_ru" text DEFAULT '' NOT NULL,
	CONSTRAINT "regions_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "showplaces" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"name_ru" text NOT NULL,
	"city_id" integer NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_key" text,
	CONSTRAINT "showplaces_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "water_objects" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"name_ru" text NOT NULL,
	"kind" text NOT NULL,
	CONSTRAINT "water_objects_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "world_parts" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"name_ru" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "world_parts_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "collections" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"name_ru" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"description_ru" text DEFAULT '' NOT NULL,
	"image_key" text,
	"season_id" integer,
	"seo_title" text,
	"seo_description" text,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "collections_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "currency_rates" (
	"currency" text PRIMARY KEY NOT NULL,
	"units_per_usd_micros" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"tour_id" integer NOT NULL,
	"kind" text NOT NULL,
	"percent" smallint NOT NULL,
	"booked_from" date,
	"booked_to" date,
	"days_before_start" smallint,
	"date_from" date,
	"date_to" date,
	"tour_date_id" integer,
	"is_auto" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "individual_tours" (
	"uuid" text PRIMARY KEY NOT NULL,
	"tour_id" integer NOT NULL,
	"client_name" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"currency" text NOT NULL,
	"price_minor" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_ru" text NOT NULL,
	CONSTRAINT "languages_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "organizers" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"legal_type" smallint NOT NULL,
	"sales_model" smallint NOT NULL,
	"operator_type" text NOT NULL,
	"country_id" integer NOT NULL,
	"city_id" integer,
	"description" text DEFAULT '' NOT NULL,
	"description_ru" text DEFAULT '' NOT NULL,
	"avatar_key" text,
	"identity_check" smallint DEFAULT 0 NOT NULL,
	"documents_check" smallint DEFAULT 0 NOT NULL,
	"internal_check" smallint DEFAULT 0 NOT NULL,
	"rating" numeric(3, 2),
	"reviews_count" integer DEFAULT 0 NOT NULL,
	"founded_year" smallint,
	"is_published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organizers_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "rest_kinds" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"name_ru" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"description_ru" text DEFAULT '' NOT NULL,
	"image_key" text,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "rest_kinds_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "review_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"review_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"image_key" text NOT NULL,
	"alt" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" text NOT NULL,
	"tour_id" integer NOT NULL,
	"organizer_id" integer NOT NULL,
	"author_name" text NOT NULL,
	"rating" smallint NOT NULL,
	"text" text NOT NULL,
	"trip_date" date,
	"organizer_reply" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "seasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"name_ru" text NOT NULL,
	"months" integer[] NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "seasons_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "seo_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"path" text NOT NULL,
	"title" text NOT NULL,
	"priority" integer DEFAULT 5 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seo_pages_path_unique" UNIQUE("path")
);
--> statement-breakpoint
CREATE TABLE "ships" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"cabins_capacity" smallint NOT NULL,
	"passenger_capacity" smallint NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_key" text,
	CONSTRAINT "ships_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "short_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"source_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tour_collections" (
	"tour_id" integer NOT NULL,
	"collection_id" integer NOT NULL,
	CONSTRAINT "tour_collections_tour_id_collection_id_pk" PRIMARY KEY("tour_id","collection_id")
);
--> statement-breakpoint
CREATE TABLE "tour_complaints" (
	"id" serial PRIMARY KEY NOT NULL,
	"tour_id" integer NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tour_dates" (
	"id" serial PRIMARY KEY NOT NULL,
	"tour_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"duration_days" smallint NOT NULL,
	"currency" text NOT NULL,
	"base_price_minor" integer NOT NULL,
	"price_minor" integer NOT NULL,
	"price_usd_minor" integer NOT NULL,
	"discount_id" integer,
	"number_of_seats" smallint NOT NULL,
	"number_of_free_seats" smallint NOT NULL,
	"flight_included" boolean DEFAULT false NOT NULL,
	"not_guaranteed" boolean DEFAULT false NOT NULL,
	"prepayment_type" smallint NOT NULL,
	"prepayment_size" integer NOT NULL,
	"full_payment_days" smallint NOT NULL,
	"is_cashback_available" boolean DEFAULT false NOT NULL,
	"is_closed" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tour_media" (
	"id" serial PRIMARY KEY NOT NULL,
	"tour_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"image_key" text NOT NULL,
	"alt" text NOT NULL,
	"alt_ru" text NOT NULL,
	"video_url" text
);
--> statement-breakpoint
CREATE TABLE "tour_places" (
	"tour_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"city_id" integer NOT NULL,
	"region_id" integer,
	"country_id" integer NOT NULL,
	CONSTRAINT "tour_places_tour_id_position_pk" PRIMARY KEY("tour_id","position")
);
--> statement-breakpoint
CREATE TABLE "tour_program_days" (
	"id" serial PRIMARY KEY NOT NULL,
	"program_id" integer NOT NULL,
	"day_number" smallint NOT NULL,
	"title" text NOT NULL,
	"title_ru" text NOT NULL,
	"description" text NOT NULL,
	"description_ru" text NOT NULL,
	"image_key" text
);
--> statement-breakpoint
CREATE TABLE "tour_programs" (
	"id" serial PRIMARY KEY NOT NULL,
	"tour_id" integer NOT NULL,
	"name" text NOT NULL,
	"name_ru" text NOT NULL,
	"is_default" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tour_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"tour_id" integer NOT NULL,
	"author_name" text NOT NULL,
	"question" text NOT NULL,
	"answer" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tour_rest_kinds" (
	"tour_id" integer NOT NULL,
	"rest_kind_id" integer NOT NULL,
	CONSTRAINT "tour_rest_kinds_tour_id_rest_kind_id_pk" PRIMARY KEY("tour_id","rest_kind_id")
);
--> statement-breakpoint
CREATE TABLE "tour_showplaces" (
	"tour_id" integer NOT NULL,
	"showplace_id" integer NOT NULL,
	CONSTRAINT "tour_showplaces_tour_id_showplace_id_pk" PRIMARY KEY("tour_id","showplace_id")
);
--> statement-breakpoint
CREATE TABLE "tour_slug_redirects" (
	"old_slug" text PRIMARY KEY NOT NULL,
	"tour_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tours" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"organizer_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"title" text NOT NULL,
	"title_ru" text NOT NULL,
	"summary" text NOT NULL,
	"summary_ru" text NOT NULL,
	"description" text NOT NULL,
	"description_ru" text NOT NULL,
	"start_city_id" integer NOT NULL,
	"country_id" integer NOT NULL,
	"region_id" integer,
	"duration_days" smallint NOT NULL,
	"accommodation" text[] NOT NULL,
	"comfort" text NOT NULL,
	"difficulty" smallint NOT NULL,
	"min_group_size" smallint DEFAULT 1 NOT NULL,
	"max_group_size" smallint NOT NULL,
	"min_age" smallint DEFAULT 0 NOT NULL,
	"language_ids" integer[] NOT NULL,
	"cover_key" text NOT NULL,
	"is_cruise" boolean DEFAULT false NOT NULL,
	"cruise_type" text,
	"ship_id" integer,
	"water_object_id" integer,
	"is_returning_cruise" boolean DEFAULT false NOT NULL,
	"is_on_request" boolean DEFAULT false NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	"rating" numeric(3, 2),
	"reviews_count" integer DEFAULT 0 NOT NULL,
	"latitude" numeric(9, 6) NOT NULL,
	"longitude" numeric(9, 6) NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(summary, '')), 'B') || setweight(to_tsvector('russian', coalesce(title_ru, '')), 'A') || setweight(to_tsvector('russian', coalesce(summary_ru, '')), 'B')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tours_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "countries" ADD CONSTRAINT "countries_world_part_id_world_parts_id_fk" FOREIGN KEY ("world_part_id") REFERENCES "public"."world_parts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regions" ADD CONSTRAINT "regions_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showplaces" ADD CONSTRAINT "showplaces_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discounts" ADD CONSTRAINT "discounts_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "individual_tours" ADD CONSTRAINT "individual_tours_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizers" ADD CONSTRAINT "organizers_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizers" ADD CONSTRAINT "organizers_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_images" ADD CONSTRAINT "review_images_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_organizer_id_organizers_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."organizers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_collections" ADD CONSTRAINT "tour_collections_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_collections" ADD CONSTRAINT "tour_collections_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_complaints" ADD CONSTRAINT "tour_complaints_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_dates" ADD CONSTRAINT "tour_dates_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_dates" ADD CONSTRAINT "tour_dates_discount_id_discounts_id_fk" FOREIGN KEY ("discount_id") REFERENCES "public"."discounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_media" ADD CONSTRAINT "tour_media_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_places" ADD CONSTRAINT "tour_places_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_places" ADD CONSTRAINT "tour_places_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_places" ADD CONSTRAINT "tour_places_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_places" ADD CONSTRAINT "tour_places_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_program_days" ADD CONSTRAINT "tour_program_days_program_id_tour_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."tour_programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_programs" ADD CONSTRAINT "tour_programs_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_questions" ADD CONSTRAINT "tour_questions_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_rest_kinds" ADD CONSTRAINT "tour_rest_kinds_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_rest_kinds" ADD CONSTRAINT "tour_rest_kinds_rest_kind_id_rest_kinds_id_fk" FOREIGN KEY ("rest_kind_id") REFERENCES "public"."rest_kinds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_showplaces" ADD CONSTRAINT "tour_showplaces_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_showplaces" ADD CONSTRAINT "tour_showplaces_showplace_id_showplaces_id_fk" FOREIGN KEY ("showplace_id") REFERENCES "public"."showplaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_slug_redirects" ADD CONSTRAINT "tour_slug_redirects_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_organizer_id_organizers_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."organizers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_start_city_id_cities_id_fk" FOREIGN KEY ("start_city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_ship_id_ships_id_fk" FOREIGN KEY ("ship_id") REFERENCES "public"."ships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_water_object_id_water_objects_id_fk" FOREIGN KEY ("water_object_id") REFERENCES "public"."water_objects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blog_posts_category_idx" ON "blog_posts" USING btree ("category_slug","published_at");--> statement-breakpoint
CREATE INDEX "blog_posts_published_idx" ON "blog_posts" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "cities_country_idx" ON "cities" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "cities_region_idx" ON "cities" USING btree ("region_id");--> statement-breakpoint
CREATE INDEX "countries_world_part_idx" ON "countries" USING btree ("world_part_id");--> statement-breakpoint
CREATE INDEX "regions_country_idx" ON "regions" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "showplaces_city_idx" ON "showplaces" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "discounts_tour_idx" ON "discounts" USING btree ("tour_id");--> statement-breakpoint
CREATE INDEX "organizers_country_idx" ON "organizers" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "review_images_review_idx" ON "review_images" USING btree ("review_id");--> statement-breakpoint
CREATE INDEX "reviews_tour_idx" ON "reviews" USING btree ("tour_id","created_at");--> statement-breakpoint
CREATE INDEX "reviews_organizer_idx" ON "reviews" USING btree ("organizer_id","created_at");--> statement-breakpoint
CREATE INDEX "tour_collections_collection_idx" ON "tour_collections" USING btree ("collection_id","tour_id");--> statement-breakpoint
CREATE INDEX "tour_dates_tour_start_idx" ON "tour_dates" USING btree ("tour_id","start_date");--> statement-breakpoint
CREATE INDEX "tour_dates_start_idx" ON "tour_dates" USING btree ("start_date");--> statement-breakpoint
CREATE INDEX "tour_media_tour_idx" ON "tour_media" USING btree ("tour_id","position");--> statement-breakpoint
CREATE INDEX "tour_places_city_idx" ON "tour_places" USING btree ("city_id","tour_id");--> statement-breakpoint
CREATE INDEX "tour_places_region_idx" ON "tour_places" USING btree ("region_id","tour_id");--> statement-breakpoint
CREATE INDEX "tour_places_country_idx" ON "tour_places" USING btree ("country_id","tour_id");--> statement-breakpoint
CREATE INDEX "tour_program_days_program_idx" ON "tour_program_days" USING btree ("program_id","day_number");--> statement-breakpoint
CREATE INDEX "tour_programs_tour_idx" ON "tour_programs" USING btree ("tour_id");--> statement-breakpoint
CREATE INDEX "tour_questions_tour_idx" ON "tour_questions" USING btree ("tour_id","created_at");--> statement-breakpoint
CREATE INDEX "tour_rest_kinds_kind_idx" ON "tour_rest_kinds" USING btree ("rest_kind_id","tour_id");--> statement-breakpoint
CREATE INDEX "tour_showplaces_showplace_idx" ON "tour_showplaces" USING btree ("showplace_id","tour_id");--> statement-breakpoint
CREATE INDEX "tours_organizer_idx" ON "tours" USING btree ("organizer_id");--> statement-breakpoint
CREATE INDEX "tours_country_idx" ON "tours" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "tours_region_idx" ON "tours" USING btree ("region_id");--> statement-breakpoint
CREATE INDEX "tours_start_city_idx" ON "tours" USING btree ("start_city_id");--> statement-breakpoint
CREATE INDEX "tours_search_vector_idx" ON "tours" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "tours_title_trgm_idx" ON "tours" USING gin (lower("title") gin_trgm_ops);