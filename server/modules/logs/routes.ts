/** Routes of api/logs (issue 6 Operation and error log). Being written. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const logRoutes: FastifyPluginAsyncZod = async () => {};

export default logRoutes;
