/**
 * Vehicle animation config (Animations config → Vehicle animation config, component 'UserAnimations'; a user's entry
 * animation in one streamer's room until an expiry): the list with search (user or streamer ID), a streamer filter
 * (applied with the search; a pasted `@name` is sent as `name`) and an expiry filter, sorting and paging (kept in the
 * URL); 'Add' and 'Edit' open the form drawer; 'Delete' (one or a selection) asks first. Buttons follow
 * `animation:add|edit|del`; there is no export.
 */
import { Input } from '@chakra-ui/react';
import type { UserEntryAnimationRow } from '../../../../../streams/contracts/animations';
import { CrudPage } from '@shared/crud/crud-page';
import { DeleteSelectedButton } from '@shared/crud/list-actions';
import { FilterSelect, STATUS_CHOICES } from '@shared/crud/search-bar';

import { useCrudList } from '@shared/crud/use-crud-list';
import { useSectionTexts } from '@shared/i18n/section-texts';
import { userAnimationsApi } from '../api/animations-api';

import { useAnimationsT } from '../i18n/animations-locale';
import { UserAnimationDrawer } from './user-animation-drawer';
import { useUserAnimationColumns } from './user-animations-columns';

export function UserAnimationsPage() {
  const { ft } = useAnimationsT();
  const texts = useSectionTexts(useAnimationsT, 'users');
  const crud = useCrudList({
    api: userAnimationsApi,
    filters: { blurry: '', anchorId: '', expired: '' },
    choices: { expired: STATUS_CHOICES },
    toParams: (filters) => ({ ...filters, anchorId: filters.anchorId.trim().replace(/^@/, '') }),
  });
  const columns = useUserAnimationColumns();
  const rowName = (row: UserEntryAnimationRow) => ft('users.rowName', { user: row.userId, streamer: row.anchorId });

  return (
    <CrudPage
      texts={texts}
      list={crud}
      rowName={rowName}
      actions={crud.can.del ? <DeleteSelectedButton list={crud} /> : null}
      noExport
      search={{
        text: 'blurry',
        children: ({ filters, apply, draft, edit }) => (
          <>
            <Input
              aria-label={ft('users.streamerFilter')}
              placeholder={ft('users.streamerFilterPlaceholder')}
              value={draft.anchorId}
              onChange={(e) => edit({ anchorId: e.target.value })}
              size="sm"
              maxW="44"
              autoComplete="off"
            />
            <FilterSelect
              label={ft('users.expiredFilter')}
              value={filters.expired}
              allText={ft('users.allExpiry')}
              options={[
                { value: 'false', label: ft('users.activeOnly') },
                { value: 'true', label: ft('users.expiredOnly') },
              ]}
              onChange={(expired) => apply({ expired })}
            />
          </>
        ),
      }}
      table={{ columns, loadFailedText: ft('list.failed'), selectable: crud.can.del, tableProps: { interactive: true } }}
      drawer={(target, _parent, onClose) => <UserAnimationDrawer target={target} onClose={onClose} />}
    />
  );
}
