/**
 * A row's buttons: page-specific ones first (`children`), 'Add under X' in a tree (when `onAddChild` is given), then
 * Edit and Delete, each only with its permission. Icon buttons named after the row ('Edit Operator').
 */
import { HStack, IconButton } from '@chakra-ui/react';
import type { ReactNode } from 'react';
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
