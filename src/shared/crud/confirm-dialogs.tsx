/** The questions of the delete, switch and row-action flows, as the console's ConfirmDialog. */
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { useCrudT } from './i18n/crud-locale';
import type { AskFirst } from './use-ask-first';
import type { DeleteFlow, DeleteTarget } from './use-delete-flow';
import type { SwitchFlow } from './use-switch-flow';

/** Props of {@link DeleteConfirm}. */
export interface DeleteConfirmProps<Row> {
  flow: DeleteFlow<Row>;
  /** The question; default 'Are you sure you want to delete this data?' (one) or '…the N selected items?' (many). */
  message?: (target: DeleteTarget<Row>) => string;
}

/** Asks before a delete (role alertdialog, OK / Cancel). */
export function DeleteConfirm<Row>({ flow, message }: DeleteConfirmProps<Row>) {
  const { t } = useTranslation();
  const { target } = flow;
  const text = !target ? '' : message ? message(target) : target.ids.length > 1 ? t('common.deleteBatchConfirm', { count: target.ids.length }) : t('common.deleteConfirm');
  return <ConfirmDialog open={target !== null} message={text} loading={flow.pending} onConfirm={() => void flow.confirm()} onCancel={flow.cancel} />;
}

/** Asks before a switch flips: 'Switch X on?' / 'Switch X off?'. */
export function SwitchConfirm<Row extends { enabled: boolean }>({ flow, name }: { flow: SwitchFlow<Row>; name: (row: Row) => string }) {
  const { ft } = useCrudT();
  const { target } = flow;
  const text = target ? ft(target.enabled ? 'disableConfirm' : 'enableConfirm', { name: name(target) }) : '';
  return <ConfirmDialog open={target !== null} message={text} loading={flow.pending} onConfirm={() => void flow.confirm()} onCancel={flow.cancel} />;
}

/** Props of {@link AskConfirm}. */
export interface AskConfirmProps<Row> {
  flow: AskFirst<Row>;
  /** The question about the row ('Run "Nightly" now?'). */
  message: (row: Row) => string;
  /** The OK button's text ('Run now'); default OK. */
  confirmLabel?: string;
}

/** Asks before a row action ({@link useAskFirst}). */
export function AskConfirm<Row>({ flow, message, confirmLabel }: AskConfirmProps<Row>) {
  const { target } = flow;
  return (
    <ConfirmDialog
      open={target !== null}
      message={target === null ? '' : message(target)}
      confirmLabel={confirmLabel}
      loading={flow.pending}
      onConfirm={() => void flow.confirm()}
      onCancel={flow.cancel}
    />
  );
}
