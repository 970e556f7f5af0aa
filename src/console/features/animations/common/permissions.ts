/** Permissions of the entry-animation API (streams/contracts/animations.ts; seeded buttons of 'Animations config'). */
export const ANIMATION_PERMISSIONS = {
  list: 'animation:list',
  add: 'animation:add',
  edit: 'animation:edit',
  del: 'animation:del',
} as const;
