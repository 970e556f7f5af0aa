/**
 * The room data table: per session the streamer, monitor type, start, end (or a Live badge while it runs; its time
 * alone when it is on the start's day), duration, peak and average viewers, diamonds, likes, new followers, shares and
 * PK battles. Figures are right-aligned (left in Arabic) with the language's digit grouping. Sortable by streamer, start, end, duration and every figure; the header
 * buttons are reachable from the keyboard.
 */
import { Badge, Box, Stack, Table, Text, chakra } from '@chakra-ui/react';
import type { LiveSessionRow, SessionSortField } from '../../../../../streams/contracts/monitor-sessions';
import type { SortState } from '@shared/ui/list-sort';
import { PlainHeader, SortHeader, TableStateRows } from '@shared/ui/table-parts';
import { formatDurationText, formatNumber } from '../sessions-common/format';
import { StreamerCell, TypeBadge } from '../sessions-common/streamer-cell';
import { useRoomDataTranslation } from './i18n/room-data-locale';

/** Props of {@link SessionsTable}. */
export interface SessionsTableProps {
  rows: readonly LiveSessionRow[];
  loading: boolean;
  busy: boolean;
  emptyText: string;
  sort: SortState<SessionSortField>;
  onSort: (field: SessionSortField) => void;
}

const COLUMNS = 12;

/**
 * A wire time (`yyyy-MM-dd HH:mm:ss`, server zone) as the date over the time, isolated left to right (in Arabic the
 * date stays before the time); an end on its start's day shows the time alone. Two short lines keep the twelve
 * columns within a laptop screen.
 */
function SessionTime({ value, sameDayAs }: { value: string; sameDayAs?: string }) {
  const [date = '', time = ''] = value.split(' ');
  const sameDay = sameDayAs !== undefined && sameDayAs.split(' ')[0] === date;
  return (
    <Stack gap="0" whiteSpace="nowrap" align="start">
      <chakra.bdi dir="ltr">{sameDay ? time : date}</chakra.bdi>
      {sameDay ? null : (
        <chakra.bdi dir="ltr" fontSize="xs" color="fg.muted">
          {time}
        </chakra.bdi>
      )}
    </Stack>
  );
}

/** The table. */
export function SessionsTable({ rows, loading, busy, emptyText, sort, onSort }: SessionsTableProps) {
  const { rt, st, language } = useRoomDataTranslation();
  const count = (value: number) => formatNumber(value, language);
  const header = (field: SessionSortField, text: string) => (
    <SortHeader field={field} sort={sort} onSort={onSort}>
      {text}
    </SortHeader>
  );
  return (
    <Box overflowX="auto" borderWidth="1px" borderRadius="md" opacity={busy ? 0.7 : 1} transition="opacity 0.2s" aria-busy={busy || loading}>
      <Table.Root size="sm" aria-label={rt('table')} interactive>
        <Table.Header>
          <Table.Row bg="bg.subtle">
            {header('streamer', rt('columns.streamer'))}
            <PlainHeader>{rt('columns.type')}</PlainHeader>
            {header('startedAt', rt('columns.start'))}
            {header('endedAt', rt('columns.end'))}
            {header('duration', rt('columns.duration'))}
            {header('peakViewers', st('metrics.peakViewers'))}
            {header('avgViewers', st('metrics.avgViewers'))}
            {header('diamonds', st('metrics.diamonds'))}
            {header('likes', st('metrics.likes'))}
            {header('newFollowers', rt('columns.newFollowers'))}
            {header('shares', rt('columns.shares'))}
            {header('pkCount', rt('columns.pkCount'))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          <TableStateRows loading={loading} empty={rows.length === 0} columns={COLUMNS} emptyText={emptyText} />
          {rows.map((row) => (
            <Table.Row key={row.id} data-session={row.id} data-streamer={row.streamer.uniqueId}>
              <Table.Cell>
                <StreamerCell streamer={row.streamer} />
              </Table.Cell>
              <Table.Cell>
                <TypeBadge type={row.streamer.type} />
              </Table.Cell>
              <Table.Cell>
                <SessionTime value={row.startedAt} />
              </Table.Cell>
              <Table.Cell>
                {row.endedAt ? (
                  <SessionTime value={row.endedAt} sameDayAs={row.startedAt} />
                ) : (
                  <Badge colorPalette="red" variant="solid" size="sm">
                    {st('live')}
                  </Badge>
                )}
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatDurationText(row.durationMs, st)}</Table.Cell>
              <Table.Cell textAlign="end">{count(row.peakViewers)}</Table.Cell>
              <Table.Cell textAlign="end">{row.avgViewers === null ? <Text color="fg.muted">{st('none')}</Text> : count(row.avgViewers)}</Table.Cell>
              <Table.Cell textAlign="end" fontWeight="medium">
                {count(row.diamonds)}
              </Table.Cell>
              <Table.Cell textAlign="end">{count(row.likes)}</Table.Cell>
              <Table.Cell textAlign="end">{count(row.newFollowers)}</Table.Cell>
              <Table.Cell textAlign="end">{count(row.shares)}</Table.Cell>
              <Table.Cell textAlign="end">{count(row.pkCount)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
