/**
 * Dictionaries (System → Dictionaries, component 'Dict'; eladmin's dictionary page): the dictionaries on the left
 * (search over name and description, sorting and paging, kept in the URL), the picked dictionary's entries on the
 * right (by sort); both with add/edit drawers and deletes asked first (a dictionary goes with its entries). Buttons
 * follow `dict:add|edit|del`; export follows the search.
 */
import { chakra } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import type { Dict } from '../../../../../streams/contracts/dicts';
import { createColumnHelper, timeColumn } from '@shared/crud/columns';
import { CrudPage } from '@shared/crud/crud-page';

import { useCrudList } from '@shared/crud/use-crud-list';
import { useSectionTexts } from '@shared/i18n/section-texts';
import { dictsApi } from '../api/dicts-api';
import { useOrgT } from '../i18n/use-org-t';
import { DictDetails } from './dict-details';
import { DictDrawer } from './dict-drawers';

const column = createColumnHelper<Dict>();
const dictName = (dict: Dict) => dict.name;

export function DictsPage() {
  const { ft } = useOrgT();
  const texts = useSectionTexts(useOrgT, 'dicts');
  const [selected, setSelected] = useState<Dict | null>(null);
  const crud = useCrudList({
    api: dictsApi,
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
      timeColumn('createTime', ft('common.createTime'), (dict: Dict) => dict.createTime),
    ],
    [ft, selected],
  );

  return (
    <CrudPage
      texts={texts}
      list={crud}
      rowName={dictName}
      search={{ text: 'blurry' }}
      table={{
        columns,
        actionsWidth: '20',
        tableProps: { interactive: true },
        rowProps: (dict) => ({ 'aria-selected': selected?.id === dict.id, bg: selected?.id === dict.id ? 'brand.subtle' : undefined }),
      }}
      drawer={(target, _parent, onClose) => <DictDrawer target={target} onClose={onClose} />}
      deleteMessage={({ row }) => ft('dicts.deleteConfirm', { name: row?.name ?? '' })}
      beside={<DictDetails key={selected?.id ?? 0} dict={selected} can={crud.can} />}
    />
  );
}
