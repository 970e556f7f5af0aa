/** Routes of api/dept (issue 6 Departments). Being written. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const deptRoutes: FastifyPluginAsyncZod = async () => {};

export default deptRoutes;
