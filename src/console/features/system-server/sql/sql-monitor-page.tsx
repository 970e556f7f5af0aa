/**
 * SQL monitor (monitor → SQL, component name 'SqlMonitor'; `sql:list`): the statements from `GET api/sql`, sortable by
 * count, mean, max and total time, searchable, paged; the source of the figures shown; the app's own timings reset
 * after a confirmation (`DELETE api/sql`, same permission: it loses no business data). Built from the CRUD kit's list
 * parts; its state stays in the page (the statements are not rows one links to).
 */
import { Badge, Button, IconButton } from '@chakra-ui/react';
import { useState } from 'react';
import { LuRefreshCw, LuRotateCcw } from 'react-icons/lu';
import type { SqlSortField } from '../../../../../streams/contracts/server-monitor';
import { useCan } from '@shared/auth/can';
import { ResourceTable } from '@shared/crud/resource-table';
import { SearchBar } from '@shared/crud/search-bar';
import { ConfirmDialog } from '@shared/ui/confirm-dialog';
import { nextSort, sortParam, type SortState } from '@shared/ui/list-sort';
import { PageCard } from '@shared/ui/page-card';
import { notifySuccess } from '@shared/ui/toaster';
import { useSelection } from '@shared/ui/use-selection';
import { useSqlStatements } from '../api/get-sql-statements';
import { useResetSqlTimings } from '../api/reset-sql-timings';
import { useSsTranslation } from '../i18n/system-server-locale';
import { useSqlColumns } from './sql-columns';

const PAGE_SIZE = 20;

export function SqlMonitorPage() {
  const { t, st } = useSsTranslation();
  const canReset = useCan('sql:list');
  const [blurry, setBlurry] = useState('');
  const [page, setPage] = useState(0);
  const [sort, setSort] = useState<SortState<SqlSortField>>({ field: 'total', direction: 'desc' });
  const [confirming, setConfirming] = useState(false);
  const query = useSqlStatements({ page, size: PAGE_SIZE, sort: sortParam(sort), blurry });
  const reset = useResetSqlTimings();
  const columns = useSqlColumns();
  const selection = useSelection<string>();
  const list = {
    query,
    rows: query.data?.content ?? [],
    total: query.data?.totalElements ?? 0,
    pageSize: PAGE_SIZE,
    page,
    setPage,
    sort,
    toggleSort: (field: SqlSortField) => {
      setSort((current) => nextSort(current, field, []));
      setPage(0);
    },
    filters: { blurry },
    applyFilters: (filters: { blurry: string }) => {
      setBlurry(filters.blurry);
      setPage(0);
    },
    filtered: blurry !== '',
    selection,
  };

  const confirmReset = async () => {
    try {
      await reset.mutateAsync();
      notifySuccess(st('sql.resetSuccess'));
      setPage(0);
    } finally {
      setConfirming(false);
    }
  };

  const source = query.data?.source;
  return (
    <PageCard
      title={st('sql.title')}
      help={st('sql.help')}
      actions={
        <>
          <IconButton type="button" size="sm" variant="ghost" aria-label={t('common.refresh')} onClick={() => void query.refetch()}>
            <LuRefreshCw />
          </IconButton>
          {canReset ? (
            <Button size="sm" variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
              <LuRotateCcw aria-hidden="true" /> {st('sql.reset')}
            </Button>
          ) : null}
        </>
      }
    >
      <SearchBar list={list} text="blurry" inputType="text" searchLabel={st('sql.searchLabel')} placeholder={st('sql.searchPlaceholder')} />
      {source ? (
        <Badge colorPalette={source === 'app' ? 'blue' : 'purple'} alignSelf="start" data-testid="sql-source" whiteSpace="normal">
          {source === 'app' ? st('sql.sourceApp', { since: `\u2066${query.data?.since ?? ''}\u2069` }) : st('sql.sourcePg')}
        </Badge>
      ) : null}
      <ResourceTable label={st('sql.table')} list={list} columns={columns} emptyText={st('sql.empty')} noMatchText={st('sql.noMatch')} loadFailedText={st('sql.failed')} tableProps={{ striped: true }} />
      <ConfirmDialog
        open={confirming}
        message={source === 'pg_stat_statements' ? `${st('sql.resetConfirm')} ${st('sql.resetPgHint')}` : st('sql.resetConfirm')}
        loading={reset.isPending}
        onConfirm={() => void confirmReset()}
        onCancel={() => setConfirming(false)}
      />
    </PageCard>
  );
}
