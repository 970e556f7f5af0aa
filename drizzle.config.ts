/**
 * drizzle-kit configuration: `npm run db:generate` turns the tables under server/db/schema into SQL migrations
 * under server/db/migrations, which the service host applies on start (PGlite and PostgreSQL alike).
 */
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/*.ts',
  out: './server/db/migrations',
});
