/**
 * Signed-in sessions: `GET auth/online?filter&page&size&sort` (online:list, every server instance), `DELETE auth/online
 * [keys]` (online:del: those sessions end, their next call gets 401; the caller's own is refused with 400),
 * `GET auth/online/download` (the matching sessions as xlsx). A session is keyed by its `key`, the row's id here.
 */
import { z } from 'zod';
import { onlineSessionSchema } from '../../../../streams/contracts/auth';
import { createResourceApi } from '@shared/crud/create-resource-api';

/** The fields the server sorts sessions by. */
export const ONLINE_SORTS = ['loginTime', 'userName', 'ip'] as const;

/** The server's refusal to force out the caller's own session (server/modules/auth/routes.ts), worded by the page. */
export const OWN_SESSION_MESSAGE = 'You cannot kick out your own session; sign out instead';

/** A row of the list: the session with its key as the id. */
const onlineRowSchema = onlineSessionSchema.transform((session) => ({ ...session, id: session.key }));
export type OnlineRow = z.output<typeof onlineRowSchema>;

export const onlineApi = createResourceApi({
  path: 'auth/online',
  rowSchema: onlineRowSchema,
  idsSchema: z.array(z.string().min(1)).min(1),
  downloadName: 'online-users.xlsx',
  sorting: { fields: ONLINE_SORTS, first: 'loginTime,desc', ascending: ['userName', 'ip'] },
});
