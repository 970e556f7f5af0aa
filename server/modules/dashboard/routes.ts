/** `GET api/dashboard/summary` (any signed-in user) → streams/contracts/dashboard.ts `dashboardSummarySchema`. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardSummarySchema } from '../../../streams/contracts/dashboard';
import { errorResponses } from '../../http/route-schemas';
import { caller } from '../../plugins/auth';
import { dashboardSummary } from './service';

const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/dashboard/summary',
    { schema: { tags: ['dashboard'], summary: 'Figures for the dashboard, within the data scope', response: { 200: dashboardSummarySchema, ...errorResponses } } },
    async (request) => dashboardSummary(app.db, app.sessions, caller(request).userId, app.config.timeZone),
  );
};

export default dashboardRoutes;
