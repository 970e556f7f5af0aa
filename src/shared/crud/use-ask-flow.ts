/**
 * An action asked first (reset the passwords of the ticked users, clear a log): `ask(target)` opens the question,
 * `confirm` runs the action, toasts `successText` (when given) or the failure in the user's language under
 * `failedText` (or hands it to `onFailure`), then closes the question.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../i18n/server-messages';
import { notifyFailure } from '../ui/notify-failure';
import { notifySuccess } from '../ui/toaster';

/** What {@link useAskFlow} gives. */
export interface AskFlow<T> {
  /** What is asked about, or null while no question is open. */
  target: T | null;
  ask: (target: T) => void;
  /** Runs the action on the target. Never rejects: the outcome is shown. */
  confirm: () => Promise<void>;
  cancel: () => void;
  pending: boolean;
}

/** Options of {@link useAskFlow}. */
export interface AskFlowOptions {
  /** The toast after the action; none when the action shows its own outcome (a dialog). */
  successText?: string;
  /** The failure toast's title. */
  failedText: string;
  /** Shows a failure where the page wants it instead of the toast. */
  onFailure?: (error: unknown) => void;
}

/** The ask-then-run flow of `run`. */
export function useAskFlow<T>(run: (target: T) => Promise<unknown>, options: AskFlowOptions): AskFlow<T> {
  const { t } = useTranslation();
  const [target, setTarget] = useState<T | null>(null);
  const [pending, setPending] = useState(false);
  const confirm = async () => {
    if (target === null) return;
    setPending(true);
    try {
      await run(target);
      if (options.successText) notifySuccess(options.successText);
    } catch (error) {
      if (options.onFailure) options.onFailure(error);
      else notifyFailure(options.failedText, failureText(t, error));
    } finally {
      setPending(false);
      setTarget(null);
    }
  };
  return { target, ask: setTarget, confirm, cancel: () => setTarget(null), pending };
}
