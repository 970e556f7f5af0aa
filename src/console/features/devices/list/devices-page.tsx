/**
 * Devices (Live game devices → Devices, component 'Devices'; name, type, key, online state): the list with search
 * (name, note), type and switch filters, sorting and paging (kept in the URL), polled every 5 s so the online badges
 * follow the devices; 'Add' opens the form drawer and then shows the new key once (copyable); per row: a test command,
 * a new key (asked first), edit, delete (asked first; refused while a rule uses the device, with the rules named on
 * the page). Buttons follow `device:add|edit|del`. With no device yet, it says what a device is and shows the device
 * protocol (device-intro.tsx).
 */
import { useState } from 'react';
import { LuKeyRound, LuSend } from 'react-icons/lu';
import { DEVICE_TYPES, type DeviceRow } from '../../../../../streams/contracts/devices';
import { AskConfirm } from '@shared/crud/confirm-dialogs';
import { CrudPage } from '@shared/crud/crud-page';
import { RowButton } from '@shared/crud/row-actions';
import { FilterSelect, STATUS_CHOICES } from '@shared/crud/search-bar';
import { useAskFirst } from '@shared/crud/use-ask-first';
import { useCrudList } from '@shared/crud/use-crud-list';
import { useSectionTexts } from '@shared/i18n/section-texts';
import { regenerateDeviceKey } from '../api/device-actions';
import { devicesApi } from '../api/devices-api';
import { useDevicesT } from '../i18n/devices-locale';
import { useDeviceColumns } from './devices-columns';
import { DeviceDrawer } from './device-drawer';
import { DeviceIntro } from './device-intro';
import { KeyDialog, type ShownKey } from './key-dialog';
import { TestDialog } from './test-dialog';

/** Online badges follow the devices within this long. */
const REFRESH_MS = 5_000;

export function DevicesPage() {
  const { ft } = useDevicesT();
  const texts = useSectionTexts(useDevicesT, 'devices');
  const crud = useCrudList({
    api: devicesApi,
    filters: { blurry: '', type: '', enabled: '' },
    choices: { type: ['', ...DEVICE_TYPES], enabled: STATUS_CHOICES },
    deleteErrorInline: true,
    refresh: REFRESH_MS,
  });
  const columns = useDeviceColumns();
  const [testing, setTesting] = useState<DeviceRow | null>(null);
  const [shownKey, setShownKey] = useState<ShownKey | null>(null);
  const rekey = useAskFirst({
    action: devicesApi.useAction((device: DeviceRow) => regenerateDeviceKey(device.id)),
    onDone: ({ key }, device) => setShownKey({ name: device.name, key, regenerated: true }),
    failedText: ft('devices.key.failed'),
  });

  return (
    <CrudPage
      texts={texts}
      list={crud}
      rowName={(device) => device.name}
      noExport
      search={{
        text: 'blurry',
        status: 'enabled',
        statusLabel: ft('common.enabledFilter'),
        children: ({ filters, apply }) => (
          <FilterSelect
            label={ft('devices.typeFilter')}
            value={filters.type}
            allText={ft('devices.allTypes')}
            options={DEVICE_TYPES.map((type) => ({ value: type, label: ft(`types.${type}`) }))}
            onChange={(type) => apply({ type })}
          />
        ),
      }}
      before={crud.query.isSuccess && crud.total === 0 && !crud.filtered ? <DeviceIntro /> : null}
      table={{ columns, rowAttributes: (device) => ({ 'data-device': device.name }) }}
      rowButtons={
        crud.can.edit
          ? (device) => (
              <>
                <RowButton label={ft('devices.testOf', { name: device.name })} icon={<LuSend />} disabled={!device.enabled} onClick={() => setTesting(device)} />
                <RowButton label={ft('devices.keyOf', { name: device.name })} icon={<LuKeyRound />} onClick={() => rekey.ask(device)} />
              </>
            )
          : undefined
      }
      drawer={(target, _parent, onClose) => <DeviceDrawer target={target} onClose={onClose} onCreated={(name, key) => setShownKey({ name, key, regenerated: false })} />}
    >
      <KeyDialog shown={shownKey} onClose={() => setShownKey(null)} />
      <TestDialog device={testing} onClose={() => setTesting(null)} />
      <AskConfirm flow={rekey} message={(device) => ft('devices.key.confirm', { name: device.name })} confirmLabel={ft('devices.newKey')} />
    </CrudPage>
  );
}
