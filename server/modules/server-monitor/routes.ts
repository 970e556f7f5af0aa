/** Routes of api/monitor and api/sql (issue 6 Server and SQL). Being written. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const serverMonitorRoutes: FastifyPluginAsyncZod = async () => {};

export default serverMonitorRoutes;
