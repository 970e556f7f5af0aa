/**
 * The console's modal dialog: a title, a body and an optional footer, centred over a backdrop, closed by Escape, the
 * close of a footer button, or (unless `keepOpenOnOutsideClick`) a click outside. Every dialog that is not a yes/no
 * question (that is {@link ConfirmDialog}) is built on it, so they look and close the same way.
 */
import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** Props of {@link Modal}. */
export interface ModalProps {
  open: boolean;
  /** Called when the user closes the dialog (Escape, backdrop, the footer's own buttons call it themselves). */
  onClose: () => void;
  title: ReactNode;
  /** Chakra's dialog sizes; `md` by default. */
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'full';
  /** A dialog showing a secret once (a key, a password) stays open until the user says they have it. */
  keepOpenOnOutsideClick?: boolean;
  /** A long body scrolls inside the dialog instead of the page. */
  scrollInside?: boolean;
  /** The footer's buttons; none when absent. */
  footer?: ReactNode;
  /** The body; a child that brings its own `Dialog.Body`/`Dialog.Footer` (a form) sets `bare`. */
  children: ReactNode;
  /** The children are placed in the dialog's content as they are, without a body around them. */
  bare?: boolean;
  /** Marks the dialog's content for tests and styling. */
  testId?: string;
  /** When set, a close button (×) in the corner, with this accessible name. */
  closeLabel?: string;
}

export function Modal({ open, onClose, title, size = 'md', keepOpenOnOutsideClick = false, scrollInside = false, footer, children, bare = false, testId, closeLabel }: ModalProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => (e.open ? undefined : onClose())}
      placement="center"
      size={size}
      closeOnInteractOutside={!keepOpenOnOutsideClick}
      {...(scrollInside ? { scrollBehavior: 'inside' as const } : {})}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={testId}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            {bare ? children : <Dialog.Body>{children}</Dialog.Body>}
            {footer ? <Dialog.Footer>{footer}</Dialog.Footer> : null}
            {closeLabel !== undefined ? (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={closeLabel} />
              </Dialog.CloseTrigger>
            ) : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
