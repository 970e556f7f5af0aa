/**
 * Dictionaries (System → Dictionaries, component 'Dict'; eladmin's dictionary page): the dictionaries on
 * the left (search over name and description, paging), the picked dictionary's entries on the right (by sort); both
 * with add/edit drawers and deletes asked first (a dictionary goes with its entries). Buttons follow
 * `dict:add|edit|del`; export follows the search.
 */
import { Box, Button, Grid, HStack, IconButton, Input, Stack, Table, Text, Textarea, chakra } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { LuDownload, LuPencil, LuPlus, LuTrash2 } from 'react-icons/lu';
import { z } from 'zod';
import type { Dict, DictDetail } from '../../../../../streams/contracts/dicts';
import { useCan } from '@shared/auth/can';
import { ConfirmDialog } from '@shared/ui/confirm-dialog';
import { FormField } from '@shared/ui/form-field';
import { PageCard } from '@shared/ui/page-card';
import { nextSort, sortParam, type SortState } from '@shared/ui/list-sort';
import { ListFooter, PlainHeader, SortHeader, TableStateRows, WireTime } from '@shared/ui/table-parts';
import { notifySuccess } from '@shared/ui/toaster';
import { downloadList } from '../api/download-list';
import { useDictDetails, useDicts, type DictSortField } from '../api/get-dicts';
import { listParams } from '../api/org-keys';
import { useCreateDict, useCreateDictDetail, useDeleteDictDetail, useDeleteDicts, useUpdateDict, useUpdateDictDetail } from '../api/write-dicts';
import { FormDrawer } from '../common/form-drawer';
import { ListToolbar, type ToolbarFilters } from '../common/list-toolbar';
import { LoadError } from '../common/load-error';
import { badRequestMessage, splitFieldMessage } from '../common/messages';
import { notifyFailure } from '../common/notify';
import { useOrgTranslation } from '../i18n/use-org-translation';

const PAGE_SIZE = 10;

interface Permissions {
  canAdd: boolean;
  canEdit: boolean;
  canDelete: boolean;
}

export function DictsPage() {
  const { t, ot, failure } = useOrgTranslation();
  const can: Permissions = { canAdd: useCan('dict:add'), canEdit: useCan('dict:edit'), canDelete: useCan('dict:del') };
  const [filters, setFilters] = useState<ToolbarFilters>({ text: '', enabled: '' });
  const [page, setPage] = useState(0);
  const [selected, setSelected] = useState<Dict | null>(null);
  const [drawer, setDrawer] = useState<Dict | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Dict | null>(null);
  const [sort, setSort] = useState<SortState<DictSortField>>({ field: 'id', direction: 'desc' });
  const list = useDicts(filters.text, page, PAGE_SIZE, sort);
  const onSort = (field: DictSortField) => {
    setSort((current) => nextSort(current, field, ['name']));
    setPage(0);
  };
  const remove = useDeleteDicts();
  const rows = list.data?.content ?? [];
  const withActions = can.canEdit || can.canDelete;

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync([deleting.id]);
      notifySuccess(t('common.deleteSuccess'));
      if (selected?.id === deleting.id) setSelected(null);
      if (rows.length === 1 && page > 0) setPage(page - 1);
    } catch (error) {
      notifyFailure(ot('common.deleteFailed'), failure(error));
    } finally {
      setDeleting(null);
    }
  };

  const exportList = async () => {
    try {
      await downloadList('dicts', listParams({ blurry: filters.text, sort: sortParam(sort) }));
      notifySuccess(t('common.exportSuccess'));
    } catch (error) {
      notifyFailure(t('common.exportFailed'), failure(error));
    }
  };

  return (
    <PageCard
      title={ot('dicts.title')}
      help={ot('dicts.help')}
      actions={
        <>
          <Button size="sm" variant="outline" onClick={() => void exportList()}>
            <LuDownload aria-hidden="true" /> {ot('common.export')}
          </Button>
          {can.canAdd ? (
            <Button size="sm" colorPalette="brand" onClick={() => setDrawer('new')}>
              <LuPlus aria-hidden="true" /> {ot('common.add')}
            </Button>
          ) : null}
        </>
      }
    >
      <Grid templateColumns={{ base: '1fr', xl: 'minmax(0, 1fr) minmax(0, 1fr)' }} gap="5" alignItems="start">
        <Stack gap="3">
          <ListToolbar
            searchLabel={ot('dicts.searchLabel')}
            placeholder={ot('dicts.searchPlaceholder')}
            filters={filters}
            onApply={(next) => {
              setFilters(next);
              setPage(0);
            }}
          />
          {list.isError ? <LoadError error={list.error} onRetry={() => void list.refetch()} /> : null}
          <Table.ScrollArea borderWidth="1px" borderRadius="md">
            <Table.Root size="sm" aria-label={ot('dicts.title')} aria-busy={list.isFetching} interactive>
              <Table.Header>
                <Table.Row>
                  <SortHeader field="name" sort={sort} onSort={onSort}>
                    {ot('common.name')}
                  </SortHeader>
                  <PlainHeader>{ot('dicts.description')}</PlainHeader>
                  <SortHeader field="createTime" sort={sort} onSort={onSort}>
                    {ot('common.createTime')}
                  </SortHeader>
                  {withActions ? <PlainHeader w="20">{ot('common.actions')}</PlainHeader> : null}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                <TableStateRows loading={list.isPending} empty={!list.isPending && rows.length === 0} columns={withActions ? 4 : 3} emptyText={filters.text ? ot('common.noMatch') : ot('dicts.empty')} />
                {rows.map((dict) => (
                  <Table.Row key={dict.id} aria-selected={selected?.id === dict.id} bg={selected?.id === dict.id ? 'brand.subtle' : undefined}>
                    <Table.Cell fontWeight="medium">
                      {/* The name is the row's button: picking a dictionary works from the keyboard too. */}
                      <chakra.button type="button" textAlign="start" color="brand.fg" _hover={{ textDecoration: 'underline' }} aria-pressed={selected?.id === dict.id} onClick={() => setSelected(dict)}>
                        {dict.name}
                      </chakra.button>
                    </Table.Cell>
                    <Table.Cell>{dict.description ?? ''}</Table.Cell>
                    <Table.Cell>{dict.createTime ? <WireTime value={dict.createTime} /> : null}</Table.Cell>
                    {withActions ? (
                      <Table.Cell>
                        <HStack gap="1">
                          {can.canEdit ? (
                            <IconButton size="xs" variant="ghost" aria-label={ot('common.editItem', { name: dict.name })} onClick={() => setDrawer(dict)}>
                              <LuPencil />
                            </IconButton>
                          ) : null}
                          {can.canDelete ? (
                            <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={ot('common.deleteItem', { name: dict.name })} onClick={() => setDeleting(dict)}>
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
        </Stack>
        <DetailsPanel dict={selected} can={can} />
      </Grid>
      {drawer !== null ? <DictDrawer target={drawer} onClose={() => setDrawer(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        message={deleting ? ot('dicts.deleteConfirm', { name: deleting.name }) : ''}
        loading={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </PageCard>
  );
}

/** The picked dictionary's entries. */
function DetailsPanel({ dict, can }: { dict: Dict | null; can: Permissions }) {
  const { t, ot, failure } = useOrgTranslation();
  const [page, setPage] = useState(0);
  const [shownFor, setShownFor] = useState<number | null>(null);
  const [drawer, setDrawer] = useState<DictDetail | 'new' | null>(null);
  const [deleting, setDeleting] = useState<DictDetail | null>(null);
  // Back to the first page when another dictionary is picked.
  if ((dict?.id ?? null) !== shownFor) {
    setShownFor(dict?.id ?? null);
    setPage(0);
  }
  const details = useDictDetails(dict?.name ?? null, page, PAGE_SIZE);
  const remove = useDeleteDictDetail();
  const rows = details.data?.content ?? [];
  const withActions = can.canEdit || can.canDelete;

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notifySuccess(t('common.deleteSuccess'));
      if (rows.length === 1 && page > 0) setPage(page - 1);
    } catch (error) {
      notifyFailure(ot('common.deleteFailed'), failure(error));
    } finally {
      setDeleting(null);
    }
  };

  if (!dict) {
    return (
      <Box borderWidth="1px" borderRadius="md" borderStyle="dashed" p="6" color="fg.muted" textAlign="center">
        {ot('dicts.pickDict')}
      </Box>
    );
  }
  return (
    <Stack gap="3" as="section" aria-label={ot('dicts.detailsOf', { name: dict.name })}>
      <HStack justify="space-between" minH="8">
        <Text fontWeight="semibold">{ot('dicts.detailsOf', { name: dict.name })}</Text>
        {can.canAdd ? (
          <Button size="sm" variant="outline" onClick={() => setDrawer('new')}>
            <LuPlus aria-hidden="true" /> {ot('dicts.createDetailTitle')}
          </Button>
        ) : null}
      </HStack>
      {details.isError ? <LoadError error={details.error} onRetry={() => void details.refetch()} /> : null}
      <Table.ScrollArea borderWidth="1px" borderRadius="md">
        <Table.Root size="sm" aria-label={ot('dicts.details')} aria-busy={details.isFetching}>
          <Table.Header>
            <Table.Row>
              <PlainHeader>{ot('dicts.label')}</PlainHeader>
              <PlainHeader>{ot('dicts.value')}</PlainHeader>
              <PlainHeader>{ot('common.sort')}</PlainHeader>
              {withActions ? <PlainHeader w="20">{ot('common.actions')}</PlainHeader> : null}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            <TableStateRows loading={details.isPending} empty={!details.isPending && rows.length === 0} columns={withActions ? 4 : 3} emptyText={ot('dicts.detailsEmpty')} />
            {rows.map((detail) => (
              <Table.Row key={detail.id}>
                <Table.Cell fontWeight="medium">{detail.label}</Table.Cell>
                <Table.Cell>
                  <chakra.code fontSize="sm">{detail.value}</chakra.code>
                </Table.Cell>
                <Table.Cell>{detail.dictSort}</Table.Cell>
                {withActions ? (
                  <Table.Cell>
                    <HStack gap="1">
                      {can.canEdit ? (
                        <IconButton size="xs" variant="ghost" aria-label={ot('common.editItem', { name: detail.label })} onClick={() => setDrawer(detail)}>
                          <LuPencil />
                        </IconButton>
                      ) : null}
                      {can.canDelete ? (
                        <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={ot('common.deleteItem', { name: detail.label })} onClick={() => setDeleting(detail)}>
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
      <ListFooter total={details.data?.totalElements ?? 0} pageSize={PAGE_SIZE} page={page} onPageChange={setPage} />
      {drawer !== null ? <DetailDrawer dict={dict} target={drawer} onClose={() => setDrawer(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        message={deleting ? ot('dicts.deleteDetailConfirm', { name: deleting.label }) : ''}
        loading={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}

/** Puts a 400 that names a field of the form beside it, anything else above the form. */
function useRefusal<F extends string>(fields: readonly F[], setError: (field: F, error: { type: string; message: string }, options: { shouldFocus: boolean }) => void) {
  const { rule, failure } = useOrgTranslation();
  const [formError, setFormError] = useState<string | null>(null);
  const report = (error: unknown) => {
    const refusal = badRequestMessage(error);
    const field = fields.find((name) => name === splitFieldMessage(refusal ?? '').path);
    if (refusal && field) setError(field, { type: 'server', message: refusal }, { shouldFocus: true });
    else setFormError(refusal ? rule(refusal) : failure(error));
  };
  return { formError, clear: () => setFormError(null), report };
}

const dictFormSchema = z.object({
  name: z.string().trim().min(1, 'name: required').max(255),
  description: z.string().trim().max(255),
});
type DictFormValues = z.infer<typeof dictFormSchema>;

function DictDrawer({ target, onClose }: { target: Dict | 'new'; onClose: () => void }) {
  const { t, ot, rule } = useOrgTranslation();
  const editing = target === 'new' ? undefined : target;
  const create = useCreateDict();
  const update = useUpdateDict();
  const { register, handleSubmit, setError, formState } = useForm<DictFormValues>({
    resolver: zodResolver(dictFormSchema),
    defaultValues: { name: editing?.name ?? '', description: editing?.description ?? '' },
  });
  const refusal = useRefusal(['name', 'description'] as const, setError);
  const onSubmit = handleSubmit(async (body) => {
    refusal.clear();
    try {
      if (editing) await update.mutateAsync({ id: editing.id, ...body });
      else await create.mutateAsync(body);
      notifySuccess(t(editing ? 'common.editSuccess' : 'common.addSuccess'));
      onClose();
    } catch (error) {
      refusal.report(error);
    }
  });
  return (
    <FormDrawer
      open
      title={ot(editing ? 'dicts.editTitle' : 'dicts.createTitle')}
      formId="dict-form"
      onClose={onClose}
      onSubmit={(e) => void onSubmit(e)}
      saving={create.isPending || update.isPending}
      error={refusal.formError}
    >
      <FormField label={ot('common.name')} error={formState.errors.name} translate={rule} required>
        <Input size="sm" autoComplete="off" maxLength={255} {...register('name')} />
      </FormField>
      <FormField label={ot('dicts.description')} error={formState.errors.description} translate={rule}>
        <Textarea size="sm" rows={2} maxLength={255} {...register('description')} />
      </FormField>
    </FormDrawer>
  );
}

const detailFormSchema = z.object({
  label: z.string().trim().min(1, 'label: required').max(255),
  value: z.string().trim().min(1, 'value: required').max(255),
  dictSort: z.number('dictSort: a number is needed').int().min(0).max(999_999),
});
type DetailFormValues = z.infer<typeof detailFormSchema>;

function DetailDrawer({ dict, target, onClose }: { dict: Dict; target: DictDetail | 'new'; onClose: () => void }) {
  const { t, ot, rule } = useOrgTranslation();
  const editing = target === 'new' ? undefined : target;
  const create = useCreateDictDetail();
  const update = useUpdateDictDetail();
  const { register, handleSubmit, setError, formState } = useForm<DetailFormValues>({
    resolver: zodResolver(detailFormSchema),
    defaultValues: { label: editing?.label ?? '', value: editing?.value ?? '', dictSort: editing?.dictSort ?? 999 },
  });
  const refusal = useRefusal(['label', 'value', 'dictSort'] as const, setError);
  const onSubmit = handleSubmit(async (body) => {
    refusal.clear();
    try {
      if (editing) await update.mutateAsync({ id: editing.id, ...body });
      else await create.mutateAsync({ ...body, dict: { id: dict.id } });
      notifySuccess(t(editing ? 'common.editSuccess' : 'common.addSuccess'));
      onClose();
    } catch (error) {
      refusal.report(error);
    }
  });
  return (
    <FormDrawer
      open
      title={ot(editing ? 'dicts.editDetailTitle' : 'dicts.createDetailTitle')}
      formId="dict-detail-form"
      onClose={onClose}
      onSubmit={(e) => void onSubmit(e)}
      saving={create.isPending || update.isPending}
      error={refusal.formError}
    >
      <FormField label={ot('dicts.label')} error={formState.errors.label} translate={rule} required>
        <Input size="sm" autoComplete="off" maxLength={255} {...register('label')} />
      </FormField>
      <FormField label={ot('dicts.value')} error={formState.errors.value} translate={rule} required>
        <Input size="sm" autoComplete="off" maxLength={255} {...register('value')} />
      </FormField>
      <FormField label={ot('common.sort')} error={formState.errors.dictSort} translate={rule}>
        <Input size="sm" type="number" min={0} {...register('dictSort', { valueAsNumber: true })} />
      </FormField>
    </FormDrawer>
  );
}
