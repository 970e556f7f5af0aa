/**
 * An event's ledger entries (`GET …/entries?stage&page&size`, newest first): time, stage, streamer, points (+/−) and
 * where they came from (a viewer's gift × count, or a staff adjustment with its reason); a stage filter and paging.
 */
import { Field, HStack, Heading, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { GameView } from '../../../../../streams/contracts/game-topic';
import type { KoreaEntryRow } from '../../../../../streams/contracts/korea-pk';
import { KOREA_STAGES, type KoreaStage } from '../../../../../streams/games/korea-pk';
import { InlineAlert } from '@shared/ui/inline-alert';
import { ListFooter, TableStateRows, WireTime } from '@shared/ui/table-parts';
import { getEntries, koreaKeys } from '../api/korea-api';
import { nicknameOf } from '../common/names';
import { useKoreaT } from '../i18n/korea-pk-locale';

const PAGE_SIZE = 20;

export function EntriesTable({ view }: { view: GameView }) {
  const { ft } = useKoreaT();
  const [stage, setStage] = useState<KoreaStage | ''>('');
  const [page, setPage] = useState(0);
  const params = { stage, page, size: PAGE_SIZE };
  const entries = useQuery({
    queryKey: koreaKeys.entries(view.configId, params),
    queryFn: ({ signal }) => getEntries(view.configId, params, signal),
    placeholderData: keepPreviousData,
  });
  const rows = entries.data?.content ?? [];
  const source = (row: KoreaEntryRow) => {
    const cause = row.cause;
    if (cause.kind === 'gift') return `${ft('statistics.gift')}: ${cause.giftName} × ${cause.count} · ${cause.user.nickname}`;
    if (cause.kind === 'manual') return `${ft('statistics.adjustment')}: ${cause.reason || ft('common.none')} · ${cause.by}`;
    return cause.effect;
  };
  return (
    <Stack gap="3">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h3" size="sm">
          {ft('statistics.entries')}
        </Heading>
        <Field.Root w="auto">
          <HStack gap="2">
            <Field.Label htmlFor="korea-entries-stage" mb="0">
              {ft('statistics.stageFilter')}
            </Field.Label>
            <NativeSelect.Root size="sm" w="44">
              <NativeSelect.Field
                id="korea-entries-stage"
                value={stage}
                onChange={(e) => {
                  const value = e.currentTarget.value;
                  setStage(KOREA_STAGES.find((s) => s === value) ?? '');
                  setPage(0);
                }}
              >
                <option value="">{ft('statistics.allStages')}</option>
                {KOREA_STAGES.map((s) => (
                  <option key={s} value={s}>
                    {ft(`common.stages.${s}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </HStack>
        </Field.Root>
      </HStack>
      {entries.isError ? <InlineAlert text={ft('statistics.failed')} /> : null}
      <Table.Root size="sm" variant="outline" aria-label={ft('statistics.entries')}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{ft('statistics.time')}</Table.ColumnHeader>
            <Table.ColumnHeader>{ft('statistics.stageFilter')}</Table.ColumnHeader>
            <Table.ColumnHeader>{ft('common.streamer')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{ft('common.points')}</Table.ColumnHeader>
            <Table.ColumnHeader>{ft('statistics.source')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          <TableStateRows loading={entries.isPending} empty={entries.isSuccess && rows.length === 0} columns={5} emptyText={ft('statistics.noEntries')} />
          {rows.map((row) => (
            <Table.Row key={row.seq} data-testid={`korea-entry-${row.seq}`}>
              <Table.Cell>
                <WireTime value={row.time} />
              </Table.Cell>
              <Table.Cell>{ft(`common.stages.${row.stage}`)}</Table.Cell>
              <Table.Cell>{nicknameOf(view, row.streamerId)}</Table.Cell>
              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" color={row.delta < 0 ? 'red.fg' : undefined}>
                <bdi dir="ltr">{row.delta > 0 ? `+${row.delta.toLocaleString()}` : row.delta.toLocaleString()}</bdi>
              </Table.Cell>
              <Table.Cell>
                <Text as="span" fontSize="sm">
                  {source(row)}
                </Text>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <ListFooter total={entries.data?.totalElements ?? 0} pageSize={PAGE_SIZE} page={page} onPageChange={setPage} loading={entries.isPending} />
    </Stack>
  );
}
