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
import { idListSchema, pageQuerySchema, pageSchema, queryIdSchema } from '../../../streams/contracts/common';
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
import { blurrySchema, emptyResponse, errorResponses } from '../../http/route-schemas';
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
const ADD = { permission: 'device:add' } as const;
const EDIT = { permission: 'device:edit' } as const;
const DEL = { permission: 'device:del' } as const;
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

  app.get(
    '/api/devices',
    {
      config: READ,
      schema: { tags, summary: 'Devices (blurry: name or note; filters type, enabled) with online state and waiting commands', querystring: pageQuerySchema.extend(deviceFilterSchema.shape), response: { 200: pageSchema(deviceRowSchema), ...errorResponses } },
    },
    async (request) => listDevices(app.db, request.query, zone(), (ids) => delivery.onlineIds(ids)),
  );

  app.post(
    '/api/devices',
    { config: ADD, schema: { tags, summary: "Add a device; the answer holds its key, shown this once (400 'name: …' for a name in use)", body: deviceBodySchema, response: { 201: createdDeviceSchema, ...errorResponses } } },
    async (request, reply) => reply.code(201).send(await createDevice(app.db, request.body, by(request))),
  );

  app.put(
    '/api/devices',
    { config: EDIT, schema: { tags, summary: 'Edit a device (disabling it closes its connection)', body: deviceUpdateBodySchema, response: { 204: emptyResponse, ...errorResponses } } },
    async (request, reply) => {
      const { id, ...body } = request.body;
      const { disabled } = await updateDevice(app.db, id, body, by(request));
      if (disabled) delivery.disconnect(id, DEVICE_WS_CLOSE.disabled, 'device disabled');
      refreshRules();
      return reply.code(204).send();
    },
  );

  app.delete(
    '/api/devices',
    { config: DEL, schema: { tags, summary: 'Delete devices (400 while a control rule uses one; their waiting commands fail)', body: idListSchema, response: { 200: emptyResponse, ...errorResponses } } },
    async (request, reply) => {
      await deleteDevices(app.db, request.body);
      for (const id of request.body) delivery.disconnect(id, DEVICE_WS_CLOSE.unknownKey, 'device deleted');
      return reply.code(200).send();
    },
  );

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

  app.get(
    '/api/deviceCommands',
    { config: READ, schema: { tags, summary: 'Commands (blurry: name, template or note)', querystring: pageQuerySchema.extend(commandFilterSchema.shape), response: { 200: pageSchema(deviceCommandRowSchema), ...errorResponses } } },
    async (request) => listCommands(app.db, request.query, zone()),
  );

  app.post(
    '/api/deviceCommands',
    {
      config: ADD,
      schema: { tags, summary: "Add a command (400 'payloadTemplate: Unknown placeholders: …' naming them; 'name: …' for a name in use)", body: deviceCommandBodySchema, response: { 201: z.object({ id: z.number().int() }), ...errorResponses } },
    },
    async (request, reply) => reply.code(201).send(await createCommand(app.db, request.body, by(request))),
  );

  app.put(
    '/api/deviceCommands',
    { config: EDIT, schema: { tags, summary: 'Edit a command (commands already queued keep their payload)', body: deviceCommandUpdateBodySchema, response: { 204: emptyResponse, ...errorResponses } } },
    async (request, reply) => {
      const { id, ...body } = request.body;
      await updateCommand(app.db, id, body, by(request));
      refreshRules();
      return reply.code(204).send();
    },
  );

  app.delete(
    '/api/deviceCommands',
    { config: DEL, schema: { tags, summary: 'Delete commands (400 while a control rule uses one)', body: idListSchema, response: { 200: emptyResponse, ...errorResponses } } },
    async (request, reply) => {
      await deleteCommands(app.db, request.body);
      return reply.code(200).send();
    },
  );

  app.get(
    '/api/deviceCommands/options',
    { config: READ, schema: { tags, summary: 'Every command by name (the rule form and the test dialog)', response: { 200: z.array(commandOptionSchema), ...errorResponses } } },
    async () => commandOptions(app.db),
  );

  // ---- rules ----

  app.get(
    '/api/deviceRules',
    {
      config: READ,
      schema: { tags, summary: 'Control rules (blurry: name, TikTok ID, gift; filters deviceId, commandId, enabled)', querystring: pageQuerySchema.extend(ruleFilterSchema.shape), response: { 200: pageSchema(deviceRuleRowSchema), ...errorResponses } },
    },
    async (request) => listRules(app.db, request.query, zone()),
  );

  app.post(
    '/api/deviceRules',
    { config: ADD, schema: { tags, summary: 'Add a control rule (it judges gifts counted from now on)', body: deviceRuleBodySchema, response: { 201: z.object({ id: z.number().int() }), ...errorResponses } } },
    async (request, reply) => {
      const created = await createRule(app.db, request.body, by(request));
      await engine.refresh();
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/api/deviceRules',
    { config: EDIT, schema: { tags, summary: 'Edit a control rule', body: deviceRuleUpdateBodySchema, response: { 204: emptyResponse, ...errorResponses } } },
    async (request, reply) => {
      const { id, ...body } = request.body;
      await updateRule(app.db, id, body, by(request));
      await engine.refresh();
      return reply.code(204).send();
    },
  );

  app.delete(
    '/api/deviceRules',
    { config: DEL, schema: { tags, summary: 'Delete control rules (their log rows stay)', body: idListSchema, response: { 200: emptyResponse, ...errorResponses } } },
    async (request, reply) => {
      await deleteRules(app.db, request.body);
      await engine.refresh();
      return reply.code(200).send();
    },
  );

  app.get(
    '/api/deviceRules/gifts',
    { config: READ, schema: { tags, summary: 'Gifts of the catalogue for the rule form, cheapest first (at most 50)', querystring: z.object({ blurry: blurrySchema }), response: { 200: z.array(ruleGiftOptionSchema), ...errorResponses } } },
    async (request) => ruleGiftOptions(app.db, request.query.blurry),
  );

  // ---- log and gift messages ----

  app.get(
    '/api/deviceCommandLog',
    {
      config: READ,
      schema: { tags, summary: 'The command log, newest first (blurry: rule, device or command name, or gift msgId; filters status, deviceId, ruleId)', querystring: pageQuerySchema.extend(logFilterSchema.shape), response: { 200: pageSchema(commandLogRowSchema), ...errorResponses } },
    },
    async (request) => listCommandLog(app.db, request.query, zone()),
  );

  app.get(
    '/api/deviceGiftMessages',
    {
      config: READ,
      schema: {
        tags,
        summary: "The counted gifts of a streamer's rooms, newest first, with the rules each fired (recorded while an enabled rule follows the streamer)",
        querystring: pageQuerySchema.omit({ sort: true }).extend(giftMessagesQuerySchema.shape),
        response: { 200: pageSchema(giftMessageRowSchema), ...errorResponses },
      },
    },
    async (request) => listGiftMessages(app.db, request.query, zone()),
  );

  app.get(
    '/api/deviceGiftMessages/handles',
    { config: READ, schema: { tags, summary: 'The streamers enabled rules follow, with their rooms followed on this server now', response: { 200: z.array(followedHandleSchema), ...errorResponses } } },
    async () => engine.followed(),
  );
}

export default fp(deviceRoutes, { name: 'devices', dependencies: ['config', 'database', 'kv', 'auth', 'websocket', 'live-rooms'] });
