/**
 * The columns both log lists share: user, action, method, IP, browser, the duration (operations only), status, time,
 * and the page's details cell (the params of an operation, the stack of an error).
 */
import { Text, chakra } from '@chakra-ui/react';
import { useMemo, type ReactNode } from 'react';
import type { LogRow } from '../../../../../streams/contracts/logs';
import { createColumnHelper, type ResourceColumns } from '@shared/crud/columns';
import { useLogAction } from '@shared/logs/log-action';
import { WireTime } from '@shared/ui/table-parts';
import type { LogKind } from '../api/logs-api';
import { useLogsT } from '../i18n/use-logs-t';

const column = createColumnHelper<LogRow>();

/** Status as a coloured number: 2xx green, 4xx orange, 5xx red. */
function StatusText({ status }: { status: number | null }) {
  if (status === null) return <Text color="fg.muted">—</Text>;
  const color = status >= 500 ? 'fg.error' : status >= 400 ? 'fg.warning' : 'fg.success';
  return (
    <Text as="span" color={color} fontWeight="medium">
      {status}
    </Text>
  );
}

/** The columns of `kind`'s list; `details` fills the last cell of a row. */
export function useLogColumns(kind: LogKind, details: (row: LogRow) => ReactNode): ResourceColumns<LogRow> {
  const { ft } = useLogsT();
  const action = useLogAction();
  return useMemo(() => {
    const none = ft('common.none');
    return [
      column.accessor('username', { header: ft('columns.username'), enableSorting: true, cell: ({ getValue }) => <bdi>{getValue() ?? none}</bdi> }),
      column.accessor('description', { header: ft('columns.description'), enableSorting: true, cell: ({ row }) => action(row.original.method, row.original.description) || none, meta: { cell: { minW: '40' } } }),
      column.accessor('method', {
        header: ft('columns.method'),
        enableSorting: true,
        cell: ({ getValue }) => (
          <chakra.code dir="ltr" fontSize="xs" whiteSpace="nowrap">
            {getValue()}
          </chakra.code>
        ),
      }),
      column.accessor('requestIp', { header: ft('columns.ip'), enableSorting: true, cell: ({ getValue }) => <bdi dir="ltr">{getValue() ?? none}</bdi> }),
      column.accessor('browser', { header: ft('columns.browser'), cell: ({ getValue }) => getValue() ?? none, meta: { cell: { fontSize: 'xs' } } }),
      ...(kind === 'info'
        ? [
            column.accessor('time', {
              header: ft('columns.time'),
              enableSorting: true,
              cell: ({ getValue }) => {
                const ms = getValue();
                return ms === null ? none : ft('common.durationMs', { ms });
              },
              meta: { cell: { whiteSpace: 'nowrap', textAlign: 'end' } },
            }),
          ]
        : []),
      column.accessor('status', { header: ft('columns.status'), enableSorting: true, cell: ({ getValue }) => <StatusText status={getValue()} /> }),
      column.accessor('createTime', { header: ft('columns.createTime'), enableSorting: true, cell: ({ getValue }) => <WireTime value={getValue()} /> }),
      column.display({ id: 'details', header: ft('columns.details'), cell: ({ row }) => details(row.original) }),
    ];
  }, [ft, action, kind, details]);
}
