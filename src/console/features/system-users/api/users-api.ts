/**
 * Users: `GET api/users?blurry&deptId&enabled&page&size&sort` (user:list, the caller's data scope), `POST` (user:add
 * → 201 `{id, password?}`: a generated password comes back this once), `PUT` (user:edit → 204, also the switch),
 * `DELETE [ids]` (user:del; 400 for yourself, the last administrator or a more powerful user), `GET api/users/download`;
 * `PUT api/users/resetPwd [ids]` (user:edit → fresh passwords, shown once); the form's pickers.
 */
import { z } from 'zod';
import { idListSchema } from '../../../../../streams/contracts/common';
import {
  createdUserSchema,
  pickerDeptSchema,
  pickerJobSchema,
  resetPasswordsSchema,
  systemUserSchema,
  userCreateBodySchema,
  userUpdateBodySchema,
  type ResetPasswords,
} from '../../../../../streams/contracts/system-users';
import { createResourceApi } from '@shared/crud/create-resource-api';
import { http } from '@shared/http/http-client';
import { USER_SORT_FIELDS } from '../../../../../streams/contracts/system-users';

export const usersApi = createResourceApi({
  path: 'api/users',
  rowSchema: systemUserSchema,
  createSchema: userCreateBodySchema,
  updateSchema: userUpdateBodySchema,
  createdSchema: createdUserSchema,
  downloadName: 'users.xlsx',
  sorting: { fields: USER_SORT_FIELDS, first: 'createTime,desc', ascending: ['username', 'nickName', 'email'] },
  permissions: { add: 'user:add', edit: 'user:edit', del: 'user:del' },
});

/** Gives the users new generated passwords. @throws HttpRequestError. */
export async function resetPasswords(ids: readonly number[]): Promise<ResetPasswords> {
  const { data } = await http.put<unknown>('api/users/resetPwd', idListSchema.parse(ids), { silent: true });
  return resetPasswordsSchema.parse(data);
}

/** The depts of the caller's data scope, flat (`user:list` or `roles:list`): the list's tree and the forms' pickers. */
export const usePickerDepts = () => usersApi.useGet('api/users/depts', z.array(pickerDeptSchema));

/** Enabled jobs for the user form (`user:add` or `user:edit`). */
export const usePickerJobs = () => usersApi.useGet('api/users/jobs', z.array(pickerJobSchema));
