-- Custom migration: the search read model becomes tables kept current per tour (issue 21,
-- docs/decisions: search freshness). search_tours and search_tour_documents were materialized
-- views refreshed only by the seed, so a new date, a price, a sold-out date or an unpublished
-- tour never reached search. Now:
--
-- * search_tours_source and search_tour_documents_source (plain views) hold the one definition
--   of a row; search_tours and search_tour_documents are tables with the same columns (created
--   from the views, so the types are the views' own) plus search_tours.time_zone, the start
--   city's IANA zone, which "upcoming" is judged in.
-- * updateSearchRows (apps/api/src/modules/search/search-indexes.ts) deletes and re-inserts the
--   rows of the tours a write touched; refreshSearchIndexes rebuilds every row the same way.
-- * The source computes each tour's row from its own rows only (LATERAL subqueries over indexed
--   tour_id columns), so selecting a few tours from it reads a few tours, not the catalogue.
-- * search_completion_terms stays a materialized view: its rows are per-place counts over the
--   whole catalogue; it is refreshed with a full rebuild and periodically.
DROP MATERIALIZED VIEW search_completion_terms;
--> statement-breakpoint
DROP MATERIALIZED VIEW search_tour_documents;
--> statement-breakpoint
DROP MATERIALIZED VIEW search_tours;
--> statement-breakpoint
-- One row per published tour of a published organizer. Its dates are the open ones (not closed,
-- a seat free: §3 is_busy dates cannot be booked, so search does not offer them) from the day
-- before the row was built on; queries still compare each date with today in the tour's zone
-- (time_zone), so a date that starts after the row was built stops matching at once. The
-- westernmost zone is a day behind UTC at most, so current_date - 1 keeps every date that may
-- still be upcoming somewhere, whatever the server's own TimeZone setting.
CREATE VIEW search_tours_source AS
SELECT
	t.id AS tour_id,
	t.type,
	t.is_cruise,
	t.is_on_request,
	t.organizer_id,
	o.operator_type,
	t.start_city_id,
	t.comfort,
	t.difficulty,
	t.accommodation,
	t.language_ids,
	t.min_age,
	t.max_group_size,
	t.cruise_type,
	t.ship_id,
	sh.cabins_capacity AS ship_cabins_capacity,
	t.water_object_id,
	t.is_returning_cruise,
	coalesce(city_agg.ids, '{}') AS city_ids,
	coalesce(region_agg.ids, '{}') AS region_ids,
	coalesce(country_agg.ids, '{}') AS country_ids,
	coalesce(country_agg.world_part_ids, '{}') AS world_part_ids,
	-- The meeting point first, then the route cities: what a place search (lat, lng, radius) matches.
	array_prepend(t.latitude::float8, coalesce(city_agg.lats, '{}')) AS point_lats,
	array_prepend(t.longitude::float8, coalesce(city_agg.lngs, '{}')) AS point_lngs,
	coalesce(rest_kind_agg.ids, '{}') AS rest_kind_ids,
	coalesce(collection_agg.ids, '{}') AS collection_ids,
	coalesce(showplace_agg.ids, '{}') AS showplace_ids,
	-- "default" sort: a rating counts more the more reviews back it.
	(coalesce(t.rating, 0) * ln(1 + t.reviews_count))::float8 AS popularity,
	coalesce(date_agg.starts, '{}') AS date_starts,
	coalesce(date_agg.prices, '{}') AS date_prices,
	coalesce(date_agg.durations, '{}') AS date_durations,
	date_agg.first_start,
	date_agg.last_start,
	date_agg.min_price,
	date_agg.max_price,
	coalesce(date_agg.months, '{}') AS date_months,
	coalesce(date_agg.distinct_durations, '{}') AS distinct_durations,
	-- Every facet value of the tour as one integer, kind * 100000000 + id (text values by their
	-- 1-based position in the lists below, which follow apps/api/src/modules/search/facets.ts):
	-- the facet counts of a search are then one aggregation over one array.
	ARRAY(SELECT DISTINCT token FROM (
		SELECT 100000000 + x FROM unnest(coalesce(rest_kind_agg.ids, '{}')) AS x
		UNION ALL SELECT 200000000 + x FROM unnest(coalesce(country_agg.ids, '{}')) AS x
		UNION ALL SELECT 300000000 + x FROM unnest(coalesce(region_agg.ids, '{}')) AS x
		UNION ALL SELECT 400000000 + x FROM unnest(coalesce(city_agg.ids, '{}')) AS x
		UNION ALL SELECT 500000000 + x FROM unnest(coalesce(collection_agg.ids, '{}')) AS x
		UNION ALL SELECT 600000000 + x FROM unnest(t.language_ids) AS x
		UNION ALL SELECT 700000000 + p FROM unnest(t.accommodation) AS a,
			array_position(ARRAY['camp-site', 'guest-house', 'flat', 'cabin', 'hotel', 'tent', 'train', 'not-set', 'any', 'tourist-base'], a) AS p
			WHERE p IS NOT NULL
		UNION ALL SELECT 800000000 + p FROM array_position(ARRAY['base', 'base_plus', 'medium', 'improved', 'premium'], t.comfort) AS p
			WHERE p IS NOT NULL
		UNION ALL SELECT 900000000 + t.difficulty
		UNION ALL SELECT 1000000000 + p FROM array_position(ARRAY['organization', 'author'], o.operator_type) AS p
			WHERE p IS NOT NULL
		UNION ALL SELECT 1100000000 + t.type
		UNION ALL SELECT 1200000000 + p FROM array_position(ARRAY['river', 'sea', 'ocean'], t.cruise_type) AS p
			WHERE p IS NOT NULL
		UNION ALL SELECT 1300000000 + t.ship_id WHERE t.ship_id IS NOT NULL
		UNION ALL SELECT 1400000000 + t.water_object_id WHERE t.water_object_id IS NOT NULL
		UNION ALL SELECT 1500000000 + t.start_city_id
	) AS tokens(token) ORDER BY token) AS facet_tokens,
	start_city.timezone AS time_zone
FROM tours t
JOIN organizers o ON o.id = t.organizer_id
JOIN cities start_city ON start_city.id = t.start_city_id
LEFT JOIN ships sh ON sh.id = t.ship_id
-- The route: the start city and every place of the itinerary.
CROSS JOIN LATERAL (
	SELECT array_agg(c.id ORDER BY c.id) AS ids,
		array_agg(c.latitude ORDER BY c.id) AS lats,
		array_agg(c.longitude ORDER BY c.id) AS lngs
	FROM cities c
	WHERE c.id IN (SELECT tp.city_id FROM tour_places tp WHERE tp.tour_id = t.id UNION SELECT t.start_city_id)
) city_agg
CROSS JOIN LATERAL (
	SELECT array_agg(r.id ORDER BY r.id) AS ids
	FROM regions r
	WHERE r.id IN (
		SELECT tp.region_id FROM tour_places tp WHERE tp.tour_id = t.id
		UNION SELECT t.region_id
		UNION SELECT c.region_id FROM cities c WHERE c.id = ANY(city_agg.ids))
) region_agg
CROSS JOIN LATERAL (
	SELECT array_agg(co.id ORDER BY co.id) AS ids,
		array_agg(DISTINCT co.world_part_id) AS world_part_ids
	FROM countries co
	WHERE co.id IN (
		SELECT tp.country_id FROM tour_places tp WHERE tp.tour_id = t.id
		UNION SELECT t.country_id
		UNION SELECT c.country_id FROM cities c WHERE c.id = ANY(city_agg.ids))
) country_agg
CROSS JOIN LATERAL (
	SELECT array_agg(rest_kind_id ORDER BY rest_kind_id) AS ids FROM tour_rest_kinds WHERE tour_id = t.id
) rest_kind_agg
CROSS JOIN LATERAL (
	SELECT array_agg(collection_id ORDER BY collection_id) AS ids FROM tour_collections WHERE tour_id = t.id
) collection_agg
CROSS JOIN LATERAL (
	SELECT array_agg(showplace_id ORDER BY showplace_id) AS ids FROM tour_showplaces WHERE tour_id = t.id
) showplace_agg
CROSS JOIN LATERAL (
	SELECT array_agg(d.start_date ORDER BY d.start_date, d.id) AS starts,
		array_agg(d.price_usd_minor ORDER BY d.start_date, d.id) AS prices,
		array_agg(d.duration_days ORDER BY d.start_date, d.id) AS durations,
		min(d.start_date) AS first_start,
		max(d.start_date) AS last_start,
		min(d.price_usd_minor) AS min_price,
		max(d.price_usd_minor) AS max_price,
		array_agg(DISTINCT (extract(year FROM d.start_date) * 100 + extract(month FROM d.start_date))::int) AS months,
		array_agg(DISTINCT d.duration_days) AS distinct_durations
	FROM tour_dates d
	WHERE d.tour_id = t.id AND NOT d.is_closed AND d.number_of_free_seats > 0
		AND d.start_date >= current_date - 1
) date_agg
WHERE t.is_published AND o.is_published;
--> statement-breakpoint
CREATE TABLE search_tours AS SELECT * FROM search_tours_source WITH NO DATA;
--> statement-breakpoint
-- Card lookups and the per-tour updates find rows by it.
ALTER TABLE search_tours ADD CONSTRAINT search_tours_pkey PRIMARY KEY (tour_id);
--> statement-breakpoint
-- The full-text documents live apart: they are as large as all the other columns together, and
-- every search that has no phrase would otherwise read them from disk. Built from search_tours,
-- so search_tours' rows must be current first.
CREATE VIEW search_tour_documents_source AS
SELECT st.tour_id,
	t.search_vector || setweight(to_tsvector('simple', coalesce(place_names.names, '')), 'C') AS document
FROM search_tours st
JOIN tours t ON t.id = st.tour_id
CROSS JOIN LATERAL (
	SELECT string_agg(names.name, ' ') AS names FROM (
		SELECT c.name || ' ' || c.name_ru FROM cities c WHERE c.id = ANY(st.city_ids)
		UNION ALL SELECT r.name || ' ' || r.name_ru FROM regions r WHERE r.id = ANY(st.region_ids)
		UNION ALL SELECT co.name || ' ' || co.name_ru FROM countries co WHERE co.id = ANY(st.country_ids)
	) AS names(name)
) place_names;
--> statement-breakpoint
CREATE TABLE search_tour_documents AS SELECT * FROM search_tour_documents_source WITH NO DATA;
--> statement-breakpoint
ALTER TABLE search_tour_documents ADD CONSTRAINT search_tour_documents_pkey PRIMARY KEY (tour_id);
--> statement-breakpoint
CREATE INDEX search_tour_documents_document_idx ON search_tour_documents USING gin (document);
--> statement-breakpoint
-- Landing pages and place filters pick a few hundred tours out of the catalogue: GIN on the
-- arrays turns the scan of every row into an index lookup (see the EXPLAIN notes in 0008-search).
CREATE INDEX search_tours_city_ids_idx ON search_tours USING gin (city_ids);
--> statement-breakpoint
CREATE INDEX search_tours_region_ids_idx ON search_tours USING gin (region_ids);
--> statement-breakpoint
CREATE INDEX search_tours_country_ids_idx ON search_tours USING gin (country_ids);
--> statement-breakpoint
CREATE INDEX search_tours_world_part_ids_idx ON search_tours USING gin (world_part_ids);
--> statement-breakpoint
CREATE INDEX search_tours_rest_kind_ids_idx ON search_tours USING gin (rest_kind_ids);
--> statement-breakpoint
CREATE INDEX search_tours_collection_ids_idx ON search_tours USING gin (collection_ids);
--> statement-breakpoint
CREATE INDEX search_tours_showplace_ids_idx ON search_tours USING gin (showplace_ids);
--> statement-breakpoint
CREATE INDEX search_tours_ship_idx ON search_tours (ship_id) WHERE ship_id IS NOT NULL;
--> statement-breakpoint
CREATE INDEX search_tours_water_object_idx ON search_tours (water_object_id) WHERE water_object_id IS NOT NULL;
--> statement-breakpoint
-- An organizer's change (publication, operator type) updates the rows of its tours.
CREATE INDEX search_tours_organizer_idx ON search_tours (organizer_id);
--> statement-breakpoint
-- The default order: a page of a broad search walks this and stops after the page.
CREATE INDEX search_tours_popularity_idx ON search_tours (popularity DESC, tour_id DESC);
--> statement-breakpoint
-- tours-by-request lists the few on-request tours by popularity.
CREATE INDEX search_tours_on_request_idx ON search_tours (popularity DESC, tour_id DESC) WHERE is_on_request;
--> statement-breakpoint
-- The rows of some tours, deleted and built again from the sources in one statement (one round
-- trip, plans cached per connection): updateSearchRows calls it. Advisory locks: the shared
-- rebuild lock (a full rebuild takes it alone) and one lock per tour, in ascending id order, so
-- two updates of one tour run one after the other and never deadlock; without them each could
-- miss the row the other inserts, and the second insert would break the primary key.
CREATE FUNCTION rebuild_search_rows(ids int[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_advisory_xact_lock_shared(21000001);
	PERFORM pg_advisory_xact_lock(21000002, id) FROM (SELECT DISTINCT unnest(ids) AS id ORDER BY 1) AS sorted;
	DELETE FROM search_tour_documents WHERE tour_id = ANY(ids);
	DELETE FROM search_tours WHERE tour_id = ANY(ids);
	INSERT INTO search_tours SELECT * FROM search_tours_source WHERE tour_id = ANY(ids);
	INSERT INTO search_tour_documents SELECT * FROM search_tour_documents_source WHERE tour_id = ANY(ids);
END
$$;
--> statement-breakpoint
-- Every row again, in the caller's transaction (searches read the previous rows until it commits).
CREATE FUNCTION rebuild_all_search_rows() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_advisory_xact_lock(21000001);
	DELETE FROM search_tour_documents;
	DELETE FROM search_tours;
	INSERT INTO search_tours SELECT * FROM search_tours_source;
	INSERT INTO search_tour_documents SELECT * FROM search_tour_documents_source;
END
$$;
--> statement-breakpoint
-- A database that already had a catalogue keeps its search: the rows are built once here.
SELECT rebuild_all_search_rows();
--> statement-breakpoint
-- search_completion_terms: what the search box completes (§3 place kinds plus countries), with
-- both names lower-cased into one trigram-indexed text so English and Russian both match.
-- Places without published tours are left out: their landing page would be empty. Unchanged from
-- 0002 but for reading the search_tours table; tours unpublished since its last refresh are left
-- out at query time (completion-repository.ts).
CREATE MATERIALIZED VIEW search_completion_terms AS
WITH city_weights AS (
	SELECT city_id AS id, count(*)::int AS weight FROM search_tours, unnest(city_ids) AS city_id GROUP BY city_id
),
cruise_start_cities AS (
	SELECT DISTINCT start_city_id AS id FROM search_tours WHERE is_cruise
),
region_weights AS (
	SELECT region_id AS id, count(*)::int AS weight FROM search_tours, unnest(region_ids) AS region_id GROUP BY region_id
),
country_weights AS (
	SELECT country_id AS id, count(*)::int AS weight FROM search_tours, unnest(country_ids) AS country_id GROUP BY country_id
),
showplace_weights AS (
	SELECT showplace_id AS id, count(*)::int AS weight FROM search_tours, unnest(showplace_ids) AS showplace_id GROUP BY showplace_id
),
rest_kind_weights AS (
	SELECT rest_kind_id AS id, count(*)::int AS weight FROM search_tours, unnest(rest_kind_ids) AS rest_kind_id GROUP BY rest_kind_id
),
collection_weights AS (
	SELECT collection_id AS id, count(*)::int AS weight FROM search_tours, unnest(collection_ids) AS collection_id GROUP BY collection_id
),
terms AS (
	SELECT 'cities'::text AS kind, c.id, c.slug, c.name, c.name_ru,
		concat_ws(', ', r.name, co.name) AS subtitle, concat_ws(', ', r.name_ru, co.name_ru) AS subtitle_ru,
		w.weight, (c.id IN (SELECT id FROM cruise_start_cities)) AS is_cruise
	FROM cities c JOIN city_weights w ON w.id = c.id
	JOIN countries co ON co.id = c.country_id LEFT JOIN regions r ON r.id = c.region_id
	UNION ALL
	SELECT 'regions', r.id, r.slug, r.name, r.name_ru, co.name, co.name_ru, w.weight, false
	FROM regions r JOIN region_weights w ON w.id = r.id JOIN countries co ON co.id = r.country_id
	UNION ALL
	SELECT 'countries', co.id, co.slug, co.name, co.name_ru, wp.name, wp.name_ru, w.weight, false
	FROM countries co JOIN country_weights w ON w.id = co.id JOIN world_parts wp ON wp.id = co.world_part_id
	UNION ALL
	SELECT 'showplaces', s.id, s.slug, s.name, s.name_ru,
		concat_ws(', ', c.name, co.name), concat_ws(', ', c.name_ru, co.name_ru), w.weight, false
	FROM showplaces s JOIN showplace_weights w ON w.id = s.id
	JOIN cities c ON c.id = s.city_id JOIN countries co ON co.id = c.country_id
	UNION ALL
	SELECT 'rest_kinds', rk.id, rk.slug, rk.name, rk.name_ru, NULL, NULL, coalesce(w.weight, 0), false
	FROM rest_kinds rk LEFT JOIN rest_kind_weights w ON w.id = rk.id
	UNION ALL
	SELECT 'collections', col.id, col.slug, col.name, col.name_ru, NULL, NULL, coalesce(w.weight, 0), false
	FROM collections col LEFT JOIN collection_weights w ON w.id = col.id
	UNION ALL
	SELECT 'water_objects', wo.id, wo.slug, wo.name, wo.name_ru, NULL, NULL,
		(SELECT count(*)::int FROM search_tours st WHERE st.water_object_id = wo.id), true
	FROM water_objects wo
	UNION ALL
	-- Ships have one name, used in both languages.
	SELECT 'ships', sh.id, sh.slug, sh.name, sh.name, NULL, NULL,
		(SELECT count(*)::int FROM search_tours st WHERE st.ship_id = sh.id), true
	FROM ships sh
	UNION ALL
	SELECT 'tours', t.id, t.slug, t.title, t.title_ru,
		concat_ws(', ', c.name, co.name), concat_ws(', ', c.name_ru, co.name_ru), t.reviews_count, t.is_cruise
	FROM search_tours st JOIN tours t ON t.id = st.tour_id
	JOIN cities c ON c.id = t.start_city_id JOIN countries co ON co.id = c.country_id
)
SELECT kind, id, slug, '/' || slug AS url, name, name_ru, nullif(subtitle, '') AS subtitle,
	nullif(subtitle_ru, '') AS subtitle_ru, weight, is_cruise,
	lower(name) AS name_lower, lower(name_ru) AS name_ru_lower,
	lower(name || ' ' || name_ru) AS search_text
FROM terms;
--> statement-breakpoint
CREATE UNIQUE INDEX search_completion_terms_kind_id_idx ON search_completion_terms (kind, id);
--> statement-breakpoint
CREATE INDEX search_completion_terms_trgm_idx ON search_completion_terms USING gin (search_text gin_trgm_ops);
--> statement-breakpoint
-- Phrases of one or two characters have no trigram: they match names by prefix on these.
CREATE INDEX search_completion_terms_name_prefix_idx ON search_completion_terms (name_lower text_pattern_ops);
--> statement-breakpoint
CREATE INDEX search_completion_terms_name_ru_prefix_idx ON search_completion_terms (name_ru_lower text_pattern_ops);
