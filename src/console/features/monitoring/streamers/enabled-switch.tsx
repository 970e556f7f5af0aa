/**
 * Whether a streamer is monitored, as a switch that acts at once (`PUT api/monitor/streamers/enabled` with its id): it
 * shows the new state while the request runs and until the list is fresh, and says what happened. Without
 * `monitor:edit` it only shows the state.
 */
import type { MonitorStreamerRow } from '../../../../../streams/contracts/monitor';
import { InstantSwitch } from '@shared/crud/instant-switch';
import { useInstantToggle, type RowSwitchProps } from '@shared/ui/use-instant-toggle';
import { useSetStreamersEnabled } from '../api/monitor-streamers-api';
import { useMoTranslation } from '../i18n/use-mo-translation';

/** Props of {@link EnabledSwitch}. */
export type EnabledSwitchProps = RowSwitchProps<MonitorStreamerRow>;

/** The switch. */
export function EnabledSwitch({ row, canEdit }: EnabledSwitchProps) {
  const { mt, failure } = useMoTranslation();
  const toggle = useInstantToggle({
    mutation: useSetStreamersEnabled(),
    stored: row.enabled,
    asked: (body) => body.enabled,
    variables: (next) => ({ ids: [row.id], enabled: next }),
    successText: (next) => mt(next ? 'switch.enabledNow' : 'switch.disabledNow', { name: row.nickname }),
    failedText: mt('list.switchFailed'),
    reason: failure,
  });
  return <InstantSwitch {...toggle} canEdit={canEdit} label={mt('switch.label', { name: row.nickname })} words={{ on: mt('switch.on'), off: mt('switch.off') }} />;
}
