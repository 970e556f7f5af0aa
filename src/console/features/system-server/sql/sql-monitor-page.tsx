/**
 * SQL monitor (monitor → SQL, component name 'SqlMonitor'; `sql:list`): the statements from `GET api/sql`, sortable by
 * count, mean, max and total time, searchable, paged; the source of the figures shown; the app's own timings reset
 * after a confirmation (`DELETE api/sql`, same permission: it loses no business data).
 */
import { Alert, Badge, Box, Button, IconButton, Input, Table, chakra } from '@chakra-ui/react';
import { useState } from 'react';
import { LuRefreshCw, LuRotateCcw, LuSearch } from 'react-icons/lu';
import type { SqlSortField } from '../../../../../streams/contracts/server-monitor';
import { useCan } from '@shared/auth/can';
import { ConfirmDialog } from '@shared/ui/confirm-dialog';
import { nextSort, sortParam, type SortState } from '@shared/ui/list-sort';
import { PageCard } from '@shared/ui/page-card';
import { ListFooter, PlainHeader, SortHeader, TableStateRows } from '@shared/ui/table-parts';
import { notifySuccess } from '@shared/ui/toaster';
import { useSqlStatements } from '../api/get-sql-statements';
import { useResetSqlTimings } from '../api/reset-sql-timings';
import { useSsTranslation } from '../i18n/system-server-locale';

const PAGE_SIZE = 20;

export function SqlMonitorPage() {
  const { t, st, language } = useSsTranslation();
  const canReset = useCan('sql:list');
  const [draft, setDraft] = useState('');
  const [blurry, setBlurry] = useState('');
  const [page, setPage] = useState(0);
  const [sort, setSort] = useState<SortState<SqlSortField>>({ field: 'total', direction: 'desc' });
  const [confirming, setConfirming] = useState(false);
  const list = useSqlStatements({ page, size: PAGE_SIZE, sort: sortParam(sort), blurry });
  const reset = useResetSqlTimings();
  const rows = list.data?.content ?? [];
  const ms = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
  const whole = new Intl.NumberFormat(language);

  const onSort = (field: SqlSortField) => {
    setSort((current) => nextSort(current, field, []));
    setPage(0);
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

  const source = list.data?.source;
  return (
    <PageCard
      title={st('sql.title')}
      help={st('sql.help')}
      actions={
        canReset ? (
          <Button size="sm" variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
            <LuRotateCcw aria-hidden="true" /> {st('sql.reset')}
          </Button>
        ) : null
      }
    >
      <chakra.form
        role="search"
        display="flex"
        gap="2"
        flexWrap="wrap"
        alignItems="center"
        onSubmit={(e) => {
          e.preventDefault();
          setPage(0);
          setBlurry(draft.trim());
        }}
      >
        <Input aria-label={st('sql.searchLabel')} placeholder={st('sql.searchPlaceholder')} value={draft} onChange={(e) => setDraft(e.target.value)} size="sm" maxW="xs" />
        <Button type="submit" size="sm" colorPalette="brand">
          <LuSearch aria-hidden="true" /> {t('common.search')}
        </Button>
        <Button
          type="button"
          size="sm"
          variant="outline"
          colorPalette="gray"
          onClick={() => {
            setDraft('');
            setBlurry('');
            setPage(0);
          }}
        >
          {t('common.reset')}
        </Button>
        <IconButton type="button" size="sm" variant="ghost" aria-label={t('common.refresh')} onClick={() => void list.refetch()}>
          <LuRefreshCw />
        </IconButton>
        {source ? (
          <Badge colorPalette={source === 'app' ? 'blue' : 'purple'} ms="auto" data-testid="sql-source" whiteSpace="normal">
            {source === 'app' ? st('sql.sourceApp', { since: `\u2066${list.data?.since ?? ''}\u2069` }) : st('sql.sourcePg')}
          </Badge>
        ) : null}
      </chakra.form>

      {list.isError ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{st('sql.failed')}</Alert.Title>
          <Button size="xs" variant="outline" ms="auto" onClick={() => void list.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert.Root>
      ) : null}

      <Box overflowX="auto">
        <Table.Root size="sm" striped aria-label={st('sql.table')} aria-busy={list.isFetching}>
          <Table.Header>
            <Table.Row>
              <PlainHeader>{st('sql.statement')}</PlainHeader>
              <SortHeader field="count" sort={sort} onSort={onSort}>
                {st('sql.count')}
              </SortHeader>
              <SortHeader field="mean" sort={sort} onSort={onSort}>
                {st('sql.mean')}
              </SortHeader>
              <SortHeader field="max" sort={sort} onSort={onSort}>
                {st('sql.max')}
              </SortHeader>
              <SortHeader field="total" sort={sort} onSort={onSort}>
                {st('sql.total')}
              </SortHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            <TableStateRows loading={list.isPending} empty={!list.isPending && !list.isError && rows.length === 0} columns={5} emptyText={blurry ? st('sql.noMatch') : st('sql.empty')} />
            {rows.map((row) => (
              <Table.Row key={row.sql}>
                <Table.Cell maxW="2xl">
                  {/* SQL reads left to right in every language. */}
                  <chakra.code dir="ltr" display="block" fontSize="xs" whiteSpace="pre-wrap" wordBreak="break-word" lineClamp={4} title={row.sql.trim()} textAlign="start">
                    {row.sql.trim()}
                  </chakra.code>
                </Table.Cell>
                <Table.Cell>{whole.format(row.count)}</Table.Cell>
                <Table.Cell>{ms.format(row.mean)}</Table.Cell>
                <Table.Cell>{ms.format(row.max)}</Table.Cell>
                <Table.Cell>{ms.format(row.total)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      <ListFooter total={list.data?.totalElements ?? 0} pageSize={PAGE_SIZE} page={page} onPageChange={setPage} loading={list.isPending} />

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
