/**
 * Dictionaries: `GET api/dict?blurry&page&size&sort` (dict:list), `POST/PUT api/dict` (201/204), `DELETE api/dict
 * [ids]` (200, entries too), `GET api/dict/download`; entries: `GET api/dictDetail?dictName&page&size` (any signed-in
 * user, by dictSort), `POST/PUT api/dictDetail` (201/204), `DELETE api/dictDetail/{id}` (200).
 */
import {
  dictCreateBodySchema,
  dictDetailCreateBodySchema,
  dictDetailSchema,
  dictDetailUpdateBodySchema,
  dictSchema,
  dictUpdateBodySchema,
} from '../../../../../streams/contracts/dicts';
import { createResourceApi } from '@shared/crud/create-resource-api';

/** Sortable fields of `GET api/dict`. */
export const DICT_SORTS = ['id', 'name', 'createTime'] as const;

export const dictsApi = createResourceApi({
  path: 'api/dict',
  rowSchema: dictSchema,
  createSchema: dictCreateBodySchema,
  updateSchema: dictUpdateBodySchema,
  downloadName: 'dictionaries.xlsx',
  sorting: { fields: DICT_SORTS, first: 'id,desc', ascending: ['name'] },
  permissions: { add: 'dict:add', edit: 'dict:edit', del: 'dict:del' },
});

export const dictDetailsApi = createResourceApi({
  path: 'api/dictDetail',
  rowSchema: dictDetailSchema,
  createSchema: dictDetailCreateBodySchema,
  updateSchema: dictDetailUpdateBodySchema,
  removeBy: 'path',
});
