/**
 * Menus (System → Menus, component 'Menu'): a lazy tree table (the top level first, a row's children
 * load when it is expanded) or, while searching, the matches flat; titles `x:key` shown translated (`route.key`);
 * add (at the top or under a row), edit and delete (the subtree goes too) with the delete asked first. The form has
 * the type, an icon picker, title, path, component path and page component, permission, external link, cache, hidden,
 * sort and parent. Buttons follow `menu:add|edit|del`; export follows the search.
 */
import { Badge, Box, Button, HStack, IconButton, Input, NativeSelect, RadioGroup, Spinner, Switch, Table, Text } from '@chakra-ui/react';
import { Fragment, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { LuChevronDown, LuChevronLeft, LuChevronRight, LuDownload, LuPencil, LuPlus, LuTrash2 } from 'react-icons/lu';
import { CONSOLE_PAGE_NAMES, type Menu } from '../../../../../streams/contracts/menus';
import { MenuIcon } from '@shared/ui/menu-icon';
import { useCan } from '@shared/auth/can';
import { ConfirmDialog } from '@shared/ui/confirm-dialog';
import { FormField } from '@shared/ui/form-field';
import { PageCard } from '@shared/ui/page-card';
import { ListFooter, PlainHeader, TableStateRows, WireTime } from '@shared/ui/table-parts';
import { notifySuccess } from '@shared/ui/toaster';
import { downloadList } from '../api/download-list';
import { useMenuChildren, useMenuSearch, useMenuTree } from '../api/get-menus';
import { listParams } from '../api/org-keys';
import { useCreateMenu, useDeleteMenus, useUpdateMenu } from '../api/write-menus';
import { FormDrawer } from '../common/form-drawer';
import { ListToolbar, type ToolbarFilters } from '../common/list-toolbar';
import { LoadError } from '../common/load-error';
import { badRequestMessage, splitFieldMessage } from '../common/messages';
import { notifyFailure } from '../common/notify';
import { flattenTree, indented } from '../common/tree-options';
import { useOrgTranslation } from '../i18n/use-org-translation';
import { IconPicker } from './icon-picker';
import { checkMenuForm, fieldsOf, MENU_FORM_FIELDS, menuValues, newMenuValues, type MenuFormValues } from './menu-form';

const PAGE_SIZE = 10;
const COLUMNS = 8;

type DrawerTarget = { mode: 'new'; pid: number | null } | { mode: 'edit'; menu: Menu } | null;

interface RowActions {
  canAdd: boolean;
  canEdit: boolean;
  canDelete: boolean;
  onAddChild: (menu: Menu) => void;
  onEdit: (menu: Menu) => void;
  onDelete: (menu: Menu) => void;
}

export function MenusPage() {
  const { t, ot, failure, menuTitle } = useOrgTranslation();
  const canAdd = useCan('menu:add');
  const canEdit = useCan('menu:edit');
  const canDelete = useCan('menu:del');
  const [filters, setFilters] = useState<ToolbarFilters>({ text: '', enabled: '' });
  const [page, setPage] = useState(0);
  const [drawer, setDrawer] = useState<DrawerTarget>(null);
  const [deleting, setDeleting] = useState<Menu | null>(null);
  const searching = filters.text !== '';
  const top = useMenuChildren(0, !searching);
  const search = useMenuSearch(filters.text, page, PAGE_SIZE);
  const list = searching ? search : top;
  const rows = (searching ? search.data?.content : top.data) ?? [];
  const remove = useDeleteMenus();

  const actions: RowActions = {
    canAdd,
    canEdit,
    canDelete,
    onAddChild: (menu) => setDrawer({ mode: 'new', pid: menu.id }),
    onEdit: (menu) => setDrawer({ mode: 'edit', menu }),
    onDelete: setDeleting,
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync([deleting.id]);
      notifySuccess(t('common.deleteSuccess'));
    } catch (error) {
      notifyFailure(ot('common.deleteFailed'), failure(error));
    } finally {
      setDeleting(null);
    }
  };

  const exportList = async () => {
    try {
      await downloadList('menus', listParams({ blurry: filters.text }));
      notifySuccess(t('common.exportSuccess'));
    } catch (error) {
      notifyFailure(t('common.exportFailed'), failure(error));
    }
  };

  return (
    <PageCard
      title={ot('menus.title')}
      help={ot('menus.help')}
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
        searchLabel={ot('menus.searchLabel')}
        placeholder={ot('menus.searchPlaceholder')}
        filters={filters}
        onApply={(next) => {
          setFilters(next);
          setPage(0);
        }}
      />
      {list.isError ? <LoadError error={list.error} onRetry={() => void list.refetch()} /> : null}
      <Table.ScrollArea borderWidth="1px" borderRadius="md">
        <Table.Root size="sm" aria-label={ot('menus.title')} aria-busy={list.isFetching}>
          <Table.Header>
            <Table.Row>
              <PlainHeader>{ot('menus.menuTitle')}</PlainHeader>
              <PlainHeader>{ot('menus.icon')}</PlainHeader>
              <PlainHeader>{ot('common.sort')}</PlainHeader>
              <PlainHeader>{ot('menus.permission')}</PlainHeader>
              <PlainHeader>{ot('menus.componentName')}</PlainHeader>
              <PlainHeader>{ot('menus.type')}</PlainHeader>
              <PlainHeader>{ot('common.createTime')}</PlainHeader>
              <PlainHeader w="28">{ot('common.actions')}</PlainHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            <TableStateRows loading={list.isPending} empty={!list.isPending && rows.length === 0} columns={COLUMNS} emptyText={searching ? ot('common.noMatch') : ot('menus.empty')} />
            {rows.map((menu) => (
              <MenuRow key={menu.id} menu={menu} depth={0} tree={!searching} actions={actions} />
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {searching ? <ListFooter total={search.data?.totalElements ?? 0} pageSize={PAGE_SIZE} page={page} onPageChange={setPage} /> : null}
      {drawer !== null ? <MenuDrawer target={drawer} onClose={() => setDrawer(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        message={deleting ? ot('menus.deleteConfirm', { name: menuTitle(deleting.title) }) : ''}
        loading={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </PageCard>
  );
}

function MenuRow({ menu, depth, tree, actions }: { menu: Menu; depth: number; tree: boolean; actions: RowActions }) {
  const { ot, menuTitle, rtl } = useOrgTranslation();
  const [open, setOpen] = useState(false);
  const expandable = tree && menu.subCount > 0;
  const title = menuTitle(menu.title);
  return (
    <Fragment>
      <Table.Row>
        <Table.Cell fontWeight="medium">
          <HStack gap="1" ps={`${depth * 1.25}rem`}>
            {expandable ? (
              <IconButton size="2xs" variant="ghost" aria-expanded={open} aria-label={ot(open ? 'common.collapse' : 'common.expand', { name: title })} onClick={() => setOpen(!open)}>
                {open ? <LuChevronDown /> : rtl ? <LuChevronLeft /> : <LuChevronRight />}
              </IconButton>
            ) : (
              <Box w="6" flexShrink={0} />
            )}
            <Text as="span" title={menu.title === title ? undefined : menu.title}>
              {title}
            </Text>
            {menu.hidden ? (
              <Badge size="xs" variant="outline">
                {ot('menus.hidden')}
              </Badge>
            ) : null}
            {menu.iFrame ? (
              <Badge size="xs" variant="outline" colorPalette="purple">
                {ot('menus.iFrame')}
              </Badge>
            ) : null}
          </HStack>
        </Table.Cell>
        <Table.Cell>{menu.icon ? <MenuIcon name={menu.icon} /> : null}</Table.Cell>
        <Table.Cell>{menu.menuSort}</Table.Cell>
        <Table.Cell>
          <Text as="code" fontSize="xs">
            {menu.permission ?? ''}
          </Text>
        </Table.Cell>
        <Table.Cell>{menu.componentName ?? ''}</Table.Cell>
        <Table.Cell>
          <Badge size="sm" colorPalette={menu.type === 0 ? 'blue' : menu.type === 1 ? 'green' : 'gray'}>
            {ot(`menus.types.${menu.type}`)}
          </Badge>
        </Table.Cell>
        <Table.Cell>{menu.createTime ? <WireTime value={menu.createTime} /> : null}</Table.Cell>
        <Table.Cell>
          <HStack gap="1">
            {actions.canAdd && menu.type !== 2 ? (
              <IconButton size="xs" variant="ghost" aria-label={ot('common.addChild', { name: title })} onClick={() => actions.onAddChild(menu)}>
                <LuPlus />
              </IconButton>
            ) : null}
            {actions.canEdit ? (
              <IconButton size="xs" variant="ghost" aria-label={ot('common.editItem', { name: title })} onClick={() => actions.onEdit(menu)}>
                <LuPencil />
              </IconButton>
            ) : null}
            {actions.canDelete ? (
              <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={ot('common.deleteItem', { name: title })} onClick={() => actions.onDelete(menu)}>
                <LuTrash2 />
              </IconButton>
            ) : null}
          </HStack>
        </Table.Cell>
      </Table.Row>
      {expandable && open ? <MenuChildren pid={menu.id} depth={depth + 1} actions={actions} /> : null}
    </Fragment>
  );
}

function MenuChildren({ pid, depth, actions }: { pid: number; depth: number; actions: RowActions }) {
  const { failure } = useOrgTranslation();
  const children = useMenuChildren(pid, true);
  if (children.isPending || children.isError) {
    return (
      <Table.Row>
        <Table.Cell colSpan={COLUMNS} ps={`${depth * 1.25 + 2}rem`} color={children.isError ? 'fg.error' : 'fg.muted'}>
          {children.isError ? failure(children.error) : <Spinner size="xs" />}
        </Table.Cell>
      </Table.Row>
    );
  }
  return (
    <>
      {children.data.map((menu) => (
        <MenuRow key={menu.id} menu={menu} depth={depth} tree actions={actions} />
      ))}
    </>
  );
}

function MenuDrawer({ target, onClose }: { target: NonNullable<DrawerTarget>; onClose: () => void }) {
  const { t, ot, rule, failure, menuTitle } = useOrgTranslation();
  const editing = target.mode === 'edit' ? target.menu : undefined;
  const tree = useMenuTree(true);
  const create = useCreateMenu();
  const update = useUpdateMenu();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, control, formState } = useForm<MenuFormValues>({
    defaultValues: editing ? menuValues(editing) : newMenuValues(target.mode === 'new' ? target.pid : null),
  });
  const errors = formState.errors;
  const type = useWatch({ control, name: 'type' });
  const iFrame = useWatch({ control, name: 'iFrame' });
  const used = fieldsOf(type, iFrame);
  const options = flattenTree(tree.data ?? [], editing?.id);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const checked = checkMenuForm(values);
    if (!checked.ok) {
      for (const [field, message] of Object.entries(checked.errors) as Array<[keyof MenuFormValues, string]>) setError(field, { type: 'validate', message });
      return;
    }
    try {
      if (editing) await update.mutateAsync({ id: editing.id, ...checked.body });
      else await create.mutateAsync(checked.body);
      notifySuccess(t(editing ? 'common.editSuccess' : 'common.addSuccess'));
      onClose();
    } catch (error) {
      const refusal = badRequestMessage(error);
      const field = MENU_FORM_FIELDS.find((name) => name === splitFieldMessage(refusal ?? '').path);
      if (refusal && field) setError(field, { type: 'server', message: refusal }, { shouldFocus: true });
      else setFormError(refusal ? rule(refusal) : failure(error));
    }
  });

  const toggle = (name: 'iFrame' | 'cache' | 'hidden', label: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Switch.Root checked={field.value} onCheckedChange={(e) => field.onChange(e.checked)} colorPalette="brand" size="sm">
          <Switch.HiddenInput name={field.name} onBlur={field.onBlur} />
          <Switch.Control />
          <Switch.Label>{label}</Switch.Label>
        </Switch.Root>
      )}
    />
  );

  return (
    <FormDrawer
      open
      title={ot(editing ? 'menus.editTitle' : 'menus.createTitle')}
      formId="menu-form"
      onClose={onClose}
      onSubmit={(e) => void onSubmit(e)}
      saving={create.isPending || update.isPending}
      error={formError}
    >
      <Controller
        control={control}
        name="type"
        render={({ field }) => (
          <FormField label={ot('menus.type')} error={errors.type} translate={rule}>
            <RadioGroup.Root value={field.value} onValueChange={(e) => field.onChange(e.value)} size="sm" colorPalette="brand" aria-label={ot('menus.type')}>
              <HStack gap="4">
                {(['0', '1', '2'] as const).map((value) => (
                  <RadioGroup.Item key={value} value={value}>
                    <RadioGroup.ItemHiddenInput />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>{ot(`menus.types.${value}`)}</RadioGroup.ItemText>
                  </RadioGroup.Item>
                ))}
              </HStack>
            </RadioGroup.Root>
          </FormField>
        )}
      />
      <FormField label={ot('menus.menuTitle')} error={errors.title} translate={rule} helper={ot('menus.titleHint')} required>
        <Input size="sm" autoComplete="off" maxLength={255} {...register('title')} />
      </FormField>
      {used.has('icon') ? (
        <Controller
          control={control}
          name="icon"
          render={({ field }) => (
            <FormField label={ot('menus.icon')} error={errors.icon} translate={rule}>
              <IconPicker value={field.value} onChange={field.onChange} />
            </FormField>
          )}
        />
      ) : null}
      {used.has('iFrame') ? toggle('iFrame', ot('menus.iFrame')) : null}
      {used.has('path') ? (
        <FormField label={ot('menus.path')} error={errors.path} translate={rule} helper={ot('menus.pathHint')} required>
          <Input size="sm" autoComplete="off" maxLength={255} {...register('path')} />
        </FormField>
      ) : null}
      {used.has('componentName') ? (
        <FormField label={ot('menus.componentName')} error={errors.componentName} translate={rule} helper={ot('menus.componentNameHint')} required>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field {...register('componentName')}>
              <option value="">{ot('menus.choosePage')}</option>
              {CONSOLE_PAGE_NAMES.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      ) : null}
      {used.has('component') ? (
        <FormField label={ot('menus.component')} error={errors.component} translate={rule}>
          <Input size="sm" autoComplete="off" maxLength={255} {...register('component')} />
        </FormField>
      ) : null}
      {used.has('permission') ? (
        <FormField label={ot('menus.permission')} error={errors.permission} translate={rule} required={type === '2'}>
          <Input size="sm" autoComplete="off" maxLength={255} {...register('permission')} />
        </FormField>
      ) : null}
      <FormField label={ot('common.parent')} error={errors.pid} translate={rule}>
        {/* Rendered once the tree is there, so the select starts on the parent. */}
        {tree.isSuccess ? (
          <NativeSelect.Root size="sm">
            <NativeSelect.Field {...register('pid')}>
              <option value="">{ot('common.topLevel')}</option>
              {options.map(({ node, depth }) => (
                <option key={node.id} value={String(node.id)}>
                  {indented(menuTitle(node.title), depth)}
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
      <FormField label={ot('common.sort')} error={errors.menuSort} translate={rule}>
        <Input size="sm" type="number" min={0} {...register('menuSort')} />
      </FormField>
      <HStack gap="6" wrap="wrap">
        {used.has('cache') ? toggle('cache', ot('menus.cache')) : null}
        {used.has('hidden') ? toggle('hidden', ot('menus.hidden')) : null}
      </HStack>
    </FormDrawer>
  );
}
