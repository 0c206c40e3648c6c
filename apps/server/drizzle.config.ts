import { defineConfig } from 'drizzle-kit';

// Migrations are generated offline (`npm run db:generate -w @receptari/server`) and committed;
// the server applies them at start with the drizzle migrator (src/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
  strict: true,
  verbose: true,
});
