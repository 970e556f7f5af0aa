/** Permissions of the group-live game API (server/modules/live-configs/routes.ts; seeded as menu buttons). */
export const LIVE_CONFIG_PERMISSIONS = {
  list: 'liveConfig:list',
  add: 'liveConfig:add',
  edit: 'liveConfig:edit',
  del: 'liveConfig:del',
  /** Start/end rounds, adjust scores, PK phases, spins. */
  control: 'liveConfig:control',
} as const;
