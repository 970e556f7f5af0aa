/** The buttons on a list page's heading line: Export (busy while the file downloads) and, with the permission, Add. */
import { Button } from '@chakra-ui/react';
import { LuDownload, LuPlus } from 'react-icons/lu';
import { useCrudT } from './i18n/crud-locale';

/** Props of {@link ListActions}. */
export interface ListActionsProps {
  list: { exporting: boolean; exportList: () => Promise<void>; openNew: () => void };
  canAdd: boolean;
  /** No Export button (a list the server does not export). */
  noExport?: boolean;
}

/** Export and Add. */
export function ListActions({ list, canAdd, noExport = false }: ListActionsProps) {
  const { ft } = useCrudT();
  return (
    <>
      {noExport ? null : (
        <Button size="sm" variant="outline" loading={list.exporting} onClick={() => void list.exportList()}>
          <LuDownload aria-hidden="true" /> {ft('export')}
        </Button>
      )}
      {canAdd ? (
        <Button size="sm" colorPalette="brand" onClick={() => list.openNew()}>
          <LuPlus aria-hidden="true" /> {ft('add')}
        </Button>
      ) : null}
    </>
  );
}
