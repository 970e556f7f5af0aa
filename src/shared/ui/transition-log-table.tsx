/**
 * A log of state transitions as a small table: when, from which state, to which, and why (two lines at most, the
 * whole reason on hover), newest first as given. The live streamer page's connection log and the room monitor's
 * streamer log both show theirs so; each brings its own badge, time format and reason words.
 */
import { Box, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** One logged transition: `at` (ms since the epoch), the state before (none for the first), the state after. */
export interface TransitionEntry<S> {
  at: number;
  from: S | null;
  to: S;
}

/** Props of {@link TransitionLogTable}. */
export interface TransitionLogTableProps<E extends TransitionEntry<unknown>> {
  /** The table's accessible name. */
  label: string;
  /** A refresh runs (`aria-busy`). */
  busy: boolean;
  /** The four column headers, translated. */
  headers: { time: string; from: string; to: string; reason: string };
  entries: readonly E[];
  /** A state's badge. */
  badge: (state: E['to']) => ReactNode;
  /** The time cell's content. */
  time: (at: number) => ReactNode;
  /** The reason in the reader's words (`null` when there is none). */
  reason: (entry: E) => string | null;
  /** Rows before the entries (loading, empty). */
  stateRows?: ReactNode;
  striped?: boolean;
  /** The reason is isolated from the page's direction (`<bdi>`: a message in another script). */
  isolateReason?: boolean;
}

/** The table in a horizontally scrolling box. */
export function TransitionLogTable<E extends TransitionEntry<unknown>>({ label, busy, headers, entries, badge, time, reason, stateRows, striped, isolateReason = false }: TransitionLogTableProps<E>) {
  return (
    <Box overflowX="auto">
      <Table.Root size="sm" striped={striped} aria-label={label} aria-busy={busy}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{headers.time}</Table.ColumnHeader>
            <Table.ColumnHeader>{headers.from}</Table.ColumnHeader>
            <Table.ColumnHeader>{headers.to}</Table.ColumnHeader>
            <Table.ColumnHeader>{headers.reason}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {stateRows}
          {/* `from` is a state of the same kind as `to` (or none), hence the cast below. */}
          {entries.map((entry, i) => {
            const words = reason(entry);
            return (
              <Table.Row key={`${entry.at}-${i}`}>
                <Table.Cell whiteSpace="nowrap">{time(entry.at)}</Table.Cell>
                <Table.Cell>{entry.from ? badge(entry.from as E['to']) : '—'}</Table.Cell>
                <Table.Cell>{badge(entry.to)}</Table.Cell>
                <Table.Cell>
                  <Text fontSize="sm" lineClamp={2} title={words ?? undefined}>
                    {isolateReason ? <bdi>{words}</bdi> : words}
                  </Text>
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
