/**
 * Commands (Live game devices → Commands, component 'DeviceCommands'; name, payload template with gift/user fields):
 * the list with search, sorting and paging (kept in the URL); 'Add' and 'Edit' open the template editor; delete asks
 * first and is refused while a rule uses the command (the rules named on the page). Buttons follow
 * `device:add|edit|del`.
 */
import { COMMAND_SORTS } from '../../../../../streams/contracts/devices';
import { DeleteConfirm } from '@shared/crud/confirm-dialogs';
import { DeleteError } from '@shared/crud/delete-error';
import { ListActions } from '@shared/crud/list-actions';
import { ResourceTable } from '@shared/crud/resource-table';
import { RowActions } from '@shared/crud/row-actions';
import { SearchBar } from '@shared/crud/search-bar';
import { useCrudCan } from '@shared/crud/use-crud-can';
import { useCrudList } from '@shared/crud/use-crud-list';
import { PageCard } from '@shared/ui/page-card';
import { commandsApi } from '../api/devices-api';
import { useDevicesT } from '../i18n/devices-locale';
import { CommandDrawer } from './command-drawer';
import { useCommandColumns } from './commands-columns';

export function DeviceCommandsPage() {
  const { t, ft } = useDevicesT();
  const can = useCrudCan({ add: 'device:add', edit: 'device:edit', del: 'device:del' });
  const crud = useCrudList({
    api: commandsApi,
    sorts: COMMAND_SORTS,
    defaultSort: { field: 'createTime', direction: 'desc' },
    textSorts: ['name'],
    filters: { blurry: '' },
    deleteErrorInline: true,
  });
  const columns = useCommandColumns();

  return (
    <PageCard title={ft('commands.title')} help={ft('commands.help')} actions={<ListActions list={crud} canAdd={can.add} noExport />}>
      <SearchBar list={crud} text="blurry" searchLabel={ft('commands.searchLabel')} placeholder={ft('commands.searchPlaceholder')} />
      <DeleteError flow={crud.remove} dismissLabel={t('common.cancel')} />
      <ResourceTable
        label={ft('commands.table')}
        list={crud}
        columns={columns}
        emptyText={ft('commands.empty')}
        noMatchText={ft('commands.noMatch')}
        loadFailedText={ft('commands.failed')}
        rowAttributes={(command) => ({ 'data-command': command.name })}
        actions={can.anyRow ? (command) => <RowActions name={command.name} can={can} onEdit={() => crud.openEdit(command)} onDelete={() => crud.remove.ask(command)} /> : undefined}
      />
      {crud.drawer !== null ? <CommandDrawer target={crud.drawer} onClose={crud.closeDrawer} /> : null}
      <DeleteConfirm flow={crud.remove} />
    </PageCard>
  );
}
