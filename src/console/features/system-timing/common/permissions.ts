/** Permissions of api/jobs (seeded buttons of System → Timed tasks). */
export const TIMING_PERMISSIONS = {
  list: 'timing:list',
  add: 'timing:add',
  edit: 'timing:edit',
  del: 'timing:del',
} as const;
