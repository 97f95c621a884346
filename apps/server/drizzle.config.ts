import { defineConfig } from 'drizzle-kit';

// Migrations are generated from src/db/schema/ with `pnpm --filter @beurs/server db:generate`
// and applied at start on PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
