/**
 * The configurations resource (`api/liveConfigs`, contract streams/contracts/live-configs.ts): `GET ?page&size&sort&
 * blurry` a page of {@link LiveConfigRow} (`blurry` searches the name), `POST` a body → 201 `{ id }`, `PUT` `{ id, …body }`
 * (a running game takes the new version at once), `DELETE [ids]` (a configuration being collected is refused with 400).
 * Every write also refreshes what the game pages hold of a configuration (`liveConfigKeys.all`: detail, view, ledger).
 */
import { liveConfigRowSchema, createdConfigSchema, type LiveConfigRow } from '../../../../../streams/contracts/live-configs';
import { liveConfigBodySchema, liveConfigUpdateBodySchema } from '../../../../../streams/games/live-config';
import { createResourceApi, type ListParams } from '@shared/crud/create-resource-api';
import { liveConfigKeys } from './live-config-keys';
import { LIVE_CONFIG_PERMISSIONS } from '../common/permissions';

/** Sortable columns of the list (the server's whitelist). */
export const LIVE_CONFIG_SORTS = ['id', 'name', 'state', 'createTime'] as const;

export const liveConfigsApi = createResourceApi({
  path: 'api/liveConfigs',
  rowSchema: liveConfigRowSchema,
  createSchema: liveConfigBodySchema,
  updateSchema: liveConfigUpdateBodySchema,
  createdSchema: createdConfigSchema,
  alsoInvalidates: [liveConfigKeys.all],
  sorting: { fields: LIVE_CONFIG_SORTS, first: 'createTime,desc', ascending: ['name'] },
  permissions: LIVE_CONFIG_PERMISSIONS,
});

/** Every configuration the pickers offer (the newest 100). */
const PICKER_PARAMS: ListParams = { page: 0, size: 100, sort: 'createTime,desc' };

/** The configurations of the game pages' pickers, newest first; `refreshMs` polls (states change elsewhere). */
export function usePickerConfigs(refreshMs: number | false = false) {
  return liveConfigsApi.useList(PICKER_PARAMS, { refresh: refreshMs });
}

export type { LiveConfigRow };
