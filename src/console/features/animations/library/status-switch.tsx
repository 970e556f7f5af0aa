/**
 * The status of one library animation as a switch that acts at once: it saves the row with
 * `enabled` changed, shows the new state while the request runs and until the list is fresh, and says what happened.
 * Without `animation:edit` it only shows the state.
 */
import { Switch, VisuallyHidden } from '@chakra-ui/react';
import type { VehicleAnimationRow } from '../../../../../streams/contracts/animations';
import { notifySuccess } from '@shared/ui/toaster';
import { bodyOfRow, useUpdateVehicleAnimation } from '../api/update-vehicle-animation';
import { notifyFailure } from '../common/notify-failure';
import { useAnTranslation } from '../i18n/use-an-translation';

/** Props of {@link StatusSwitch}. */
export interface StatusSwitchProps {
  row: VehicleAnimationRow;
  canEdit: boolean;
}

/** The switch. */
export function StatusSwitch({ row, canEdit }: StatusSwitchProps) {
  const { at, failure } = useAnTranslation();
  const update = useUpdateVehicleAnimation();
  // Optimistic: while saving, show what was asked for (TanStack Query keeps the mutation's variables).
  const enabled = update.isPending ? update.variables.body.enabled === true : row.enabled;

  const onToggle = async (next: boolean) => {
    try {
      await update.mutateAsync({ id: row.id, body: { ...bodyOfRow(row), enabled: next } });
      notifySuccess(at(next ? 'library.enabledNow' : 'library.disabledNow', { name: row.name }));
    } catch (error) {
      // The variables are dropped with the failure, so the switch shows the stored state again.
      notifyFailure(at('library.statusFailed'), failure(error));
    }
  };

  return (
    <Switch.Root
      size="sm"
      colorPalette="green"
      checked={enabled}
      disabled={!canEdit || update.isPending}
      onCheckedChange={(e) => void onToggle(e.checked)}
      data-enabled={enabled}
    >
      <Switch.HiddenInput />
      <Switch.Control />
      <Switch.Label fontSize="xs" color={enabled ? 'fg' : 'fg.muted'} whiteSpace="nowrap">
        {/* The switch is named after its row; its on/off state is read out, the visible word is for the eye. */}
        <VisuallyHidden>{at('library.statusOf', { name: row.name })}</VisuallyHidden>
        <span aria-hidden="true">{at(enabled ? 'status.enabled' : 'status.disabled')}</span>
      </Switch.Label>
    </Switch.Root>
  );
}
