/**
 * The configurations table's columns (id, name, style, state badge, streamers, round, created; the sortable ones are
 * the server's whitelist) and a row's own buttons: its plugin links and its round control page.
 */
import { IconButton } from '@chakra-ui/react';
import { useMemo } from 'react';
import { LuGamepad2, LuLink } from 'react-icons/lu';
import { Link } from 'react-router';
import type { LiveConfigRow } from '../../../../../streams/contracts/live-configs';
import { createColumnHelper, timeColumn, type ResourceColumns } from '@shared/crud/columns';
import { RowButton } from '@shared/crud/row-actions';
import { ConfigStateBadge } from '../common/config-state-badge';
import { useLcTranslation } from '../i18n/use-lc-translation';

/** The round control page, a sibling in the server's 'group' menu directory (seeded path 'control'). */
export const CONTROL_PATH = '../control';

const column = createColumnHelper<LiveConfigRow>();

/** The columns, in the current language. */
export function useConfigColumns(): ResourceColumns<LiveConfigRow> {
  const { lt } = useLcTranslation();
  return useMemo(
    () => [
      column.accessor('id', { header: lt('list.id'), enableSorting: true }),
      column.accessor('name', { header: lt('list.name'), enableSorting: true, meta: { cell: { fontWeight: 'medium' } } }),
      column.accessor('pluginStyle', { header: lt('list.style'), cell: ({ row }) => lt(`styles.${row.original.pluginStyle}`) }),
      column.accessor('state', { header: lt('list.state'), enableSorting: true, cell: ({ getValue }) => <ConfigStateBadge state={getValue()} /> }),
      column.accessor('streamers', { header: lt('list.streamers') }),
      column.accessor('round', { header: lt('list.round') }),
      timeColumn('createTime', lt('list.createTime'), (row: LiveConfigRow) => row.createTime),
    ],
    [lt],
  );
}

/** A row's plugin links button and its round control link, before Edit and Delete. */
export function ConfigRowButtons({ row, onLinks }: { row: LiveConfigRow; onLinks: (row: LiveConfigRow) => void }) {
  const { lt } = useLcTranslation();
  return (
    <>
      <RowButton label={lt('list.linksOf', { name: row.name })} icon={<LuLink />} onClick={() => onLinks(row)} />
      <IconButton asChild size="xs" variant="ghost" aria-label={lt('list.controlOf', { name: row.name })} title={lt('list.control')}>
        <Link to={`${CONTROL_PATH}?configId=${row.id}`} relative="path">
          <LuGamepad2 />
        </Link>
      </IconButton>
    </>
  );
}
