/** The Users table's columns: username, nickname, gender, e-mail, department, roles, the enable switch, created. */
import { Badge, HStack, chakra } from '@chakra-ui/react';
import { useMemo } from 'react';
import type { SystemUser } from '../../../../../streams/contracts/system-users';
import { createColumnHelper, type ResourceColumns } from '@shared/crud/columns';
import { EnabledSwitch } from '@shared/crud/enabled-switch';
import { useSeeded } from '@shared/i18n/i18n';
import { WireTime } from '@shared/ui/table-parts';
import { useSuT } from '../i18n/use-su-t';
import { genderOf } from './user-body';

const column = createColumnHelper<SystemUser>();

/** The columns; `onSwitch` asks before flipping a user's switch (disabled without `canEdit`). */
export function useUserColumns(canEdit: boolean, onSwitch: (user: SystemUser) => void): ResourceColumns<SystemUser> {
  const { ft } = useSuT();
  const seeded = useSeeded();
  return useMemo(
    () => [
      column.accessor('username', { header: ft('users.columns.username'), enableSorting: true, meta: { cell: { fontWeight: 'medium' } } }),
      column.accessor('nickName', { header: ft('users.columns.nickName'), enableSorting: true }),
      column.accessor('gender', { header: ft('users.columns.gender'), cell: ({ row }) => (row.original.gender ? ft(`users.genders.${genderOf(row.original)}`) : '') }),
      column.accessor('email', { header: ft('users.columns.email'), enableSorting: true, cell: ({ getValue }) => <chakra.bdi dir="ltr">{getValue() ?? ''}</chakra.bdi> }),
      column.accessor((user) => seeded(user.dept?.name), { id: 'dept', header: ft('users.columns.dept') }),
      column.accessor('roles', {
        header: ft('users.columns.roles'),
        cell: ({ getValue }) => (
          <HStack gap="1" wrap="wrap">
            {getValue().map((role: SystemUser['roles'][number]) => (
              <Badge key={role.id} size="sm" variant="subtle">
                {seeded(role.name)}
              </Badge>
            ))}
          </HStack>
        ),
      }),
      column.accessor('enabled', {
        header: ft('users.columns.enabled'),
        enableSorting: true,
        cell: ({ row }) => (
          <EnabledSwitch checked={row.original.enabled} label={ft('users.switchLabel', { name: row.original.username })} disabled={!canEdit} onToggle={() => onSwitch(row.original)} />
        ),
      }),
      column.accessor('createTime', { header: ft('users.columns.createTime'), enableSorting: true, cell: ({ getValue }) => <WireTime value={getValue()} /> }),
    ],
    [ft, seeded, canEdit, onSwitch],
  );
}
