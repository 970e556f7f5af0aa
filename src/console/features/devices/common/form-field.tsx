/** The console's {@link SharedFormField} with this feature's contract messages (live game devices) translated beside the field. */
import { FormField as SharedFormField, type FormFieldProps } from '@shared/ui/form-field';
import { useDvTranslation } from '../i18n/use-dv-translation';

/** Label, input, and the message (translated) or the helper. */
export function FormField(props: Omit<FormFieldProps, 'translate'>) {
  const { rule } = useDvTranslation();
  return <SharedFormField {...props} translate={rule} />;
}
