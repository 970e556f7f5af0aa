/**
 * The inputs of a {@link FormDrawer}, bound to its form by name: label, input and the field's message (the schema's
 * or the server's, in the user's language via `translateRule`) or the helper text.
 */
import { Input, NativeSelect, Stack, Switch, Text, type InputProps, type NativeSelectFieldProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Controller, get, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { FormField } from '../ui/form-field';
import { useCrudT } from './i18n/crud-locale';

/** What every bound field takes. */
export interface BoundFieldProps<In extends FieldValues, Out extends FieldValues> {
  form: UseFormReturn<In, unknown, Out>;
  name: Path<In>;
  label: string;
  helper?: ReactNode;
  required?: boolean;
}

/**
 * A contract message without the `field: ` prefix naming this very field (it shows beside the field already); left
 * as it is when the translation has no such prefix.
 */
export const withoutField = (field: string, message: string) => (message.startsWith(`${field}: `) ? message.slice(field.length + 2) : message);

/** The field's frame: label, the children, the message. */
export function BoundField<In extends FieldValues, Out extends FieldValues>({ form, name, label, helper, required, children }: BoundFieldProps<In, Out> & { children: ReactNode }) {
  const { rule } = useCrudT();
  return (
    <FormField label={label} error={get(form.formState.errors, name)} helper={helper} required={required} translate={(message) => withoutField(name, rule(message))}>
      {children}
    </FormField>
  );
}

/** A text input. */
export function TextField<In extends FieldValues, Out extends FieldValues>({ input, ...props }: BoundFieldProps<In, Out> & { input?: InputProps }) {
  return (
    <BoundField {...props}>
      <Input size="sm" autoComplete="off" {...input} {...props.form.register(props.name)} />
    </BoundField>
  );
}

/** A number input (its value a number, `NaN` when empty, which the schema refuses). */
export function NumberField<In extends FieldValues, Out extends FieldValues>({ input, ...props }: BoundFieldProps<In, Out> & { input?: InputProps }) {
  return (
    <BoundField {...props}>
      <Input size="sm" type="number" min={0} {...input} {...props.form.register(props.name, { valueAsNumber: true })} />
    </BoundField>
  );
}

/** A select; `children` are its options, `select` its own props (an `onChange` run instead of the form's). */
export function SelectField<In extends FieldValues, Out extends FieldValues>({ select, children, ...props }: BoundFieldProps<In, Out> & { select?: NativeSelectFieldProps; children: ReactNode }) {
  return (
    <BoundField {...props}>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field {...props.form.register(props.name)} {...select}>
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </BoundField>
  );
}

/** An on/off switch labelled by `label` (unset reads as `fallback`, the schema's default), with `helper` under it. */
export function SwitchField<In extends FieldValues, Out extends FieldValues>({ form, name, label, helper, fallback = true }: Omit<BoundFieldProps<In, Out>, 'required'> & { fallback?: boolean }) {
  const control = (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Switch.Root checked={(field.value as boolean | undefined) ?? fallback} onCheckedChange={(e) => field.onChange(e.checked)} colorPalette="brand" size="sm">
          <Switch.HiddenInput name={field.name} onBlur={field.onBlur} />
          <Switch.Control />
          <Switch.Label>{label}</Switch.Label>
        </Switch.Root>
      )}
    />
  );
  if (!helper) return control;
  return (
    <Stack gap="1">
      {control}
      <Text fontSize="xs" color="fg.muted">
        {helper}
      </Text>
    </Stack>
  );
}
