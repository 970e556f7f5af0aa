/** Routes of api/jobs (issue 6 Timed tasks). Being written. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const timingRoutes: FastifyPluginAsyncZod = async () => {};

export default timingRoutes;
