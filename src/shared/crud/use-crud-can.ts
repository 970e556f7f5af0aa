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

/** Reads the three permissions. */
export function useCrudCan(permissions: { add: CrudPermission; edit: CrudPermission; del: CrudPermission }): CrudCan {
  const add = useCan(permissions.add);
  const edit = useCan(permissions.edit);
  const del = useCan(permissions.del);
  return { add, edit, del, anyRow: edit || del };
}
