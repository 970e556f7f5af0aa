/**
 * `api/monitor/sessions`, `api/monitor/series`, `api/monitor/ranking` (the live sessions read side: room data,
 * line chart, room data ranking; contract streams/contracts/monitor-sessions.ts, which lists every endpoint with its
 * shapes, units and refusals). Read only, permission `monitor:list`; the scanner writes the sessions.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageQuerySchema, pageSchema } from '../../../streams/contracts/common';
import { liveSessionRowSchema, rankingPageSchema, rankingQuerySchema, seriesAnswerSchema, seriesQuerySchema, sessionFilterSchema } from '../../../streams/contracts/monitor-sessions';
import { errorResponses } from '../../http/route-schemas';
import '../../plugins/fastify-types';
import { listSessions, ranking, sessionsXlsx, streamerSeries, type ReadContext } from './service';

const tags = ['live sessions'];
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const sortQuery = pageQuerySchema.pick({ sort: true });

const monitorSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = (): ReadContext => ({ zone: app.config.timeZone, now: Date.now() });

  app.get(
    '/api/monitor/sessions',
    {
      config: { permission: 'monitor:list' },
      schema: {
        tags,
        summary: 'Live sessions overlapping [from, to) (blurry over TikTok ID and nickname; filters streamerId, type, live); newest first',
        querystring: pageQuerySchema.extend(sessionFilterSchema.shape),
        response: { 200: pageSchema(liveSessionRowSchema), ...errorResponses },
      },
    },
    async (request) => listSessions(app.db, request.query, context()),
  );

  const download = {
    config: { permission: 'monitor:list' },
    schema: {
      tags,
      summary: 'The sessions matching the list filters as an xlsx workbook (duration in minutes, diamonds)',
      querystring: sessionFilterSchema.extend(sortQuery.shape),
      produces: [XLSX_TYPE],
      response: { 200: z.any().describe('xlsx workbook'), ...errorResponses },
    },
  } as const;
  // `download` is eladmin's export path; `export` is the same for callers that use that word.
  for (const path of ['/api/monitor/sessions/download', '/api/monitor/sessions/export']) {
    app.get(path, download, async (request, reply) => {
      const file = await sessionsXlsx(app.db, request.query, context());
      return reply.code(200).header('content-type', XLSX_TYPE).header('content-disposition', 'attachment; filename="room-data.xlsx"').send(file);
    });
  }

  app.get(
    '/api/monitor/series',
    {
      config: { permission: 'monitor:list' },
      schema: {
        tags,
        summary: 'Viewers, diamonds and likes per bucket for up to 10 streamers: today (5 min), 7d (1 h), 30d (1 day) in zone tz',
        querystring: seriesQuerySchema,
        response: { 200: seriesAnswerSchema, ...errorResponses },
      },
    },
    async (request) => streamerSeries(app.db, request.query, context()),
  );

  app.get(
    '/api/monitor/ranking',
    {
      config: { permission: 'monitor:list' },
      schema: {
        tags,
        summary: 'Streamers ranked by diamonds, peak viewers or live time inside [from, to) (default the last 30 days)',
        querystring: rankingQuerySchema,
        response: { 200: rankingPageSchema, ...errorResponses },
      },
    },
    async (request) => ranking(app.db, request.query, context()),
  );
};

export default monitorSessionRoutes;
