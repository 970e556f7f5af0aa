/** The rows ticked for a batch delete, by id; kept across pages until cleared (a new search or filter clears it). */
import { useCallback, useMemo, useState } from 'react';

/** A row's id: a number for database rows, a string for rows keyed otherwise (an online session's key). */
export type RowId = number | string;

/** What {@link useSelection} gives. */
export interface Selection<Id extends RowId = number> {
  selected: ReadonlySet<Id>;
  /** Ticks (`true`) or unticks `ids`. */
  set: (ids: readonly Id[], on: boolean) => void;
  /** Unticks `ids` (deleted rows). */
  drop: (ids: readonly Id[]) => void;
  clear: () => void;
  /** The ticked ids among `ids` (the rows on screen), in their order. */
  on: (ids: readonly Id[]) => Id[];
}

/** A selection of ids. */
export function useSelection<Id extends RowId = number>(): Selection<Id> {
  const [selected, setSelected] = useState<ReadonlySet<Id>>(new Set());
  const set = useCallback((ids: readonly Id[], on: boolean) => {
    setSelected((previous) => {
      const next = new Set(previous);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  }, []);
  return useMemo(
    () => ({
      selected,
      set,
      drop: (ids) => set(ids, false),
      clear: () => setSelected(new Set()),
      on: (ids) => ids.filter((id) => selected.has(id)),
    }),
    [selected, set],
  );
}
