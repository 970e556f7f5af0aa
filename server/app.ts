/**
 * Builds the whole service host as a Fastify app, itself made of plugins (docs/architecture.md): infrastructure
 * plugins (config, errors, headers, database, KV store, OpenAPI, auth), then the
 * route plugins per module, then the SPA. Returns the app ready but not listening; `server/main.ts` listens.
 */
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import { errorBody } from './http/error-body';
import { logSerializers } from './http/redaction';
import type { Database } from './db/database';
import type { KvStore } from './kv/kv-store';
import type { Hub, HubOptions } from './live/hub/hub';
import type { GatewayOptions } from './live/gateway/live-connection';
import anchorRoutes from './modules/anchors/routes';
import weekDataRoutes from './modules/week-data/routes';
import lotteryRoutes, { type LotteryOptions } from './modules/lottery/routes';
import weeklyReportRoutes from './modules/weekly-reports/routes';
import crmPlugin, { type CrmPluginOptions } from './modules/anchors/crm-plugin';
import h5Routes from './modules/anchors/h5-routes';
import linkKeyRoutes from './modules/anchors/link-key-routes';
import screenshotRoutes from './modules/anchors/screenshot-routes';
import accessPlugin from './modules/auth/access-plugin';
import { hashPassword } from './modules/auth/password';
import authRoutes from './modules/auth/routes';
import type { LoginLimits } from './modules/auth/login-throttle';
import dashboardRoutes from './modules/dashboard/routes';
import dictRoutes from './modules/dicts/routes';
import liveGamesPlugin from './modules/live-configs/live-games-plugin';
import liveConfigRoutes from './modules/live-configs/routes';
import koreaPkRoutes from './modules/korea-pk/routes';
import entryAnimationsPlugin from './modules/animations/entry-animations-plugin';
import animationRoutes from './modules/animations/routes';
import groupStreamerRoutes from './modules/group-streamers/routes';
import liveRoomsPlugin from './modules/live/live-rooms-plugin';
import liveRoutes from './modules/live/routes';
import menuRoutes from './modules/menus/routes';
import monitorRoutes from './modules/monitor/routes';
import monitorScannerPlugin, { type MonitorScannerPluginOptions } from './modules/monitor-wall/monitor-scanner-plugin';
import monitorWallRoutes from './modules/monitor-wall/routes';
import monitorRoomRoutes from './modules/monitor-room/routes';
import monitorSessionRoutes from './modules/monitor-sessions/routes';
import deviceRoutes from './modules/devices/routes';
import userCenterRoutes from './modules/users/routes';
import systemUserRoutes from './modules/system-users/routes';
import roleRoutes from './modules/roles/routes';
import deptRoutes from './modules/depts/routes';
import jobRoutes from './modules/jobs/routes';
import timingRoutes from './modules/timing/routes';
import timingPlugin from './modules/timing/timing-plugin';
import logRoutes from './modules/logs/routes';
import operationLogPlugin from './modules/logs/operation-log-plugin';
import serverMonitorRoutes from './modules/server-monitor/routes';
import authPlugin from './plugins/auth';
import databasePlugin from './plugins/database';
import errorsPlugin from './plugins/errors';
import inputGuardPlugin from './plugins/input-guard';
import kvPlugin from './plugins/kv';
import securityHeadersPlugin from './plugins/security-headers';
import spaPlugin from './plugins/spa';
import swaggerPlugin from './plugins/swagger';
import websocketPlugin from './plugins/websocket';

/** How to build the app. Everything but `config` exists for tests and embedding. */
export interface BuildAppOptions {
  /** Validated configuration (`loadConfig()`). */
  config: AppConfig;
  /**
   * Fastify logger option (default: pino at `config.logLevel`). Whatever is given, the app's serializers
   * (server/http/redaction.ts) mask secrets in logged URLs, headers, bodies and failed queries.
   */
  logger?: FastifyServerOptions['logger'];
  /** An open database to use instead of opening one from the config; the caller closes it. */
  database?: Database;
  /** A KV store to use instead of opening one from the config; the caller closes it. */
  kv?: KvStore;
  /** Where the built SPA lives (default `<cwd>/dist`). */
  distDir?: string;
  /** Captcha lifetime in ms (default 120000). */
  captchaTtlMs?: number;
  /** Session lifetime in ms (default TOKEN_TTL_MINUTES). */
  sessionTtlMs?: number;
  /** Sign-in limits (default: 20 refusals per IP, backoff after 5 attempts per username, per 10 minutes). */
  loginLimits?: Partial<LoginLimits>;
  /** A live hub to use instead of opening one from the config (apps may share one); the caller closes it. */
  hub?: Hub;
  /** History bounds of the hub opened from the config (default 10,000 events per topic). */
  hubOptions?: Partial<HubOptions>;
  /** Websocket gateway tunables (heartbeat, send-buffer limit, session checks). */
  gateway?: Partial<GatewayOptions>;
  /** Monitoring scanner overrides (tests: a probe, scan intervals). */
  monitor?: MonitorScannerPluginOptions;
  /** The streamer CRM's clock and sweep period (tests fix the clock and sweep by hand). */
  crm?: CrmPluginOptions;
  /** The lottery's clock and random source (tests fix both). */
  lottery?: LotteryOptions;
}

/** Longest path parameter the router takes (an id, a room id, a file name); longer answers 400 `BAD_URL`. */
const MAX_PARAM_LENGTH = 200;

/** The logger option with the app's serializers, which callers cannot switch off (only the whole logger). */
function withRedaction(logger: NonNullable<FastifyServerOptions['logger']>): FastifyServerOptions['logger'] {
  if (logger === false) return false;
  const base = logger === true ? {} : logger;
  return { ...base, serializers: { ...base.serializers, ...logSerializers } };
}

/**
 * Builds the app: opens (or adopts) the database and KV store, migrates and seeds, registers every route.
 * @throws when the database or Redis cannot be reached, or a migration fails.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: withRedaction(options.logger ?? { level: config.logLevel }),
    // A URL the router cannot take (a path param over 200 characters, a malformed %-escape) is bad input like
    // any other: the error body, and for a write its operation-log row (no route hook runs on this reply).
    frameworkErrors: (error, request, reply) => {
      // The option's reply is generic over every route's reply types; this answer fits none in particular.
      const answer = (reply as unknown as FastifyReply).code(400);
      const message = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? `A path parameter is longer than ${MAX_PARAM_LENGTH} characters` : 'The URL is malformed';
      void app.operationLog.record(request, answer).then(() => answer.send(errorBody(400, message, config.timeZone, { code: 'BAD_URL' })));
    },
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    // A random id per request, so a 500's requestId is unique across instances and restarts.
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // The database plugin migrates and seeds before the app listens: on a busy 2-core machine (CI, several
    // instances starting together under the migration lock) that outlasts Fastify's default 10 s.
    pluginTimeout: 120_000,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  try {
    await app.register(
      fp(
        async (instance) => {
          instance.decorate('config', config);
        },
        { name: 'config' },
      ),
    );
    await app.register(errorsPlugin);
    await app.register(inputGuardPlugin);
    await app.register(securityHeadersPlugin);
    await app.register(databasePlugin, { database: options.database, hashPassword });
    await app.register(kvPlugin, { kv: options.kv });
    await app.register(swaggerPlugin);
    // The domain decorates tokens, sessions and access checks (server/plugins/ports.ts); the auth hook uses them.
    await app.register(accessPlugin, { sessionTtlMs: options.sessionTtlMs });
    await app.register(authPlugin);
    // Right after auth: its hooks see who made each request and time every route registered below.
    await app.register(operationLogPlugin);
    await app.register(websocketPlugin, { hub: options.hub, hubOptions: options.hubOptions, gateway: options.gateway });
    // Before live-rooms: its preClose lets go of the monitored rooms before the registry stops every room.
    await app.register(monitorScannerPlugin, options.monitor ?? {});
    await app.register(crmPlugin, options.crm ?? {});
    await app.register(liveRoomsPlugin);
    await app.register(entryAnimationsPlugin);
    // After live-rooms: its preClose (rooms stop) runs first, then the games store what the rooms published.
    await app.register(liveGamesPlugin);
    await app.register(timingPlugin);

    await app.register(authRoutes, { captchaTtlMs: options.captchaTtlMs, loginLimits: options.loginLimits });
    await app.register(menuRoutes);
    await app.register(dictRoutes);
    await app.register(userCenterRoutes);
    await app.register(dashboardRoutes);
    await app.register(liveRoutes);
    await app.register(liveConfigRoutes);
    await app.register(groupStreamerRoutes);
    await app.register(animationRoutes);
    await app.register(monitorRoutes);
    await app.register(monitorWallRoutes);
    await app.register(monitorSessionRoutes);
    await app.register(monitorRoomRoutes);
    await app.register(deviceRoutes);
    await app.register(systemUserRoutes);
    await app.register(roleRoutes);
    await app.register(deptRoutes);
    await app.register(jobRoutes);
    await app.register(timingRoutes);
    await app.register(logRoutes);
    await app.register(serverMonitorRoutes);
    await app.register(anchorRoutes);
    await app.register(h5Routes);
    await app.register(linkKeyRoutes);
    await app.register(screenshotRoutes);
    await app.register(weekDataRoutes);
    await app.register(weeklyReportRoutes);
    await app.register(lotteryRoutes, options.lottery ?? {});
    await app.register(koreaPkRoutes);

    await app.register(spaPlugin, { distDir: options.distDir });
    await app.ready();
  } catch (error) {
    await app.close().catch(() => undefined);
    throw error;
  }
  return app;
}
