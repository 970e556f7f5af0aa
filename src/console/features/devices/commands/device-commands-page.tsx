/**
 * Commands (Live game devices → Commands, component 'DeviceCommands'; name, payload template with gift/user fields):
 * the list with search, sorting and paging (kept in the URL); 'Add' and 'Edit' open the template editor; delete asks
 * first and is refused while a rule uses the command (the rules named on the page). Buttons follow
 * `device:add|edit|del`.
 */

import { CrudPage } from '@shared/crud/crud-page';
import { useCrudList } from '@shared/crud/use-crud-list';
import { commandsApi } from '../api/devices-api';
import { useDevicesT } from '../i18n/devices-locale';
import { CommandDrawer } from './command-drawer';
import { useCommandColumns } from './commands-columns';

export function DeviceCommandsPage() {
  const { ft } = useDevicesT();
  const crud = useCrudList({ api: commandsApi, filters: { blurry: '' }, deleteErrorInline: true });
  const columns = useCommandColumns();

  return (
    <CrudPage
      title={ft('commands.title')}
      help={ft('commands.help')}
      list={crud}
      rowName={(command) => command.name}
      noExport
      search={{ text: 'blurry', searchLabel: ft('commands.searchLabel'), placeholder: ft('commands.searchPlaceholder') }}
      table={{ columns, emptyText: ft('commands.empty'), noMatchText: ft('commands.noMatch'), loadFailedText: ft('commands.failed'), rowAttributes: (command) => ({ 'data-command': command.name }) }}
      drawer={(target, _parent, onClose) => <CommandDrawer target={target} onClose={onClose} />}
    />
  );
}
