/**
 * Menus (System → Menus, component 'Menu'): a lazy tree table (the top level first, a row's children load when it is
 * expanded) or, while searching, the matches flat and paged (the search kept in the URL); titles `x:key` shown
 * translated (`route.key`); add (at the top or under a row), edit and delete (the subtree goes too) with the delete
 * asked first. Buttons follow `menu:add|edit|del`; export follows the search.
 */
import type { Menu } from '../../../../../streams/contracts/menus';
import { CrudPage } from '@shared/crud/crud-page';
import { useCrudCan } from '@shared/crud/use-crud-can';
import { useCrudList } from '@shared/crud/use-crud-list';
import { useSectionTexts } from '@shared/i18n/section-texts';
import { menusApi, useMenuChildren } from '../api/menus-api';
import { useOrgT } from '../i18n/use-org-t';
import { MenuDrawer } from './menu-drawer';
import { useMenuTitle } from './menu-title';
import { useMenuColumns } from './menus-columns';

export function MenusPage() {
  const { ft } = useOrgT();
  const texts = useSectionTexts(useOrgT, 'menus');
  const menuTitle = useMenuTitle();
  const can = useCrudCan({ add: 'menu:add', edit: 'menu:edit', del: 'menu:del' });
  const crud = useCrudList({ api: menusApi, filters: { blurry: '' } });
  const columns = useMenuColumns();
  const nameOf = (menu: Menu) => menuTitle(menu.title);

  return (
    <CrudPage
      texts={texts}
      list={crud}
      can={can}
      rowName={nameOf}
      search={{ text: 'blurry' }}
      table={{
        columns,
        actionsWidth: '28',
        footer: crud.filtered,
        tree: { enabled: !crud.filtered, hasChildren: (menu) => menu.subCount > 0, useChildren: (menu) => useMenuChildren(menu.id), name: nameOf },
      }}
      addChild={(menu) => menu.type !== 2}
      drawer={(target, parent, onClose) => <MenuDrawer target={target} parent={parent} onClose={onClose} />}
      deleteMessage={({ row }) => ft('menus.deleteConfirm', { name: row ? nameOf(row) : '' })}
    />
  );
}
