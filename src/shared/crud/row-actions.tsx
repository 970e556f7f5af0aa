/**
 * A row's buttons: page-specific ones first (`children`, e.g. 'Add under X'), then Edit and Delete, each only with its
 * permission. Icon buttons named after the row ('Edit Operator', 'Delete Operator').
 */
import { HStack, IconButton } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuPencil } from 'react-icons/lu';
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
  children?: ReactNode;
}

/** The row's button group. */
export function RowActions({ name, can, onEdit, onDelete, children }: RowActionsProps) {
  const { ft } = useCrudT();
  return (
    <HStack gap="1">
      {children}
      {can.edit ? (
        <IconButton size="xs" variant="ghost" aria-label={ft('editItem', { name })} onClick={onEdit}>
          <LuPencil />
        </IconButton>
      ) : null}
      {can.del ? <DeleteButton label={ft('deleteItem', { name })} onClick={onDelete} /> : null}
    </HStack>
  );
}
