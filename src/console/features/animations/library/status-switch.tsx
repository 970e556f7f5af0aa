/**
 * The status of one library animation as a switch that acts at once: it saves the row with
 * `enabled` changed, shows the new state while the request runs and until the list is fresh, and says what happened.
 * Without `animation:edit` it only shows the state.
 */
import { Switch, VisuallyHidden } from '@chakra-ui/react';
import type { VehicleAnimationRow } from '../../../../../streams/contracts/animations';
import { notifyFailure } from '@shared/ui/notify-failure';
import { notifySuccess } from '@shared/ui/toaster';
import { bodyOfRow, libraryApi } from '../api/animations-api';
import { useAnimationsT } from '../i18n/animations-locale';

/** Props of {@link StatusSwitch}. */
export interface StatusSwitchProps {
  row: VehicleAnimationRow;
  canEdit: boolean;
}

/** The switch. */
export function StatusSwitch({ row, canEdit }: StatusSwitchProps) {
  const { ft, failure } = useAnimationsT();
  const update = libraryApi.useUpdate();
  // Optimistic: while saving, show what was asked for (TanStack Query keeps the mutation's variables).
  const enabled = update.isPending ? update.variables.enabled === true : row.enabled;

  const onToggle = async (next: boolean) => {
    try {
      await update.mutateAsync({ ...bodyOfRow(row), enabled: next });
      notifySuccess(ft(next ? 'library.enabledNow' : 'library.disabledNow', { name: row.name }));
    } catch (error) {
      // The variables are dropped with the failure, so the switch shows the stored state again.
      notifyFailure(ft('library.statusFailed'), failure(error));
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
        <VisuallyHidden>{ft('library.statusOf', { name: row.name })}</VisuallyHidden>
        <span aria-hidden="true">{ft(enabled ? 'status.enabled' : 'status.disabled')}</span>
      </Switch.Label>
    </Switch.Root>
  );
}
