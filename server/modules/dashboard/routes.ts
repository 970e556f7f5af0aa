/**
 * `GET api/dashboard/summary` (any signed-in user) → streams/contracts/dashboard.ts `dashboardSummarySchema`.
 * `GET api/dashboard/figures?range=7|30` (any signed-in user; the parts follow the caller's permissions and CRM scope)
 * → `dashboardFiguresSchema`; see figures.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardFiguresQuerySchema, dashboardFiguresSchema, dashboardSummarySchema } from '../../../streams/contracts/dashboard';
import { errorResponses } from '../../http/route-schemas';
import { caller } from '../../plugins/auth';
import { crmCallerOf } from '../anchors/crm-caller';
import { dashboardFigures, PastDaysCache } from './figures';
import { dashboardSummary } from './service';

const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const pastDays = new PastDaysCache();
  app.get(
    '/api/dashboard/summary',
    { schema: { tags: ['dashboard'], summary: 'Figures for the dashboard, within the data scope', response: { 200: dashboardSummarySchema, ...errorResponses } } },
    async (request) => dashboardSummary(app.db, app.sessions, caller(request).userId, app.config.timeZone),
  );
  app.get(
    '/api/dashboard/figures',
    {
      schema: {
        tags: ['dashboard'],
        summary: "The guild's figures: live now, today vs yesterday, this week vs last, pipeline, top streamers and operators, history",
        querystring: dashboardFiguresQuerySchema,
        response: { 200: dashboardFiguresSchema, ...errorResponses },
      },
    },
    async (request) => {
      const auth = caller(request);
      const crm = await crmCallerOf(app.db, auth.userId, auth.permissions);
      return dashboardFigures(app.db, { permissions: auth.permissions, crm }, Number(request.query.range), app.config.timeZone, app.crm.now().getTime(), { pastDays });
    },
  );
};

export default dashboardRoutes;
