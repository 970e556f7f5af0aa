/** Entry animations (issue 4): the vehicle animation library, its uploads and the user entry-animation configs; contract streams/contracts/animations.ts. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const animationRoutes: FastifyPluginAsyncZod = async () => {};

export default animationRoutes;
