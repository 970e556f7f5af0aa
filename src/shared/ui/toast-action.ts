/**
 * A button's action that says what happened in a toast: the success text when the request succeeds, the failure's
 * words (the feature's `failure(error)`) as an error otherwise. Used by the controls that act at once (start or end a
 * round, stop a phase, renew links).
 */
import { notifyError, notifySuccess } from './toaster';

/** Options of {@link runWithToast}. */
export interface ToastActionOptions<R> {
  /** The success toast's text. */
  success: string;
  /** What to say of an error (the feature's `failure`). */
  failure: (error: unknown) => string;
  /** Runs with the answer before the success toast. */
  then?: (answer: R) => void;
  /** Runs after either outcome (closing a confirm). */
  always?: () => void;
}

/** Awaits `action`, then toasts its outcome; never throws. */
export async function runWithToast<R>(action: () => Promise<R>, { success, failure, then, always }: ToastActionOptions<R>): Promise<void> {
  try {
    const answer = await action();
    then?.(answer);
    notifySuccess(success);
  } catch (error) {
    notifyError(failure(error));
  } finally {
    always?.();
  }
}
