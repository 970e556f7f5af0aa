/**
 * The one query-key factory (each API operation file takes its key from here): queries build their keys here and
 * mutations invalidate through the same functions, never through retyped arrays.
 */
export const queryKeys = {
  auth: {
    all: ['auth'] as const,
    info: () => [...queryKeys.auth.all, 'info'] as const,
    captcha: () => [...queryKeys.auth.all, 'captcha'] as const,
    online: {
      all: () => [...queryKeys.auth.all, 'online'] as const,
      list: (query: { page: number; size: number; filter: string }) => [...queryKeys.auth.online.all(), query] as const,
    },
  },
  menus: {
    all: ['menus'] as const,
    build: () => [...queryKeys.menus.all, 'build'] as const,
  },
  dicts: {
    all: ['dicts'] as const,
    details: (dictName: string) => [...queryKeys.dicts.all, 'details', dictName] as const,
  },
  dashboard: {
    all: ['dashboard'] as const,
    summary: () => [...queryKeys.dashboard.all, 'summary'] as const,
  },
} as const;
