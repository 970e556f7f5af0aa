/** The console's {@link SharedFormField} with this feature's contract messages (monitoring) translated beside the field. */
import { FormField as SharedFormField, type FormFieldProps } from '@shared/ui/form-field';
import { useMoTranslation } from '../i18n/use-mo-translation';

/** Label, input, and the message (translated) or the helper. */
export function FormField(props: Omit<FormFieldProps, 'translate'>) {
  const { rule } = useMoTranslation();
  return <SharedFormField {...props} translate={rule} />;
}
