/**
 * Whether a streamer is monitored, as a switch that acts at once (`PUT api/monitor/streamers/enabled` with its id): it
 * shows the new state while the request runs and until the list is fresh, and says what happened. Without
 * `monitor:edit` it only shows the state.
 */
import { Switch, VisuallyHidden } from '@chakra-ui/react';
import type { MonitorStreamerRow } from '../../../../../streams/contracts/monitor';
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
    <Switch.Root size="sm" colorPalette="green" checked={enabled} disabled={!canEdit || update.isPending} onCheckedChange={(e) => void onToggle(e.checked)} data-enabled={enabled}>
      <Switch.HiddenInput />
      <Switch.Control />
      <Switch.Label fontSize="xs" color={enabled ? 'fg' : 'fg.muted'} whiteSpace="nowrap">
        {/* The switch is named after its row; its on/off state is read out, the visible word is for the eye. */}
        <VisuallyHidden>{mt('switch.label', { name: row.nickname })}</VisuallyHidden>
        <span aria-hidden="true">{mt(enabled ? 'switch.on' : 'switch.off')}</span>
      </Switch.Label>
    </Switch.Root>
  );
}
