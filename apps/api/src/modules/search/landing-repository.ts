import { sql, type SQL } from 'drizzle-orm'
import type { LandingKind } from '@tourmarket/contracts'
import type { AppDatabase } from '../../db/database.ts'
import type { LandingTarget } from './criteria.ts'
import { selectRows } from '../../platform/sql/select-rows.ts'

/**
 * Slugs are unique within a kind, not across kinds; when two kinds share one, the first here
 * wins: the wider place, then the themes, then the cruise directions.
 */
const slugTables: readonly { kind: LandingKind; table: string }[] = [
  { kind: 'world_parts', table: 'world_parts' },
  { kind: 'countries', table: 'countries' },
  { kind: 'regions', table: 'regions' },
  { kind: 'cities', table: 'cities' },
  { kind: 'showplaces', table: 'showplaces' },
  { kind: 'rest_kinds', table: 'rest_kinds' },
  { kind: 'collections', table: 'collections' },
  { kind: 'water_objects', table: 'water_objects' },
  { kind: 'ships', table: 'ships' },
]

export async function findLandingBySlug(
  db: AppDatabase,
  slug: string,
): Promise<LandingTarget | undefined> {
  const lookups = slugTables.map(
    ({ kind, table }, priority) =>
      // A hidden collection (issue 43 item 5) has no page: its slug answers 404.
      sql`SELECT ${kind}::text AS kind, id, ${priority}::int AS priority FROM ${sql.identifier(table)} WHERE slug = ${slug}${kind === 'collections' ? sql` AND is_published` : sql``}`,
  )
  const [row] = await selectRows<LandingTarget>(
    db,
    sql`SELECT kind, id FROM (${sql.join(lookups, sql` UNION ALL `)}) found ORDER BY priority LIMIT 1`,
  )
  return row
}

/** A published tour by its slug or a slug it had before (tour_slug_redirects). */
export async function findTourIdBySlug(db: AppDatabase, slug: string): Promise<number | undefined> {
  const [row] = await selectRows<{ id: number }>(
    db,
    sql`SELECT t.id FROM tours t WHERE t.slug = ${slug} AND t.is_published
      UNION ALL
      SELECT t.id FROM tour_slug_redirects r JOIN tours t ON t.id = r.tour_id
      WHERE r.old_slug = ${slug} AND t.is_published
      LIMIT 1`,
  )
  return row?.id
}

export type NamedCrumb = { slug: string; name: string; name_ru: string }

export type LandingRow = {
  slug: string
  name: string
  name_ru: string
  description: string
  description_ru: string
  /** The places above it, widest first (world part, country, region, city). */
  ancestors: NamedCrumb[]
}

const crumb = (alias: string) =>
  sql`json_build_object('slug', ${sql.identifier(alias)}.slug, 'name', ${sql.identifier(alias)}.name, 'name_ru', ${sql.identifier(alias)}.name_ru)`

/** The ancestors of a place as a JSON list, leaving out a missing region. */
function ancestorsOf(aliases: readonly string[]): SQL {
  if (aliases.length === 0) return sql`'[]'::json`
  const items = aliases.map(
    (alias) =>
      sql`CASE WHEN ${sql.identifier(alias)}.id IS NULL THEN NULL ELSE ${crumb(alias)} END`,
  )
  return sql`(SELECT coalesce(json_agg(item ORDER BY position), '[]'::json)
    FROM unnest(ARRAY[${sql.join(items, sql`, `)}]) WITH ORDINALITY AS a(item, position)
    WHERE item IS NOT NULL)`
}

function landingQuery(kind: LandingKind, id: number): SQL {
  switch (kind) {
    case 'world_parts':
      return sql`SELECT e.slug, e.name, e.name_ru, '' AS description, '' AS description_ru,
          ${ancestorsOf([])} AS ancestors
        FROM world_parts e WHERE e.id = ${id}`
    case 'countries':
      return sql`SELECT e.slug, e.name, e.name_ru, e.description, e.description_ru,
          ${ancestorsOf(['wp'])} AS ancestors
        FROM countries e JOIN world_parts wp ON wp.id = e.world_part_id WHERE e.id = ${id}`
    case 'regions':
      return sql`SELECT e.slug, e.name, e.name_ru, e.description, e.description_ru,
          ${ancestorsOf(['wp', 'co'])} AS ancestors
        FROM regions e JOIN countries co ON co.id = e.country_id
        JOIN world_parts wp ON wp.id = co.world_part_id WHERE e.id = ${id}`
    case 'cities':
      return sql`SELECT e.slug, e.name, e.name_ru, '' AS description, '' AS description_ru,
          ${ancestorsOf(['wp', 'co', 'r'])} AS ancestors
        FROM cities e JOIN countries co ON co.id = e.country_id
        JOIN world_parts wp ON wp.id = co.world_part_id
        LEFT JOIN regions r ON r.id = e.region_id WHERE e.id = ${id}`
    case 'showplaces':
      // Showplaces have an English description only.
      return sql`SELECT e.slug, e.name, e.name_ru, e.description, e.description AS description_ru,
          ${ancestorsOf(['wp', 'co', 'r', 'c'])} AS ancestors
        FROM showplaces e JOIN cities c ON c.id = e.city_id
        JOIN countries co ON co.id = c.country_id
        JOIN world_parts wp ON wp.id = co.world_part_id
        LEFT JOIN regions r ON r.id = c.region_id WHERE e.id = ${id}`
    case 'rest_kinds':
      return sql`SELECT e.slug, e.name, e.name_ru, e.description, e.description_ru,
          ${ancestorsOf([])} AS ancestors FROM rest_kinds e WHERE e.id = ${id}`
    case 'collections':
      return sql`SELECT e.slug, e.name, e.name_ru, e.description, e.description_ru,
          ${ancestorsOf([])} AS ancestors FROM collections e WHERE e.id = ${id}`
    case 'water_objects':
      return sql`SELECT e.slug, e.name, e.name_ru, '' AS description, '' AS description_ru,
          ${ancestorsOf([])} AS ancestors FROM water_objects e WHERE e.id = ${id}`
    case 'ships':
      return sql`SELECT e.slug, e.name, e.name AS name_ru, e.description,
          e.description AS description_ru, ${ancestorsOf([])} AS ancestors
        FROM ships e WHERE e.id = ${id}`
  }
}

export async function loadLanding(
  db: AppDatabase,
  target: LandingTarget,
): Promise<LandingRow | undefined> {
  const [row] = await selectRows<LandingRow>(db, landingQuery(target.kind, target.id))
  return row
}
