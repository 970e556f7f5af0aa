/**
 * The delete icon button of a row (red, named 'Delete X'): wired to the list's confirm-delete flow (`onClick`, e.g.
 * `() => crud.remove.ask(row)`), or asking itself (`confirm`) where a page has no list flow (a detail panel).
 */
import { IconButton } from '@chakra-ui/react';
import { useState } from 'react';
import { LuTrash2 } from 'react-icons/lu';
import { ConfirmDialog } from '../ui/confirm-dialog';

/** Its own question: the text, and the delete to run on OK (it toasts its outcome itself). */
export interface OwnConfirm {
  message: string;
  onConfirm: () => Promise<void>;
}

/** Props of {@link DeleteButton}: `onClick` (the list asks) or `confirm` (the button asks). */
export type DeleteButtonProps = { label: string; disabled?: boolean } & ({ onClick: () => void; confirm?: never } | { confirm: OwnConfirm; onClick?: never });

/** A row's delete button. */
export function DeleteButton({ label, disabled, onClick, confirm }: DeleteButtonProps) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <>
      <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={label} disabled={disabled} onClick={onClick ?? (() => setAsking(true))}>
        <LuTrash2 />
      </IconButton>
      {confirm ? (
        <ConfirmDialog
          open={asking}
          message={confirm.message}
          loading={busy}
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            setBusy(true);
            void confirm.onConfirm().finally(() => {
              setBusy(false);
              setAsking(false);
            });
          }}
        />
      ) : null}
    </>
  );
}
