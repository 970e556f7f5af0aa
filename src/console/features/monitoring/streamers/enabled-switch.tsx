/**
 * Whether a streamer is monitored, as a switch that acts at once (`PUT api/monitor/streamers/enabled` with its id): it
 * shows the new state while the request runs and until the list is fresh, and says what happened. Without
 * `monitor:edit` it only shows the state.
 */
import type { MonitorStreamerRow } from '../../../../../streams/contracts/monitor';
import { InstantSwitch } from '@shared/crud/instant-switch';
import { notifySuccess } from '@shared/ui/toaster';
import { notifyFailure } from '@shared/ui/notify-failure';
import { useSetStreamersEnabled } from '../api/monitor-streamers-api';
import { useMoTranslation } from '../i18n/use-mo-translation';

/** Props of {@link EnabledSwitch}. */
export interface EnabledSwitchProps {
  row: MonitorStreamerRow;
  canEdit: boolean;
}

/** The switch. */
export function EnabledSwitch({ row, canEdit }: EnabledSwitchProps) {
  const { mt, failure } = useMoTranslation();
  const update = useSetStreamersEnabled();
  // Optimistic: while saving, show what was asked for (TanStack Query keeps the mutation's variables).
  const enabled = update.isPending ? update.variables.enabled : row.enabled;

  const onToggle = async (next: boolean) => {
    try {
      await update.mutateAsync({ ids: [row.id], enabled: next });
      notifySuccess(mt(next ? 'switch.enabledNow' : 'switch.disabledNow', { name: row.nickname }));
    } catch (error) {
      // The variables are dropped with the failure, so the switch shows the stored state again.
      notifyFailure(mt('list.switchFailed'), failure(error));
    }
  };

  return (
    <InstantSwitch
      checked={enabled}
      busy={update.isPending}
      canEdit={canEdit}
      label={mt('switch.label', { name: row.nickname })}
      words={{ on: mt('switch.on'), off: mt('switch.off') }}
      onToggle={(next) => void onToggle(next)}
    />
  );
}
