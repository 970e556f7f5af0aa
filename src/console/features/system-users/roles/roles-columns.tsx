/** The Roles table's columns (seeded names and descriptions translated): the name (a button showing the role's menus), level, data scope, description, created. */
import { Text, chakra } from '@chakra-ui/react';
import { useMemo } from 'react';
import type { Role } from '../../../../../streams/contracts/roles';
import { createColumnHelper, type ResourceColumns } from '@shared/crud/columns';
import { useSeeded } from '@shared/i18n/i18n';
import { WireTime } from '@shared/ui/table-parts';
import { useSuT } from '../i18n/use-su-t';

const column = createColumnHelper<Role>();

/** The columns; a click on a role's name picks it for the menu panel (`onPick`). */
export function useRoleColumns(onPick: (role: Role) => void): ResourceColumns<Role> {
  const { ft } = useSuT();
  const seeded = useSeeded();
  return useMemo(
    () => [
      column.accessor('name', {
        header: ft('roles.columns.name'),
        enableSorting: true,
        cell: ({ row }) => (
          <chakra.button
            type="button"
            fontWeight="medium"
            textAlign="start"
            color="brand.fg"
            _hover={{ textDecoration: 'underline' }}
            _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
            aria-label={ft('roles.selectLabel', { name: seeded(row.original.name) })}
            onClick={() => onPick(row.original)}
          >
            {seeded(row.original.name)}
          </chakra.button>
        ),
      }),
      column.accessor('level', { header: ft('roles.columns.level'), enableSorting: true }),
      column.accessor('dataScope', {
        header: ft('roles.columns.dataScope'),
        cell: ({ row: { original: role } }) => (
          <>
            {ft(`roles.scopes.${role.dataScope}`)}
            {role.dataScope === 'custom' && role.depts.length > 0 ? (
              <Text as="span" color="fg.muted" fontSize="xs">
                {` (${role.depts.map((dept) => seeded(dept.name)).join(', ')})`}
              </Text>
            ) : null}
          </>
        ),
      }),
      column.accessor('description', { header: ft('roles.columns.description'), cell: ({ getValue }) => seeded(getValue()) }),
      column.accessor('createTime', { header: ft('roles.columns.createTime'), enableSorting: true, cell: ({ getValue }) => <WireTime value={getValue()} /> }),
    ],
    [ft, seeded, onPick],
  );
}
