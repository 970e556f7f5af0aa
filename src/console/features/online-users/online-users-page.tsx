/**
 * Online users (monitor → online, component name 'OnlineUser'; `online:list`): search, a paged table sortable by
 * user name, IP and login time (kept in the URL), export of the matching sessions (xlsx), and "force out" after a
 * confirmation, shown only to holders of `online:del`. Forcing out one's own session is refused by the server and
 * said so here.
 */
import { Button, IconButton } from '@chakra-ui/react';
import { LuRefreshCw } from 'react-icons/lu';
import { useCan } from '@shared/auth/can';
import { DeleteConfirm } from '@shared/crud/confirm-dialogs';
import { ListActions } from '@shared/crud/list-actions';
import { ResourceTable } from '@shared/crud/resource-table';
import { SearchBar } from '@shared/crud/search-bar';
import { useCrudList } from '@shared/crud/use-crud-list';
import { httpErrorOf } from '@shared/http/http-error';
import { PageCard } from '@shared/ui/page-card';
import { notifyError } from '@shared/ui/toaster';
import { useOnlineT } from './i18n/use-online-t';
import { useOnlineColumns } from './online-users-columns';
import { OWN_SESSION_MESSAGE, onlineApi } from './online-users-api';

/** The refusal to force out the caller's own session, which this page words its own way ('force out', not 'kick'). */
function isOwnSession(error: unknown): boolean {
  const http = httpErrorOf(error);
  return http?.kind === 'http' && (http.code === 'KICK_OWN_SESSION' || http.message === OWN_SESSION_MESSAGE);
}

export function OnlineUsersPage() {
  const { t, ft, failure } = useOnlineT();
  const canKick = useCan('online:del');
  const crud = useCrudList({
    api: onlineApi,
    filters: { filter: '' },
    deleteSuccessText: t('online.kickSuccess'),
    onDeleteFailure: (error) => notifyError(isOwnSession(error) ? ft('ownSession') : failure(error)),
  });
  const columns = useOnlineColumns();

  return (
    <PageCard title={t('online.title')} help={ft('help')} actions={<ListActions list={crud} canAdd={false} />}>
      <SearchBar list={crud} text="filter" inputType="text" searchLabel={t('online.filter')} placeholder={t('online.filter')}>
        {() => (
          <IconButton type="button" size="sm" variant="ghost" aria-label={t('common.refresh')} onClick={() => void crud.query.refetch()}>
            <LuRefreshCw />
          </IconButton>
        )}
      </SearchBar>
      <ResourceTable
        label={ft('table')}
        list={crud}
        columns={columns}
        emptyText={ft('empty')}
        noMatchText={ft('noMatch')}
        loadFailedText={t('online.loadFailed')}
        actions={
          canKick
            ? (row) => (
                <Button size="xs" colorPalette="red" variant="subtle" aria-label={t('online.kickUser', { name: row.userName })} onClick={() => crud.remove.ask(row)}>
                  {t('online.kick')}
                </Button>
              )
            : undefined
        }
      />
      <DeleteConfirm flow={crud.remove} message={() => t('online.kickConfirm')} />
    </PageCard>
  );
}
