/**
 * Turntable records (Group host config → Turntable records, component 'TurntableRecords'; records page
 * with search and export): every spin of a configuration, newest first, with who spun it (a viewer's trigger gift
 * or the host), the prize and the time; search by nickname or prize, paging, and the xlsx export of what the
 * search finds. New spins appear within a few seconds.
 */
import { Alert, Box, Button, HStack, Input, Skeleton, Stack, Table, Text, chakra } from '@chakra-ui/react';
import { useState } from 'react';
import { LuDownload, LuSearch } from 'react-icons/lu';
import { notifySuccess } from '@shared/ui/toaster';
import { useDownloadTurntableRecords } from '../api/download-turntable-records';
import { useTurntableRecords } from '../api/get-turntable-records';
import { ConfigPicker } from '../common/config-picker';
import { ListPagination } from '@shared/ui/list-pagination';
import { notifyFailure } from '../common/notify-failure';
import { PageCard } from '@shared/ui/page-card';
import { useConfigId } from '../common/use-config-id';
import { useLcTranslation } from '../i18n/use-lc-translation';

const PAGE_SIZE = 10;
const REFRESH_MS = 5_000;

function Records({ configId }: { configId: number }) {
  const { t, lt, failure } = useLcTranslation();
  const [draft, setDraft] = useState('');
  const [blurry, setBlurry] = useState('');
  const [page, setPage] = useState(0);
  const records = useTurntableRecords(configId, { page, size: PAGE_SIZE, blurry }, REFRESH_MS);
  const download = useDownloadTurntableRecords();
  const rows = records.data?.content ?? [];
  const total = records.data?.totalElements ?? 0;

  const onExport = async () => {
    try {
      await download.mutateAsync({ id: configId, blurry });
      notifySuccess(t('common.exportSuccess'));
    } catch (error) {
      notifyFailure(t('common.exportFailed'), failure(error));
    }
  };

  return (
    <Stack gap="3">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <chakra.form
          role="search"
          display="flex"
          gap="2"
          onSubmit={(e) => {
            e.preventDefault();
            setBlurry(draft.trim());
            setPage(0);
          }}
        >
          <Input size="sm" maxW="xs" aria-label={lt('records.search')} placeholder={lt('records.search')} value={draft} onChange={(e) => setDraft(e.target.value)} />
          <Button type="submit" size="sm" variant="outline">
            <LuSearch aria-hidden="true" /> {t('common.search')}
          </Button>
        </chakra.form>
        <Button size="sm" variant="outline" loading={download.isPending} onClick={() => void onExport()}>
          <LuDownload aria-hidden="true" /> {lt('records.export')}
        </Button>
      </HStack>
      {records.isError ? (
        <Alert.Root status="error" role="alert" size="sm">
          <Alert.Indicator />
          <Alert.Title>{lt('records.failed')}</Alert.Title>
        </Alert.Root>
      ) : null}
      <Box borderWidth="1px" borderRadius="md" overflowX="auto" opacity={records.isPlaceholderData ? 0.7 : 1}>
        <Table.Root size="sm" aria-label={lt('records.table')}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{lt('records.spinNo')}</Table.ColumnHeader>
              <Table.ColumnHeader>{lt('records.time')}</Table.ColumnHeader>
              <Table.ColumnHeader>{lt('records.by')}</Table.ColumnHeader>
              <Table.ColumnHeader>{lt('records.trigger')}</Table.ColumnHeader>
              <Table.ColumnHeader>{lt('records.prize')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {records.isPending
              ? Array.from({ length: 3 }, (_, i) => (
                  <Table.Row key={i}>
                    <Table.Cell colSpan={5}>
                      <Skeleton height="4" />
                    </Table.Cell>
                  </Table.Row>
                ))
              : null}
            {!records.isPending && rows.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={5}>
                  <Text color="fg.muted" fontSize="sm" textAlign="center" py="3">
                    {t('common.noData')}
                  </Text>
                </Table.Cell>
              </Table.Row>
            ) : null}
            {rows.map((row) => (
              <Table.Row key={row.id} data-spin-no={row.spinNo}>
                <Table.Cell>{row.spinNo}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{row.startedAt}</Table.Cell>
                <Table.Cell>{row.byNickname}</Table.Cell>
                <Table.Cell>{lt(`records.triggers.${row.trigger}`)}</Table.Cell>
                <Table.Cell fontWeight={row.optionIndex < 0 ? undefined : 'medium'} color={row.optionIndex < 0 ? 'fg.muted' : undefined}>
                  {row.optionIndex < 0 ? lt('turntable.noPrize') : row.content}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      <HStack justify="space-between" wrap="wrap">
        <Text fontSize="sm" color="fg.muted">
          {t('common.total', { count: total })}
        </Text>
        {total > PAGE_SIZE ? <ListPagination total={total} pageSize={PAGE_SIZE} page={page} onPageChange={setPage} /> : null}
      </HStack>
    </Stack>
  );
}

/** The page. */
export function TurntableRecordsPage() {
  const { lt } = useLcTranslation();
  const [configId, select] = useConfigId();
  return (
    <PageCard title={lt('records.title')} help={lt('records.help')}>
      <ConfigPicker configId={configId} onSelect={select} />
      {configId !== undefined ? <Records key={configId} configId={configId} /> : null}
    </PageCard>
  );
}
