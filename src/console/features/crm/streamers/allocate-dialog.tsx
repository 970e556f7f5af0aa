/** Allocates the ticked streamers to an operator (`PUT api/anchors/allocate`, anchor:allocate). */
import { Button, Field, NativeSelect } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { Modal } from '@shared/ui/modal';
import { notifyFailure } from '@shared/ui/notify-failure';
import { notifySuccess } from '@shared/ui/toaster';
import { SelectOptions } from '@shared/ui/select-options';
import { useAllocate, useOperators } from '../api/anchors-api';
import { useCrmT } from '../i18n/use-crm-t';

/** Props of {@link AllocateDialog}. */
export interface AllocateDialogProps {
  ids: readonly number[];
  onClose: () => void;
  /** After the allocation succeeded (clear the ticks). */
  onDone: () => void;
}

/** The dialog; mount it only while it is open. */
export function AllocateDialog({ ids, onClose, onDone }: AllocateDialogProps) {
  const { ft, failure } = useCrmT();
  const id = useId();
  const operators = useOperators();
  const allocate = useAllocate();
  const [operatorId, setOperatorId] = useState('');
  const submit = async () => {
    try {
      await allocate.mutateAsync({ ids: [...ids], operatorId: Number(operatorId) });
      notifySuccess(ft('allocate.done'));
      onDone();
      onClose();
    } catch (error) {
      notifyFailure(ft('allocate.failed'), failure(error));
    }
  };
  return (
    <Modal
      open
      onClose={onClose}
      title={ft('allocate.title', { count: ids.length })}
      footer={
        <>
          <Button variant="outline" size="sm" onClick={onClose}>
            {ft('common.cancel')}
          </Button>
          <Button colorPalette="brand" size="sm" disabled={operatorId === ''} loading={allocate.isPending} onClick={() => void submit()}>
            {ft('allocate.submit')}
          </Button>
        </>
      }
    >
      <Field.Root required>
        <Field.Label htmlFor={id}>{ft('allocate.operator')}</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field id={id} value={operatorId} onChange={(e) => setOperatorId(e.target.value)}>
            <option value="">{ft('common.choose')}</option>
            <SelectOptions options={(operators.data ?? []).map((operator) => ({ value: String(operator.id), label: operator.name }))} />
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </Modal>
  );
}
