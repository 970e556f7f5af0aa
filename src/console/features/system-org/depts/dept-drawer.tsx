/** The department's add/edit drawer: name, parent (tree picker), sort, enabled. */
import { z } from 'zod';
import { DEPT_MESSAGES, type Dept } from '../../../../../streams/contracts/depts';
import { BoundField, NumberField, SwitchField, TextField } from '@shared/crud/form-fields';
import { ParentSelect } from '@shared/crud/parent-select';
import { ResourceDrawer } from '@shared/crud/resource-drawer';
import { flattenTree } from '@shared/crud/tree-options';
import { storedSeedText, translateSeeded, useSeeded } from '@shared/i18n/i18n';
import { deptsApi, useDeptTree } from '../api/depts-api';
import { useOrgT } from '../i18n/use-org-t';

/** The form holds the parent as the select's text ('' = top level); the body takes it as a number or null. */
const deptFormSchema = z
  .object({
    name: z.string().trim().min(1, DEPT_MESSAGES.nameRequired).max(255),
    pid: z.string(),
    deptSort: z.number('deptSort: a number is needed').int().min(0).max(999_999),
    enabled: z.boolean(),
  })
  .transform(({ pid, ...rest }) => ({ ...rest, pid: pid === '' ? null : Number(pid) }));

/** Adds a department (under `parent` when given) or edits `target`. */
export function DeptDrawer({ target, parent, onClose }: { target: Dept | 'new'; parent: Dept | null; onClose: () => void }) {
  const { t, ft } = useOrgT();
  const seeded = useSeeded();
  // A seeded name is edited in the reader's language and saved back as its key when left as it was.
  const stored = target === 'new' ? undefined : target.name;
  const schema = deptFormSchema.transform((body) => ({ ...body, name: storedSeedText(t, stored, body.name) }));
  const editing = target === 'new' ? undefined : target;
  const tree = useDeptTree();
  // The current parent may lie outside the caller's scope (their root): keep it selectable so an edit leaves it there.
  const inTree = (id: number) => flattenTree(tree.data ?? []).some(({ node }) => node.id === id);
  const outside = editing && editing.pid !== null && tree.isSuccess && !inTree(editing.pid) ? editing.pid : null;
  return (
    <ResourceDrawer api={deptsApi} target={target} onClose={onClose}
      titles={{ create: ft('depts.createTitle'), edit: ft('depts.editTitle') }}
      schema={schema}
      defaultValues={(dept) =>
        dept
          ? { name: translateSeeded(t, dept.name), pid: dept.pid === null ? '' : String(dept.pid), deptSort: dept.deptSort, enabled: dept.enabled }
          : { name: '', pid: parent ? String(parent.id) : '', deptSort: 999, enabled: true }
      }
    >
      {(form) => (
        <>
          <TextField form={form} name="name" label={ft('common.name')} required input={{ maxLength: 255 }} />
          <BoundField form={form} name="pid" label={ft('common.parent')} helper={ft('depts.parentHint')}>
            <ParentSelect
              tree={tree}
              field={form.register('pid')}
              label={(node) => seeded(node.name)}
              topLabel={ft('common.topLevel')}
              without={editing?.id}
              extra={outside !== null ? <option value={String(outside)}>{`#${outside}`}</option> : null}
            />
          </BoundField>
          <NumberField form={form} name="deptSort" label={ft('common.sort')} />
          <SwitchField form={form} name="enabled" label={ft('common.enabled')} />
        </>
      )}
    </ResourceDrawer>
  );
}
