/**
 * Texts of the rows a fresh install is seeded with (depts, jobs, roles, timed tasks). The database stores them as
 * `seed:<group>.<name>` (server/db/seed-data.ts, server/modules/timing/seed.ts) so that each reader sees them in their
 * own language: the console translates `seed:dept.guildHq` through the key `seed.dept.guildHq` of its locales, whose
 * English texts are these. A name an administrator types is stored and shown as typed. Exports (xlsx), which have no
 * reader language, write these English texts.
 */
export const SEED_TEXTS = {
  dept: {
    guildHq: 'Guild HQ',
    operations: 'Operations',
    recruitment: 'Recruitment',
    liveOperations: 'Live operations',
    liveTeamAlpha: 'Live team Alpha',
    liveTeamBeta: 'Live team Beta',
  },
  job: {
    guildManager: 'Guild manager',
    operator: 'Operator',
    recruiter: 'Recruiter',
    reviewer: 'Reviewer',
  },
  role: {
    superAdmin: 'Super admin',
    superAdminDescription: 'Everything, every department',
    operator: 'Operator',
    operatorDescription: 'Day-to-day operations within the own department',
  },
  task: {
    cleanExpiredSessions: 'Clean expired sessions',
    cleanExpiredSessionsDescription: 'Every hour: removes online sessions whose time is up.',
    aggregateDailyLiveStats: 'Aggregate daily live statistics',
    aggregateDailyLiveStatsDescription: "Every day at 00:05: sums yesterday's monitored live sessions per streamer.",
    purgeOldLogs: 'Purge old logs',
    purgeOldLogsDescription: 'Every Sunday at 03:00: deletes operation and task logs older than 90 days.',
    sweepAnimationUploads: 'Sweep unused animation uploads',
    sweepAnimationUploadsDescription: 'Every day at 04:30: deletes uploaded animation files that no animation uses and that are older than a day.',
    recomputeWeekData: 'Recompute the weekly data',
    recomputeWeekDataDescription: 'Every hour at :20: recomputes the measured weekly data (live duration, days, count, PKs, diamonds, likes, new followers) of the current and the previous week.',
  },
} as const;

/** The prefix marking a stored text as a seed key. */
export const SEED_PREFIX = 'seed:';

/** The key of a stored seed text (`seed:dept.guildHq` → `dept.guildHq`), or null for a typed text. */
export function seedKeyOf(stored: string): string | null {
  return stored.startsWith(SEED_PREFIX) ? stored.slice(SEED_PREFIX.length) : null;
}

/**
 * A stored text in English: a known seed key becomes its {@link SEED_TEXTS} text; anything else (typed text, an
 * unknown key) is returned as stored.
 */
export function seedTextEnglish(stored: string): string {
  const key = seedKeyOf(stored);
  if (key === null) return stored;
  const [group, name] = key.split('.', 2) as [string, string | undefined];
  const texts: Readonly<Record<string, Readonly<Record<string, string>>>> = SEED_TEXTS;
  return (name !== undefined ? texts[group]?.[name] : undefined) ?? stored;
}

/**
 * What to store for a name typed in `group` (`job`, `role`, `dept`): the seed key when the text is a seeded name in
 * English (`Operator` → `seed:job.operator`), so a typed duplicate of a seeded row is refused like any other duplicate
 * and reads in every language; any other text as typed.
 */
export function storedSeedName(group: keyof typeof SEED_TEXTS, typed: string): string {
  const texts: Readonly<Record<string, string>> = SEED_TEXTS[group];
  const key = Object.keys(texts).find((name) => texts[name] === typed.trim());
  return key === undefined ? typed : `${SEED_PREFIX}${group}.${key}`;
}
