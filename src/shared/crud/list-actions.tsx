/**
 * The buttons on a list page's heading line: the page's own (`children`: batch actions), Export (busy while the file
 * downloads) and, with the permission, Add; and the batch buttons shown while rows of the page are ticked.
 */
import { Button } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuDownload, LuPlus, LuTrash2 } from 'react-icons/lu';
import type { RowId, Selection } from '../ui/use-selection';
import { useCrudT } from './i18n/crud-locale';

/** Props of {@link ListActions}. */
export interface ListActionsProps {
  list: { exporting: boolean; exportList: () => Promise<void>; openNew: () => void };
  canAdd: boolean;
  /** No Export button (a list the server does not export, or the user may not). */
  noExport?: boolean;
  /** Buttons before Export (batch actions, 'Clear all'). */
  children?: ReactNode;
}

/** Export and Add. */
export function ListActions({ list, canAdd, noExport = false, children }: ListActionsProps) {
  const { ft } = useCrudT();
  return (
    <>
      {children}
      {noExport ? null : (
        <Button size="sm" variant="outline" loading={list.exporting} onClick={() => void list.exportList()}>
          <LuDownload aria-hidden="true" /> {ft('export')}
        </Button>
      )}
      {canAdd ? (
        <Button size="sm" colorPalette="brand" onClick={() => list.openNew()}>
          <LuPlus aria-hidden="true" /> {ft('add')}
        </Button>
      ) : null}
    </>
  );
}

/** What a batch button reads of the list. */
export interface BatchList<Id extends RowId> {
  rows: readonly { id: RowId }[];
  selection: Selection<Id>;
}

/** Props of {@link BatchButton}. */
export interface BatchButtonProps<Id extends RowId> {
  list: BatchList<Id>;
  /** The text, given how many rows are ticked ('Reset passwords (2)'). */
  label: (count: number) => string;
  icon: ReactNode;
  /** Red, for a destructive action. */
  danger?: boolean;
  /** Runs (usually asks) with every ticked id, on this page or others. */
  onClick: (ids: Id[]) => void;
  /** Busy: the action it started is running (a batch switch that acts at once). */
  loading?: boolean;
}

/** A batch action, shown while some row of the page on screen is ticked. */
export function BatchButton<Id extends RowId>({ list, label, icon, danger = false, onClick, loading }: BatchButtonProps<Id>) {
  const { selection } = list;
  if (selection.on(list.rows.map((row) => row.id as Id)).length === 0) return null;
  return (
    <Button size="sm" variant="outline" colorPalette={danger ? 'red' : undefined} loading={loading} onClick={() => onClick([...selection.selected])}>
      {icon} {label(selection.selected.size)}
    </Button>
  );
}

/** 'Delete selected (n)': asks through the list's delete flow. */
export function DeleteSelectedButton<Id extends RowId>({ list }: { list: BatchList<Id> & { remove: { ask: (ids: readonly Id[]) => void } } }) {
  const { ft } = useCrudT();
  return <BatchButton list={list} danger icon={<LuTrash2 aria-hidden="true" />} label={(count) => ft('deleteSelected', { count })} onClick={(ids) => list.remove.ask(ids)} />;
}
