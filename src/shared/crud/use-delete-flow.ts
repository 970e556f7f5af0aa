/**
 * Deleting rows after asking: `ask` opens the question for one row or many ids, `confirm` sends the delete, toasts
 * 'Deleted successfully' or the server's refusal (in the user's language, under 'Delete failed'), unticks the deleted
 * rows and steps back a page when the last rows of a page went. With `inline`, the refusal stays on the page instead
 * ({@link DeleteFlow.error}, shown by `DeleteError`) until it is dismissed or the next delete.
 */
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../i18n/server-messages';
import { notifyFailure } from '../ui/notify-failure';
import { notifySuccess } from '../ui/toaster';
import type { RowId, Selection } from '../ui/use-selection';
import type { IdOf } from './create-resource-api';
import { useCrudT } from './i18n/crud-locale';

/** What is being asked about: the ids, and the row when it is one (its name goes in the question). */
export interface DeleteTarget<Row> {
  ids: readonly IdOf<Row>[];
  row: Row | null;
}

/** What {@link useDeleteFlow} gives. */
export interface DeleteFlow<Row> {
  /** The open question, or null. */
  target: DeleteTarget<Row> | null;
  /** Asks about one row, or about many ids (the ticked rows). */
  ask: (target: Row | readonly IdOf<Row>[]) => void;
  /** Deletes what was asked about. Never rejects: the outcome is toasted. */
  confirm: () => Promise<void>;
  cancel: () => void;
  pending: boolean;
  /** The last refusal, translated, when the flow keeps it on the page (`inline`); null otherwise. */
  error: string | null;
  dismissError: () => void;
}

/** Options of {@link useDeleteFlow}. */
export interface DeleteFlowOptions<Row extends { id: RowId }> {
  api: { useRemove: () => UseMutationResult<void, unknown, readonly IdOf<Row>[]> };
  /** The rows on screen (to know when a page empties). */
  rows: readonly Row[];
  page: number;
  setPage: (page: number) => void;
  selection?: Selection<IdOf<Row>>;
  failedText?: string | undefined;
  /** The toast after a delete; default 'Deleted successfully'. */
  successText?: string | undefined;
  /** Shows a failure where the page wants it (an alert above the table) instead of the toast. */
  onFailure?: ((error: unknown) => void) | undefined;
  /** Called with the ids after a delete succeeded (clear a panel showing one of them). */
  onDeleted?: ((ids: readonly RowId[]) => void) | undefined;
  /** Keep the refusal in {@link DeleteFlow.error} rather than toasting it. */
  inline?: boolean | undefined;
}

/** The confirm-delete flow of a list. */
export function useDeleteFlow<Row extends { id: RowId }>(options: DeleteFlowOptions<Row>): DeleteFlow<Row> {
  const { api, rows, page, setPage, selection, failedText, successText, onFailure, onDeleted, inline = false } = options;
  const { t } = useTranslation();
  const { ft } = useCrudT();
  const mutation = api.useRemove();
  const [target, setTarget] = useState<DeleteTarget<Row> | null>(null);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    if (!target) return;
    const { ids } = target;
    setError(null);
    try {
      await mutation.mutateAsync(ids);
      notifySuccess(successText ?? t('common.deleteSuccess'));
      selection?.drop(ids);
      onDeleted?.(ids);
      const left = rows.filter((row) => !(ids as readonly RowId[]).includes(row.id)).length;
      if (left === 0 && page > 0) setPage(page - 1);
    } catch (error) {
      if (onFailure) onFailure(error);
      else if (inline) setError(failureText(t, error));
      else notifyFailure(failedText ?? ft('deleteFailed'), failureText(t, error));
    } finally {
      setTarget(null);
    }
  };

  return {
    target,
    ask: (what) => setTarget(isIdList(what) ? { ids: [...what], row: null } : { ids: [what.id as IdOf<Row>], row: what }),
    confirm,
    cancel: () => setTarget(null),
    pending: mutation.isPending,
    error,
    dismissError: () => setError(null),
  };
}

function isIdList<Row>(value: Row | readonly IdOf<Row>[]): value is readonly IdOf<Row>[] {
  return Array.isArray(value);
}
