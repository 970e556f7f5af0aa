/**
 * A row's own action asked first (a new key, run now): `ask(row)` opens the question, `confirm` runs the action, hands
 * its answer to `onDone` (a toast, a dialog), or toasts the refusal in the user's language under `failedText`.
 */
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../i18n/server-messages';
import { notifyFailure } from '../ui/notify-failure';
import type { AskFlow } from './use-ask-flow';

/** What {@link useAskFirst} gives: the same flow as {@link useAskFlow}'s. */
export type AskFirst<Row> = AskFlow<Row>;

/** Options of {@link useAskFirst}. */
export interface AskFirstOptions<Row, T> {
  /** The action, usually the resource's `useAction((row) => call(row.id))`. */
  action: UseMutationResult<T, unknown, Row>;
  onDone: (result: T, row: Row) => void;
  /** The failure toast's title ('The key could not be made'). */
  failedText: string;
}

/** The ask-then-run flow of a row action. */
export function useAskFirst<Row, T>({ action, onDone, failedText }: AskFirstOptions<Row, T>): AskFirst<Row> {
  const { t } = useTranslation();
  const [target, setTarget] = useState<Row | null>(null);
  const confirm = async () => {
    if (target === null) return;
    try {
      onDone(await action.mutateAsync(target), target);
    } catch (error) {
      notifyFailure(failedText, failureText(t, error));
    } finally {
      setTarget(null);
    }
  };
  return { target, ask: setTarget, confirm, cancel: () => setTarget(null), pending: action.isPending };
}
