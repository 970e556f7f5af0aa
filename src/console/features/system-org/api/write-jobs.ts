/** Job writes (sent `silent`): `POST api/job` → 201, `PUT api/job` → 204, `DELETE api/job [ids]` → 200 (400 naming holders). */
import { idListSchema } from '../../../../../streams/contracts/common';
import { jobCreateBodySchema, jobUpdateBodySchema, type JobCreateBody, type JobUpdateBody } from '../../../../../streams/contracts/jobs';
import { http } from '@shared/http/http-client';
import { useOrgWrite } from './org-keys';

export const createJob = async (body: JobCreateBody) => {
  await http.post('api/job', jobCreateBodySchema.parse(body), { silent: true });
};
export const updateJob = async (body: JobUpdateBody) => {
  await http.put('api/job', jobUpdateBodySchema.parse(body), { silent: true });
};
export const deleteJobs = async (ids: number[]) => {
  await http.delete('api/job', { data: idListSchema.parse(ids), silent: true });
};

export const useCreateJob = () => useOrgWrite('jobs', createJob);
export const useUpdateJob = () => useOrgWrite('jobs', updateJob);
export const useDeleteJobs = () => useOrgWrite('jobs', deleteJobs);
