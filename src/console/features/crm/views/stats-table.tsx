/**
 * A plain read-only figures table of the CRM's statistics panels (dispatch statistics, follow-ups due): a header row,
 * one row of cells per item, the load error with a retry, and the empty text once loaded.
 */
import { Stack, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LoadError } from '@shared/crud/load-error';

/** One row: its key and its cells in header order (a cell may carry a colour). */
export interface StatsRow {
  key: string | number;
  cells: { value: ReactNode; color?: string }[];
}

/** What the table shows: the query's state and the words around it. */
export interface StatsTableProps {
  label: string;
  headers: string[];
  rows: StatsRow[];
  query: { isPending: boolean; isFetching: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  failedText: string;
  emptyText: string;
}

/** The table with its error and empty states. */
export function StatsTable({ label, headers, rows, query, failedText, emptyText }: StatsTableProps) {
  return (
    <Stack gap="3">
      {query.isError ? <LoadError error={query.error} title={failedText} onRetry={() => void query.refetch()} /> : null}
      <Table.ScrollArea borderWidth="1px" borderRadius="md">
        <Table.Root size="sm" aria-label={label} aria-busy={query.isFetching}>
          <Table.Header>
            <Table.Row>
              {headers.map((header) => (
                <Table.ColumnHeader key={header}>{header}</Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => (
              <Table.Row key={row.key}>
                {row.cells.map((cell, index) => (
                  <Table.Cell key={index} color={cell.color}>
                    {cell.value}
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {!query.isPending && !query.isError && rows.length === 0 ? <Text color="fg.muted">{emptyText}</Text> : null}
    </Stack>
  );
}
