/**
 * Dictionaries (System → Dictionaries, component 'Dict'; eladmin's dictionary page): the dictionaries on the left
 * (search over name and description, sorting and paging, kept in the URL), the picked dictionary's entries on the
 * right (by sort); both with add/edit drawers and deletes asked first (a dictionary goes with its entries). Buttons
 * follow `dict:add|edit|del`; export follows the search.
 */
import { Grid, Stack, chakra } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import type { Dict } from '../../../../../streams/contracts/dicts';
import { createColumnHelper } from '@shared/crud/columns';
import { DeleteConfirm } from '@shared/crud/confirm-dialogs';
import { ListActions } from '@shared/crud/list-actions';
import { ResourceTable } from '@shared/crud/resource-table';
import { RowActions } from '@shared/crud/row-actions';
import { SearchBar } from '@shared/crud/search-bar';
import { useCrudCan } from '@shared/crud/use-crud-can';
import { useCrudList } from '@shared/crud/use-crud-list';
import { PageCard } from '@shared/ui/page-card';
import { WireTime } from '@shared/ui/table-parts';
import { DICT_SORTS, dictsApi } from '../api/dicts-api';
import { useOrgT } from '../i18n/use-org-t';
import { DictDetails } from './dict-details';
import { DictDrawer } from './dict-drawers';

const column = createColumnHelper<Dict>();

export function DictsPage() {
  const { ft } = useOrgT();
  const can = useCrudCan({ add: 'dict:add', edit: 'dict:edit', del: 'dict:del' });
  const [selected, setSelected] = useState<Dict | null>(null);
  const crud = useCrudList({
    api: dictsApi,
    sorts: DICT_SORTS,
    defaultSort: { field: 'id', direction: 'desc' },
    textSorts: ['name'],
    filters: { blurry: '' },
    onDeleted: (ids) => setSelected((current) => (current && ids.includes(current.id) ? null : current)),
  });
  const columns = useMemo(
    () => [
      column.accessor('name', {
        header: ft('common.name'),
        enableSorting: true,
        meta: { cell: { fontWeight: 'medium' } },
        // The name is the row's button: picking a dictionary works from the keyboard too.
        cell: ({ row }) => (
          <chakra.button type="button" textAlign="start" color="brand.fg" _hover={{ textDecoration: 'underline' }} aria-pressed={selected?.id === row.original.id} onClick={() => setSelected(row.original)}>
            {row.original.name}
          </chakra.button>
        ),
      }),
      column.accessor('description', { header: ft('dicts.description'), cell: ({ getValue }) => getValue() ?? '' }),
      column.accessor('createTime', { header: ft('common.createTime'), enableSorting: true, cell: ({ getValue }) => (getValue() ? <WireTime value={getValue() ?? ''} /> : null) }),
    ],
    [ft, selected],
  );

  return (
    <PageCard title={ft('dicts.title')} help={ft('dicts.help')} actions={<ListActions list={crud} canAdd={can.add} />}>
      <Grid templateColumns={{ base: '1fr', xl: 'minmax(0, 1fr) minmax(0, 1fr)' }} gap="5" alignItems="start">
        <Stack gap="3">
          <SearchBar list={crud} text="blurry" searchLabel={ft('dicts.searchLabel')} placeholder={ft('dicts.searchPlaceholder')} />
          <ResourceTable
            label={ft('dicts.title')}
            list={crud}
            columns={columns}
            emptyText={ft('dicts.empty')}
            actionsWidth="20"
            tableProps={{ interactive: true }}
            rowProps={(dict) => ({ 'aria-selected': selected?.id === dict.id, bg: selected?.id === dict.id ? 'brand.subtle' : undefined })}
            actions={can.anyRow ? (dict) => <RowActions name={dict.name} can={can} onEdit={() => crud.openEdit(dict)} onDelete={() => crud.remove.ask(dict)} /> : undefined}
          />
        </Stack>
        <DictDetails key={selected?.id ?? 0} dict={selected} can={can} />
      </Grid>
      {crud.drawer !== null ? <DictDrawer target={crud.drawer} onClose={crud.closeDrawer} /> : null}
      <DeleteConfirm flow={crud.remove} message={({ row }) => ft('dicts.deleteConfirm', { name: row?.name ?? '' })} />
    </PageCard>
  );
}
