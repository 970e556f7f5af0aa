/**
 * Service logs (component 'CrmServiceLogs'): every contact recorded with a streamer the caller sees, newest first,
 * with the search (handle, nickname, strategy), the next action and the creation days as filters, sorting, paging
 * and export. Logs are recorded from a streamer's detail drawer, never edited.
 */
import { Input } from '@chakra-ui/react';
import { useMemo } from 'react';
import type { ServiceLogRow } from '../../../../../streams/contracts/anchor-service-logs';
import { NEXT_ACTIONS } from '../../../../../streams/contracts/anchors';
import { NameCell } from '@shared/crud/cells';
import { createColumnHelper, timeColumn } from '@shared/crud/columns';
import { CrudPage } from '@shared/crud/crud-page';
import { FilterSelect } from '@shared/crud/search-bar';
import { useCrudList } from '@shared/crud/use-crud-list';
import { useSectionTexts } from '@shared/i18n/section-texts';
import { serviceLogsApi } from '../api/service-logs-api';
import { dayRange } from '../common/anchor-filters';
import { useAnchorLabels } from '../common/labels';
import { YesNo } from '../common/yes-no';
import { useCrmT } from '../i18n/use-crm-t';

const column = createColumnHelper<ServiceLogRow>();
const FILTERS = { blurry: '', nextAction: '', from: '', to: '' };

function useServiceLogColumns() {
  const { ft } = useCrmT();
  const labels = useAnchorLabels();
  return useMemo(
    () => [
      column.accessor('nickname', { header: ft('serviceLogs.streamer'), cell: ({ row }) => <NameCell name={row.original.nickname || row.original.uniqueId} note={`@${row.original.uniqueId}`} /> }),
      column.accessor('nextAction', { header: ft('fields.nextAction'), cell: ({ getValue }) => labels.label('nextAction', getValue()) }),
      column.accessor('privateMessageCount', { header: ft('serviceLogs.messages'), enableSorting: true }),
      column.accessor('replyPrivateMessage', { header: ft('serviceLogForm.replyPrivateMessage'), cell: ({ getValue }) => <YesNo value={getValue()} /> }),
      column.accessor('giftedCoins', { header: ft('serviceLogForm.giftedCoins'), cell: ({ getValue }) => labels.label('giftedCoins', getValue()) }),
      column.accessor('recruitmentStrategy', { header: ft('fields.recruitmentStrategy'), cell: ({ getValue }) => <bdi>{getValue() ?? ''}</bdi> }),
      timeColumn('noticeTime', ft('fields.noticeTime'), (row: ServiceLogRow) => row.noticeTime),
      column.accessor('createBy', { header: ft('serviceLogs.by') }),
      timeColumn('createTime', ft('fields.createTime'), (row: ServiceLogRow) => row.createTime),
    ],
    [ft, labels],
  );
}

/** The Service logs page (see the module comment). */
export function ServiceLogsPage() {
  const { ft } = useCrmT();
  const labels = useAnchorLabels();
  const texts = useSectionTexts(useCrmT, 'serviceLogs');
  const list = useCrudList({
    api: serviceLogsApi,
    filters: FILTERS,
    choices: { nextAction: ['', ...NEXT_ACTIONS] },
    toParams: ({ blurry, nextAction, from, to }) => ({ blurry, nextAction, createTime: dayRange(from, to) }),
  });
  const columns = useServiceLogColumns();
  return (
    <CrudPage
      texts={texts}
      list={list}
      rowName={(row) => row.nickname || row.uniqueId}
      search={{
        text: 'blurry',
        children: ({ filters, apply, draft, edit }) => (
          <>
            <FilterSelect label={ft('fields.nextAction')} value={filters.nextAction} allText={`${ft('fields.nextAction')}: ${ft('filters.all')}`} options={labels.options('nextAction')} onChange={(value) => apply({ nextAction: value })} />
            <Input type="date" size="sm" w="40" aria-label={ft('serviceLogs.from')} title={ft('serviceLogs.from')} value={draft.from} onChange={(e) => edit({ from: e.target.value })} />
            <Input type="date" size="sm" w="40" aria-label={ft('serviceLogs.to')} title={ft('serviceLogs.to')} value={draft.to} onChange={(e) => edit({ to: e.target.value })} />
          </>
        ),
      }}
      table={{ columns }}
      drawer={() => null}
    />
  );
}
