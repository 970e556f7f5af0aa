/**
 * A dialog that shows something and closes with one button (no choice to make): a title, the body, and the close
 * button in the footer. Escape and the backdrop close it too unless `closeOnInteractOutside` is false (a key shown once
 * must not vanish on a stray click).
 */
import { Button, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface InfoDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** The footer button's text ("Close", "Done"). */
  closeLabel: string;
  /** Chakra dialog size (default `lg`). */
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** Whether a click outside closes it (default true). */
  closeOnInteractOutside?: boolean;
  /** `inside` scrolls a long body within the dialog (default `outside`). */
  scrollBehavior?: 'inside' | 'outside';
  children: ReactNode;
}

export function InfoDialog({ open, onClose, title, closeLabel, size = 'lg', closeOnInteractOutside = true, scrollBehavior = 'outside', children }: InfoDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => (e.open ? undefined : onClose())}
      placement="center"
      size={size}
      closeOnInteractOutside={closeOnInteractOutside}
      scrollBehavior={scrollBehavior}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>
              <Button size="sm" onClick={onClose}>
                {closeLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
