/**
 * Streamer config (Live assistant → Group host config → Streamer config, component 'GroupStreamers'):
 * the guild's group-live streamers kept once — avatar, streamer ID, nickname, usual gifts (names and
 * diamonds from the catalogue), remark, creation time — with search over ID and nickname, sorting and paging.
 * 'Add' and the row's edit open the drawer; delete asks first. The configuration form picks streamers from here.
 */
import { Alert, Button, HStack, Input, Stack, Text, chakra } from '@chakra-ui/react';
import { useState } from 'react';
import { LuPlus, LuSearch } from 'react-icons/lu';
import type { GroupStreamerRow, GroupStreamerSortField } from '../../../../../streams/contracts/group-streamers';
import { useCan } from '@shared/auth/can';
import { ConfirmDialog } from '@shared/ui/confirm-dialog';
import { ListPagination } from '@shared/ui/list-pagination';
import { notifyError, notifySuccess } from '@shared/ui/toaster';
import { useDeleteGroupStreamers } from '../api/delete-group-streamers';
import { useGiftCatalogue } from '../api/get-gifts';
import { useGroupStreamers, type GroupStreamersQuery } from '../api/get-group-streamers';
import { PageCard } from '@shared/ui/page-card';
import { LIVE_CONFIG_PERMISSIONS } from '../common/permissions';
import { nextSort } from '../common/sort-header';
import { useLcTranslation } from '../i18n/use-lc-translation';
import { GroupStreamerDrawer } from './group-streamer-drawer';
import { GroupStreamersTable } from './group-streamers-table';

const PAGE_SIZE = 10;
/** Columns that sort A→Z first. */
const TEXT_COLUMNS: readonly GroupStreamerSortField[] = ['anchorId', 'nickname'];

/** The page. */
export function GroupStreamersPage() {
  const { t, lt, failure } = useLcTranslation();
  const canAdd = useCan(LIVE_CONFIG_PERMISSIONS.add);
  const canEdit = useCan(LIVE_CONFIG_PERMISSIONS.edit);
  const canDelete = useCan(LIVE_CONFIG_PERMISSIONS.del);
  const [draft, setDraft] = useState('');
  const [blurry, setBlurry] = useState('');
  const [sort, setSort] = useState<GroupStreamersQuery['sort']>({ field: 'createTime', direction: 'desc' });
  const [page, setPage] = useState(0);
  const [drawer, setDrawer] = useState<GroupStreamerRow | 'new' | null>(null);
  const [deleting, setDeleting] = useState<GroupStreamerRow | null>(null);

  const list = useGroupStreamers({ page, size: PAGE_SIZE, blurry, sort });
  const catalogue = useGiftCatalogue();
  const remove = useDeleteGroupStreamers();
  const rows = list.data?.content ?? [];
  const total = list.data?.totalElements ?? 0;

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync([deleting.id]);
      notifySuccess(t('common.deleteSuccess'));
      // The last row of the last page: show the page before it.
      if (rows.length === 1 && page > 0) setPage(page - 1);
    } catch (error) {
      notifyError(failure(error));
    } finally {
      setDeleting(null);
    }
  };

  return (
    <PageCard
      title={lt('streamers.title')}
      help={lt('streamers.help')}
      actions={
        canAdd ? (
          <Button size="sm" colorPalette="brand" onClick={() => setDrawer('new')}>
            <LuPlus aria-hidden="true" /> {lt('streamers.add')}
          </Button>
        ) : null
      }
    >
      <chakra.form
        role="search"
        display="flex"
        gap="2"
        flexWrap="wrap"
        alignItems="center"
        onSubmit={(e) => {
          e.preventDefault();
          setBlurry(draft.trim());
          setPage(0);
        }}
      >
        <Input aria-label={lt('streamers.search')} placeholder={lt('streamers.search')} value={draft} onChange={(e) => setDraft(e.target.value)} size="sm" maxW="xs" />
        <Button type="submit" size="sm" variant="outline">
          <LuSearch aria-hidden="true" /> {t('common.search')}
        </Button>
      </chakra.form>
      {list.isError ? (
        <Alert.Root status="error" role="alert" size="sm">
          <Alert.Indicator />
          <Alert.Title>{lt('streamers.listFailed')}</Alert.Title>
        </Alert.Root>
      ) : null}
      <GroupStreamersTable
        rows={rows}
        loading={list.isPending}
        busy={list.isPlaceholderData}
        sort={sort}
        onSort={(field) => {
          setSort((current) => nextSort(current, field, TEXT_COLUMNS));
          setPage(0);
        }}
        catalogue={catalogue.byId}
        canEdit={canEdit}
        canDelete={canDelete}
        onEdit={setDrawer}
        onDelete={setDeleting}
      />
      <Stack direction="row" justify="space-between" align="center" wrap="wrap" gap="2">
        <Text fontSize="sm" color="fg.muted">
          {t('common.total', { count: total })}
        </Text>
        {total > PAGE_SIZE ? <ListPagination total={total} pageSize={PAGE_SIZE} page={page} onPageChange={setPage} /> : <HStack />}
      </Stack>
      <GroupStreamerDrawer target={drawer} onClose={() => setDrawer(null)} />
      <ConfirmDialog
        open={deleting !== null}
        message={t('common.deleteConfirm')}
        loading={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </PageCard>
  );
}
