import { defineConfig } from 'drizzle-kit'

// Used only to generate migrations (`npx drizzle-kit generate`, run from apps/api), which needs no
// connection. Migrations are applied by the API itself (src/db/migrate.ts): drizzle-kit's migrate
// cannot load PGlite's extensions.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema',
  out: './drizzle',
})
