/**
 * The streamer's recent sessions (its 'room list': the rooms a host was live in), newest first: start, end or
 * running, duration, peak and average viewers, diamonds, likes, new followers, PKs.
 */
import { Badge, Box, Table } from '@chakra-ui/react';
import type { LiveSessionInfo } from '../../../../../../streams/contracts/monitor-room';
import { formatCount } from '@shared/utils/format-count';
import { formatTime } from '@shared/utils/format-time';
import { TableStateRows } from '@shared/ui/table-parts';
import { formatDuration } from '../common/format-duration';
import { Panel } from '../common/panel';
import { useRoomTranslation } from '../i18n/use-room-translation';

const count = (value: number | null) => (value === null ? '—' : formatCount(value));
/** The figure columns after the duration, each a count right-aligned in tabular digits. */
const FIGURES = ['peakViewers', 'avgViewers', 'diamonds', 'likes', 'newFollowers', 'pkCount'] as const;
const NUMERIC = { textAlign: 'end', fontVariantNumeric: 'tabular-nums' } as const;

/** Props of {@link SessionsTable}: `now` is the server's clock (ms), for a running session's duration. */
export interface SessionsTableProps {
  sessions: readonly LiveSessionInfo[];
  now: number;
}

export function SessionsTable({ sessions, now }: SessionsTableProps) {
  const { rt } = useRoomTranslation();
  return (
    <Panel title={rt('sessions.title')} testId="sessions-panel" gridColumn={{ base: 'auto', lg: 'span 2' }}>
      <Box overflowX="auto">
        <Table.Root size="sm" aria-label={rt('sessions.title')}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{rt('figures.startedAt')}</Table.ColumnHeader>
              <Table.ColumnHeader>{rt('figures.endedAt')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{rt('figures.duration')}</Table.ColumnHeader>
              {FIGURES.map((figure) => (
                <Table.ColumnHeader key={figure} textAlign="end">
                  {rt(`figures.${figure}`)}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            <TableStateRows loading={false} empty={sessions.length === 0} columns={9} emptyText={rt('sessions.empty')} />
            {sessions.map((s) => (
              <Table.Row key={s.id}>
                <Table.Cell whiteSpace="nowrap">
                  <bdi dir="ltr">{formatTime(s.startedAt)}</bdi>
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">
                  {s.endedAt === null ? (
                    <Badge colorPalette="green" variant="subtle">
                      {rt('figures.running')}
                    </Badge>
                  ) : (
                    <bdi dir="ltr">{formatTime(s.endedAt)}</bdi>
                  )}
                </Table.Cell>
                <Table.Cell {...NUMERIC}>{formatDuration(s.durationMs ?? now - s.startedAt)}</Table.Cell>
                {FIGURES.map((figure) => (
                  <Table.Cell key={figure} {...NUMERIC}>
                    {count(s[figure])}
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    </Panel>
  );
}
