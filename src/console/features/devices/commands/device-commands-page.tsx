/**
 * Commands (Live game devices → Commands, component 'DeviceCommands'; name, payload template with gift/user fields):
 * the list with search, sorting and paging (kept in the URL); 'Add' and 'Edit' open the template editor; delete asks
 * first and is refused while a rule uses the command (the rules named on the page). Buttons follow
 * `device:add|edit|del`.
 */

import { CrudPage } from '@shared/crud/crud-page';
import { useCrudList } from '@shared/crud/use-crud-list';
import { useSectionTexts } from '@shared/i18n/section-texts';
import { commandsApi } from '../api/devices-api';
import { useDevicesT } from '../i18n/devices-locale';
import { CommandDrawer } from './command-drawer';
import { useCommandColumns } from './commands-columns';

export function DeviceCommandsPage() {
  const texts = useSectionTexts(useDevicesT, 'commands');
  const crud = useCrudList({ api: commandsApi, filters: { blurry: '' }, deleteErrorInline: true });
  const columns = useCommandColumns();

  return (
    <CrudPage
      texts={texts}
      list={crud}
      rowName={(command) => command.name}
      noExport
      search={{ text: 'blurry' }}
      table={{ columns, rowAttributes: (command) => ({ 'data-command': command.name }) }}
      drawer={(target, _parent, onClose) => <CommandDrawer target={target} onClose={onClose} />}
    />
  );
}
