/** The rows ticked for a batch delete, by id; kept across pages until cleared (a new search or filter clears it). */
import { useCallback, useMemo, useState } from 'react';

/** What {@link useSelection} gives. */
export interface Selection {
  selected: ReadonlySet<number>;
  /** Ticks (`true`) or unticks `ids`. */
  set: (ids: readonly number[], on: boolean) => void;
  /** Unticks `ids` (deleted rows). */
  drop: (ids: readonly number[]) => void;
  clear: () => void;
  /** The ticked ids among `ids` (the rows on screen), in their order. */
  on: (ids: readonly number[]) => number[];
}

/** A selection of ids. */
export function useSelection(): Selection {
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const set = useCallback((ids: readonly number[], on: boolean) => {
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
