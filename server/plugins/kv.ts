/**
 * KV store plugin: memory, or Redis when REDIS_URL is set, decorated as `app.kv`.
 * Closes the store on app close only when it opened it.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { KvStore } from '../kv/kv-store';
import { openKvStore } from '../kv/open-kv-store';
import './fastify-types';

export interface KvPluginOptions {
  /** A store owned by the caller. */
  kv?: KvStore;
}

export default fp(
  async function kvPlugin(app: FastifyInstance, options: KvPluginOptions) {
    const kv = options.kv ?? (await openKvStore(app.config, (error) => app.log.warn({ err: error }, 'Redis connection error; reconnecting')));
    if (!options.kv) app.addHook('onClose', () => kv.close());
    app.decorate('kv', kv);
    app.log.info({ kind: kv.kind }, 'kv store ready');
  },
  { name: 'kv', dependencies: ['config'] },
);
