/**
 * Monitored streamers (streams/contracts/monitor.ts): `GET api/monitor/streamers?page&size&sort&blurry&type&enabled&status`
 * (`monitor:list`), `POST` (`monitor:add` → 201), `PUT` (`monitor:edit` → 204), `DELETE [ids]` (`monitor:del`),
 * `GET …/download` (the xlsx of the filters), and beside them the batch switch (`PUT …/enabled`, `monitor:edit`), the
 * import (`POST …/import`, import-monitor-streamers.ts) and the staff to assign (`GET api/monitor/staff`). Every write
 * runs in the resource's turn (two quick switches on different rows would otherwise hit the transport's refusal of a
 * second PUT to one address in flight) and refreshes the list.
 */
import { z } from 'zod';
import {
  monitorEnabledBodySchema,
  monitorStaffOptionSchema,
  monitorStreamerBodySchema,
  monitorStreamerRowSchema,
  monitorStreamerUpdateBodySchema,
  type MonitorEnabledBody,
} from '../../../../../streams/contracts/monitor';
import { createResourceApi } from '@shared/crud/create-resource-api';
import { http } from '@shared/http/http-client';
import { MONITOR_STREAMER_SORTS } from '../../../../../streams/contracts/monitor';

export const monitorStreamersApi = createResourceApi({
  path: 'api/monitor/streamers',
  rowSchema: monitorStreamerRowSchema,
  createSchema: monitorStreamerBodySchema,
  updateSchema: monitorStreamerUpdateBodySchema,
  downloadName: 'monitored-streamers.xlsx',
  sorting: { fields: MONITOR_STREAMER_SORTS, first: 'createTime,desc', ascending: ['uniqueId', 'nickname', 'type', 'status'] },
  permissions: { add: 'monitor:add', edit: 'monitor:edit', del: 'monitor:del' },
});

/** Switches monitoring of `ids` on or off. @throws HttpRequestError (404 when an id is gone: nothing changed). */
export async function setStreamersEnabled(body: MonitorEnabledBody): Promise<void> {
  await http.put('api/monitor/streamers/enabled', monitorEnabledBodySchema.parse(body), { silent: true });
}

/** The switch (a row's or the selection's); pending until the list is fresh, so a switch never flips back for a moment. */
export const useSetStreamersEnabled = () => monitorStreamersApi.useWrite(setStreamersEnabled);

const staffOptionsSchema = z.array(monitorStaffOptionSchema);

/** Up to 50 enabled users to assign (kept 30 s: staff rarely change). */
export const useStaffOptions = () => monitorStreamersApi.useGet('api/monitor/staff', staffOptionsSchema, { staleTime: 30_000 });
