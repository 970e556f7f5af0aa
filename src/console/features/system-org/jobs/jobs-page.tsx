/**
 * Jobs (System → Jobs, component 'Job'): the list with name search, on/off filter, sorting and paging;
 * add and edit in a drawer, an enable switch and delete, each asked first; refusals (a job held by users) shown with
 * the users named. Buttons follow `job:add|edit|del`; export follows the list's filters.
 */
import { Button, HStack, IconButton, Input, Stack, Switch, Table } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { LuDownload, LuPencil, LuPlus, LuTrash2 } from 'react-icons/lu';
import type { z } from 'zod';
import { jobCreateBodySchema, type Job, type JobSortField } from '../../../../../streams/contracts/jobs';
import { useCan } from '@shared/auth/can';
import { ConfirmDialog } from '@shared/ui/confirm-dialog';
import { FormField } from '@shared/ui/form-field';
import { nextSort, sortParam, type SortState } from '@shared/ui/list-sort';
import { PageCard } from '@shared/ui/page-card';
import { ListFooter, PlainHeader, SortHeader, TableStateRows, WireTime } from '@shared/ui/table-parts';
import { notifySuccess } from '@shared/ui/toaster';
import { downloadList } from '../api/download-list';
import { useJobs } from '../api/get-jobs';
import { listParams } from '../api/org-keys';
import { useCreateJob, useDeleteJobs, useUpdateJob } from '../api/write-jobs';
import { EnabledSwitch } from '../common/enabled-switch';
import { FormDrawer } from '../common/form-drawer';
import { ListToolbar, type ToolbarFilters } from '../common/list-toolbar';
import { LoadError } from '../common/load-error';
import { badRequestMessage, splitFieldMessage } from '../common/messages';
import { notifyFailure } from '../common/notify';
import { useOrgTranslation } from '../i18n/use-org-translation';

const PAGE_SIZE = 10;
const TEXT_SORTS: readonly JobSortField[] = ['name'];

export function JobsPage() {
  const { t, ot, failure } = useOrgTranslation();
  const canAdd = useCan('job:add');
  const canEdit = useCan('job:edit');
  const canDelete = useCan('job:del');
  const [filters, setFilters] = useState<ToolbarFilters>({ text: '', enabled: '' });
  const [sort, setSort] = useState<SortState<JobSortField>>({ field: 'jobSort', direction: 'asc' });
  const [page, setPage] = useState(0);
  const [drawer, setDrawer] = useState<Job | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Job | null>(null);
  const [switching, setSwitching] = useState<Job | null>(null);
  const list = useJobs({ page, size: PAGE_SIZE, sort, name: filters.text, enabled: filters.enabled });
  const update = useUpdateJob();
  const remove = useDeleteJobs();
  const rows = list.data?.content ?? [];
  const filtered = filters.text !== '' || filters.enabled !== '';

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync([deleting.id]);
      notifySuccess(t('common.deleteSuccess'));
      if (rows.length === 1 && page > 0) setPage(page - 1);
    } catch (error) {
      notifyFailure(ot('common.deleteFailed'), failure(error));
    } finally {
      setDeleting(null);
    }
  };

  const confirmSwitch = async () => {
    if (!switching) return;
    const { id, name, jobSort, enabled } = switching;
    try {
      await update.mutateAsync({ id, name, jobSort, enabled: !enabled });
      notifySuccess(t('common.editSuccess'));
    } catch (error) {
      notifyFailure(ot('common.switchFailed'), failure(error));
    } finally {
      setSwitching(null);
    }
  };

  const exportList = async () => {
    try {
      await downloadList('jobs', listParams({ sort: sortParam(sort), name: filters.text, enabled: filters.enabled }));
      notifySuccess(t('common.exportSuccess'));
    } catch (error) {
      notifyFailure(t('common.exportFailed'), failure(error));
    }
  };

  return (
    <PageCard
      title={ot('jobs.title')}
      help={ot('jobs.help')}
      actions={
        <>
          <Button size="sm" variant="outline" onClick={() => void exportList()}>
            <LuDownload aria-hidden="true" /> {ot('common.export')}
          </Button>
          {canAdd ? (
            <Button size="sm" colorPalette="brand" onClick={() => setDrawer('new')}>
              <LuPlus aria-hidden="true" /> {ot('common.add')}
            </Button>
          ) : null}
        </>
      }
    >
      <ListToolbar
        searchLabel={ot('jobs.searchLabel')}
        placeholder={ot('jobs.searchPlaceholder')}
        withStatus
        filters={filters}
        onApply={(next) => {
          setFilters(next);
          setPage(0);
        }}
      />
      {list.isError ? <LoadError error={list.error} onRetry={() => void list.refetch()} /> : null}
      <Table.ScrollArea borderWidth="1px" borderRadius="md">
        <Table.Root size="sm" aria-label={ot('jobs.title')} aria-busy={list.isFetching}>
          <Table.Header>
            <Table.Row>
              <SortHeader field="name" sort={sort} onSort={(f) => setSort((c) => nextSort(c, f, TEXT_SORTS))}>
                {ot('common.name')}
              </SortHeader>
              <SortHeader field="jobSort" sort={sort} onSort={(f) => setSort((c) => nextSort(c, f, TEXT_SORTS))}>
                {ot('common.sort')}
              </SortHeader>
              <PlainHeader>{ot('common.status')}</PlainHeader>
              <SortHeader field="createTime" sort={sort} onSort={(f) => setSort((c) => nextSort(c, f, TEXT_SORTS))}>
                {ot('common.createTime')}
              </SortHeader>
              {canEdit || canDelete ? <PlainHeader w="24">{ot('common.actions')}</PlainHeader> : null}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            <TableStateRows loading={list.isPending} empty={!list.isPending && rows.length === 0} columns={5} emptyText={filtered ? ot('common.noMatch') : ot('jobs.empty')} />
            {rows.map((job) => (
              <Table.Row key={job.id}>
                <Table.Cell fontWeight="medium">{job.name}</Table.Cell>
                <Table.Cell>{job.jobSort}</Table.Cell>
                <Table.Cell>
                  <EnabledSwitch checked={job.enabled} label={job.name} disabled={!canEdit} onToggle={() => setSwitching(job)} />
                </Table.Cell>
                <Table.Cell>
                  <WireTime value={job.createTime} />
                </Table.Cell>
                {canEdit || canDelete ? (
                  <Table.Cell>
                    <HStack gap="1">
                      {canEdit ? (
                        <IconButton size="xs" variant="ghost" aria-label={ot('common.editItem', { name: job.name })} onClick={() => setDrawer(job)}>
                          <LuPencil />
                        </IconButton>
                      ) : null}
                      {canDelete ? (
                        <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={ot('common.deleteItem', { name: job.name })} onClick={() => setDeleting(job)}>
                          <LuTrash2 />
                        </IconButton>
                      ) : null}
                    </HStack>
                  </Table.Cell>
                ) : null}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <ListFooter total={list.data?.totalElements ?? 0} pageSize={PAGE_SIZE} page={page} onPageChange={setPage} />
      {drawer !== null ? <JobDrawer target={drawer} onClose={() => setDrawer(null)} /> : null}
      <ConfirmDialog open={deleting !== null} message={t('common.deleteConfirm')} loading={remove.isPending} onConfirm={() => void confirmDelete()} onCancel={() => setDeleting(null)} />
      <ConfirmDialog
        open={switching !== null}
        message={switching ? ot(switching.enabled ? 'common.disableConfirm' : 'common.enableConfirm', { name: switching.name }) : ''}
        loading={update.isPending}
        onConfirm={() => void confirmSwitch()}
        onCancel={() => setSwitching(null)}
      />
    </PageCard>
  );
}

const jobFormSchema = jobCreateBodySchema;
type JobFormValues = z.input<typeof jobFormSchema>;
type JobFormOutput = z.output<typeof jobFormSchema>;
const JOB_FIELDS = ['name', 'jobSort', 'enabled'] as const;

function JobDrawer({ target, onClose }: { target: Job | 'new'; onClose: () => void }) {
  const { t, ot, rule, failure } = useOrgTranslation();
  const editing = target === 'new' ? undefined : target;
  const create = useCreateJob();
  const update = useUpdateJob();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, control, formState } = useForm<JobFormValues, unknown, JobFormOutput>({
    resolver: zodResolver(jobFormSchema),
    defaultValues: editing ? { name: editing.name, jobSort: editing.jobSort, enabled: editing.enabled } : { name: '', jobSort: 999, enabled: true },
  });
  const errors = formState.errors;
  const onSubmit = handleSubmit(async (body) => {
    setFormError(null);
    try {
      if (editing) await update.mutateAsync({ id: editing.id, ...body });
      else await create.mutateAsync(body);
      notifySuccess(t(editing ? 'common.editSuccess' : 'common.addSuccess'));
      onClose();
    } catch (error) {
      const refusal = badRequestMessage(error);
      const { path } = splitFieldMessage(refusal ?? '');
      const field = JOB_FIELDS.find((name) => name === path);
      if (refusal && field) setError(field, { type: 'server', message: refusal }, { shouldFocus: true });
      else setFormError(refusal ? rule(refusal) : failure(error));
    }
  });
  return (
    <FormDrawer
      open
      title={ot(editing ? 'jobs.editTitle' : 'jobs.createTitle')}
      formId="job-form"
      onClose={onClose}
      onSubmit={(e) => void onSubmit(e)}
      saving={create.isPending || update.isPending}
      error={formError}
    >
      <FormField label={ot('common.name')} error={errors.name} translate={rule} required>
        <Input size="sm" autoComplete="off" maxLength={255} {...register('name')} />
      </FormField>
      <FormField label={ot('common.sort')} error={errors.jobSort} translate={rule}>
        <Input size="sm" type="number" min={0} {...register('jobSort', { valueAsNumber: true })} />
      </FormField>
      <Controller
        control={control}
        name="enabled"
        render={({ field }) => (
          <Stack gap="1">
            <Switch.Root checked={field.value ?? true} onCheckedChange={(e) => field.onChange(e.checked)} colorPalette="brand" size="sm">
              <Switch.HiddenInput name={field.name} onBlur={field.onBlur} />
              <Switch.Control />
              <Switch.Label>{ot('common.enabled')}</Switch.Label>
            </Switch.Root>
          </Stack>
        )}
      />
    </FormDrawer>
  );
}
