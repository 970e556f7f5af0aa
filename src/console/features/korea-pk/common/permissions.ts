/** Permissions of the Korea group PK pages: the live configuration's (an event is a live configuration). */
export const KOREA_PERMISSIONS = {
  list: 'liveConfig:list',
  add: 'liveConfig:add',
  edit: 'liveConfig:edit',
  del: 'liveConfig:del',
  /** Start and end stages, next turn, adjustments, weights. */
  control: 'liveConfig:control',
} as const;
