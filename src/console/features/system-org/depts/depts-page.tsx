/**
 * Departments (System → Departments, component 'Dept'): a tree table of the departments in the caller's data scope
 * (roots first; a row's sub-departments load when it is expanded), a name search and an on/off filter (their matches
 * come flat; both kept in the URL), an enable switch and delete, each asked first (delete takes the sub-departments; a
 * department with users or in a role's scope is refused, naming them), and an add/edit drawer with a parent tree
 * select. Buttons follow `dept:add|edit|del`; export follows the filters.
 */
import type { Dept } from '../../../../../streams/contracts/depts';
import { CrudPage } from '@shared/crud/crud-page';
import { STATUS_CHOICES } from '@shared/crud/search-bar';
import { useCrudList } from '@shared/crud/use-crud-list';
import { useSwitchFlow } from '@shared/crud/use-switch-flow';
import { useSeeded } from '@shared/i18n/i18n';
import { useSectionTexts } from '@shared/i18n/section-texts';
import { deptsApi, useDeptChildren } from '../api/depts-api';
import { useOrgT } from '../i18n/use-org-t';
import { DeptDrawer } from './dept-drawer';
import { useDeptColumns } from './depts-columns';

export function DeptsPage() {
  const { ft } = useOrgT();
  const texts = useSectionTexts(useOrgT, 'depts');
  const seeded = useSeeded();
  const deptName = (dept: Dept) => seeded(dept.name);
  const crud = useCrudList({ api: deptsApi, filters: { name: '', enabled: '' }, choices: { enabled: STATUS_CHOICES } });
  const switching = useSwitchFlow({ api: deptsApi, toBody: ({ id, name, pid, deptSort }: Dept, enabled: boolean) => ({ id, name, pid, deptSort, enabled }) });
  const columns = useDeptColumns(crud.can.edit, switching.ask);

  return (
    <CrudPage
      texts={texts}
      list={crud}
      rowName={deptName}
      search={{ text: 'name', status: 'enabled' }}
      table={{
        columns,
        actionsWidth: '28',
        tree: { enabled: !crud.filtered, hasChildren: (dept) => dept.hasChildren, useChildren: (dept) => useDeptChildren(dept.id, crud.sort), name: deptName },
      }}
      addChild={() => true}
      drawer={(target, parent, onClose) => <DeptDrawer target={target} parent={parent} onClose={onClose} />}
      deleteMessage={({ row }) => ft('depts.deleteConfirm', { name: seeded(row?.name) })}
      switchFlow={switching}
    />
  );
}
