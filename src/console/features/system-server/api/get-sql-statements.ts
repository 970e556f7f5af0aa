/** `GET api/sql?page=&size=&sort=&blurry=` → a page of SQL statements with the source of the figures. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { sqlPageSchema, type SqlPage } from '../../../../../streams/contracts/server-monitor';
import { http } from '@shared/http/http-client';

export interface SqlStatementsQuery {
  page: number;
  size: number;
  /** `field,dir`, e.g. `total,desc`. */
  sort: string;
  blurry: string;
}

export const sqlStatementsKeys = {
  all: ['system-server', 'sql'] as const,
  list: (query: SqlStatementsQuery) => [...sqlStatementsKeys.all, query] as const,
};

export async function getSqlStatements(query: SqlStatementsQuery, signal?: AbortSignal): Promise<SqlPage> {
  const params = { page: query.page, size: query.size, sort: query.sort, ...(query.blurry ? { blurry: query.blurry } : {}) };
  const { data } = await http.get<unknown>('api/sql', { params, signal });
  return sqlPageSchema.parse(data);
}

export function useSqlStatements(query: SqlStatementsQuery) {
  return useQuery({
    queryKey: sqlStatementsKeys.list(query),
    queryFn: ({ signal }) => getSqlStatements(query, signal),
    placeholderData: keepPreviousData,
  });
}
