/**
 * Department writes (sent `silent`: the form or page shows the refusal): `POST api/dept` → 201 (dept:add),
 * `PUT api/dept` → 204 (dept:edit; also the enable switch), `DELETE api/dept [ids]` → 200 (dept:del; 400 naming the
 * users or roles of a department in use).
 */
import { idListSchema } from '../../../../../streams/contracts/common';
import { deptCreateBodySchema, deptUpdateBodySchema, type DeptCreateBody, type DeptUpdateBody } from '../../../../../streams/contracts/depts';
import { http } from '@shared/http/http-client';
import { useOrgWrite } from './org-keys';

export const createDept = async (body: DeptCreateBody) => {
  await http.post('api/dept', deptCreateBodySchema.parse(body), { silent: true });
};
export const updateDept = async (body: DeptUpdateBody) => {
  await http.put('api/dept', deptUpdateBodySchema.parse(body), { silent: true });
};
export const deleteDepts = async (ids: number[]) => {
  await http.delete('api/dept', { data: idListSchema.parse(ids), silent: true });
};

export const useCreateDept = () => useOrgWrite('depts', createDept);
export const useUpdateDept = () => useOrgWrite('depts', updateDept);
export const useDeleteDepts = () => useOrgWrite('depts', deleteDepts);
