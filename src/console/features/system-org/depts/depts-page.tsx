/**
 * Departments (System → Departments, component 'Dept'): a tree table of the departments in the
 * caller's data scope (roots first; a row's sub-departments load when it is expanded), a name search and an on/off
 * filter (their matches come flat), an enable switch and delete, each asked first (delete takes the sub-departments;
 * a department with users or in a role's scope is refused, naming them), and an add/edit drawer with a parent tree
 * select. Buttons follow `dept:add|edit|del`; export follows the filters.
 */
import { Box, Button, HStack, IconButton, Input, NativeSelect, Spinner, Switch, Table } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Fragment, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { LuChevronDown, LuChevronLeft, LuChevronRight, LuDownload, LuPencil, LuPlus, LuTrash2 } from 'react-icons/lu';
import { z } from 'zod';
import { DEPT_MESSAGES, type Dept, type DeptSortField } from '../../../../../streams/contracts/depts';
import { useCan } from '@shared/auth/can';
import { ConfirmDialog } from '@shared/ui/confirm-dialog';
import { FormField } from '@shared/ui/form-field';
import { nextSort, sortParam, type SortState } from '@shared/ui/list-sort';
import { PageCard } from '@shared/ui/page-card';
import { ListFooter, PlainHeader, SortHeader, TableStateRows, WireTime } from '@shared/ui/table-parts';
import { notifySuccess } from '@shared/ui/toaster';
import { downloadList } from '../api/download-list';
import { useDeptChildren, useDepts, useDeptTree } from '../api/get-depts';
import { listParams } from '../api/org-keys';
import { useCreateDept, useDeleteDepts, useUpdateDept } from '../api/write-depts';
import { EnabledSwitch } from '../common/enabled-switch';
import { FormDrawer } from '../common/form-drawer';
import { ListToolbar, type ToolbarFilters } from '../common/list-toolbar';
import { LoadError } from '../common/load-error';
import { badRequestMessage, splitFieldMessage } from '../common/messages';
import { notifyFailure } from '../common/notify';
import { flattenTree, indented } from '../common/tree-options';
import { useOrgTranslation } from '../i18n/use-org-translation';

const PAGE_SIZE = 10;
const TEXT_SORTS: readonly DeptSortField[] = ['name'];

/** What a row's buttons open. */
type DrawerTarget = { mode: 'new'; pid: number | null } | { mode: 'edit'; dept: Dept } | null;

interface RowActions {
  canEdit: boolean;
  canDelete: boolean;
  canAdd: boolean;
  sort: SortState<DeptSortField>;
  onEdit: (dept: Dept) => void;
  onAddChild: (dept: Dept) => void;
  onDelete: (dept: Dept) => void;
  onSwitch: (dept: Dept) => void;
}

export function DeptsPage() {
  const { t, ot, failure } = useOrgTranslation();
  const canAdd = useCan('dept:add');
  const canEdit = useCan('dept:edit');
  const canDelete = useCan('dept:del');
  const [filters, setFilters] = useState<ToolbarFilters>({ text: '', enabled: '' });
  const [sort, setSort] = useState<SortState<DeptSortField>>({ field: 'deptSort', direction: 'asc' });
  const [page, setPage] = useState(0);
  const [drawer, setDrawer] = useState<DrawerTarget>(null);
  const [deleting, setDeleting] = useState<Dept | null>(null);
  const [switching, setSwitching] = useState<Dept | null>(null);
  const list = useDepts({ page, size: PAGE_SIZE, sort, name: filters.text, enabled: filters.enabled });
  const update = useUpdateDept();
  const remove = useDeleteDepts();
  const rows = list.data?.content ?? [];
  const filtered = filters.text !== '' || filters.enabled !== '';
  const columns = canEdit || canDelete || canAdd ? 5 : 4;

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
    const { id, name, pid, deptSort, enabled } = switching;
    try {
      await update.mutateAsync({ id, name, pid, deptSort, enabled: !enabled });
      notifySuccess(t('common.editSuccess'));
    } catch (error) {
      notifyFailure(ot('common.switchFailed'), failure(error));
    } finally {
      setSwitching(null);
    }
  };

  const exportList = async () => {
    try {
      await downloadList('depts', listParams({ sort: sortParam(sort), name: filters.text, enabled: filters.enabled }));
      notifySuccess(t('common.exportSuccess'));
    } catch (error) {
      notifyFailure(t('common.exportFailed'), failure(error));
    }
  };

  const actions: RowActions = {
    canAdd,
    canEdit,
    canDelete,
    sort,
    onEdit: (dept) => setDrawer({ mode: 'edit', dept }),
    onAddChild: (dept) => setDrawer({ mode: 'new', pid: dept.id }),
    onDelete: setDeleting,
    onSwitch: setSwitching,
  };

  return (
    <PageCard
      title={ot('depts.title')}
      help={ot('depts.help')}
      actions={
        <>
          <Button size="sm" variant="outline" onClick={() => void exportList()}>
            <LuDownload aria-hidden="true" /> {ot('common.export')}
          </Button>
          {canAdd ? (
            <Button size="sm" colorPalette="brand" onClick={() => setDrawer({ mode: 'new', pid: null })}>
              <LuPlus aria-hidden="true" /> {ot('common.add')}
            </Button>
          ) : null}
        </>
      }
    >
      <ListToolbar
        searchLabel={ot('depts.searchLabel')}
        placeholder={ot('depts.searchPlaceholder')}
        withStatus
        filters={filters}
        onApply={(next) => {
          setFilters(next);
          setPage(0);
        }}
      />
      {list.isError ? <LoadError error={list.error} onRetry={() => void list.refetch()} /> : null}
      <Table.ScrollArea borderWidth="1px" borderRadius="md">
        <Table.Root size="sm" aria-label={ot('depts.title')} aria-busy={list.isFetching}>
          <Table.Header>
            <Table.Row>
              <SortHeader field="name" sort={sort} onSort={(f) => setSort((c) => nextSort(c, f, TEXT_SORTS))}>
                {ot('common.name')}
              </SortHeader>
              <SortHeader field="deptSort" sort={sort} onSort={(f) => setSort((c) => nextSort(c, f, TEXT_SORTS))}>
                {ot('common.sort')}
              </SortHeader>
              <PlainHeader>{ot('common.status')}</PlainHeader>
              <SortHeader field="createTime" sort={sort} onSort={(f) => setSort((c) => nextSort(c, f, TEXT_SORTS))}>
                {ot('common.createTime')}
              </SortHeader>
              {columns === 5 ? <PlainHeader w="28">{ot('common.actions')}</PlainHeader> : null}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            <TableStateRows loading={list.isPending} empty={!list.isPending && rows.length === 0} columns={columns} emptyText={filtered ? ot('common.noMatch') : ot('depts.empty')} />
            {rows.map((dept) => (
              <DeptRow key={dept.id} dept={dept} depth={0} tree={!filtered} actions={actions} />
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <ListFooter total={list.data?.totalElements ?? 0} pageSize={PAGE_SIZE} page={page} onPageChange={setPage} />
      {drawer !== null ? <DeptDrawer target={drawer} onClose={() => setDrawer(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        message={deleting ? ot('depts.deleteConfirm', { name: deleting.name }) : ''}
        loading={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
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

/** One department row; in the tree, its sub-departments below it once expanded. */
function DeptRow({ dept, depth, tree, actions }: { dept: Dept; depth: number; tree: boolean; actions: RowActions }) {
  const { ot, rtl } = useOrgTranslation();
  const [open, setOpen] = useState(false);
  const expandable = tree && dept.hasChildren;
  const withActions = actions.canAdd || actions.canEdit || actions.canDelete;
  return (
    <Fragment>
      <Table.Row>
        <Table.Cell fontWeight="medium">
          <HStack gap="1" ps={`${depth * 1.25}rem`}>
            {expandable ? (
              <IconButton
                size="2xs"
                variant="ghost"
                aria-expanded={open}
                aria-label={ot(open ? 'common.collapse' : 'common.expand', { name: dept.name })}
                onClick={() => setOpen(!open)}
              >
                {open ? <LuChevronDown /> : rtl ? <LuChevronLeft /> : <LuChevronRight />}
              </IconButton>
            ) : (
              <Box w="6" flexShrink={0} />
            )}
            {dept.name}
          </HStack>
        </Table.Cell>
        <Table.Cell>{dept.deptSort}</Table.Cell>
        <Table.Cell>
          <EnabledSwitch checked={dept.enabled} label={dept.name} disabled={!actions.canEdit} onToggle={() => actions.onSwitch(dept)} />
        </Table.Cell>
        <Table.Cell>
          <WireTime value={dept.createTime} />
        </Table.Cell>
        {withActions ? (
          <Table.Cell>
            <HStack gap="1">
              {actions.canAdd ? (
                <IconButton size="xs" variant="ghost" aria-label={ot('common.addChild', { name: dept.name })} onClick={() => actions.onAddChild(dept)}>
                  <LuPlus />
                </IconButton>
              ) : null}
              {actions.canEdit ? (
                <IconButton size="xs" variant="ghost" aria-label={ot('common.editItem', { name: dept.name })} onClick={() => actions.onEdit(dept)}>
                  <LuPencil />
                </IconButton>
              ) : null}
              {actions.canDelete ? (
                <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={ot('common.deleteItem', { name: dept.name })} onClick={() => actions.onDelete(dept)}>
                  <LuTrash2 />
                </IconButton>
              ) : null}
            </HStack>
          </Table.Cell>
        ) : null}
      </Table.Row>
      {expandable && open ? <DeptChildren pid={dept.id} depth={depth + 1} actions={actions} columns={withActions ? 5 : 4} /> : null}
    </Fragment>
  );
}

function DeptChildren({ pid, depth, actions, columns }: { pid: number; depth: number; actions: RowActions; columns: number }) {
  const { failure } = useOrgTranslation();
  const children = useDeptChildren(pid, actions.sort, true);
  if (children.isPending || children.isError) {
    return (
      <Table.Row>
        <Table.Cell colSpan={columns} ps={`${depth * 1.25 + 2}rem`} color={children.isError ? 'fg.error' : 'fg.muted'}>
          {children.isError ? failure(children.error) : <Spinner size="xs" />}
        </Table.Cell>
      </Table.Row>
    );
  }
  return (
    <>
      {children.data.content.map((dept) => (
        <DeptRow key={dept.id} dept={dept} depth={depth} tree actions={actions} />
      ))}
    </>
  );
}

const deptFormSchema = z.object({
  name: z.string().trim().min(1, DEPT_MESSAGES.nameRequired).max(255),
  /** '' = top level. */
  pid: z.string(),
  deptSort: z.number('deptSort: a number is needed').int().min(0).max(999_999),
  enabled: z.boolean(),
});
type DeptFormValues = z.infer<typeof deptFormSchema>;
const DEPT_FIELDS = ['name', 'pid', 'deptSort', 'enabled'] as const;

function DeptDrawer({ target, onClose }: { target: NonNullable<DrawerTarget>; onClose: () => void }) {
  const { t, ot, rule, failure } = useOrgTranslation();
  const editing = target.mode === 'edit' ? target.dept : undefined;
  const tree = useDeptTree();
  const create = useCreateDept();
  const update = useUpdateDept();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, control, formState } = useForm<DeptFormValues>({
    resolver: zodResolver(deptFormSchema),
    defaultValues: editing
      ? { name: editing.name, pid: editing.pid === null ? '' : String(editing.pid), deptSort: editing.deptSort, enabled: editing.enabled }
      : { name: '', pid: target.mode === 'new' && target.pid !== null ? String(target.pid) : '', deptSort: 999, enabled: true },
  });
  const errors = formState.errors;
  const options = flattenTree(tree.data ?? [], editing?.id);
  // The current parent may lie outside the caller's scope (their root): keep it selectable so an edit leaves it there.
  const outsideParent = editing && editing.pid !== null && !options.some((o) => o.node.id === editing.pid) ? editing.pid : null;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const body = { name: values.name, pid: values.pid === '' ? null : Number(values.pid), deptSort: values.deptSort, enabled: values.enabled };
    try {
      if (editing) await update.mutateAsync({ id: editing.id, ...body });
      else await create.mutateAsync(body);
      notifySuccess(t(editing ? 'common.editSuccess' : 'common.addSuccess'));
      onClose();
    } catch (error) {
      const refusal = badRequestMessage(error);
      const field = DEPT_FIELDS.find((name) => name === splitFieldMessage(refusal ?? '').path);
      if (refusal && field) setError(field, { type: 'server', message: refusal }, { shouldFocus: true });
      else setFormError(refusal ? rule(refusal) : failure(error));
    }
  });

  return (
    <FormDrawer
      open
      title={ot(editing ? 'depts.editTitle' : 'depts.createTitle')}
      formId="dept-form"
      onClose={onClose}
      onSubmit={(e) => void onSubmit(e)}
      saving={create.isPending || update.isPending}
      error={formError}
    >
      <FormField label={ot('common.name')} error={errors.name} translate={rule} required>
        <Input size="sm" autoComplete="off" maxLength={255} {...register('name')} />
      </FormField>
      <FormField label={ot('common.parent')} error={errors.pid} translate={rule} helper={ot('depts.parentHint')}>
        {/* Rendered once the tree is there, so the select starts on the parent (a native select drops a value it has no option for). */}
        {tree.isSuccess ? (
        <NativeSelect.Root size="sm">
          <NativeSelect.Field {...register('pid')}>
            <option value="">{ot('common.topLevel')}</option>
            {outsideParent !== null ? <option value={String(outsideParent)}>{`#${outsideParent}`}</option> : null}
            {options.map(({ node, depth }) => (
              <option key={node.id} value={String(node.id)}>
                {indented(node.name, depth)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        ) : tree.isError ? (
          <Box color="fg.error" fontSize="sm">
            {failure(tree.error)}
          </Box>
        ) : (
          <Spinner size="sm" />
        )}
      </FormField>
      <FormField label={ot('common.sort')} error={errors.deptSort} translate={rule}>
        <Input size="sm" type="number" min={0} {...register('deptSort', { valueAsNumber: true })} />
      </FormField>
      <Controller
        control={control}
        name="enabled"
        render={({ field }) => (
          <Switch.Root checked={field.value} onCheckedChange={(e) => field.onChange(e.checked)} colorPalette="brand" size="sm">
            <Switch.HiddenInput name={field.name} onBlur={field.onBlur} />
            <Switch.Control />
            <Switch.Label>{ot('common.enabled')}</Switch.Label>
          </Switch.Root>
        )}
      />
    </FormDrawer>
  );
}
