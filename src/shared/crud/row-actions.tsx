/**
 * A row's buttons: page-specific ones first (`children`), 'Add under X' in a tree (when `onAddChild` is given), then
 * Edit and Delete, each only with its permission. Icon buttons named after the row ('Edit Operator').
 */
import { HStack, IconButton } from '@chakra-ui/react';
import type { ReactElement, ReactNode } from 'react';
import { LuPencil, LuPlus } from 'react-icons/lu';
import { DeleteButton } from './delete-button';
import { useCrudT } from './i18n/crud-locale';
import type { CrudCan } from './use-crud-can';

/** Props of {@link RowActions}. */
export interface RowActionsProps {
  /** The row's name in the buttons' labels. */
  name: string;
  can: Pick<CrudCan, 'edit' | 'del'>;
  onEdit: () => void;
  onDelete: () => void;
  /** A tree's 'Add under X'; give it only where adding is allowed (permission, a row that takes children). */
  onAddChild?: (() => void) | undefined;
  children?: ReactNode;
}

/** The row's button group. */
export function RowActions({ name, can, onEdit, onDelete, onAddChild, children }: RowActionsProps) {
  const { ft } = useCrudT();
  return (
    <HStack gap="1">
      {children}
      {onAddChild ? (
        <IconButton size="xs" variant="ghost" aria-label={ft('addChild', { name })} onClick={onAddChild}>
          <LuPlus />
        </IconButton>
      ) : null}
      {can.edit ? (
        <IconButton size="xs" variant="ghost" aria-label={ft('editItem', { name })} onClick={onEdit}>
          <LuPencil />
        </IconButton>
      ) : null}
      {can.del ? <DeleteButton label={ft('deleteItem', { name })} onClick={onDelete} /> : null}
    </HStack>
  );
}

/** Props of {@link RowButton}. */
export interface RowButtonProps {
  /** The accessible name, after the row ('Run Nightly now'). */
  label: string;
  /** The icon (`<LuPlay />`). */
  icon: ReactElement;
  onClick: () => void;
  disabled?: boolean;
}

/** A page's own row button (run now, a new key), shaped like Edit: for {@link RowActions}' children. */
export function RowButton({ label, icon, onClick, disabled }: RowButtonProps) {
  return (
    <IconButton size="xs" variant="ghost" aria-label={label} disabled={disabled} onClick={onClick}>
      {icon}
    </IconButton>
  );
}
