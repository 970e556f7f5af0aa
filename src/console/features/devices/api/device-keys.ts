/**
 * Query keys of the devices pages (one factory, so mutations invalidate through the same functions the queries build
 * their keys with). Kept inside the feature: no other feature reads them.
 */

type Params = Readonly<Record<string, string | number | boolean>>;

/** Key factory. */
export const deviceKeys = {
  all: ['devices'] as const,
  devices: () => [...deviceKeys.all, 'devices'] as const,
  deviceList: (params: Params) => [...deviceKeys.devices(), 'list', params] as const,
  deviceOptions: () => [...deviceKeys.devices(), 'options'] as const,
  commands: () => [...deviceKeys.all, 'commands'] as const,
  commandList: (params: Params) => [...deviceKeys.commands(), 'list', params] as const,
  commandOptions: () => [...deviceKeys.commands(), 'options'] as const,
  rules: () => [...deviceKeys.all, 'rules'] as const,
  ruleList: (params: Params) => [...deviceKeys.rules(), 'list', params] as const,
  ruleGifts: (blurry: string) => [...deviceKeys.rules(), 'gifts', blurry] as const,
  log: () => [...deviceKeys.all, 'log'] as const,
  logList: (params: Params) => [...deviceKeys.log(), 'list', params] as const,
  gifts: () => [...deviceKeys.all, 'gifts'] as const,
  giftList: (params: Params) => [...deviceKeys.gifts(), 'list', params] as const,
  handles: () => [...deviceKeys.gifts(), 'handles'] as const,
} as const;

/** The writes of one list share a mutation scope: TanStack Query runs them in turn, so the transport never refuses a second identical write in flight ('CancelRepeatRequest'). */
export const WRITE_SCOPE = { id: 'devices-write' } as const;
