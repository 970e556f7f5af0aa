import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';
import { BROWSER_ALIASES } from './vite.aliases';

/**
 * Test projects:
 * - `pure`: machines and streams in Node, and the lint configuration's layering zones (tests/lint);
 *   `browser`: src in jsdom (React Testing Library + MSW).
 *   Both run in `npm run verify`.
 * - `server`: the service host through `buildApp()` on the embedded PGlite, or on PostgreSQL/Redis when
 *   `DATABASE_URL`/`REDIS_URL` are set (scripts/test.sh runs it both ways).
 * Browser tests are Playwright specs under tests/e2e (playwright.config.ts).
 */
export default defineConfig({
  plugins: [react()],
  resolve: { alias: BROWSER_ALIASES },
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'pure', include: ['machines/**/*.test.ts', 'streams/**/*.test.ts', 'tests/lint/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test-setup.ts'],
          // Page tests drive whole forms with user-event; on a loaded 2-core machine a few take over 5 s.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['server/**/*.test.ts', 'tests/integration/**/*.test.ts'],
          // `*.postgres.test.ts` exercise what only a real PostgreSQL has (connections to lose).
          exclude: [...configDefaults.exclude, ...(process.env.DATABASE_URL ? [] : ['**/*.postgres.test.ts'])],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // PGlite boots a WASM PostgreSQL per app; keep memory and CPU in check on 2 cores.
          maxWorkers: 2,
        },
      },
    ],
  },
});
