/**
 * The live hub and the websocket gateway (docs/architecture.md, the live event flow and the websocket protocol):
 * - decorates `app.hub` (memory, or Redis Streams under `config.kvPrefix` when REDIS_URL is set) so ingest
 *   can `await app.hub.publish('room:<id>', event)`;
 * - serves `GET /websocket?token=<login token>` (the token with or without `Bearer `, URL-encoded), or
 *   `?key=<overlay key>` for OBS overlays, speaking streams/contracts/realtime.ts; `config:<id>` topics start
 *   with a `snapshot` frame (the game's current view) when subscribed fresh or after a gap; other topic kinds
 *   (`room:<id>`: the room's summary; `monitor:wall`: the wall) get theirs from the readers domain plugins register
 *   on `app.topicSnapshots` (topic-snapshots.ts). The route is public to the HTTP auth hook: a browser cannot set
 *   headers on a websocket, so the token is checked in the handler and a bad one closes the socket with 4401.
 */
import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Hub, HubOptions } from '../live/hub/hub';
import { openHub } from '../live/hub/open-hub';
import { DEFAULT_GATEWAY_OPTIONS, serveConnection, type GatewayOptions, type GatewaySocket } from '../live/gateway/live-connection';
import { GATEWAY_PER_MESSAGE_DEFLATE } from '../live/gateway/events-frames';
import { authenticate, configIdOf, recheck, type Credentials } from '../live/gateway/principal';
import './fastify-types';
import { createTopicSnapshots } from './topic-snapshots';

export interface WebsocketPluginOptions {
  /** A hub owned by the caller (tests share one between apps); otherwise opened from the config and closed with the app. */
  hub?: Hub;
  /** History bounds of a hub opened here. */
  hubOptions?: Partial<HubOptions>;
  /** Gateway tunables (heartbeat, buffer limit, session checks); tests shorten them. */
  gateway?: Partial<GatewayOptions>;
}

/** Largest client frame accepted (a subscribe to 100 topics is ~15 KB); bigger ones close the socket with 1009. */
const MAX_CLIENT_FRAME_BYTES = 64 * 1024;


/** The credentials of a websocket request: `?token=` (staff), `?key=` (an overlay key) or `?linkKey=` (a personal link key). */
export function credentialsOf(url: string): Credentials {
  const params = new URL(url, 'http://localhost').searchParams;
  return { token: params.get('token'), key: params.get('key'), linkKey: params.get('linkKey') };
}

export default fp(
  async function websocketPlugin(app: FastifyInstance, options: WebsocketPluginOptions) {
    const onError = (error: Error) => app.log.warn({ err: error }, 'hub Redis error; reconnecting');
    const hub = options.hub ?? (await openHub(app.config, { ...options.hubOptions, onError }));
    if (!options.hub) app.addHook('onClose', () => hub.close());
    app.decorate('hub', hub);
    // Domain plugins registered after this one add the snapshot readers of their topic kinds (room:…, monitor:…).
    const snapshots = createTopicSnapshots();
    app.decorate('topicSnapshots', snapshots);
    app.log.info({ kind: hub.kind }, 'live hub ready');

    const context = {
      hub,
      options: { ...DEFAULT_GATEWAY_OPTIONS, ...options.gateway },
      authenticate: (credentials: Credentials) => authenticate(app, credentials),
      recheck: (principal: Parameters<typeof recheck>[1], renew: boolean) => recheck(app, principal, renew),
      // Games publish whole views; a fresh or resynced subscriber gets the current one first.
      snapshot: async (topic: string): Promise<unknown> => {
        const configId = configIdOf(topic);
        if (configId === null) return snapshots.read(topic);
        if (!app.hasDecorator('games')) return null;
        return app.games.view(configId);
      },
      log: app.log,
    };

    // permessage-deflate without server context: batched frames are compressed once for every client (events-frames.ts).
    await app.register(fastifyWebsocket, { options: { maxPayload: MAX_CLIENT_FRAME_BYTES, perMessageDeflate: GATEWAY_PER_MESSAGE_DEFLATE } });
    app.get('/websocket', { websocket: true, config: { public: true } }, (socket: GatewaySocket, request) => {
      serveConnection(context, socket, credentialsOf(request.url));
    });
  },
  { name: 'websocket', dependencies: ['config', 'database', 'kv', 'auth'] },
);
