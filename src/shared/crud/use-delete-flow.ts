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
import type { Selection } from '../ui/use-selection';
import { useCrudT } from './i18n/crud-locale';

/** What is being asked about: the ids, and the row when it is one (its name goes in the question). */
export interface DeleteTarget<Row> {
  ids: readonly number[];
  row: Row | null;
}

/** What {@link useDeleteFlow} gives. */
export interface DeleteFlow<Row> {
  /** The open question, or null. */
  target: DeleteTarget<Row> | null;
  /** Asks about one row, or about many ids (the ticked rows). */
  ask: (target: Row | readonly number[]) => void;
  /** Deletes what was asked about. Never rejects: the outcome is toasted. */
  confirm: () => Promise<void>;
  cancel: () => void;
  pending: boolean;
  /** The last refusal, translated, when the flow keeps it on the page (`inline`); null otherwise. */
  error: string | null;
  dismissError: () => void;
}

/** Options of {@link useDeleteFlow}. */
export interface DeleteFlowOptions<Row extends { id: number }> {
  api: { useRemove: () => UseMutationResult<void, unknown, readonly number[]> };
  /** The rows on screen (to know when a page empties). */
  rows: readonly Row[];
  page: number;
  setPage: (page: number) => void;
  selection?: Selection;
  failedText?: string | undefined;
  /** Keep the refusal in {@link DeleteFlow.error} rather than toasting it. */
  inline?: boolean | undefined;
}

/** The confirm-delete flow of a list. */
export function useDeleteFlow<Row extends { id: number }>(options: DeleteFlowOptions<Row>): DeleteFlow<Row> {
  const { api, rows, page, setPage, selection, failedText, inline = false } = options;
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
      notifySuccess(t('common.deleteSuccess'));
      selection?.drop(ids);
      const left = rows.filter((row) => !ids.includes(row.id)).length;
      if (left === 0 && page > 0) setPage(page - 1);
    } catch (caught) {
      if (inline) setError(failureText(t, caught));
      else notifyFailure(failedText ?? ft('deleteFailed'), failureText(t, caught));
    } finally {
      setTarget(null);
    }
  };

  return {
    target,
    ask: (what) => setTarget(isIdList(what) ? { ids: [...what], row: null } : { ids: [what.id], row: what }),
    confirm,
    cancel: () => setTarget(null),
    pending: mutation.isPending,
    error,
    dismissError: () => setError(null),
  };
}

function isIdList<Row>(value: Row | readonly number[]): value is readonly number[] {
  return Array.isArray(value);
}
