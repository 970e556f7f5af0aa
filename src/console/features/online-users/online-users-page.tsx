/**
 * Online users (monitor → online, component name 'OnlineUser'; `online:list`): search, a paged table sortable by
 * user name, IP and login time, export of the matching sessions (xlsx), and "force out" after a confirmation, shown
 * only to holders of `online:del`. Forcing out one's own session is refused by the server and said so here.
 */
import { Alert, Box, Button, IconButton, Input, Table, chakra } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuDownload, LuRefreshCw, LuSearch } from 'react-icons/lu';
import type { OnlineSession } from '../../../../streams/contracts/auth';
import { useCan } from '@shared/auth/can';
import { httpErrorOf } from '@shared/http/http-error';
import { ConfirmDialog } from '@shared/ui/confirm-dialog';
import { nextSort, sortParam, type SortState } from '@shared/ui/list-sort';
import { PageCard } from '@shared/ui/page-card';
import { ListFooter, PlainHeader, SortHeader, TableStateRows, WireTime } from '@shared/ui/table-parts';
import { notifyError, notifySuccess } from '@shared/ui/toaster';
import { downloadOnlineUsers } from './download-online-users';
import { useOnlineUsers, type OnlineSortField } from './get-online-users';
import { onlineUsersT } from './i18n/online-users-locale';
import { OWN_SESSION_MESSAGE, useKickOutUsers } from './kick-out-users';

const PAGE_SIZE = 10;

export function OnlineUsersPage() {
  const { t } = useTranslation();
  // i18next types keys by the start-up bundle; this feature's keys are typed by `OuKey` instead.
  const ot = onlineUsersT(t as unknown as (key: string) => string);
  const canKick = useCan('online:del');
  const [draft, setDraft] = useState('');
  const [filter, setFilter] = useState('');
  const [page, setPage] = useState(0);
  const [sort, setSort] = useState<SortState<OnlineSortField>>({ field: 'loginTime', direction: 'desc' });
  const [target, setTarget] = useState<OnlineSession | null>(null);
  const [exporting, setExporting] = useState(false);
  const list = useOnlineUsers({ page, size: PAGE_SIZE, filter, sort: sortParam(sort) });
  const kick = useKickOutUsers();
  const rows = list.data?.content ?? [];
  const columns = canKick ? 8 : 7;

  const onSort = (field: OnlineSortField) => {
    setSort((current) => nextSort(current, field, ['userName', 'ip']));
    setPage(0);
  };

  const confirmKick = async () => {
    if (!target) return;
    try {
      await kick.mutateAsync([target.key]);
      notifySuccess(t('online.kickSuccess'));
    } catch (error) {
      const message = httpErrorOf(error)?.message;
      notifyError(message === OWN_SESSION_MESSAGE ? ot('ownSession') : (message ?? t('http.requestFailed')));
    } finally {
      setTarget(null);
    }
  };

  const exportRows = async () => {
    setExporting(true);
    try {
      await downloadOnlineUsers({ filter, sort: sortParam(sort) });
      notifySuccess(t('common.exportSuccess'));
    } catch {
      notifyError(t('common.exportFailed'));
    } finally {
      setExporting(false);
    }
  };

  return (
    <PageCard
      title={t('online.title')}
      help={ot('help')}
      actions={
        <Button size="sm" variant="outline" loading={exporting} onClick={() => void exportRows()}>
          <LuDownload aria-hidden="true" /> {ot('export')}
        </Button>
      }
    >
      <chakra.form
        role="search"
        display="flex"
        gap="2"
        flexWrap="wrap"
        onSubmit={(e) => {
          e.preventDefault();
          setPage(0);
          setFilter(draft.trim());
        }}
      >
        <Input aria-label={t('online.filter')} placeholder={t('online.filter')} value={draft} onChange={(e) => setDraft(e.target.value)} size="sm" maxW="xs" />
        <Button type="submit" size="sm" colorPalette="brand">
          <LuSearch aria-hidden="true" /> {t('common.search')}
        </Button>
        <Button
          type="button"
          size="sm"
          variant="outline"
          colorPalette="gray"
          onClick={() => {
            setDraft('');
            setFilter('');
            setPage(0);
          }}
        >
          {t('common.reset')}
        </Button>
        <IconButton type="button" size="sm" variant="ghost" aria-label={t('common.refresh')} onClick={() => void list.refetch()}>
          <LuRefreshCw />
        </IconButton>
      </chakra.form>

      {list.isError ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{t('online.loadFailed')}</Alert.Title>
          <Button size="xs" variant="outline" ms="auto" onClick={() => void list.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert.Root>
      ) : null}

      <Box overflowX="auto">
        <Table.Root size="sm" striped aria-label={ot('table')} aria-busy={list.isFetching}>
          <Table.Header>
            <Table.Row>
              <SortHeader field="userName" sort={sort} onSort={onSort}>
                {t('online.userName')}
              </SortHeader>
              <PlainHeader>{t('online.nickName')}</PlainHeader>
              <PlainHeader>{t('online.dept')}</PlainHeader>
              <SortHeader field="ip" sort={sort} onSort={onSort}>
                {t('online.ip')}
              </SortHeader>
              <PlainHeader>{t('online.address')}</PlainHeader>
              <PlainHeader>{t('online.browser')}</PlainHeader>
              <SortHeader field="loginTime" sort={sort} onSort={onSort}>
                {t('online.loginTime')}
              </SortHeader>
              {canKick ? <PlainHeader>{t('online.actions')}</PlainHeader> : null}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            <TableStateRows loading={list.isPending} empty={!list.isPending && !list.isError && rows.length === 0} columns={columns} emptyText={filter ? ot('noMatch') : ot('empty')} />
            {rows.map((row) => (
              <Table.Row key={row.key}>
                <Table.Cell>{row.userName}</Table.Cell>
                <Table.Cell>{row.nickName}</Table.Cell>
                <Table.Cell>{row.dept ?? ''}</Table.Cell>
                <Table.Cell>
                  <chakra.bdi dir="ltr">{row.ip}</chakra.bdi>
                </Table.Cell>
                <Table.Cell>{row.address ?? ''}</Table.Cell>
                <Table.Cell>
                  <chakra.bdi dir="ltr">{row.browser}</chakra.bdi>
                </Table.Cell>
                <Table.Cell>
                  <WireTime value={row.loginTime} />
                </Table.Cell>
                {canKick ? (
                  <Table.Cell>
                    <Button size="xs" colorPalette="red" variant="subtle" aria-label={t('online.kickUser', { name: row.userName })} onClick={() => setTarget(row)}>
                      {t('online.kick')}
                    </Button>
                  </Table.Cell>
                ) : null}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      <ListFooter total={list.data?.totalElements ?? 0} pageSize={PAGE_SIZE} page={page} onPageChange={setPage} loading={list.isPending} />

      <ConfirmDialog open={target !== null} message={t('online.kickConfirm')} loading={kick.isPending} onConfirm={() => void confirmKick()} onCancel={() => setTarget(null)} />
    </PageCard>
  );
}
