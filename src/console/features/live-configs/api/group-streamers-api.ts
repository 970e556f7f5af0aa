/**
 * The group host streamer config (`api/groupStreamers`, contract streams/contracts/group-streamers.ts): a page of
 * {@link GroupStreamerRow} (`blurry` searches the streamer ID and the nickname; sorts by id, anchorId, nickname,
 * createTime), `POST` → 201 `{ id }`, `PUT { id, …body }`, `DELETE [ids]`. A streamer ID already kept is refused with
 * 400 on `anchorId`. Configurations keep their own copy of a streamer, so a write changes nothing else.
 */
import { createdGroupStreamerSchema, groupStreamerBodySchema, groupStreamerRowSchema, groupStreamerUpdateBodySchema } from '../../../../../streams/contracts/group-streamers';
import { createResourceApi } from '@shared/crud/create-resource-api';
import { LIVE_CONFIG_PERMISSIONS } from '../common/permissions';
import { GROUP_STREAMER_SORTS } from '../../../../../streams/contracts/group-streamers';

export const groupStreamersApi = createResourceApi({
  path: 'api/groupStreamers',
  rowSchema: groupStreamerRowSchema,
  createSchema: groupStreamerBodySchema,
  updateSchema: groupStreamerUpdateBodySchema,
  createdSchema: createdGroupStreamerSchema,
  sorting: { fields: GROUP_STREAMER_SORTS, first: 'createTime,desc', ascending: ['anchorId', 'nickname'] },
  permissions: LIVE_CONFIG_PERMISSIONS,
});
