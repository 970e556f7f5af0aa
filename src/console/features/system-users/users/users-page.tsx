/**
 * Users (System → User, component 'User'): a department tree at the side filters the list (a dept and its
 * sub-depts); search over username, nickname, e-mail and phone, a state filter, sorting and paging (kept in the URL);
 * an enable switch (asked first); add/edit in a drawer; delete and password reset, one or the ticked ones (asked
 * first; the new passwords shown once; a refusal stays above the table); export of the filtered list. Buttons follow
 * `user:add|edit|del`.
 */
import { Flex, IconButton, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { LuKeyRound } from 'react-icons/lu';
import { type SystemUser } from '../../../../../streams/contracts/system-users';
import { ActionError, useActionError } from '@shared/crud/action-error';
import { AskConfirm, DeleteConfirm, SwitchConfirm } from '@shared/crud/confirm-dialogs';
import { BatchButton, DeleteSelectedButton, ListActions } from '@shared/crud/list-actions';
import { ResourceTable } from '@shared/crud/resource-table';
import { RowActions } from '@shared/crud/row-actions';
import { SearchBar, STATUS_CHOICES } from '@shared/crud/search-bar';
import { useAskFlow } from '@shared/crud/use-ask-flow';

import { useCrudList } from '@shared/crud/use-crud-list';
import { useSwitchFlow } from '@shared/crud/use-switch-flow';
import { PageCard } from '@shared/ui/page-card';
import { resetPasswords, usersApi } from '../api/users-api';
import { useSuT } from '../i18n/use-su-t';
import { DeptFilter } from './dept-filter';
import { PasswordsDialog, type ShownPasswords } from './passwords-dialog';
import { userBody } from './user-body';
import { UserDrawer } from './user-drawer';
import { useUserColumns } from './users-columns';
import { useSectionTexts } from '@shared/i18n/section-texts';

const username = (user: SystemUser) => user.username;

export function UsersPage() {
  const { ft } = useSuT();
  const texts = useSectionTexts(useSuT, 'users');
  const actionError = useActionError();
  const crud = useCrudList({ api: usersApi, filters: { blurry: '', enabled: '', deptId: '' }, choices: { enabled: STATUS_CHOICES }, onDeleteFailure: actionError.show });
  const [shown, setShown] = useState<ShownPasswords | null>(null);
  const reset = usersApi.useWrite(resetPasswords);
  const resetting = useAskFlow(
    async (ids: readonly number[]) => {
      setShown({ kind: 'reset', items: await reset.mutateAsync(ids) });
      crud.selection.clear();
    },
    { failedText: ft('users.resetFailed'), onFailure: actionError.show },
  );
  const switching = useSwitchFlow({ api: usersApi, toBody: userBody, onFailure: actionError.show });
  const columns = useUserColumns(crud.can.edit, switching.ask);

  return (
    <PageCard
      title={ft('users.title')}
      help={ft('users.help')}
      actions={
        <ListActions list={crud} canAdd={crud.can.add}>
          {crud.can.del ? <DeleteSelectedButton list={crud} /> : null}
          {crud.can.edit ? <BatchButton list={crud} icon={<LuKeyRound aria-hidden="true" />} label={(count) => ft('users.resetSelected', { count })} onClick={resetting.ask} /> : null}
        </ListActions>
      }
    >
      <Flex gap="4" align="start" direction={{ base: 'column', md: 'row' }}>
        <DeptFilter list={crud} />
        <Stack gap="3" flex="1" minW="0" w="full">
          <SearchBar
            list={crud}
            text="blurry"
            status="enabled"
            statusTexts={{ label: ft('common.stateFilter'), all: ft('common.allStates'), on: ft('common.enabled'), off: ft('common.disabled') }}
            searchLabel={ft('users.searchLabel')}
            placeholder={ft('users.searchPlaceholder')}
          />
          <ActionError state={actionError} />
          <ResourceTable
            texts={texts}
            list={crud}
            columns={columns}
            selectable
            rowName={username}
            actions={
              crud.can.anyRow
                ? (user) => (
                    <RowActions name={user.username} can={crud.can} onEdit={() => crud.openEdit(user)} onDelete={() => crud.remove.ask(user)}>
                      {crud.can.edit ? (
                        <IconButton size="xs" variant="ghost" aria-label={ft('users.resetLabel', { name: user.username })} onClick={() => resetting.ask([user.id])}>
                          <LuKeyRound />
                        </IconButton>
                      ) : null}
                    </RowActions>
                  )
                : undefined
            }
          />
        </Stack>
      </Flex>
      {crud.drawer !== null ? <UserDrawer target={crud.drawer} onClose={crud.closeDrawer} onGenerated={(generated) => setShown({ kind: 'created', items: [generated] })} /> : null}
      <PasswordsDialog shown={shown} onClose={() => setShown(null)} />
      <DeleteConfirm flow={crud.remove} />
      <AskConfirm flow={resetting} message={(ids) => ft('users.resetConfirm', { count: ids.length })} confirmLabel={ft('users.resetPwd')} />
      <SwitchConfirm flow={switching} name={username} message={(user) => ft(user.enabled ? 'users.disableConfirm' : 'users.enableConfirm', { name: user.username })} />
    </PageCard>
  );
}
