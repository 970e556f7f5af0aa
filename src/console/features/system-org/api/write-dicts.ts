/**
 * Dictionary writes (sent `silent`): `POST/PUT api/dict` (201/204), `DELETE api/dict [ids]` (200, entries too);
 * `POST/PUT api/dictDetail` (201/204), `DELETE api/dictDetail/{id}` (200).
 */
import { idListSchema } from '../../../../../streams/contracts/common';
import {
  dictCreateBodySchema,
  dictDetailCreateBodySchema,
  dictDetailUpdateBodySchema,
  dictUpdateBodySchema,
  type DictCreateBody,
  type DictDetailCreateBody,
  type DictDetailUpdateBody,
  type DictUpdateBody,
} from '../../../../../streams/contracts/dicts';
import { http } from '@shared/http/http-client';
import { useOrgWrite } from './org-keys';

export const createDict = async (body: DictCreateBody) => {
  await http.post('api/dict', dictCreateBodySchema.parse(body), { silent: true });
};
export const updateDict = async (body: DictUpdateBody) => {
  await http.put('api/dict', dictUpdateBodySchema.parse(body), { silent: true });
};
export const deleteDicts = async (ids: number[]) => {
  await http.delete('api/dict', { data: idListSchema.parse(ids), silent: true });
};
export const createDictDetail = async (body: DictDetailCreateBody) => {
  await http.post('api/dictDetail', dictDetailCreateBodySchema.parse(body), { silent: true });
};
export const updateDictDetail = async (body: DictDetailUpdateBody) => {
  await http.put('api/dictDetail', dictDetailUpdateBodySchema.parse(body), { silent: true });
};
export const deleteDictDetail = async (id: number) => {
  await http.delete(`api/dictDetail/${id}`, { silent: true });
};

export const useCreateDict = () => useOrgWrite('dicts', createDict);
export const useUpdateDict = () => useOrgWrite('dicts', updateDict);
export const useDeleteDicts = () => useOrgWrite('dicts', deleteDicts);
export const useCreateDictDetail = () => useOrgWrite('dicts', createDictDetail);
export const useUpdateDictDetail = () => useOrgWrite('dicts', updateDictDetail);
export const useDeleteDictDetail = () => useOrgWrite('dicts', deleteDictDetail);
