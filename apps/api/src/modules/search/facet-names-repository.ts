import { sql, type SQL } from 'drizzle-orm'
import type { AppDatabase } from '../../db/database.ts'
import type { TourFacetKey } from './facets.ts'
import { intArray } from './sql.ts'
import { selectRows } from '../../platform/sql/select-rows.ts'

export type FacetNameRow = {
  kind: 'named' | 'languages'
  facet: string
  id: number
  slug: string
  name: string
  name_ru: string
}

/** Names of the entities the facets count, by facet key. */
export async function loadFacetNames(
  db: AppDatabase,
  ids: { readonly [Key in TourFacetKey]?: readonly number[] },
): Promise<FacetNameRow[]> {
  const lookup = (facet: TourFacetKey, table: string, nameRu: string, slug = 'slug') => {
    const wanted = ids[facet]
    if (wanted === undefined || wanted.length === 0) return undefined
    return sql`SELECT 'named' AS kind, ${facet}::text AS facet, e.id, e.${sql.identifier(slug)} AS slug,
        e.name, e.${sql.identifier(nameRu)} AS name_ru
      FROM ${sql.identifier(table)} e WHERE e.id = ANY(${intArray(wanted)})`
  }
  const parts = [
    lookup('rest_kinds', 'rest_kinds', 'name_ru'),
    lookup('countries', 'countries', 'name_ru'),
    lookup('regions', 'regions', 'name_ru'),
    lookup('cities', 'cities', 'name_ru'),
    lookup('collections', 'collections', 'name_ru'),
    lookup('languages', 'languages', 'name_ru', 'code'),
    // Ships have one name, shown in both languages.
    lookup('ships', 'ships', 'name'),
    lookup('water_objects', 'water_objects', 'name_ru'),
    lookup('start_cities', 'cities', 'name_ru'),
  ].filter((part): part is SQL => part !== undefined)
  if (parts.length === 0) return []
  return selectRows<FacetNameRow>(db, sql.join(parts, sql` UNION ALL `))
}
