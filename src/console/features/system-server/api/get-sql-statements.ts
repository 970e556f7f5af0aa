/**
 * `GET api/sql?page=&size=&sort=&blurry=` → a page of SQL statements with the source of the figures; each statement
 * gets its text as its `id`, so the console's list table keys its rows by it.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { sqlPageSchema, type SqlPage, type SqlStatement } from '../../../../../streams/contracts/server-monitor';
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

/** A statement as the table lists it. */
export type SqlRow = SqlStatement & { id: string };

export function useSqlStatements(query: SqlStatementsQuery) {
  return useQuery({
    queryKey: sqlStatementsKeys.list(query),
    queryFn: ({ signal }) => getSqlStatements(query, signal),
    placeholderData: keepPreviousData,
    select: (page): SqlPage & { content: SqlRow[] } => ({ ...page, content: page.content.map((row) => ({ ...row, id: row.sql })) }),
  });
}
