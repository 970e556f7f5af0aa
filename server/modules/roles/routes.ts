/** Routes of api/roles (issue 6 Roles). Being written. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const roleRoutes: FastifyPluginAsyncZod = async () => {};

export default roleRoutes;
