/**
 * The status of one library animation as a switch that acts at once: it saves the row with
 * `enabled` changed, shows the new state while the request runs and until the list is fresh, and says what happened.
 * Without `animation:edit` it only shows the state.
 */
import type { VehicleAnimationRow } from '../../../../../streams/contracts/animations';
import { InstantSwitch } from '@shared/crud/instant-switch';
import { useInstantToggle, type RowSwitchProps } from '@shared/ui/use-instant-toggle';
import { bodyOfRow, libraryApi } from '../api/animations-api';
import { useAnimationsT } from '../i18n/animations-locale';

/** Props of {@link StatusSwitch}. */
export type StatusSwitchProps = RowSwitchProps<VehicleAnimationRow>;

/** The switch. */
export function StatusSwitch({ row, canEdit }: StatusSwitchProps) {
  const { ft, failure } = useAnimationsT();
  const toggle = useInstantToggle({
    mutation: libraryApi.useUpdate(),
    stored: row.enabled,
    asked: (body) => body.enabled === true,
    variables: (next) => ({ ...bodyOfRow(row), enabled: next }),
    successText: (next) => ft(next ? 'library.enabledNow' : 'library.disabledNow', { name: row.name }),
    failedText: ft('library.statusFailed'),
    reason: failure,
  });
  return (
    <InstantSwitch
      {...toggle}
      canEdit={canEdit}
      label={ft('library.statusOf', { name: row.name })}
      words={{ on: ft('status.enabled'), off: ft('status.disabled') }}
    />
  );
}
