/**
 * Roles (System → Role, component 'Role'): the roles with search, sort and paging (kept in the URL); add/edit in a
 * drawer (level, data scope, custom depts, description); delete asked first (a role in use is refused with its holders
 * named, above the table); export; picking a role shows its menus as a tree to tick and save. Buttons follow
 * `roles:add|edit|del`; roles more powerful than the caller are read-only.
 */
import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import { type Role } from '../../../../../streams/contracts/roles';
import { ActionError, useActionError } from '@shared/crud/action-error';
import { DeleteConfirm } from '@shared/crud/confirm-dialogs';
import { ListActions } from '@shared/crud/list-actions';
import { ResourceTable } from '@shared/crud/resource-table';
import { RowActions } from '@shared/crud/row-actions';
import { SearchBar } from '@shared/crud/search-bar';

import { useCrudList } from '@shared/crud/use-crud-list';
import { useSeeded } from '@shared/i18n/i18n';
import { PageCard } from '@shared/ui/page-card';
import { rolesApi, useRoleLevel } from '../api/roles-api';
import { useSuT } from '../i18n/use-su-t';
import { MenuPanel } from './menu-panel';
import { RoleDrawer } from './role-drawer';
import { useRoleColumns } from './roles-columns';
import { useSectionTexts } from '@shared/i18n/section-texts';

export function RolesPage() {
  const { ft } = useSuT();
  const texts = useSectionTexts(useSuT, 'roles');
  const seeded = useSeeded();
  const actionError = useActionError();
  const crud = useCrudList({ api: rolesApi, filters: { blurry: '' }, onDeleteFailure: actionError.show });
  const level = useRoleLevel();
  const [pickedId, setPickedId] = useState<number | null>(null);
  const picked = crud.rows.find((row) => row.id === pickedId) ?? null;
  const callerLevel = level.data?.level ?? null;
  const manageable = (role: Role) => callerLevel !== null && role.level >= callerLevel;
  const columns = useRoleColumns(useCallback((role: Role) => setPickedId(role.id), []));

  return (
    <PageCard title={ft('roles.title')} help={ft('roles.help')} actions={<ListActions list={crud} canAdd={crud.can.add} />}>
      <SearchBar list={crud} text="blurry" searchLabel={ft('roles.searchLabel')} placeholder={ft('roles.searchPlaceholder')} />
      <ActionError state={actionError} />
      <Flex gap="4" align="start" direction={{ base: 'column', lg: 'row' }}>
        <Stack gap="3" flex="1" minW="0" w="full">
          <ResourceTable
            texts={texts}
            list={crud}
            columns={columns}
            rowProps={(role) => ({ bg: role.id === pickedId ? 'brand.subtle' : undefined, 'aria-selected': role.id === pickedId })}
            actions={
              crud.can.anyRow
                ? (role) => (manageable(role) ? <RowActions name={seeded(role.name)} can={crud.can} onEdit={() => crud.openEdit(role)} onDelete={() => crud.remove.ask(role)} /> : null)
                : undefined
            }
          />
        </Stack>
        <Box flexShrink={0} w={{ base: 'full', lg: '80' }} borderWidth="1px" borderRadius="md" p="3" as="section" aria-label={ft('roles.menus.title')}>
          {picked ? (
            <MenuPanel key={`${picked.id}-${picked.menus.map((m) => m.id).join(',')}`} role={picked} editable={crud.can.edit && manageable(picked)} />
          ) : (
            <Text fontSize="sm" color="fg.muted">
              {ft('roles.menus.pick')}
            </Text>
          )}
        </Box>
      </Flex>
      {crud.drawer !== null ? <RoleDrawer target={crud.drawer} onClose={crud.closeDrawer} /> : null}
      <DeleteConfirm flow={crud.remove} />
    </PageCard>
  );
}
