/**
 * The list both log pages share: search over user, action, method and params, a time range,
 * sortable columns, paging, export, and "clear all" for those allowed (after a confirmation). Each row's details
 * (the params of an operation, the stack of an error) are given by the page through `detail`.
 */
import { Alert, Box, Button, Field, HStack, Input, Table, Text, chakra } from '@chakra-ui/react';
import { Fragment, useState, type ReactNode } from 'react';
import { LuDownload, LuRotateCcw, LuSearch, LuTrash2 } from 'react-icons/lu';
import type { LogRow, LogSort } from '../../../../../streams/contracts/logs';
import type { Permission } from '../../../../../streams/contracts/permissions';
import { useCan } from '@shared/auth/can';
import { ConfirmDialog } from '@shared/ui/confirm-dialog';
import { nextSort, type SortState } from '@shared/ui/list-sort';
import { PageCard } from '@shared/ui/page-card';
import { ListFooter, PlainHeader, SortHeader, TableStateRows, WireTime } from '@shared/ui/table-parts';
import { notifyError, notifySuccess } from '@shared/ui/toaster';
import { useClearLogs } from '../api/clear-logs';
import { useDownloadLogs } from '../api/download-logs';
import { useLogs, type LogFilters } from '../api/get-logs';
import type { LogKind } from '../api/log-keys';
import { useLogsTranslation } from '../i18n/logs-locale';
import { rangeProblem, wireOfLocalInput } from './range';

const PAGE_SIZE = 20;
const NO_FILTERS: LogFilters = { blurry: '', from: '', to: '' };
const TEXT_SORTS: readonly LogSort[] = ['username', 'description', 'method', 'requestIp'];

/** What a page puts in a row's last cell and, when open, in a full-width row under it. */
export interface RowDetail {
  cell: ReactNode;
  expanded?: ReactNode;
}

export interface LogListProps {
  kind: LogKind;
  /** Who may clear and export (`log:del` / `log:list` for the operation log, `admin` for errors). */
  clearPermission: Permission;
  exportPermission: Permission;
  detail: (row: LogRow) => RowDetail;
}

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

export function LogList({ kind, clearPermission, exportPermission, detail }: LogListProps) {
  const { lt, failure } = useLogsTranslation();
  const page = kind === 'info' ? 'operation' : 'error';
  const [draft, setDraft] = useState({ blurry: '', from: '', to: '' });
  const [filters, setFilters] = useState<LogFilters>(NO_FILTERS);
  const [sort, setSort] = useState<SortState<LogSort>>({ field: 'createTime', direction: 'desc' });
  const [pageIndex, setPageIndex] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const [rangeError, setRangeError] = useState<ReturnType<typeof rangeProblem>>(null);
  const list = useLogs(kind, { ...filters, page: pageIndex, size: PAGE_SIZE, sort });
  const download = useDownloadLogs(kind);
  const clear = useClearLogs(kind);
  const canClear = useCan(clearPermission);
  const canExport = useCan(exportPermission);
  const rows = list.data?.content ?? [];
  const filtered = filters.blurry !== '' || filters.from !== '';
  const columns = kind === 'info' ? 9 : 8;

  const onSort = (field: LogSort) => {
    setSort((current) => nextSort(current, field, TEXT_SORTS));
    setPageIndex(0);
  };
  const apply = () => {
    const problem = rangeProblem(draft.from, draft.to);
    setRangeError(problem);
    if (problem) return;
    setFilters({ blurry: draft.blurry.trim(), from: wireOfLocalInput(draft.from), to: wireOfLocalInput(draft.to) });
    setPageIndex(0);
  };
  const onClear = () => {
    clear.mutate(undefined, {
      onSuccess: () => {
        notifySuccess(lt(`${page}.cleared`));
        setConfirming(false);
        setPageIndex(0);
      },
      onError: (error) => {
        notifyError(`${lt(`${page}.clearFailed`)}: ${failure(error)}`);
        setConfirming(false);
      },
    });
  };

  return (
    <PageCard
      title={lt(`${page}.title`)}
      help={lt(`${page}.help`)}
      actions={
        <>
          {canExport ? (
            <Button
              size="sm"
              variant="outline"
              loading={download.isPending}
              onClick={() => download.mutate({ ...filters, sort }, { onError: (error) => notifyError(`${lt('common.exportFailed')}: ${failure(error)}`) })}
            >
              <LuDownload aria-hidden="true" /> {lt('common.export')}
            </Button>
          ) : null}
          {canClear ? (
            <Button size="sm" variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
              <LuTrash2 aria-hidden="true" /> {lt(`${page}.clear`)}
            </Button>
          ) : null}
        </>
      }
    >
      <chakra.form
        role="search"
        aria-label={lt('common.filters')}
        display="flex"
        gap="2"
        flexWrap="wrap"
        alignItems="start"
        onSubmit={(e) => {
          e.preventDefault();
          apply();
        }}
        noValidate
      >
        <Input
          type="search"
          aria-label={lt('common.searchLabel')}
          placeholder={lt('common.searchPlaceholder')}
          value={draft.blurry}
          onChange={(e) => setDraft((d) => ({ ...d, blurry: e.target.value }))}
          size="sm"
          maxW="xs"
        />
        <Field.Root width="auto" invalid={rangeError !== null}>
          <HStack gap="2">
            <Input
              type="datetime-local"
              step="1"
              size="sm"
              width="auto"
              aria-label={lt('common.from')}
              value={draft.from}
              onChange={(e) => setDraft((d) => ({ ...d, from: e.target.value }))}
            />
            <Text aria-hidden="true" color="fg.muted">
              –
            </Text>
            <Input
              type="datetime-local"
              step="1"
              size="sm"
              width="auto"
              aria-label={lt('common.to')}
              value={draft.to}
              onChange={(e) => setDraft((d) => ({ ...d, to: e.target.value }))}
            />
          </HStack>
          {rangeError ? <Field.ErrorText>{lt(`common.${rangeError}`)}</Field.ErrorText> : null}
        </Field.Root>
        <HStack gap="2">
          <Button type="submit" size="sm" variant="outline">
            <LuSearch aria-hidden="true" /> {lt('common.search')}
          </Button>
          <Button
            type="button"
            size="sm"
            variant="ghost"
            onClick={() => {
              setDraft({ blurry: '', from: '', to: '' });
              setRangeError(null);
              setFilters(NO_FILTERS);
              setPageIndex(0);
            }}
          >
            <LuRotateCcw aria-hidden="true" /> {lt('common.reset')}
          </Button>
        </HStack>
      </chakra.form>
      {list.isError ? (
        <Alert.Root status="error" role="alert" size="sm">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{lt('common.failed')}</Alert.Title>
            <Alert.Description>{failure(list.error)}</Alert.Description>
          </Alert.Content>
          <Button size="xs" variant="outline" onClick={() => void list.refetch()}>
            {lt('common.retry')}
          </Button>
        </Alert.Root>
      ) : null}
      <Box overflowX="auto" borderWidth="1px" borderRadius="md" opacity={list.isPlaceholderData ? 0.7 : 1} aria-busy={list.isPending || list.isPlaceholderData}>
        <Table.Root size="sm" aria-label={lt(`${page}.table`)}>
          <Table.Header>
            <Table.Row bg="bg.subtle">
              <SortHeader field="username" sort={sort} onSort={onSort}>
                {lt('columns.username')}
              </SortHeader>
              <SortHeader field="description" sort={sort} onSort={onSort}>
                {lt('columns.description')}
              </SortHeader>
              <SortHeader field="method" sort={sort} onSort={onSort}>
                {lt('columns.method')}
              </SortHeader>
              <SortHeader field="requestIp" sort={sort} onSort={onSort}>
                {lt('columns.ip')}
              </SortHeader>
              <PlainHeader>{lt('columns.browser')}</PlainHeader>
              {kind === 'info' ? (
                <SortHeader field="time" sort={sort} onSort={onSort}>
                  {lt('columns.time')}
                </SortHeader>
              ) : null}
              <SortHeader field="status" sort={sort} onSort={onSort}>
                {lt('columns.status')}
              </SortHeader>
              <SortHeader field="createTime" sort={sort} onSort={onSort}>
                {lt('columns.createTime')}
              </SortHeader>
              <PlainHeader>{lt('columns.details')}</PlainHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            <TableStateRows loading={list.isPending} empty={rows.length === 0} columns={columns} emptyText={filtered ? lt(`${page}.noMatch`) : lt(`${page}.empty`)} />
            {rows.map((row) => {
              const { cell, expanded } = detail(row);
              return (
                <Fragment key={row.id}>
                  <Table.Row data-log={row.id}>
                    <Table.Cell>
                      <bdi>{row.username ?? lt('common.none')}</bdi>
                    </Table.Cell>
                    <Table.Cell minW="40">{row.description ?? lt('common.none')}</Table.Cell>
                    <Table.Cell>
                      <chakra.code dir="ltr" fontSize="xs" whiteSpace="nowrap">
                        {row.method}
                      </chakra.code>
                    </Table.Cell>
                    <Table.Cell>
                      <bdi dir="ltr">{row.requestIp ?? lt('common.none')}</bdi>
                    </Table.Cell>
                    <Table.Cell fontSize="xs">{row.browser ?? lt('common.none')}</Table.Cell>
                    {kind === 'info' ? (
                      <Table.Cell whiteSpace="nowrap" textAlign="end">
                        {row.time === null ? lt('common.none') : lt('common.durationMs', { ms: row.time })}
                      </Table.Cell>
                    ) : null}
                    <Table.Cell>
                      <StatusText status={row.status} />
                    </Table.Cell>
                    <Table.Cell>
                      <WireTime value={row.createTime} />
                    </Table.Cell>
                    <Table.Cell>{cell}</Table.Cell>
                  </Table.Row>
                  {expanded ? (
                    <Table.Row>
                      <Table.Cell colSpan={columns} bg="bg.muted">
                        {expanded}
                      </Table.Cell>
                    </Table.Row>
                  ) : null}
                </Fragment>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Box>
      <ListFooter total={list.data?.totalElements ?? 0} pageSize={PAGE_SIZE} page={pageIndex} onPageChange={setPageIndex} loading={list.isPending} />
      <ConfirmDialog
        open={confirming}
        message={lt(`${page}.clearConfirm`)}
        confirmLabel={lt(`${page}.clear`)}
        loading={clear.isPending}
        onConfirm={onClear}
        onCancel={() => setConfirming(false)}
      />
    </PageCard>
  );
}
