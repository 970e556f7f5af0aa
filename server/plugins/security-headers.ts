/**
 * Security headers (helmet) with a Content-Security-Policy the Vite-built console, the overlays and
 * the OpenAPI UI work under: scripts from this origin only; inline styles (Chakra/emotion and swagger-ui
 * inject them); images and media also from https (platform avatars and gift pictures) and data:/blob:;
 * websockets to any host (the realtime client). No `upgrade-insecure-requests`, so the console still loads
 * over plain http on a LAN address.
 *
 * The headers never depend on the request, so helmet's middleware is run once, at start-up, against a recording
 * response, and each reply gets that header set in one `reply.headers` call, written with the answer's own headers in
 * one `writeHead`. (@fastify/helmet built a new middleware, CSP included, on every request: 5–8 % of the CPU of a
 * cached `auth/info`; running the built one per request still cost 13 validated `setHeader` calls, 7 %.)
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
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
    const headers = securityHeadersOf(applyHeaders);
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security-headers' },
);

/**
 * The headers a helmet middleware sets, lower-cased, read by running it once against a response that only records.
 * @throws when the middleware fails or does not finish at once (it would then depend on the request).
 */
export function securityHeadersOf(middleware: ReturnType<typeof helmet>): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: number | string | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
      return recorder;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let finished = false;
  middleware({ headers: {} } as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error(String(error));
    finished = true;
  });
  if (!finished) throw new Error('the security headers middleware did not finish synchronously');
  return Object.freeze(headers);
}
