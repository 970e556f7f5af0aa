/** Routes of api/job (issue 6 Jobs). Being written. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const jobRoutes: FastifyPluginAsyncZod = async () => {};

export default jobRoutes;
