/**
 * A dialog that shows something and closes with one button (no choice to make): a {@link Modal} with the close button
 * in the footer. Escape and the backdrop close it too unless `closeOnInteractOutside` is false (a key shown once must
 * not vanish on a stray click).
 */
import { Button } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Modal } from './modal';

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
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      size={size}
      keepOpenOnOutsideClick={!closeOnInteractOutside}
      scrollInside={scrollBehavior === 'inside'}
      footer={
        <Button size="sm" onClick={onClose}>
          {closeLabel}
        </Button>
      }
    >
      {children}
    </Modal>
  );
}
