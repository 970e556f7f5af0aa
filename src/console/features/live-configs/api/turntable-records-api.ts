/**
 * The turntable records of one configuration (`api/liveConfigs/{id}/turntable/records?page&size&blurry`, newest
 * first, `blurry` over the nickname and the prize; `…/download?blurry` the xlsx), `liveConfig:list`. One resource per
 * configuration, made once and kept.
 */
import { turntableRecordRowSchema } from '../../../../../streams/contracts/live-configs';
import { createResourceApi, resourceKey } from '@shared/crud/create-resource-api';

const pathOf = (id: number) => `api/liveConfigs/${id}/turntable/records`;
const made = new Map<number, ReturnType<typeof make>>();

function make(id: number) {
  return createResourceApi({ path: pathOf(id), rowSchema: turntableRecordRowSchema, downloadName: `turntable-records-${id}.xlsx` });
}

/** The records resource of configuration `id`. */
export function turntableRecordsApi(id: number) {
  let api = made.get(id);
  if (!api) {
    api = make(id);
    made.set(id, api);
  }
  return api;
}

/** The key of every query of configuration `id`'s records (a spin refreshes them). */
export const turntableRecordsKey = (id: number) => resourceKey(pathOf(id));
