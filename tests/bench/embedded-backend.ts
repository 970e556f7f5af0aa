/**
 * Runs a bench body on the embedded backend whatever the environment says: buildTestApp (tests/integration/helpers)
 * picks PostgreSQL and Redis from DATABASE_URL and REDIS_URL, so a section that measures both backends in one run
 * builds its embedded app with them hidden.
 */

/** Runs `body` with DATABASE_URL and REDIS_URL hidden from the environment (buildTestApp then picks PGlite and memory). */
export async function embedded<T>(body: () => Promise<T>): Promise<T> {
  const saved = { DATABASE_URL: process.env.DATABASE_URL, REDIS_URL: process.env.REDIS_URL };
  delete process.env.DATABASE_URL;
  delete process.env.REDIS_URL;
  try {
    return await body();
  } finally {
    for (const [name, value] of Object.entries(saved)) if (value !== undefined) process.env[name] = value;
  }
}
