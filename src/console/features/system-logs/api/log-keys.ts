/** Query keys of the log lists (mutations invalidate by these, never by a retyped array). */
export type LogKind = 'info' | 'error';

export const logKeys = {
  all: ['system-logs'] as const,
  kind: (kind: LogKind) => [...logKeys.all, kind] as const,
  list: (kind: LogKind, params: Record<string, unknown>) => [...logKeys.kind(kind), 'list', params] as const,
  errorDetail: (id: number) => [...logKeys.all, 'error-detail', id] as const,
};

/** Path of a kind's list (`api/logs`, `api/logs/error`). */
export const listPath = (kind: LogKind) => (kind === 'info' ? 'api/logs' : 'api/logs/error');
