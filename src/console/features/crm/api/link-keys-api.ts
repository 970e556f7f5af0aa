/** Link keys of the H5 pages (`GET api/linkKeys`, `POST` → the key once, `PUT api/linkKeys/revoke {id}`). */
import { issuedLinkKeySchema, linkKeyCreateBodySchema, linkKeyRowSchema } from '../../../../../streams/contracts/link-keys';
import { createResourceApi } from '@shared/crud/create-resource-api';
import { http } from '@shared/http/http-client';

export const linkKeysApi = createResourceApi({
  path: 'api/linkKeys',
  rowSchema: linkKeyRowSchema,
  createSchema: linkKeyCreateBodySchema,
  createdSchema: issuedLinkKeySchema,
});

/** Ends a key at once. @throws HttpRequestError. */
export async function revokeLinkKey(id: number): Promise<void> {
  await http.put('api/linkKeys/revoke', { id }, { silent: true });
}

/** The revoke as a mutation, refreshing the keys. */
export const useRevokeLinkKey = () => linkKeysApi.useWrite(revokeLinkKey);
