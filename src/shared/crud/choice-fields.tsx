/**
 * More inputs of a {@link FormDrawer}, bound to its form by name like those of form-fields.tsx: a native select, a
 * text area, and a list of checkboxes holding the ticked ids (roles, jobs, departments; indented by depth for a tree).
 */
import { Checkbox, NativeSelect, Stack, Text, Textarea, type TextareaProps } from '@chakra-ui/react';
import { useId } from 'react';
import { Controller, get, type FieldValues } from 'react-hook-form';
import { SelectOptions, type SelectOption } from '../ui/select-options';
import { BoundField, type BoundFieldProps } from './form-fields';
import { useCrudT } from './i18n/crud-locale';

export type { SelectOption } from '../ui/select-options';

/** A native select over `options` (its value a string). */
export function SelectField<In extends FieldValues, Out extends FieldValues>({ options, ...props }: BoundFieldProps<In, Out> & { options: readonly SelectOption[] }) {
  return (
    <BoundField {...props}>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field {...props.form.register(props.name)}>
          <SelectOptions options={options} />
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </BoundField>
  );
}

/** A text area. */
export function TextAreaField<In extends FieldValues, Out extends FieldValues>({ input, ...props }: BoundFieldProps<In, Out> & { input?: TextareaProps }) {
  return (
    <BoundField {...props}>
      <Textarea size="sm" rows={3} {...input} {...props.form.register(props.name)} />
    </BoundField>
  );
}

/** One checkbox of a {@link CheckListField}: an id, its text, and its depth in a tree (indent). */
export interface CheckOption {
  id: number;
  label: string;
  depth?: number;
}

/**
 * Checkboxes whose value is the list of ticked ids, in a labelled group with the field's message below. Not a Chakra
 * `Field`: a field gives its one id to every input inside it, so each checkbox label would tick the first box.
 */
export function CheckListField<In extends FieldValues, Out extends FieldValues>({ form, name, label, helper, required, options }: BoundFieldProps<In, Out> & { options: readonly CheckOption[] }) {
  const { rule } = useCrudT();
  const id = useId();
  const message = (get(form.formState.errors, name) as { message?: string } | undefined)?.message;
  return (
    <Stack gap="1.5">
      <Text id={`${id}-label`} fontSize="sm" fontWeight="medium">
        {label}
        {required ? (
          <Text as="span" color="fg.error" aria-hidden="true">
            {' *'}
          </Text>
        ) : null}
      </Text>
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => {
          const ticked = (field.value as readonly number[] | undefined) ?? [];
          return (
            <Stack gap="1" role="group" aria-labelledby={`${id}-label`} aria-invalid={message !== undefined} aria-describedby={`${id}-message`} borderWidth="1px" borderRadius="md" p="2" maxH="60" overflowY="auto">
              {options.map((option) => (
                <Checkbox.Root
                  key={option.id}
                  size="sm"
                  ps={option.depth ? `${option.depth * 1.25}rem` : undefined}
                  checked={ticked.includes(option.id)}
                  onCheckedChange={(e) => field.onChange(e.checked === true ? [...ticked, option.id] : ticked.filter((one) => one !== option.id))}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{option.label}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </Stack>
          );
        }}
      />
      {message !== undefined ? (
        <Text id={`${id}-message`} fontSize="xs" color="fg.error">
          {rule(message)}
        </Text>
      ) : helper ? (
        <Text id={`${id}-message`} fontSize="xs" color="fg.muted">
          {helper}
        </Text>
      ) : null}
    </Stack>
  );
}
