/** Routes of api/users (issue 6 Users; helper fills in). Being written. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const systemUserRoutes: FastifyPluginAsyncZod = async () => {};

export default systemUserRoutes;
