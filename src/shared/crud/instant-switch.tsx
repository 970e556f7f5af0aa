/**
 * An on/off switch in a list row that acts at once (no question first): named after its row for screen readers, with
 * the visible word for the eye. The page runs the save and says what happened; while it runs the switch shows the
 * state asked for and is off.
 */
import { Switch, VisuallyHidden } from '@chakra-ui/react';

/** Props of {@link InstantSwitch}. */
export interface InstantSwitchProps {
  /** The state shown: the one asked for while saving, else the row's. */
  checked: boolean;
  /** A save runs (the switch waits for it). */
  busy: boolean;
  /** Without the edit permission the switch only shows the state. */
  canEdit: boolean;
  /** The switch's accessible name ('Monitoring of Luna'). */
  label: string;
  /** The visible word of each state ('On' / 'Off'). */
  words: { on: string; off: string };
  onToggle: (next: boolean) => void;
}

export function InstantSwitch({ checked, busy, canEdit, label, words, onToggle }: InstantSwitchProps) {
  return (
    <Switch.Root size="sm" colorPalette="green" checked={checked} disabled={!canEdit || busy} onCheckedChange={(e) => onToggle(e.checked)} data-enabled={checked}>
      <Switch.HiddenInput />
      <Switch.Control />
      <Switch.Label fontSize="xs" color={checked ? 'fg' : 'fg.muted'} whiteSpace="nowrap">
        {/* The switch is named after its row; its on/off state is read out, the visible word is for the eye. */}
        <VisuallyHidden>{label}</VisuallyHidden>
        <span aria-hidden="true">{checked ? words.on : words.off}</span>
      </Switch.Label>
    </Switch.Root>
  );
}
