/**
 * Routes of the server and SQL monitors (eladmin `MonitorController`):
 * - `GET api/monitor` (`server:list`) → {@link serverFiguresSchema}: OS, uptime, CPU, memory, swap, disk; sizes in
 *   bytes, rates in %; measured at most every 2 s (callers in between share the measurement). An exact path: the
 *   live-monitoring routes all sit under `api/monitor/…` and do not clash.
 * - `GET api/sql?page=&size=&sort=count|mean|total|max,desc&blurry=&source=auto|app` (`sql:list`) →
 *   `{content, totalElements, source, since}`: statements by total time unless sorted otherwise; `source` says
 *   whether pg_stat_statements or the app's own timings answered. 400 for an unknown sort field.
 * - `DELETE api/sql` (`sql:list`) → 200: forgets the app's own timings (a fresh measurement window). It loses no
 *   business data, so whoever may read the figures may restart them; pg_stat_statements is never reset from here
 *   (that is the DBA's, across every database of the server).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageQuerySchema } from '../../../streams/contracts/common';
import { serverFiguresSchema, sqlPageSchema } from '../../../streams/contracts/server-monitor';
import { blurrySchema, emptyResponse, errorResponses } from '../../http/route-schemas';
import { createFiguresCache, measureServer } from './server-figures';
import { listSqlStatements } from './sql-stats';

const tags = ['server monitor'];

const serverMonitorRoutes: FastifyPluginAsyncZod = async (app) => {
  const zone = () => app.config.timeZone;
  const figures = createFiguresCache(() => measureServer(zone()));

  app.get(
    '/api/monitor',
    {
      config: { permission: 'server:list' },
      schema: {
        tags,
        summary: 'Server figures: OS, uptime, CPU, memory, swap and disk (bytes, %), measured at most every 2 s',
        response: { 200: serverFiguresSchema, ...errorResponses },
      },
    },
    async () => figures.get(),
  );

  app.get(
    '/api/sql',
    {
      config: { permission: 'sql:list' },
      schema: {
        tags,
        summary: 'SQL statements with count, mean, max and total time (ms), from pg_stat_statements or the app',
        querystring: pageQuerySchema.extend({
          blurry: blurrySchema,
          source: z.enum(['auto', 'app']).default('auto').describe('app: skip pg_stat_statements even when readable'),
        }),
        response: { 200: sqlPageSchema, ...errorResponses },
      },
    },
    async (request) => listSqlStatements(app.database, request.query, zone()),
  );

  app.delete(
    '/api/sql',
    {
      config: { permission: 'sql:list' },
      schema: { tags, summary: "Reset the app's own SQL timings", response: { 200: emptyResponse, ...errorResponses } },
    },
    async (_request, reply) => {
      app.database.queryTimings.reset();
      return reply.code(200).send();
    },
  );
};

export default serverMonitorRoutes;
