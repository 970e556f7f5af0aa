/**
 * Security headers (helmet) with a Content-Security-Policy the Vite-built console, the overlays and
 * the OpenAPI UI work under: scripts from this origin only; inline styles (Chakra/emotion and swagger-ui
 * inject them); images and media also from https (platform avatars and gift pictures) and data:/blob:;
 * websockets to any host (the realtime client). No `upgrade-insecure-requests`, so the console still loads
 * over plain http on a LAN address.
 *
 * The helmet middleware is built once and applied to each response. (@fastify/helmet built a new one, CSP included,
 * on every request: 5–8 % of the CPU of a cached `auth/info`.)
 */
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export default fp(
  async function securityHeadersPlugin(app: FastifyInstance) {
    const applyHeaders = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          baseUri: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'", 'https:'],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          fontSrc: ["'self'", 'data:', 'https:'],
          mediaSrc: ["'self'", 'data:', 'blob:', 'https:'],
          connectSrc: ["'self'", 'ws:', 'wss:'],
          workerSrc: ["'self'", 'blob:'],
          objectSrc: ["'none'"],
          frameAncestors: ["'self'"],
          formAction: ["'self'"],
        },
      },
      // Overlays are embedded by OBS and images come from platform CDNs.
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: { policy: 'cross-origin' },
    });
    app.addHook('onRequest', (request, reply, done) => applyHeaders(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined)));
  },
  { name: 'security-headers' },
);
