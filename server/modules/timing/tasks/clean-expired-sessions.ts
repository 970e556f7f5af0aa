/**
 * `cleanExpiredSessions`: removes the online-session records whose time is up.
 * The KV store expires keys by itself, but a record may outlive its `expiresAt` (a store whose clock or TTL disagrees,
 * a record written by an older version, a corrupt value); the online list would skip it while it still takes room.
 */
import { z } from 'zod';
import { SESSION_KEY_PREFIX } from '../../auth/session-store';
import { defineTask } from '../task-registry';

export const cleanExpiredSessions = defineTask({
  name: 'cleanExpiredSessions',
  description: 'Removes online sessions whose time is up (and unreadable session records).',
  params: z.object({}).strict(),
  paramsHint: '',
  async run({ kv, now }) {
    const keys = await kv.keys(SESSION_KEY_PREFIX);
    const values = await kv.getMany(keys);
    const expired = keys.filter((_key, i) => {
      const raw = values[i];
      if (raw === null || raw === undefined) return false;
      try {
        const record = JSON.parse(raw) as { expiresAt?: unknown };
        return typeof record.expiresAt !== 'number' || record.expiresAt <= now.getTime();
      } catch {
        return true;
      }
    });
    const removed = expired.length > 0 ? await kv.del(...expired) : 0;
    return { checked: keys.length, removed };
  },
});
