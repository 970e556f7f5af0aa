/**
 * Dictionary reads: `GET api/dict?blurry&page&size&sort` (dict:list) and `GET api/dictDetail?dictName&page&size`
 * (any signed-in user), entries by dictSort.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { pageSchema } from '../../../../../streams/contracts/common';
import { dictDetailSchema, dictSchema } from '../../../../../streams/contracts/dicts';
import { http } from '@shared/http/http-client';
import { sortParam, type SortState } from '@shared/ui/list-sort';
import { listParams, orgKeys } from './org-keys';

/** Sortable fields of `GET api/dict`. */
export type DictSortField = 'id' | 'name' | 'createTime';

export function useDicts(blurry: string, page: number, size: number, sort: SortState<DictSortField>) {
  const params = listParams({ blurry, page, size, sort: sortParam(sort) });
  return useQuery({
    queryKey: orgKeys.list('dicts', params),
    queryFn: async ({ signal }) => pageSchema(dictSchema).parse((await http.get<unknown>('api/dict', { params, signal, silent: true })).data),
    placeholderData: keepPreviousData,
  });
}

export function useDictDetails(dictName: string | null, page: number, size: number) {
  const params = { dictName: dictName ?? '', page, size };
  return useQuery({
    queryKey: orgKeys.details(dictName ?? '', params),
    queryFn: async ({ signal }) => pageSchema(dictDetailSchema).parse((await http.get<unknown>('api/dictDetail', { params, signal, silent: true })).data),
    enabled: dictName !== null,
    placeholderData: keepPreviousData,
  });
}
