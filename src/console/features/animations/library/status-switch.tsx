/**
 * The status of one library animation as a switch that acts at once: it saves the row with
 * `enabled` changed, shows the new state while the request runs and until the list is fresh, and says what happened.
 * Without `animation:edit` it only shows the state.
 */
import type { VehicleAnimationRow } from '../../../../../streams/contracts/animations';
import { InstantSwitch } from '@shared/crud/instant-switch';
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
    <InstantSwitch
      checked={enabled}
      busy={update.isPending}
      canEdit={canEdit}
      label={ft('library.statusOf', { name: row.name })}
      words={{ on: ft('status.enabled'), off: ft('status.disabled') }}
      onToggle={(next) => void onToggle(next)}
    />
  );
}
