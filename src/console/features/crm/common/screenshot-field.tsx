/**
 * A screenshot of a CRM form (contact, WhatsApp, after a message): the shared upload field for one picture
 * (jpg, png or jpeg, at most 10 MB: `SCREENSHOT_UPLOAD`), bound to the form by name; the form holds the served URL.
 */
import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { UploadField } from '@shared/upload/upload-field';
import { uploadScreenshot } from '../api/anchors-api';

/** Props of {@link ScreenshotField}. */
export interface ScreenshotFieldProps<In extends FieldValues, Out extends FieldValues> {
  form: UseFormReturn<In, unknown, Out>;
  name: Path<In>;
  label: string;
  /** True while a file is being sent (the drawer keeps Save off meanwhile). */
  onBusyChange: (busy: boolean) => void;
}

/** The field. */
export function ScreenshotField<In extends FieldValues, Out extends FieldValues>({ form, name, label, onBusyChange }: ScreenshotFieldProps<In, Out>) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <UploadField
          kind="picture"
          send={uploadScreenshot}
          label={label}
          value={(field.value as string | null | undefined) ?? ''}
          error={fieldState.error}
          onChange={(url) => {
            form.clearErrors(name);
            field.onChange(url);
          }}
          onBusyChange={onBusyChange}
        />
      )}
    />
  );
}
