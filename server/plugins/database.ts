/**
 * Database plugin: opens PGlite or PostgreSQL (unless a handle is passed in), applies the migrations,
 * runs the idempotent seed, and decorates `app.database` / `app.db`. Closes the handle on app close only
 * when it opened it.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { openDatabase, type Database } from '../db/database';
import { seedDatabase } from '../db/seed';
import './fastify-types';
import type { PasswordHasher } from './ports';

/**
 * The log line of the first start that shows the generated password of `admin`, and where to go when it is lost
 * (scripts/admin-password.ts).
 */
export const adminPasswordLine = (password: string) =>
  `ADMIN PASSWORD (shown once): ${password}  — sign in as admin and change it; lost it? npm run admin:password`;

export interface DatabasePluginOptions {
  /** A handle owned by the caller (tests sharing one database between two apps). */
  database?: Database;
  /** How the seed hashes the admin password (the auth module's, wired in server/app.ts). */
  hashPassword: PasswordHasher;
}

export default fp(
  async function databasePlugin(app: FastifyInstance, options: DatabasePluginOptions) {
    const database =
      options.database ?? (await openDatabase(app.config, (error) => app.log.warn({ err: error }, 'idle PostgreSQL connection lost; the pool reconnects')));
    if (!options.database) app.addHook('onClose', () => database.close());
    await database.withStartupLock(async () => {
      await database.migrate();
      await seedDatabase(database.db, {
      adminPassword: app.config.adminPassword,
      hashPassword: options.hashPassword,
      onAdminCreated: ({ password, generated }) => {
        if (generated) {
          // Printed once, on the start that creates the user, in words a person finds by searching the log for
          // "ADMIN PASSWORD"; set ADMIN_PASSWORD to choose it instead.
          app.log.warn(adminPasswordLine(password));
        } else {
          app.log.info("Created user 'admin' with the password from ADMIN_PASSWORD");
        }
      },
      });
    });
    app.decorate('database', database);
    app.decorate('db', database.db);
    app.log.info({ driver: database.driver }, 'database ready');
  },
  { name: 'database', dependencies: ['config'] },
);
