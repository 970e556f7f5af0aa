/**
 * OpenAPI generated from the routes' zod schemas (fastify-type-provider-zod `jsonSchemaTransform`), with the
 * UI at `/doc.html` (the product lists /doc.html on the base host) and the document at `/doc.html/json`.
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export default fp(
  async function swaggerPlugin(app: FastifyInstance) {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: { title: 'Livedesk API', description: 'Service host of the Livedesk console (eladmin-compatible).', version: '0.1.0' },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
        security: [{ bearer: [] }],
      },
      transform: jsonSchemaTransform,
    });
    await app.register(async (docs) => {
      // The UI's own routes are public (reading the API description needs no sign-in).
      docs.addHook('onRoute', (route) => {
        route.config = { ...(route.config ?? {}), public: true };
      });
      await docs.register(swaggerUi, { routePrefix: '/doc.html', uiConfig: { docExpansion: 'list', deepLinking: true } });
    });
  },
  { name: 'swagger' },
);
