/** The picked dictionary's entries (by sort, paged in memory: the page's URL belongs to the dictionaries). */
import { Box, Button, HStack, Stack, Text, chakra } from '@chakra-ui/react';
import { useMemo } from 'react';
import { LuPlus } from 'react-icons/lu';
import type { Dict, DictDetail } from '../../../../../streams/contracts/dicts';
import { createColumnHelper } from '@shared/crud/columns';
import { DeleteConfirm } from '@shared/crud/confirm-dialogs';
import { ResourceTable } from '@shared/crud/resource-table';
import { RowActions } from '@shared/crud/row-actions';
import type { CrudCan } from '@shared/crud/use-crud-can';
import { useCrudList } from '@shared/crud/use-crud-list';
import { dictDetailsApi } from '../api/dicts-api';
import { useOrgT } from '../i18n/use-org-t';
import { DetailDrawer } from './dict-drawers';

const column = createColumnHelper<DictDetail>();

/** The entries of `dict`, or the hint to pick one; mount it keyed by the dictionary so it starts on its first page. */
export function DictDetails({ dict, can }: { dict: Dict | null; can: CrudCan }) {
  const { ft } = useOrgT();
  if (!dict) {
    return (
      <Box borderWidth="1px" borderRadius="md" borderStyle="dashed" p="6" color="fg.muted" textAlign="center">
        {ft('dicts.pickDict')}
      </Box>
    );
  }
  return <DetailsList dict={dict} can={can} />;
}

function DetailsList({ dict, can }: { dict: Dict; can: CrudCan }) {
  const { ft } = useOrgT();
  const crud = useCrudList({ api: dictDetailsApi, memory: true, fixed: { dictName: dict.name }, filters: {} });
  const columns = useMemo(
    () => [
      column.accessor('label', { header: ft('dicts.label'), meta: { cell: { fontWeight: 'medium' } } }),
      column.accessor('value', { header: ft('dicts.value'), cell: ({ getValue }) => <chakra.code fontSize="sm">{getValue()}</chakra.code> }),
      column.accessor('dictSort', { header: ft('common.sort') }),
    ],
    [ft],
  );
  const title = ft('dicts.detailsOf', { name: dict.name });
  return (
    <Stack gap="3" as="section" aria-label={title}>
      <HStack justify="space-between" minH="8">
        <Text fontWeight="semibold">{title}</Text>
        {can.add ? (
          <Button size="sm" variant="outline" onClick={() => crud.openNew()}>
            <LuPlus aria-hidden="true" /> {ft('dicts.createDetailTitle')}
          </Button>
        ) : null}
      </HStack>
      <ResourceTable
        label={ft('dicts.details')}
        list={crud}
        columns={columns}
        emptyText={ft('dicts.detailsEmpty')}
        actionsWidth="20"
        actions={can.anyRow ? (detail) => <RowActions name={detail.label} can={can} onEdit={() => crud.openEdit(detail)} onDelete={() => crud.remove.ask(detail)} /> : undefined}
      />
      {crud.drawer !== null ? <DetailDrawer dict={dict} target={crud.drawer} onClose={crud.closeDrawer} /> : null}
      <DeleteConfirm flow={crud.remove} message={({ row }) => ft('dicts.deleteDetailConfirm', { name: row?.label ?? '' })} />
    </Stack>
  );
}
