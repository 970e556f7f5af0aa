/**
 * The select at the top of a page that shows one thing chosen from a list kept in the URL (a live room, a game
 * configuration): newest first, the newest chosen when the URL names none, a named value no longer listed kept
 * selectable (marked so), with a badge of the chosen one's state beside it.
 */
import { Field, HStack, NativeSelect } from '@chakra-ui/react';
import { useEffect, useId, type ReactNode } from 'react';
import { SelectOptions, type SelectOption } from './select-options';

/** One choice of the picker. */
export type PickerOption = SelectOption;

/** Props of {@link PickerSelect}. */
export interface PickerSelectProps {
  /** The field's label, translated. */
  label: string;
  /** The chosen value (from the URL), `undefined` when none. */
  value: string | undefined;
  /** The listed choices, newest first. */
  options: readonly PickerOption[];
  /** The list is still loading (the select is off until it arrives, unless a value is chosen). */
  pending: boolean;
  /** The disabled first option while nothing is chosen. */
  chooseText: string;
  /** The label of a chosen value that is not listed (an ellipsis while the list loads). */
  unlistedText: string;
  /** Called with a listed value ('' is never passed). */
  onSelect: (value: string) => void;
  /** The field's maximum width (a Chakra size token, e.g. `'sm'`). */
  maxW: string;
  /** Shown beside the select (the chosen one's state). */
  badge?: ReactNode;
}

/** The labelled select and the badge; chooses the first (newest) option while nothing is chosen. */
export function PickerSelect({ label, value, options, pending, chooseText, unlistedText, onSelect, maxW, badge }: PickerSelectProps) {
  const id = useId();
  const newest = options[0]?.value;
  const listed = options.some((option) => option.value === value);

  useEffect(() => {
    if (value === undefined && newest !== undefined) onSelect(newest);
  }, [value, newest, onSelect]);

  return (
    <HStack gap="3" wrap="wrap" align="end">
      <Field.Root maxW={maxW} flex="1" minW="60">
        <Field.Label htmlFor={id}>{label}</Field.Label>
        <NativeSelect.Root size="sm" disabled={pending && value === undefined}>
          <NativeSelect.Field
            id={id}
            value={value ?? ''}
            onChange={(e) => {
              if (e.currentTarget.value !== '') onSelect(e.currentTarget.value);
            }}
          >
            {value === undefined ? (
              <option value="" disabled>
                {chooseText}
              </option>
            ) : null}
            {/* While the list loads, a chosen value is not yet known to be unlisted. */}
            {value !== undefined && !listed ? <option value={value}>{pending ? '…' : unlistedText}</option> : null}
            <SelectOptions options={options} />
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {badge}
    </HStack>
  );
}
