/** The console's {@link SharedFormField} with this feature's contract messages (entry-animations) translated beside the field. */
import { FormField as SharedFormField, type FormFieldProps } from '@shared/ui/form-field';
import { useAnTranslation } from '../i18n/use-an-translation';

/** Label, input, and the message (translated) or the helper. */
export function FormField(props: Omit<FormFieldProps, 'translate'>) {
  const { rule } = useAnTranslation();
  return <SharedFormField {...props} translate={rule} />;
}
