/** The tasks every install has; seeded rows name them. */
import type { TaskDefinition } from '../task-registry';
import { aggregateDailyLiveStats } from './aggregate-daily-live-stats';
import { cleanExpiredSessions } from './clean-expired-sessions';
import { purgeOldLogs } from './purge-old-logs';

export const BUILTIN_TASKS: TaskDefinition[] = [cleanExpiredSessions, aggregateDailyLiveStats, purgeOldLogs];
