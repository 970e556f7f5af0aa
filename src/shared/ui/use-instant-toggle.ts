/**
 * The logic behind an on/off switch in a list row that saves at once (see InstantSwitch in @shared/crud): the state
 * shown is the one asked for while the save runs (TanStack Query keeps the mutation's variables), else the row's;
 * a success or failure toast says what happened.
 */
import type { UseMutationResult } from '@tanstack/react-query';
import { notifyFailure } from './notify-failure';
import { notifySuccess } from './toaster';

/** Options of {@link useInstantToggle}; `V` is the mutation's variables. */
export interface InstantToggleOptions<V> {
  /** The save (one call with the variables built by `variables`). */
  mutation: UseMutationResult<unknown, unknown, V>;
  /** The row's stored state. */
  stored: boolean;
  /** The state asked for in a running save's variables. */
  asked: (variables: V) => boolean;
  /** The save's variables that turn the row on (`true`) or off. */
  variables: (next: boolean) => V;
  /** The success toast's text for the new state. */
  successText: (next: boolean) => string;
  /** The failure toast's title. */
  failedText: string;
  /** The failure toast's reason for an error (the feature's `failure`). */
  reason: (error: unknown) => string;
}

/** What InstantSwitch needs: the state shown (`checked`), whether a save runs (`busy`), and `onToggle`. */
export function useInstantToggle<V>({ mutation, stored, asked, variables, successText, failedText, reason }: InstantToggleOptions<V>) {
  const checked = mutation.isPending ? asked(mutation.variables) : stored;
  const onToggle = async (next: boolean) => {
    try {
      await mutation.mutateAsync(variables(next));
      notifySuccess(successText(next));
    } catch (error) {
      // The variables are dropped with the failure, so the switch shows the stored state again.
      notifyFailure(failedText, reason(error));
    }
  };
  return { checked, busy: mutation.isPending, onToggle: (next: boolean) => void onToggle(next) };
}

/** Props of a row's instant switch component: the row (`R`) and whether the user may edit it. */
export interface RowSwitchProps<R> {
  row: R;
  /** Without the edit permission the switch only shows the state. */
  canEdit: boolean;
}
