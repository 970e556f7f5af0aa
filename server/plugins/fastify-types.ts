/**
 * Type augmentation of Fastify for this app: the decorations the plugins add and the route options the
 * auth hook reads (permission checks are a route option read by one hook, never copied into handlers).
 */
import type { Permission } from '../../streams/contracts/permissions';
import type { AppConfig } from '../config';
import type { Database, Db } from '../db/database';
import type { KvStore } from '../kv/kv-store';
import type { Hub } from '../live/hub/hub';
import type { AccessPort, SessionRecord, SessionStore, TokenService } from './ports';

/** Who is calling, set by the auth hook on every non-public route. */
export interface AuthContext {
  session: SessionRecord;
  userId: number;
  /** Permission strings (`['admin']` for administrators). */
  permissions: string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    db: Db;
    kv: KvStore;
    /** Login tokens, the session store and access checks, decorated by server/modules/auth/access-plugin.ts. */
    tokens: TokenService;
    sessions: SessionStore;
    access: AccessPort;
    /** Live topics with per-topic seq and resume (server/plugins/websocket.ts). */
    hub: Hub;
  }
  interface FastifyRequest {
    /** Null on public routes. */
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    /** No sign-in needed. Routes are private unless they say so. */
    public?: boolean;
    /** Permission(s) needed besides being signed in, checked with `can()`; `admin` passes all. */
    permission?: Permission | Permission[];
    /** How several permissions combine (default `any`). */
    permissionMode?: 'any' | 'all';
  }
}
