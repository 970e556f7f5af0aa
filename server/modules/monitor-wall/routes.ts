/**
 * `GET api/monitor/wall`, live monitoring's home page (contract streams/contracts/monitor-wall.ts): every live monitored
 * streamer's tile and the alerts after `alertsAfter`. Permission `monitor:list`.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { wallQuerySchema, wallSnapshotSchema } from '../../../streams/contracts/monitor-wall';
import { errorResponses } from '../../http/route-schemas';
import '../../plugins/fastify-types';
import { wallSnapshot } from './wall-service';

const wallRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/monitor/wall',
    {
      config: { permission: 'monitor:list' },
      schema: {
        tags: ['monitoring wall'],
        summary: 'The wall: live monitored streamers with their figures, and the alerts after alertsAfter (gift alerts from giftAlertDiamonds up)',
        querystring: wallQuerySchema,
        response: { 200: wallSnapshotSchema, ...errorResponses },
      },
    },
    async (request) => wallSnapshot(app.db, app.kv, request.query, Date.now()),
  );
};

export default wallRoutes;
