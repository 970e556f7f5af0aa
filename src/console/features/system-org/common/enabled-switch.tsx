/** The enable switch of a row: asks first (ConfirmDialog in the page), disabled without the edit permission. */
import { Switch } from '@chakra-ui/react';

export interface EnabledSwitchProps {
  checked: boolean;
  /** The accessible name: the row's name. */
  label: string;
  disabled: boolean;
  onToggle: () => void;
}

export function EnabledSwitch({ checked, label, disabled, onToggle }: EnabledSwitchProps) {
  return (
    <Switch.Root checked={checked} disabled={disabled} onCheckedChange={() => onToggle()} colorPalette="brand" size="sm">
      <Switch.HiddenInput aria-label={label} />
      <Switch.Control />
    </Switch.Root>
  );
}
