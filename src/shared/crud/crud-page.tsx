/**
 * A whole list page from its parts: the page card (title, help, the page's own buttons, Export and Add), the search
 * row, a refused delete kept on the page (lists built with `deleteErrorInline`), the table with each
 * row's Edit / Delete (and a tree's 'Add under'), the add/edit drawer, and the delete and switch questions. A page
 * gives its list, permissions, columns and drawer; anything else goes in `children` (below the table) or `beside` (a
 * second column, e.g. the picked row's details).
 */
import { Grid, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PageCard } from '../ui/page-card';
import { DeleteConfirm, SwitchConfirm } from './confirm-dialogs';
import { DeleteError } from './delete-error';
import { ListActions } from './list-actions';
import { ResourceTable, type ResourceTableProps } from './resource-table';
import { RowActions } from './row-actions';
import { SearchBar, type SearchBarProps } from './search-bar';
import type { ListTexts } from './list-texts';
import type { CrudCan } from './use-crud-can';
import type { CrudList, DrawerTarget } from './use-crud-list';
import type { DeleteTarget } from './use-delete-flow';
import type { ListFilters } from './use-list-url';
import type { SwitchFlow } from './use-switch-flow';

/** Props of {@link CrudPage}. */
export interface CrudPageProps<Row extends { id: number }, F extends string, Filters extends ListFilters> {
  /** The page's words: title, help, the search box's, the table's ({@link ListTexts}); a feature's section whole (`useSectionTexts`). */
  texts: ListTexts;
  list: CrudList<Row, F, Filters>;
  /** What the user may do; default the list's own (`list.can`). */
  can?: CrudCan;
  /** The row's name in its buttons' labels and questions. */
  rowName: (row: Row) => string;
  /** The search row (without `list`); none when absent. */
  search?: Omit<SearchBarProps<Filters>, 'list'>;
  /** The table (without `list`, `actions`, `rowName`); its words come from `texts` unless given. */
  table: Omit<ResourceTableProps<Row, F>, 'list' | 'actions' | 'rowName' | 'texts'>;
  /** A tree's 'Add under X': whether `row` takes children (with the add permission). */
  addChild?: (row: Row) => boolean;
  /** The add/edit drawer of the list's drawer state (`parent` for 'Add under'). */
  drawer: (target: DrawerTarget<Row>, parent: Row | null, onClose: () => void) => ReactNode;
  /** The delete question; default the console's 'Are you sure…'. */
  deleteMessage?: (target: DeleteTarget<Row>) => string;
  /** The enable switch's flow, when the table has one (its question is rendered here). */
  switchFlow?: SwitchFlow<Row & { enabled: boolean }>;
  /** No Export button. */
  noExport?: boolean;
  /** The page's own buttons on the heading line, before Export and Add (`DeleteSelectedButton`, batch actions, an import). */
  actions?: ReactNode;
  /** The page's own buttons of a row, before Edit and Delete (shown to every reader: links, a row's own page). */
  rowButtons?: (row: Row) => ReactNode;
  /** A second column beside the list. */
  beside?: ReactNode;
  /** Shown between the search row and the table (a first-use introduction). */
  before?: ReactNode;
  children?: ReactNode;
}

/** The page. */
export function CrudPage<Row extends { id: number }, F extends string, Filters extends ListFilters>(props: CrudPageProps<Row, F, Filters>) {
  const { texts, list, can = list.can, rowName, search, table, addChild, drawer, deleteMessage, switchFlow, noExport, actions, rowButtons, beside, before, children } = props;
  const withActions = can.anyRow || rowButtons !== undefined || (addChild !== undefined && can.add);
  const body = (
    <>
      {search ? <SearchBar list={list} texts={texts} {...search} /> : null}
      <DeleteError flow={list.remove} />
      {before}
      <ResourceTable
        texts={texts}
        {...table}
        list={list}
        rowName={rowName}
        actions={
          withActions
            ? (row) => (
                <RowActions
                  name={rowName(row)}
                  can={can}
                  onEdit={() => list.openEdit(row)}
                  onDelete={() => list.remove.ask(row)}
                  onAddChild={can.add && addChild?.(row) ? () => list.openNew(row) : undefined}
                >
                  {rowButtons?.(row)}
                </RowActions>
              )
            : undefined
        }
      />
      {children}
    </>
  );
  return (
    <PageCard
      title={texts.title}
      help={texts.help}
      actions={
        <ListActions list={list} canAdd={can.add} noExport={noExport}>
          {actions}
        </ListActions>
      }
    >
      {beside ? (
        <Grid templateColumns={{ base: '1fr', xl: 'minmax(0, 1fr) minmax(0, 1fr)' }} gap="5" alignItems="start">
          <Stack gap="3">{body}</Stack>
          {beside}
        </Grid>
      ) : (
        body
      )}
      {list.drawer !== null ? drawer(list.drawer, list.parent, list.closeDrawer) : null}
      <DeleteConfirm flow={list.remove} message={deleteMessage} />
      {switchFlow ? <SwitchConfirm flow={switchFlow} name={rowName} /> : null}
    </PageCard>
  );
}
