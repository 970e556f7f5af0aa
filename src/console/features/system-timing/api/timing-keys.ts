/** Query keys of the Timed tasks page (one factory, so mutations invalidate by it, never by a retyped array). */
export const timingKeys = {
  all: () => ['timing'] as const,
  tasks: () => ['timing', 'tasks'] as const,
  taskList: (params: object) => ['timing', 'tasks', 'list', params] as const,
  registry: () => ['timing', 'registry'] as const,
  cron: (expression: string) => ['timing', 'cron', expression] as const,
  logs: () => ['timing', 'logs'] as const,
  logList: (params: object) => ['timing', 'logs', 'list', params] as const,
};
