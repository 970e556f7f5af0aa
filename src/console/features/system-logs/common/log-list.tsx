/**
 * The list both log pages share: search over user, action, method and params, a time range, sortable columns, paging
 * (all kept in the URL), export, and "clear all" for those allowed (after a confirmation). Each row's details (the
 * params of an operation, the stack of an error) are given by the page through `detail`.
 */
import { Button } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuTrash2 } from 'react-icons/lu';
import { type LogRow } from '../../../../../streams/contracts/logs';
import { useCan } from '@shared/auth/can';
import { AskConfirm } from '@shared/crud/confirm-dialogs';
import { ListActions } from '@shared/crud/list-actions';
import { ResourceTable } from '@shared/crud/resource-table';
import { SearchBar } from '@shared/crud/search-bar';
import { useAskFlow } from '@shared/crud/use-ask-flow';
import type { CrudPermission } from '@shared/crud/use-crud-can';
import { useCrudList } from '@shared/crud/use-crud-list';
import { PageCard } from '@shared/ui/page-card';
import { clearLogs, logApis, type LogKind } from '../api/logs-api';
import { useLogsT } from '../i18n/use-logs-t';
import { useLogColumns } from './log-columns';
import { RangeInputs, useRangeDraft } from './range-filter';

/** What a page puts in a row's last cell and, when open, in a full-width row under it. */
export interface RowDetail {
  cell: ReactNode;
  expanded?: ReactNode;
}

export interface LogListProps {
  kind: LogKind;
  /** Who may clear and export (`log:del` / `log:list` for the operation log, `admin` for errors). */
  clearPermission: CrudPermission;
  exportPermission: CrudPermission;
  detail: (row: LogRow) => RowDetail;
}

export function LogList({ kind, clearPermission, exportPermission, detail }: LogListProps) {
  const { ft } = useLogsT();
  const page = kind === 'info' ? 'operation' : 'error';
  const api = logApis[kind];
  const crud = useCrudList({
    api,
    filters: { blurry: '', from: '', to: '' },
    // The range goes out as `createTime` twice, and only whole.
    toParams: ({ blurry, from, to }) => ({ blurry, createTime: from && to ? [from, to] : undefined }),
    pageSize: 20,
  });
  const range = useRangeDraft(crud.filters);
  const clear = api.useWrite(() => clearLogs(kind));
  const clearing = useAskFlow(
    async () => {
      await clear.mutateAsync(undefined);
      crud.setPage(0);
    },
    { successText: ft(`${page}.cleared`), failedText: ft(`${page}.clearFailed`) },
  );
  const canClear = useCan(clearPermission);
  const canExport = useCan(exportPermission);
  const columns = useLogColumns(kind, (row) => detail(row).cell);

  return (
    <PageCard
      title={ft(`${page}.title`)}
      help={ft(`${page}.help`)}
      actions={
        <>
          <ListActions list={crud} canAdd={false} noExport={!canExport} />
          {canClear ? (
            <Button size="sm" variant="outline" colorPalette="red" onClick={() => clearing.ask('all')}>
              <LuTrash2 aria-hidden="true" /> {ft(`${page}.clear`)}
            </Button>
          ) : null}
        </>
      }
    >
      <SearchBar list={crud} text="blurry" searchLabel={ft('common.searchLabel')} placeholder={ft('common.searchPlaceholder')} onSearch={range.take} onReset={range.clear}>
        {() => <RangeInputs range={range} />}
      </SearchBar>
      <ResourceTable
        label={ft(`${page}.table`)}
        list={crud}
        columns={columns}
        emptyText={ft(`${page}.empty`)}
        noMatchText={ft(`${page}.noMatch`)}
        loadFailedText={ft('common.failed')}
        rowDetail={(row) => detail(row).expanded}
      />
      <AskConfirm flow={clearing} message={() => ft(`${page}.clearConfirm`)} confirmLabel={ft(`${page}.clear`)} />
    </PageCard>
  );
}
