/**
 * `cleanExpiredSessions`: removes the online-session records whose time is up.
 * The KV store expires keys by itself, but a record may outlive its `expiresAt` (a store whose clock or TTL disagrees,
 * a record written by an older version, a corrupt value); the online list would skip it while it still takes room.
 * Without Redis the sessions are also kept in the `sessions` table, whose expired rows only this task removes.
 */
import { z } from 'zod';
import { parseSessionRecord, SESSION_KEY_PREFIX } from '../../auth/session-store';
import { deleteExpiredSessionRows } from '../../auth/session-table';
import { defineTask } from '../task-registry';

export const cleanExpiredSessions = defineTask({
  name: 'cleanExpiredSessions',
  description: 'Removes online sessions whose time is up (and unreadable session records).',
  params: z.object({}).strict(),
  paramsHint: '',
  async run({ db, kv, now }) {
    const keys = await kv.keys(SESSION_KEY_PREFIX);
    const values = await kv.getMany(keys);
    const expired = keys.filter((_key, i) => {
      const raw = values[i];
      if (raw === null || raw === undefined) return false;
      const record = parseSessionRecord(raw);
      return record === null || record.expiresAt <= now.getTime();
    });
    const removed = expired.length > 0 ? await kv.del(...expired) : 0;
    const removedRows = await deleteExpiredSessionRows(db, now);
    return { checked: keys.length, removed, removedRows };
  },
});
