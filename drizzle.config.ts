import { defineConfig } from 'drizzle-kit';

// Only used to generate migrations: `npx drizzle-kit generate`.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
});
