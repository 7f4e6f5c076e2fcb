-- Custom migration (issue 42, docs/decisions/0058-forgiving-search.md): /tours is the whole
-- catalogue's search page (CATALOGUE_SLUG), so no landing may keep that slug. A city that held it
-- (the demo catalogue's Tours, France) is told apart by its country, as the seed's slug
-- registry now does; any other kind of landing by its kind. Completion's terms carry the landing
-- URLs, so they are refreshed.
UPDATE cities c SET slug = c.slug || '-' || co.slug FROM countries co WHERE co.id = c.country_id AND c.slug = 'tours';
--> statement-breakpoint
UPDATE world_parts SET slug = 'tours-world-part' WHERE slug = 'tours';
--> statement-breakpoint
UPDATE countries SET slug = 'tours-country' WHERE slug = 'tours';
--> statement-breakpoint
UPDATE regions SET slug = 'tours-region' WHERE slug = 'tours';
--> statement-breakpoint
UPDATE showplaces SET slug = 'tours-showplace' WHERE slug = 'tours';
--> statement-breakpoint
UPDATE rest_kinds SET slug = 'tours-rest-kind' WHERE slug = 'tours';
--> statement-breakpoint
UPDATE collections SET slug = 'tours-collection' WHERE slug = 'tours';
--> statement-breakpoint
UPDATE water_objects SET slug = 'tours-water-object' WHERE slug = 'tours';
--> statement-breakpoint
UPDATE ships SET slug = 'tours-ship' WHERE slug = 'tours';
--> statement-breakpoint
REFRESH MATERIALIZED VIEW search_completion_terms;
--> statement-breakpoint
REFRESH MATERIALIZED VIEW search_words;
