/** Permission matrix: the weekly data (api/weekData*). See matrix.ts. */
import { randomBytes } from 'node:crypto';
import { monitoredStreamers } from '../../../server/db/schema/monitor';
import type { MatrixContext, MatrixRoute } from './matrix';

/** A fresh monitored streamer with its current week computed; returns its id and TikTok ID. */
async function streamer(ctx: MatrixContext): Promise<{ id: number; uniqueId: string }> {
  const uniqueId = ctx.unique('wk');
  const [row] = await ctx.app.db.insert(monitoredStreamers).values({ uniqueId, nickname: uniqueId, type: 'regular' }).returning({ id: monitoredStreamers.id, uniqueId: monitoredStreamers.uniqueId });
  await ctx.app.timing.registry.get('recomputeWeekData')!.run({ db: ctx.app.db, kv: ctx.app.kv, log: ctx.app.log, zone: ctx.app.config.timeZone, now: new Date() }, {});
  return row!;
}

/** A one-line csv as the multipart of an import preview. */
function previewForm() {
  const boundary = `----matrix${randomBytes(6).toString('hex')}`;
  const payload = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="w.csv"\r\nContent-Type: text/csv\r\n\r\nCreator ID,impressions\nx,10\n\r\n--${boundary}--\r\n`);
  return { url: '/api/weekData/importPreview', payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A one-row csv import of a fresh streamer for the week of 2026-03-02, as multipart. */
async function importForm(ctx: MatrixContext) {
  const { uniqueId } = await streamer(ctx);
  const boundary = `----matrix${randomBytes(6).toString('hex')}`;
  const payload = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="week"\r\n\r\n2026-03-02\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="mapping"\r\n\r\n{"uniqueId":"uniqueId","impressions":"impressions"}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="w.csv"\r\nContent-Type: text/csv\r\n\r\nuniqueId,impressions\n${uniqueId},10\n\r\n--${boundary}--\r\n`,
  );
  return { url: '/api/weekData/import', payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export const routes: MatrixRoute[] = [
  { method: 'GET', route: 'api/weekData', permission: 'weekData:list', request: async () => ({ url: '/api/weekData?sort=diamonds,desc' }) },
  { method: 'GET', route: 'api/weekData/download', permission: 'weekData:list', request: async () => ({ url: '/api/weekData/download' }) },
  // The permitted caller of the matrix has data scope `all`, so it sees the fresh streamer's trend.
  { method: 'GET', route: 'api/weekData/trend', permission: 'weekData:list', request: async (ctx) => ({ url: `/api/weekData/trend?streamerId=${(await streamer(ctx)).id}` }) },
  { method: 'POST', route: 'api/weekData/import', permission: 'weekData:import', request: async (ctx) => importForm(ctx) },
  { method: 'POST', route: 'api/weekData/importPreview', permission: 'weekData:import', request: async () => previewForm() },
  { method: 'GET', route: 'api/weekData/choices', permission: 'weekData:list', request: async () => ({ url: '/api/weekData/choices' }) },
  { method: 'GET', route: 'api/weekData/importMapping', permission: 'weekData:import', request: async () => ({ url: '/api/weekData/importMapping' }) },
  { method: 'PUT', route: 'api/weekData/importMapping', permission: 'weekData:import', request: async () => ({ url: '/api/weekData/importMapping', payload: { 'Creator ID': 'uniqueId', Impressions: 'impressions' } }) },
];
