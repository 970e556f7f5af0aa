/**
 * Configuration selection of the game pages: a select of the configurations (newest first). With no `?configId=`
 * the newest is chosen, so opening a page from the menu shows a game at once; an id that is not listed (deleted,
 * or beyond the first 100) stays selectable so its address keeps working. A page of one style (ice-fire) lists
 * only the configurations of that style, and may say in its own words what to do when there is none.
 */
import { useCallback, type ReactNode } from 'react';
import type { PluginStyle } from '../../../../../streams/games/live-config';
import { usePickerConfigs } from '../api/live-configs-api';
import { ConfigStateBadge } from './config-state-badge';
import { useLcTranslation } from '../i18n/use-lc-translation';
import { InlineAlert } from '@shared/ui/inline-alert';
import { PickerSelect } from '@shared/ui/picker-select';

/** States change when a round starts or ends elsewhere: a slow poll keeps the badge honest. */
const REFRESH_MS = 10_000;

/** Props of {@link ConfigPicker}: the id in the URL and how to change it. */
export interface ConfigPickerProps {
  configId: number | undefined;
  onSelect: (id: number) => void;
  /** Only configurations of these plugin styles are offered (all when unset). */
  styles?: readonly PluginStyle[];
  /** Shown instead of the general 'none yet' notice when no configuration is offered. */
  empty?: ReactNode;
}

/** The select, the chosen configuration's state, and the 'none yet' / 'list failed' notices. */
export function ConfigPicker({ configId, onSelect, styles, empty }: ConfigPickerProps) {
  const { t, lt } = useLcTranslation();
  const configs = usePickerConfigs(REFRESH_MS);
  const rows = (configs.data?.content ?? []).filter((row) => !styles || styles.includes(row.pluginStyle));
  const current = rows.find((row) => row.id === configId);
  const options = rows.map((row) => ({ value: String(row.id), label: lt('picker.option', { name: row.name, id: row.id, style: lt(`styles.${row.pluginStyle}`) }) }));
  const select = useCallback(
    (value: string) => {
      const id = Number(value);
      if (Number.isInteger(id) && id > 0) onSelect(id);
    },
    [onSelect],
  );
  return (
    <>
      <PickerSelect
        label={lt('picker.label')}
        value={configId === undefined ? undefined : String(configId)}
        options={options}
        pending={configs.isPending}
        chooseText={lt('picker.choose')}
        unlistedText={configId === undefined ? '' : lt('picker.unlisted', { id: configId })}
        onSelect={select}
        maxW="md"
        badge={current ? <ConfigStateBadge state={current.state} /> : null}
      />
      {configs.isError ? <InlineAlert text={t('groupHost.configListFailed')} /> : null}
      {configs.isSuccess && rows.length === 0 && configId === undefined ? (empty ?? <InlineAlert text={lt('picker.none')} status="info" />) : null}
    </>
  );
}
