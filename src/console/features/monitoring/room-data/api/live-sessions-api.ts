/**
 * Live sessions (streams/contracts/monitor-sessions.ts, `monitor:list`): `GET api/monitor/sessions?page&size&sort&
 * blurry&type&live&from&to` a page of sessions overlapping the chosen days (days sent without a zone, so the server
 * reads them in its own zone, the zone the rows' times are written in; a bad range is a 400 naming `from` or `to`),
 * and `GET …/download` the xlsx of the same filters. Read-only.
 */
import { liveSessionRowSchema } from '../../../../../../streams/contracts/monitor-sessions';
import { createResourceApi } from '@shared/crud/create-resource-api';
import { SESSION_SORTS } from '../../../../../../streams/contracts/monitor-sessions';

export const liveSessionsApi = createResourceApi({
  path: 'api/monitor/sessions', rowSchema: liveSessionRowSchema, downloadName: 'room-data.xlsx',
  sorting: { fields: SESSION_SORTS, first: 'startedAt,desc', ascending: ['streamer'] },
});
