/** The device filter of the rules and the log: every device by name ('All devices' first). */
import { FilterSelect } from '@shared/crud/search-bar';
import { useDeviceOptions } from '../api/device-options';

/** Props of {@link DeviceFilter}. */
export interface DeviceFilterProps {
  label: string;
  allText: string;
  /** The chosen device's id, '' for all. */
  value: string;
  onChange: (deviceId: string) => void;
}

export function DeviceFilter({ label, allText, value, onChange }: DeviceFilterProps) {
  const devices = useDeviceOptions();
  const options = (devices.data ?? []).map((device) => ({ value: String(device.id), label: device.name }));
  return <FilterSelect label={label} allText={allText} value={value} options={options} minW="36" onChange={onChange} />;
}
