/** Query keys of the Users and Roles pages (one factory: mutations invalidate through the same functions). */
type Params = Readonly<Record<string, string | number | boolean>>;

export const suKeys = {
  all: ['system-users'] as const,
  users: () => [...suKeys.all, 'users'] as const,
  userList: (params: Params) => [...suKeys.users(), 'list', params] as const,
  roles: () => [...suKeys.all, 'roles'] as const,
  roleList: (params: Params) => [...suKeys.roles(), 'list', params] as const,
  allRoles: () => [...suKeys.roles(), 'all'] as const,
  level: () => [...suKeys.all, 'level'] as const,
  depts: () => [...suKeys.all, 'depts'] as const,
  jobs: () => [...suKeys.all, 'jobs'] as const,
  menuTree: () => [...suKeys.all, 'menu-tree'] as const,
} as const;

/** Writes of these pages run one at a time (the transport refuses an identical write still in flight). */
export const WRITE_SCOPE = { id: 'system-users-write' } as const;
