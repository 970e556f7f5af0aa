/**
 * Menus (System → Menus, component 'Menu'): a lazy tree table (the top level first, a row's children load when it is
 * expanded) or, while searching, the matches flat and paged (the search kept in the URL); titles `x:key` shown
 * translated (`route.key`); add (at the top or under a row), edit and delete (the subtree goes too) with the delete
 * asked first. Buttons follow `menu:add|edit|del`; export follows the search.
 */
import type { Menu } from '../../../../../streams/contracts/menus';
import { DeleteConfirm } from '@shared/crud/confirm-dialogs';
import { ListActions } from '@shared/crud/list-actions';
import { ResourceTable } from '@shared/crud/resource-table';
import { RowActions } from '@shared/crud/row-actions';
import { SearchBar } from '@shared/crud/search-bar';
import { useCrudCan } from '@shared/crud/use-crud-can';
import { useCrudList } from '@shared/crud/use-crud-list';
import { PageCard } from '@shared/ui/page-card';
import { menusApi, useMenuChildren } from '../api/menus-api';
import { useOrgT } from '../i18n/use-org-t';
import { MenuDrawer } from './menu-drawer';
import { useMenuTitle } from './menu-title';
import { useMenuColumns } from './menus-columns';

export function MenusPage() {
  const { ft } = useOrgT();
  const menuTitle = useMenuTitle();
  const can = useCrudCan({ add: 'menu:add', edit: 'menu:edit', del: 'menu:del' });
  const crud = useCrudList({ api: menusApi, filters: { blurry: '' } });
  const columns = useMenuColumns();
  const nameOf = (menu: Menu) => menuTitle(menu.title);

  return (
    <PageCard title={ft('menus.title')} help={ft('menus.help')} actions={<ListActions list={crud} canAdd={can.add} />}>
      <SearchBar list={crud} text="blurry" searchLabel={ft('menus.searchLabel')} placeholder={ft('menus.searchPlaceholder')} />
      <ResourceTable
        label={ft('menus.title')}
        list={crud}
        columns={columns}
        emptyText={ft('menus.empty')}
        actionsWidth="28"
        footer={crud.filtered}
        tree={{ enabled: !crud.filtered, hasChildren: (menu) => menu.subCount > 0, useChildren: (menu) => useMenuChildren(menu.id), name: nameOf }}
        actions={(menu) => (
          <RowActions
            name={nameOf(menu)}
            can={can}
            onEdit={() => crud.openEdit(menu)}
            onDelete={() => crud.remove.ask(menu)}
            onAddChild={can.add && menu.type !== 2 ? () => crud.openNew(menu) : undefined}
          />
        )}
      />
      {crud.drawer !== null ? <MenuDrawer target={crud.drawer} parent={crud.parent} onClose={crud.closeDrawer} /> : null}
      <DeleteConfirm flow={crud.remove} message={({ row }) => ft('menus.deleteConfirm', { name: row ? nameOf(row) : '' })} />
    </PageCard>
  );
}
