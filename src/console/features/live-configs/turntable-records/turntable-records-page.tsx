/**
 * Turntable records (Group host config → Turntable records, component 'TurntableRecords'), on the CRUD kit's parts:
 * every spin of the picked configuration, newest first, with who spun it (a viewer's trigger gift or the host), the
 * prize and the time; search by nickname or prize, paging, and the xlsx export of what the search finds. New spins
 * appear within a few seconds.
 */
import { HStack, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import type { TurntableRecordRow } from '../../../../../streams/contracts/live-configs';
import { createColumnHelper, timeColumn, type ResourceColumns } from '@shared/crud/columns';
import { ListActions } from '@shared/crud/list-actions';
import { ResourceTable } from '@shared/crud/resource-table';
import { SearchBar } from '@shared/crud/search-bar';
import { useCrudList } from '@shared/crud/use-crud-list';
import { PageCard } from '@shared/ui/page-card';
import { turntableRecordsApi } from '../api/turntable-records-api';
import { ConfigPicker } from '../common/config-picker';
import { useConfigId } from '../common/use-config-id';
import { useLcTranslation } from '../i18n/use-lc-translation';
import { useSectionTexts } from '@shared/i18n/section-texts';
import { useLiveConfigsT } from '../i18n/live-configs-locale';

/** Spins arrive any time. */
const REFRESH_MS = 5_000;

const column = createColumnHelper<TurntableRecordRow>();

function useRecordColumns(): ResourceColumns<TurntableRecordRow> {
  const { lt } = useLcTranslation();
  return useMemo(
    () => [
      column.accessor('spinNo', { header: lt('records.spinNo') }),
      timeColumn('startedAt', lt('records.time'), (row: TurntableRecordRow) => row.startedAt, false),
      column.accessor('byNickname', { header: lt('records.by') }),
      column.accessor('trigger', { header: lt('records.trigger'), cell: ({ row }) => lt(`records.triggers.${row.original.trigger}`) }),
      column.display({
        id: 'prize',
        header: lt('records.prize'),
        cell: ({ row }) =>
          row.original.optionIndex < 0 ? (
            <Text as="span" color="fg.muted">
              {lt('turntable.noPrize')}
            </Text>
          ) : (
            <Text as="span" fontWeight="medium">
              {row.original.content}
            </Text>
          ),
      }),
    ],
    [lt],
  );
}

function Records({ configId }: { configId: number }) {
  const { t, lt } = useLcTranslation();
  const texts = useSectionTexts(useLiveConfigsT, 'records');
  const records = useCrudList({ api: turntableRecordsApi(configId), filters: { blurry: '' }, memory: true, refresh: REFRESH_MS });
  const columns = useRecordColumns();
  return (
    <Stack gap="3">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <SearchBar list={records} text="blurry" inputType="text" searchLabel={lt('records.search')} placeholder={lt('records.search')} />
        <HStack gap="2">
          <ListActions list={records} canAdd={false} />
        </HStack>
      </HStack>
      <ResourceTable
        texts={texts}
        list={records}
        columns={columns}
        emptyText={t('common.noData')}
        rowAttributes={(row) => ({ 'data-spin-no': row.spinNo })}
      />
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
