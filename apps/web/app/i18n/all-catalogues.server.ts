import { russianCatalogue } from './catalogue-ru.ts'
import { addCatalogue } from './translator.ts'

/** The server renders every language, so it holds them all from the start. */
export function addAllCatalogues(): void {
  addCatalogue('ru', russianCatalogue)
}
