/** Placeholder route plugin while the module is being built (issue 5); replaced by the module's routes. */
import type { FastifyPluginAsync } from 'fastify';

const routes: FastifyPluginAsync = async () => {};
export default routes;
