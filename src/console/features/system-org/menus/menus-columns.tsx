/** The Menus table's columns: title (the tree column, with hidden / external badges), icon, sort, permission, page, type, created. */
import { Badge, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import type { Menu } from '../../../../../streams/contracts/menus';
import { MenuIcon } from '@shared/ui/menu-icon';
import { createColumnHelper, type ResourceColumns } from '@shared/crud/columns';
import { WireTime } from '@shared/ui/table-parts';
import { useOrgT } from '../i18n/use-org-t';
import { useMenuTitle } from './menu-title';

const column = createColumnHelper<Menu>();
const TYPE_COLORS = { 0: 'blue', 1: 'green', 2: 'gray' } as const;

/** The columns. */
export function useMenuColumns(): ResourceColumns<Menu> {
  const { ft } = useOrgT();
  const menuTitle = useMenuTitle();
  return useMemo(
    () => [
      column.accessor('title', {
        header: ft('menus.menuTitle'),
        meta: { cell: { fontWeight: 'medium' } },
        cell: ({ row: { original: menu } }) => {
          const title = menuTitle(menu.title);
          return (
            <>
              <Text as="span" title={title}>
                {title}
              </Text>
              {menu.hidden ? (
                <Badge size="xs" variant="outline">
                  {ft('menus.hidden')}
                </Badge>
              ) : null}
              {menu.iFrame ? (
                <Badge size="xs" variant="outline" colorPalette="purple">
                  {ft('menus.iFrame')}
                </Badge>
              ) : null}
            </>
          );
        },
      }),
      column.accessor('icon', { header: ft('menus.icon'), cell: ({ getValue }) => (getValue() ? <MenuIcon name={getValue() ?? ''} /> : null) }),
      column.accessor('menuSort', { header: ft('common.sort') }),
      column.accessor('permission', {
        header: ft('menus.permission'),
        cell: ({ getValue }) => (
          <Text as="code" fontSize="xs">
            {getValue() ?? ''}
          </Text>
        ),
      }),
      column.accessor('componentName', { header: ft('menus.componentName'), cell: ({ getValue }) => getValue() ?? '' }),
      column.accessor('type', {
        header: ft('menus.type'),
        cell: ({ row: { original: menu } }) => (
          <Badge size="sm" colorPalette={TYPE_COLORS[menu.type]}>
            {ft(`menus.types.${menu.type}`)}
          </Badge>
        ),
      }),
      column.accessor('createTime', { header: ft('common.createTime'), cell: ({ getValue }) => (getValue() ? <WireTime value={getValue() ?? ''} /> : null) }),
    ],
    [ft, menuTitle],
  );
}
