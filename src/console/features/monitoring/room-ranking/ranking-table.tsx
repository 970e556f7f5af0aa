/**
 * The ranking table: rank (a gold, silver or bronze medal for the first three ranks, shared by ties), streamer, type,
 * the ranked figure with a bar of its size next to the first streamer's, the two other figures, and the sessions
 * counted. Figures use the language's digit grouping; live time reads as hours and minutes.
 */
import { Box, HStack, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { LuMedal } from 'react-icons/lu';
import type { RankingMetric, RankingRow } from '../../../../../streams/contracts/monitor-sessions';
import { PlainHeader, TableStateRows } from '@shared/ui/table-parts';
import { formatDurationText, formatNumber } from '../sessions-common/format';
import { StreamerCell, TypeBadge } from '../sessions-common/streamer-cell';
import { useRoomRankingTranslation } from './i18n/room-ranking-locale';

/** Props of {@link RankingTable}. */
export interface RankingTableProps {
  rows: readonly RankingRow[];
  metric: RankingMetric;
  /** The first streamer's value (the full bar). */
  topValue: number;
  loading: boolean;
  busy: boolean;
  emptyText: string;
}

/** Medal colours of ranks 1–3 (gold, silver, bronze), dark enough to read on white. */
const MEDALS = [
  { color: '#c99a06', key: 'medals.first' },
  { color: '#8a94a3', key: 'medals.second' },
  { color: '#b5652b', key: 'medals.third' },
] as const;

/** The metric's figures in the order of the table's columns: the ranked one first. */
const ORDER: Readonly<Record<RankingMetric, readonly RankingMetric[]>> = {
  diamonds: ['diamonds', 'viewers', 'liveTime'],
  viewers: ['viewers', 'diamonds', 'liveTime'],
  liveTime: ['liveTime', 'diamonds', 'viewers'],
};

const valueOf = (row: RankingRow, metric: RankingMetric): number => (metric === 'diamonds' ? row.diamonds : metric === 'viewers' ? row.peakViewers : row.liveTimeMs);

/** The table. */
export function RankingTable({ rows, metric, topValue, loading, busy, emptyText }: RankingTableProps) {
  const { kt, st, language } = useRoomRankingTranslation();
  const [ranked, ...others] = ORDER[metric];
  const nameOf = (m: RankingMetric) => st(m === 'viewers' ? 'metrics.peakViewers' : `metrics.${m}`);
  const textOf = (m: RankingMetric, value: number) => (m === 'liveTime' ? formatDurationText(value, st) : formatNumber(value, language));
  const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 });
  return (
    <Box overflowX="auto" borderWidth="1px" borderRadius="md" opacity={busy ? 0.7 : 1} transition="opacity 0.2s" aria-busy={busy || loading}>
      <Table.Root size="sm" aria-label={kt('table')} interactive>
        <Table.Header>
          <Table.Row bg="bg.subtle">
            <PlainHeader w="20">{kt('columns.rank')}</PlainHeader>
            <PlainHeader>{kt('columns.streamer')}</PlainHeader>
            <PlainHeader>{kt('columns.type')}</PlainHeader>
            <Table.ColumnHeader color="brand.fg" minW="56" aria-sort="descending">
              {nameOf(ranked!)}
            </Table.ColumnHeader>
            {others.map((m) => (
              <PlainHeader key={m}>{nameOf(m)}</PlainHeader>
            ))}
            <PlainHeader>{kt('columns.sessions')}</PlainHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          <TableStateRows loading={loading} empty={rows.length === 0} columns={7} emptyText={emptyText} />
          {rows.map((row) => {
            const medal = row.rank <= 3 ? MEDALS[row.rank - 1] : undefined;
            const value = valueOf(row, ranked!);
            const share = topValue > 0 ? Math.min(1, value / topValue) : 0;
            return (
              <Table.Row key={row.streamer.id} data-rank={row.rank} data-streamer={row.streamer.uniqueId}>
                <Table.Cell>
                  <HStack gap="1.5" fontWeight={medal ? 'bold' : 'normal'}>
                    {medal ? (
                      <Box as="span" color={medal.color} fontSize="lg" title={kt(medal.key)} data-medal={row.rank}>
                        <LuMedal aria-hidden="true" />
                        <VisuallyHidden>{kt(medal.key)}</VisuallyHidden>
                      </Box>
                    ) : (
                      <Box as="span" w="18px" />
                    )}
                    <Text>{formatNumber(row.rank, language)}</Text>
                  </HStack>
                </Table.Cell>
                <Table.Cell>
                  <StreamerCell streamer={row.streamer} />
                </Table.Cell>
                <Table.Cell>
                  <TypeBadge type={row.streamer.type} />
                </Table.Cell>
                <Table.Cell>
                  <Stack gap="1">
                    <Text fontWeight="semibold" whiteSpace="nowrap">
                      {textOf(ranked!, value)}
                    </Text>
                    <Box h="1.5" bg="bg.muted" borderRadius="full" overflow="hidden" title={kt('ofFirst', { percent: percent.format(share) })}>
                      <Box h="full" w={`${share * 100}%`} bg={medal ? medal.color : 'brand.solid'} borderRadius="full" data-bar={Math.round(share * 100)} />
                    </Box>
                  </Stack>
                </Table.Cell>
                {others.map((m) => (
                  <Table.Cell key={m} whiteSpace="nowrap" color="fg.muted">
                    {textOf(m, valueOf(row, m))}
                  </Table.Cell>
                ))}
                <Table.Cell>{formatNumber(row.sessions, language)}</Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
