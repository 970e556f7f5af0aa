/** `GET api/logs/user?page&size&sort` (any signed-in user) → a page of the caller's own operation log, newest first. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { pageSchema, type Page } from '../../../../streams/contracts/common';
import { logRowSchema, type LogRow } from '../../../../streams/contracts/logs';
import { http } from '@shared/http/http-client';

const ownLogPageSchema = pageSchema(logRowSchema);

export const ownLogKeys = { all: ['user-center', 'own-log'] as const, page: (page: number, size: number) => [...ownLogKeys.all, page, size] as const };

export async function getOwnLog(page: number, size: number, signal?: AbortSignal): Promise<Page<LogRow>> {
  const { data } = await http.get<unknown>('api/logs/user', { params: { page, size, sort: 'createTime,desc' }, signal, silent: true });
  return ownLogPageSchema.parse(data);
}

export function useOwnLog(page: number, size: number) {
  return useQuery({ queryKey: ownLogKeys.page(page, size), queryFn: ({ signal }) => getOwnLog(page, size, signal), placeholderData: keepPreviousData });
}
