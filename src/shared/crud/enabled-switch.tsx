/** The enable switch of a row: the page asks first (a confirm), disabled without the edit permission. */
import { Switch } from '@chakra-ui/react';

/** Props of {@link EnabledSwitch}. */
export interface EnabledSwitchProps {
  checked: boolean;
  /** The accessible name: the row's name. */
  label: string;
  disabled: boolean;
  onToggle: () => void;
}

/** A small switch; `onToggle` asks, the switch itself never flips before the server agreed. */
export function EnabledSwitch({ checked, label, disabled, onToggle }: EnabledSwitchProps) {
  return (
    <Switch.Root checked={checked} disabled={disabled} onCheckedChange={() => onToggle()} colorPalette="brand" size="sm">
      <Switch.HiddenInput aria-label={label} />
      <Switch.Control />
    </Switch.Root>
  );
}
