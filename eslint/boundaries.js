// @ts-check
// Issue 39: the layers lint holds (docs/architecture.md), read from the folder lists when the
// config loads, so a module or storefront feature is covered the day its folder appears.
import fs from 'node:fs'
import path from 'node:path'

const repositoryRoot = path.resolve(import.meta.dirname, '..')
const apiSource = path.join(repositoryRoot, 'apps/api/src')

/** @param {string} folder relative to the repository root */
function foldersIn(folder) {
  return fs
    .readdirSync(path.join(repositoryRoot, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
}

const featuresFolder = 'apps/web/app/features'

// Calls mount their button on the tour page, in the chat and in the organizer office (decision 0029).
/** @type {Record<string, string[]>} */
const featuresOpenTo = { calls: ['catalogue', 'chat', 'organizers'] }

/**
 * `import-x/no-restricted-paths` zones for the storefront: every feature folder is a zone that
 * imports no other feature, and the shared folders import none.
 */
export function storefrontZones() {
  const features = foldersIn(featuresFolder)
  for (const [feature, importers] of Object.entries(featuresOpenTo)) {
    for (const name of [feature, ...importers]) {
      if (!features.includes(name)) throw new Error(`eslint/boundaries.js: no feature ${name}`)
    }
  }
  return [
    ...features.map((feature) => ({
      target: `./${featuresFolder}/${feature}`,
      from: `./${featuresFolder}`,
      except: [
        `./${feature}`,
        ...Object.entries(featuresOpenTo)
          .filter(([, importers]) => importers.includes(feature))
          .map(([opened]) => `./${opened}`),
      ],
      message:
        'A storefront feature does not reach into another; move what both need to app/lib or app/components.',
    })),
    {
      target: ['./apps/web/app/lib', './apps/web/app/components', './apps/web/app/routing'],
      from: `./${featuresFolder}`,
      message: 'Shared storefront code does not depend on a feature.',
    },
  ]
}

/**
 * Where a file of the API sits: a module (by its folder), the platform, the composition root or
 * the seed; null for anything else, which these boundaries leave alone.
 * @param {string} file absolute path
 * @returns {{ layer: 'module', module: string, inModule: string } | { layer: 'platform' | 'root' | 'seed' } | null}
 */
function apiPlace(file) {
  const parts = path.relative(apiSource, file).split(path.sep)
  const [top, second] = parts
  if (top === '..' || top === undefined) return null
  if (top === 'modules' && second !== undefined && parts.length > 2) {
    return { layer: 'module', module: second, inModule: parts.slice(2).join('/') }
  }
  if (top === 'platform') return { layer: 'platform' }
  if (top === 'services.ts' || top === 'app.ts') return { layer: 'root' }
  if (top === 'seed') return { layer: 'seed' }
  return null
}

/**
 * Whether an import or re-export brings in types only (erased from the built code).
 * @param {any} node
 */
function typeOnly(node) {
  if (node.importKind === 'type' || node.exportKind === 'type') return true
  const specifiers = node.specifiers ?? []
  return (
    specifiers.length > 0 &&
    specifiers.every(
      (/** @type {any} */ specifier) =>
        specifier.importKind === 'type' || specifier.exportKind === 'type',
    )
  )
}

/** @type {import('eslint').Rule.RuleModule} */
const apiLayers = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'API modules meet only through the types of their services; the platform knows no module.',
    },
    schema: [],
    messages: {
      otherModule:
        '"{{source}}" is inside module {{module}}: a module imports from another only `import type` from its service.ts; collaborations are handed in by src/services.ts.',
      compositionRoot:
        'A module never imports src/services.ts, src/app.ts or the seed: they build and use the modules, not the reverse.',
      platform:
        'The platform serves every module and knows none: no import of a module, src/services.ts, src/app.ts or the seed.',
    },
  },
  create(context) {
    const importer = apiPlace(context.physicalFilename)
    if (importer === null || (importer.layer !== 'module' && importer.layer !== 'platform')) {
      return {}
    }
    const folder = path.dirname(context.physicalFilename)

    /**
     * @param {any} source the string literal naming what is imported
     * @param {boolean} typesOnly
     */
    function check(source, typesOnly) {
      const specifier = source?.value
      // Modules reach each other by relative path; a package name is another rule's business.
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return
      const imported = apiPlace(path.resolve(folder, specifier))
      if (imported === null || importer === null) return
      if (importer.layer === 'platform') {
        if (imported.layer !== 'platform') context.report({ node: source, messageId: 'platform' })
        return
      }
      if (imported.layer === 'root' || imported.layer === 'seed') {
        context.report({ node: source, messageId: 'compositionRoot' })
        return
      }
      if (
        imported.layer === 'module' &&
        importer.layer === 'module' &&
        imported.module !== importer.module &&
        !(typesOnly && imported.inModule === 'service.ts')
      ) {
        context.report({
          node: source,
          messageId: 'otherModule',
          data: { source: specifier, module: imported.module },
        })
      }
    }

    return {
      ImportDeclaration: (node) => check(node.source, typeOnly(node)),
      ExportNamedDeclaration: (node) => node.source && check(node.source, typeOnly(node)),
      ExportAllDeclaration: (node) => check(node.source, typeOnly(node)),
      ImportExpression: (node) => check(node.source, false),
      // import('../x/y.ts').Type in a type position.
      /** @param {any} node */
      TSImportType: (node) => check(node.argument?.literal, true),
    }
  },
}

export const boundariesPlugin = { rules: { 'api-layers': apiLayers } }
