/**
 * The enable switch of a row, asked first: `ask(row)` opens 'Switch X on/off?', `confirm` sends the row with `enabled`
 * flipped through the resource's update, then toasts 'Edited successfully' or the refusal under 'The switch could not
 * be changed'. The switch shows the server's state: it flips when the list reloads.
 */
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../i18n/server-messages';
import { notifyFailure } from '../ui/notify-failure';
import { notifySuccess } from '../ui/toaster';
import { useCrudT } from './i18n/crud-locale';

/** What {@link useSwitchFlow} gives. */
export interface SwitchFlow<Row> {
  /** The row asked about, or null. */
  target: Row | null;
  ask: (row: Row) => void;
  /** Sends the flip. Never rejects: the outcome is toasted. */
  confirm: () => Promise<void>;
  cancel: () => void;
  pending: boolean;
}

/** Options of {@link useSwitchFlow}. */
export interface SwitchFlowOptions<Row, Body> {
  api: { useUpdate: () => UseMutationResult<void, unknown, Body> };
  /** The update body of `row` with `enabled` set to `enabled`. */
  toBody: (row: Row, enabled: boolean) => Body;
  /** The failure's title; default the kit's 'The switch could not be changed'. */
  failedText?: string;
  /** Shows a failure where the page wants it (an alert above the table) instead of the toast. */
  onFailure?: (error: unknown) => void;
}

/** The ask-then-flip flow of a row's enable switch. */
export function useSwitchFlow<Row extends { enabled: boolean }, Body>(options: SwitchFlowOptions<Row, Body>): SwitchFlow<Row> {
  const { t } = useTranslation();
  const { ft } = useCrudT();
  const mutation = options.api.useUpdate();
  const [target, setTarget] = useState<Row | null>(null);
  const confirm = async () => {
    if (!target) return;
    try {
      await mutation.mutateAsync(options.toBody(target, !target.enabled));
      notifySuccess(t('common.editSuccess'));
    } catch (error) {
      if (options.onFailure) options.onFailure(error);
      else notifyFailure(options.failedText ?? ft('switchFailed'), failureText(t, error));
    } finally {
      setTarget(null);
    }
  };
  return { target, ask: setTarget, confirm, cancel: () => setTarget(null), pending: mutation.isPending };
}
