/**
 * Online users (monitor → online, component name 'OnlineUser'): search, paged table, and "force out" with a
 * confirmation, shown only to holders of `online:del` (SPEC §6 permission gate).
 */
import { Alert, Box, ButtonGroup, Button, Flex, Heading, IconButton, Input, Pagination, Stack, Table, Text, chakra } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuChevronLeft, LuChevronRight, LuRefreshCw, LuSearch } from 'react-icons/lu';
import type { OnlineSession } from '../../../../streams/contracts/auth';
import { Can } from '../../../shared/auth/can';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { notifySuccess } from '../../../shared/ui/toaster';
import { formatTime } from '../../../shared/utils/format-time';
import { useOnlineUsers } from './get-online-users';
import { useKickOutUsers } from './kick-out-users';

const PAGE_SIZE = 10;

export function OnlineUsersPage() {
  const { t, i18n } = useTranslation();
  // Chevrons point the reading direction: mirrored in right-to-left languages.
  const rtl = i18n.dir() === 'rtl';
  const [draft, setDraft] = useState('');
  const [filter, setFilter] = useState('');
  const [page, setPage] = useState(0);
  const [target, setTarget] = useState<OnlineSession | null>(null);
  const list = useOnlineUsers({ page, size: PAGE_SIZE, filter });
  const kick = useKickOutUsers();
  const rows = list.data?.content ?? [];
  const total = list.data?.totalElements ?? 0;

  const confirmKick = async () => {
    if (!target) return;
    try {
      await kick.mutateAsync([target.key]);
      notifySuccess(t('online.kickSuccess'));
    } finally {
      setTarget(null);
    }
  };

  return (
    <Stack gap="4" bg="bg" p="5" borderRadius="md" boxShadow="xs">
      <Heading as="h2" size="md">
        {t('online.title')}
      </Heading>
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
        <Input
          aria-label={t('online.filter')}
          placeholder={t('online.filter')}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          size="sm"
          maxW="xs"
        />
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
        </Alert.Root>
      ) : null}

      <Box overflowX="auto">
        <Table.Root size="sm" striped aria-busy={list.isFetching}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('online.userName')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('online.nickName')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('online.dept')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('online.ip')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('online.address')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('online.browser')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('online.loginTime')}</Table.ColumnHeader>
              <Can permission="online:del">
                <Table.ColumnHeader>{t('online.actions')}</Table.ColumnHeader>
              </Can>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.length === 0 && !list.isPending ? (
              <Table.Row>
                <Table.Cell colSpan={8} textAlign="center" color="fg.muted" py="6">
                  {t('common.noData')}
                </Table.Cell>
              </Table.Row>
            ) : null}
            {rows.map((row) => (
              <Table.Row key={row.key}>
                <Table.Cell>{row.userName}</Table.Cell>
                <Table.Cell>{row.nickName}</Table.Cell>
                <Table.Cell>{row.dept ?? ''}</Table.Cell>
                <Table.Cell>{row.ip}</Table.Cell>
                <Table.Cell>{row.address ?? ''}</Table.Cell>
                <Table.Cell>{row.browser}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{formatTime(row.loginTime)}</Table.Cell>
                <Can permission="online:del">
                  <Table.Cell>
                    <Button
                      size="xs"
                      colorPalette="red"
                      variant="subtle"
                      aria-label={t('online.kickUser', { name: row.userName })}
                      onClick={() => setTarget(row)}
                    >
                      {t('online.kick')}
                    </Button>
                  </Table.Cell>
                </Can>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>

      <Flex justify="space-between" align="center" wrap="wrap" gap="2">
        <Text fontSize="sm" color="fg.muted">
          {t('common.total', { count: total })}
        </Text>
        <Pagination.Root
          count={total}
          pageSize={PAGE_SIZE}
          page={page + 1}
          onPageChange={(e) => setPage(e.page - 1)}
          aria-label={t('common.pagination')}
        >
          <ButtonGroup variant="ghost" size="sm">
            <Pagination.PrevTrigger asChild>
              <IconButton aria-label={t('common.previousPage')}>
                <LuChevronLeft style={{ transform: rtl ? 'scaleX(-1)' : undefined }} />
              </IconButton>
            </Pagination.PrevTrigger>
            <Pagination.Items
              render={(p) => (
                <IconButton aria-label={t('common.page', { page: p.value })} variant={{ base: 'ghost', _selected: 'outline' }}>
                  {p.value}
                </IconButton>
              )}
            />
            <Pagination.NextTrigger asChild>
              <IconButton aria-label={t('common.nextPage')}>
                <LuChevronRight style={{ transform: rtl ? 'scaleX(-1)' : undefined }} />
              </IconButton>
            </Pagination.NextTrigger>
          </ButtonGroup>
        </Pagination.Root>
      </Flex>

      <ConfirmDialog
        open={target !== null}
        message={t('online.kickConfirm')}
        loading={kick.isPending}
        onConfirm={() => void confirmKick()}
        onCancel={() => setTarget(null)}
      />
    </Stack>
  );
}
