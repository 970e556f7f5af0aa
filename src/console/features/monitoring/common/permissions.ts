/** Permissions of the monitor API (streams/contracts/monitor.ts; seeded buttons of 'Monitored streamers'). */
export const MONITOR_PERMISSIONS = {
  list: 'monitor:list',
  add: 'monitor:add',
  edit: 'monitor:edit',
  del: 'monitor:del',
} as const;
