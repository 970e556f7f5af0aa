/** Permission matrix: the Korea group PK events and their commands (api/koreaPk/*). See matrix.ts. */
import type { Page } from '../../../streams/contracts/common';
import type { CatalogueGift } from '../../../streams/contracts/live-configs';
import { koreaEvent } from '../korea-pk/korea-fixtures';
import type { MatrixContext, MatrixRoute } from './matrix';

const input = async (ctx: MatrixContext) => {
  const catalogue = (await ctx.asAdmin<Page<CatalogueGift>>('GET', '/api/gifts?size=500')).content;
  return koreaEvent(catalogue, { name: ctx.unique('kpk') });
};
/** A new event (a replay host: the game starts no room for it). */
const event = async (ctx: MatrixContext) => (await ctx.asAdmin<{ id: number }>('POST', '/api/koreaPk/events', await input(ctx))).id;
/** A new event whose double PK stage runs. */
const running = async (ctx: MatrixContext) => {
  const id = await event(ctx);
  await ctx.asAdmin('POST', `/api/koreaPk/events/${id}/stages/double/start`, {});
  return id;
};

const list = 'liveConfig:list';
const control = 'liveConfig:control';

export const routes: MatrixRoute[] = [
  { method: 'GET', route: 'api/koreaPk/events', permission: list, request: async () => ({ url: '/api/koreaPk/events' }) },
  { method: 'GET', route: 'api/koreaPk/events/{id}', permission: list, request: async (ctx) => ({ url: `/api/koreaPk/events/${await event(ctx)}` }) },
  { method: 'POST', route: 'api/koreaPk/events', permission: 'liveConfig:add', okStatuses: [201], request: async (ctx) => ({ url: '/api/koreaPk/events', payload: await input(ctx) }) },
  { method: 'PUT', route: 'api/koreaPk/events', permission: 'liveConfig:edit', request: async (ctx) => ({ url: '/api/koreaPk/events', payload: { ...(await input(ctx)), id: await event(ctx) } }) },
  { method: 'DELETE', route: 'api/koreaPk/events', permission: 'liveConfig:del', request: async (ctx) => ({ url: '/api/koreaPk/events', payload: [await event(ctx)] }) },
  { method: 'POST', route: 'api/koreaPk/events/{id}/overlayKey', permission: 'liveConfig:edit', request: async (ctx) => ({ url: `/api/koreaPk/events/${await event(ctx)}/overlayKey` }) },
  { method: 'GET', route: 'api/koreaPk/events/{id}/view', permission: list, request: async (ctx) => ({ url: `/api/koreaPk/events/${await event(ctx)}/view` }) },
  { method: 'GET', route: 'api/koreaPk/events/{id}/entries', permission: list, request: async (ctx) => ({ url: `/api/koreaPk/events/${await event(ctx)}/entries?stage=double` }) },
  { method: 'POST', route: 'api/koreaPk/events/{id}/stages/{stage}/start', permission: control, request: async (ctx) => ({ url: `/api/koreaPk/events/${await event(ctx)}/stages/double/start`, payload: {} }) },
  { method: 'POST', route: 'api/koreaPk/events/{id}/stages/end', permission: control, request: async (ctx) => ({ url: `/api/koreaPk/events/${await running(ctx)}/stages/end` }) },
  {
    method: 'POST',
    route: 'api/koreaPk/events/{id}/solo/next',
    permission: control,
    request: async (ctx) => {
      const id = await event(ctx);
      await ctx.asAdmin('POST', `/api/koreaPk/events/${id}/stages/solo/start`, {});
      return { url: `/api/koreaPk/events/${id}/solo/next` };
    },
  },
  {
    method: 'POST',
    route: 'api/koreaPk/events/{id}/adjust',
    permission: control,
    request: async (ctx) => ({ url: `/api/koreaPk/events/${await running(ctx)}/adjust`, payload: { stage: 'double', streamerId: 'luna_1', direction: 'add', score: 10 } }),
  },
  { method: 'PUT', route: 'api/koreaPk/events/{id}/weights', permission: control, request: async (ctx) => ({ url: `/api/koreaPk/events/${await event(ctx)}/weights`, payload: { double: 120, solo: 100, team: 80 } }) },
];
