/**
 * Live game devices (contract streams/contracts/devices.ts, which lists every endpoint
 * with its shapes): the HTTP API under `api/devices`, `api/deviceCommands`, `api/deviceRules`, `api/deviceCommandLog`
 * and `api/deviceGiftMessages` (read `device:list`, write `device:add|edit|del`), and the devices' websocket
 * `GET /device?key=<key>` (public to the HTTP auth hook: the key is the device's credential, checked in the handler).
 *
 * Decorates `app.devices`: the rule engine (rule-engine.ts: follows the rules' rooms and fires them) and the delivery
 * of this instance (device-delivery.ts: connected devices, the queue poll, the expiry sweep). Both start when the app
 * is ready and stop before the database and the hub close (`preClose`). Every write that changes what the rules see
 * refreshes the engine at once on this instance (others pick it up within 2 s).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageQuerySchema, queryIdSchema } from '../../../streams/contracts/common';
import {
  DEVICE_WS_CLOSE,
  commandFilterSchema,
  commandLogRowSchema,
  commandOptionSchema,
  createdDeviceSchema,
  deviceBodySchema,
  deviceCommandBodySchema,
  deviceCommandRowSchema,
  deviceCommandUpdateBodySchema,
  deviceFilterSchema,
  deviceKeySchema,
  deviceOptionSchema,
  deviceRowSchema,
  deviceRuleBodySchema,
  deviceRuleRowSchema,
  deviceRuleUpdateBodySchema,
  deviceTestBodySchema,
  deviceTestResultSchema,
  deviceUpdateBodySchema,
  followedHandleSchema,
  giftMessageRowSchema,
  giftMessagesQuerySchema,
  logFilterSchema,
  ruleFilterSchema,
  ruleGiftOptionSchema,
} from '../../../streams/contracts/devices';
import { resourceRoutes } from '../../http/crud-routes';
import { blurrySchema, errorResponses } from '../../http/route-schemas';
import { caller } from '../../plugins/auth';
import '../../plugins/fastify-types';
import { createDeviceDelivery, type DeviceDelivery } from './device-delivery';
import { serveDevice, type DeviceSocket } from './device-socket';
import { createRuleEngine, type RuleEngine } from './rule-engine';
import {
  commandOptions,
  createCommand,
  createDevice,
  createRule,
  deleteCommands,
  deleteDevices,
  deleteRules,
  deviceOptions,
  listCommandLog,
  listCommands,
  listDevices,
  listGiftMessages,
  listRules,
  regenerateKey,
  ruleGiftOptions,
  testDevice,
  updateCommand,
  updateDevice,
  updateRule,
} from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Live game devices: the rule engine and this instance's delivery (server/modules/devices/routes.ts). */
    devices: { engine: RuleEngine; delivery: DeviceDelivery };
  }
}

const READ = { permission: 'device:list' } as const;
const EDIT = { permission: 'device:edit' } as const;
const permissions = { list: 'device:list', add: 'device:add', edit: 'device:edit', del: 'device:del' } as const;
const createdSchema = z.object({ id: z.number().int() });
const idParams = z.object({ id: queryIdSchema });

async function deviceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const zone = () => app.config.timeZone;
  const by = (request: Parameters<typeof caller>[0]) => caller(request).session.userName;

  const delivery = createDeviceDelivery({ db: app.db, kv: app.kv, log: app.log });
  const engine = createRuleEngine({
    db: app.db,
    hub: app.hub,
    rooms: { list: () => app.liveRooms.list().map((room) => ({ roomId: room.roomId, label: room.label })) },
    delivery,
    log: app.log,
  });
  app.decorate('devices', { engine, delivery });
  app.addHook('onReady', async () => {
    delivery.start();
    await engine.start();
  });
  app.addHook('preClose', async () => {
    await engine.close();
    await delivery.close();
  });
  const refreshRules = () => {
    void engine.refresh();
  };

  // ---- the device websocket ----

  // `warn`: the request log would otherwise write the URL, and with it the device's key, at every connection.
  app.get('/device', { websocket: true, config: { public: true }, logLevel: 'warn', schema: { hide: true } }, (socket, request) => {
    const key = new URL(request.url, 'http://localhost').searchParams.get('key');
    serveDevice({ db: app.db, delivery, log: app.log }, socket as unknown as DeviceSocket, key);
  });

  // ---- devices ----

  const tags = ['live game devices'];

  const resource = (url: string) => resourceRoutes(app, { url, tags, permissions });
  const deviceApi = resource('/api/devices');

  deviceApi.list(
    { summary: 'Devices (blurry: name or note; filters type, enabled) with online state and waiting commands', querystring: pageQuerySchema.extend(deviceFilterSchema.shape), item: deviceRowSchema },
    async (query) => listDevices(app.db, query, zone(), (ids) => delivery.onlineIds(ids)),
  );
  deviceApi.create(
    { summary: "Add a device; the answer holds its key, shown this once (400 'name: …' for a name in use)", body: deviceBodySchema, response: createdDeviceSchema },
    async (body, { by }) => createDevice(app.db, body, by),
  );
  deviceApi.update({ summary: 'Edit a device (disabling it closes its connection)', body: deviceUpdateBodySchema }, async ({ id, ...body }, { by }) => {
    const { disabled } = await updateDevice(app.db, id, body, by);
    if (disabled) delivery.disconnect(id, DEVICE_WS_CLOSE.disabled, 'device disabled');
    refreshRules();
  });
  deviceApi.deleteByIds({ summary: 'Delete devices (400 while a control rule uses one; their waiting commands fail)' }, async (ids) => {
    await deleteDevices(app.db, ids);
    for (const id of ids) delivery.disconnect(id, DEVICE_WS_CLOSE.unknownKey, 'device deleted');
  });

  app.post(
    '/api/devices/:id/key',
    { config: EDIT, schema: { tags, summary: 'A new key for the device; the old one stops working (its connection closes)', params: idParams, response: { 200: deviceKeySchema, ...errorResponses } } },
    async (request) => {
      const result = await regenerateKey(app.db, request.params.id, by(request));
      delivery.disconnect(request.params.id, DEVICE_WS_CLOSE.unknownKey, 'device key changed');
      return result;
    },
  );

  app.post(
    '/api/devices/:id/test',
    {
      config: EDIT,
      schema: { tags, summary: 'Queue a test command (a command with the sample gift, or {"test":true}); sent at once when the device is connected', params: idParams, body: deviceTestBodySchema, response: { 200: deviceTestResultSchema, ...errorResponses } },
    },
    async (request) => {
      const logId = await testDevice(app.db, request.params.id, request.body.commandId, Date.now());
      const online = (await delivery.onlineIds([request.params.id])).has(request.params.id);
      delivery.deliver([request.params.id]);
      return { logId, online };
    },
  );

  app.get(
    '/api/devices/options',
    { config: READ, schema: { tags, summary: 'Every device by name (the rule form)', response: { 200: z.array(deviceOptionSchema), ...errorResponses } } },
    async () => deviceOptions(app.db),
  );

  // ---- commands ----

  const commandApi = resource('/api/deviceCommands');
  commandApi.list(
    { summary: 'Commands (blurry: name, template or note)', querystring: pageQuerySchema.extend(commandFilterSchema.shape), item: deviceCommandRowSchema },
    async (query) => listCommands(app.db, query, zone()),
  );
  commandApi.create(
    {
      summary: "Add a command (400 'payloadTemplate: Unknown placeholders: …' naming them; 'name: …' for a name in use)",
      body: deviceCommandBodySchema,
      response: createdSchema,
    },
    async (body, { by }) => createCommand(app.db, body, by),
  );
  commandApi.update({ summary: 'Edit a command (commands already queued keep their payload)', body: deviceCommandUpdateBodySchema }, async ({ id, ...body }, { by }) => {
    await updateCommand(app.db, id, body, by);
    refreshRules();
  });
  commandApi.deleteByIds({ summary: 'Delete commands (400 while a control rule uses one)' }, async (ids) => deleteCommands(app.db, ids));

  app.get(
    '/api/deviceCommands/options',
    { config: READ, schema: { tags, summary: 'Every command by name (the rule form and the test dialog)', response: { 200: z.array(commandOptionSchema), ...errorResponses } } },
    async () => commandOptions(app.db),
  );

  // ---- rules ----

  const ruleApi = resource('/api/deviceRules');
  ruleApi.list(
    {
      summary: 'Control rules (blurry: name, TikTok ID, gift; filters deviceId, commandId, enabled)',
      querystring: pageQuerySchema.extend(ruleFilterSchema.shape),
      item: deviceRuleRowSchema,
    },
    async (query) => listRules(app.db, query, zone()),
  );
  ruleApi.create({ summary: 'Add a control rule (it judges gifts counted from now on)', body: deviceRuleBodySchema, response: createdSchema }, async (body, { by }) => {
    const created = await createRule(app.db, body, by);
    await engine.refresh();
    return created;
  });
  ruleApi.update({ summary: 'Edit a control rule', body: deviceRuleUpdateBodySchema }, async ({ id, ...body }, { by }) => {
    await updateRule(app.db, id, body, by);
    await engine.refresh();
  });
  ruleApi.deleteByIds({ summary: 'Delete control rules (their log rows stay)' }, async (ids) => {
    await deleteRules(app.db, ids);
    await engine.refresh();
  });

  app.get(
    '/api/deviceRules/gifts',
    { config: READ, schema: { tags, summary: 'Gifts of the catalogue for the rule form, cheapest first (at most 50)', querystring: z.object({ blurry: blurrySchema }), response: { 200: z.array(ruleGiftOptionSchema), ...errorResponses } } },
    async (request) => ruleGiftOptions(app.db, request.query.blurry),
  );

  // ---- log and gift messages ----

  resource('/api/deviceCommandLog').list(
    {
      summary: 'The command log, newest first (blurry: rule, device or command name, or gift msgId; filters status, deviceId, ruleId)',
      querystring: pageQuerySchema.extend(logFilterSchema.shape),
      item: commandLogRowSchema,
    },
    async (query) => listCommandLog(app.db, query, zone()),
  );

  resource('/api/deviceGiftMessages').list(
    {
      summary: "The counted gifts of a streamer's rooms, newest first, with the rules each fired (recorded while an enabled rule follows the streamer)",
      querystring: pageQuerySchema.omit({ sort: true }).extend(giftMessagesQuerySchema.shape),
      item: giftMessageRowSchema,
    },
    async (query) => listGiftMessages(app.db, query, zone()),
  );

  app.get(
    '/api/deviceGiftMessages/handles',
    { config: READ, schema: { tags, summary: 'The streamers enabled rules follow, with their rooms followed on this server now', response: { 200: z.array(followedHandleSchema), ...errorResponses } } },
    async () => engine.followed(),
  );
}

export default fp(deviceRoutes, { name: 'devices', dependencies: ['config', 'database', 'kv', 'auth', 'websocket', 'live-rooms'] });
