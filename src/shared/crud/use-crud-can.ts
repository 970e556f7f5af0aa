/** The write permissions of a list page (`job:add`, `job:edit`, `job:del`), read once for the page's buttons. */
import { useCan } from '../auth/can';

/** A permission as `useCan` takes it. */
export type CrudPermission = Extract<Parameters<typeof useCan>[0], string>;

/** What the user may do on the page. */
export interface CrudCan {
  add: boolean;
  edit: boolean;
  del: boolean;
  /** Edit or delete: the page shows an actions column. */
  anyRow: boolean;
}

/** The write permissions of a resource's page. */
export interface CrudPermissions {
  add: CrudPermission;
  edit: CrudPermission;
  del: CrudPermission;
}

/** No permission at all: `useCan` refuses an empty list, even to an administrator. */
const NONE = { add: [], edit: [], del: [] } as const;

/** Reads the three permissions; without any (a read-only list) the user may do none of them. */
export function useCrudCan(permissions: CrudPermissions | undefined): CrudCan {
  const given: Readonly<Record<keyof CrudPermissions, Parameters<typeof useCan>[0]>> = permissions ?? NONE;
  const add = useCan(given.add);
  const edit = useCan(given.edit);
  const del = useCan(given.del);
  return { add, edit, del, anyRow: edit || del };
}
