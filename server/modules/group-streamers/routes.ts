/** Group host streamer config (issue 4): contract streams/contracts/group-streamers.ts. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const groupStreamerRoutes: FastifyPluginAsyncZod = async () => {};

export default groupStreamerRoutes;
