/**
 * Moving a streamer's progress (`PUT api/anchors/progress`) from any CRM page: a move into given up or invalid asks
 * for the reason first (machines/streamer-progress.machine.ts, rule 4), any other goes at once; the outcome is
 * toasted, a refusal in the user's language. `dialog` is the reason question, to render once on the page.
 */
import { Button, Field, Textarea } from '@chakra-ui/react';
import { useId, useState, type ReactNode } from 'react';
import type { AnchorProgress, AnchorRow } from '../../../../../streams/contracts/anchors';
import { REASON_PROGRESSES } from '../../../../../machines/streamer-progress.machine';
import { Modal } from '@shared/ui/modal';
import { notifySuccess } from '@shared/ui/toaster';
import { notifyFailure } from '@shared/ui/notify-failure';
import { useMoveProgress } from '../api/anchors-api';
import { useCrmT } from '../i18n/use-crm-t';
import { anchorName } from './anchor-columns';
import { useAnchorLabels } from './labels';

/** A move waiting for its reason. */
interface Asked {
  row: Pick<AnchorRow, 'id' | 'nickname' | 'uniqueId' | 'anchorId'>;
  to: AnchorProgress;
}

/** What {@link useProgressFlow} gives. */
export interface ProgressFlow {
  /** Moves `row` to `to`, asking for the reason first when the move needs one. */
  request: (row: Asked['row'], to: AnchorProgress) => void;
  pending: boolean;
  /** The reason question; render it once. */
  dialog: ReactNode;
}

/** The flow; `successText` overrides the 'Moved to …' toast (a restore says 'Restored'). */
export function useProgressFlow(successText?: string): ProgressFlow {
  const { ft, failure } = useCrmT();
  const labels = useAnchorLabels();
  const move = useMoveProgress();
  const [asked, setAsked] = useState<Asked | null>(null);
  const send = async (row: Asked['row'], to: AnchorProgress, reason?: string) => {
    try {
      await move.mutateAsync({ id: row.id, to, ...(reason ? { reason } : {}) });
      notifySuccess(successText ?? ft('common.moved', { to: labels.label('progress', to) }));
      setAsked(null);
    } catch (error) {
      notifyFailure(ft('common.moveFailed'), failure(error));
    }
  };
  return {
    request: (row, to) => (REASON_PROGRESSES.includes(to) ? setAsked({ row, to }) : void send(row, to)),
    pending: move.isPending,
    dialog: asked ? <ReasonDialog key={`${asked.row.id}-${asked.to}`} title={ft('common.reasonTitle', { to: labels.label('progress', asked.to) })} name={anchorName(asked.row)} busy={move.isPending} onCancel={() => setAsked(null)} onConfirm={(reason) => void send(asked.row, asked.to, reason)} /> : null,
  };
}

/** Props of {@link ReasonDialog}. */
export interface ReasonDialogProps {
  title: string;
  /** The streamer's name, shown above the reason. */
  name: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}

/** Asks for the reason of a move; a blank reason is refused beside the field. */
export function ReasonDialog({ title, name, busy, onCancel, onConfirm }: ReasonDialogProps) {
  const { ft } = useCrmT();
  const id = useId();
  const [reason, setReason] = useState('');
  const [refused, setRefused] = useState(false);
  const confirm = () => {
    if (reason.trim() === '') setRefused(true);
    else onConfirm(reason.trim());
  };
  return (
    <Modal
      open
      onClose={onCancel}
      title={title}
      footer={
        <>
          <Button variant="outline" size="sm" onClick={onCancel}>
            {ft('common.cancel')}
          </Button>
          <Button colorPalette="brand" size="sm" loading={busy} onClick={confirm}>
            {ft('common.confirm')}
          </Button>
        </>
      }
    >
      <Field.Root invalid={refused} required>
        <Field.Label htmlFor={id}>
          {ft('common.reasonLabel')} <bdi>({name})</bdi>
        </Field.Label>
        <Textarea id={id} size="sm" rows={3} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
        {refused ? <Field.ErrorText>{ft('common.reasonRequired')}</Field.ErrorText> : null}
      </Field.Root>
    </Modal>
  );
}
