/** Permissions of the devices API (streams/contracts/devices.ts; seeded pages and buttons of 'Live game devices'). */
export const DEVICE_PERMISSIONS = {
  list: 'device:list',
  add: 'device:add',
  edit: 'device:edit',
  del: 'device:del',
} as const;
