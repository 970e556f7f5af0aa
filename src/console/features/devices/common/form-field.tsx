/** The console's {@link SharedFormField} with this feature's contract messages (live game devices) translated beside the field. */
import { FormField as SharedFormField, type FormFieldProps } from '@shared/ui/form-field';
import { useDevicesT } from '../i18n/devices-locale';

/** Label, input, and the message (translated) or the helper. */
export function FormField(props: Omit<FormFieldProps, 'translate'>) {
  const { rule } = useDevicesT();
  return <SharedFormField {...props} translate={rule} />;
}
