/**
 * Configuration selection of the game pages: a select of the configurations (newest first). With no `?configId=`
 * the newest is chosen, so opening a page from the menu shows a game at once; an id that is not listed (deleted,
 * or beyond the first 100) stays selectable so its address keeps working. A page of one style (ice-fire) lists
 * only the configurations of that style, and may say in its own words what to do when there is none.
 */
import { Field, HStack, NativeSelect } from '@chakra-ui/react';
import { useEffect, useId, type ReactNode } from 'react';
import type { PluginStyle } from '../../../../../streams/games/live-config';
import { usePickerConfigs } from '../api/live-configs-api';
import { ConfigStateBadge } from './config-state-badge';
import { useLcTranslation } from '../i18n/use-lc-translation';
import { InlineAlert } from '@shared/ui/inline-alert';

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
  const id = useId();
  const configs = usePickerConfigs(REFRESH_MS);
  const rows = (configs.data?.content ?? []).filter((row) => !styles || styles.includes(row.pluginStyle));
  const current = rows.find((row) => row.id === configId);
  const newest = rows[0]?.id;

  useEffect(() => {
    if (configId === undefined && newest !== undefined) onSelect(newest);
  }, [configId, newest, onSelect]);

  return (
    <>
      <HStack gap="3" wrap="wrap" align="end">
        <Field.Root maxW="md" flex="1" minW="60">
          <Field.Label htmlFor={id}>{lt('picker.label')}</Field.Label>
          <NativeSelect.Root size="sm" disabled={configs.isPending && configId === undefined}>
            <NativeSelect.Field
              id={id}
              value={configId === undefined ? '' : String(configId)}
              onChange={(e) => {
                const value = Number(e.currentTarget.value);
                if (Number.isInteger(value) && value > 0) onSelect(value);
              }}
            >
              {configId === undefined ? (
                <option value="" disabled>
                  {lt('picker.choose')}
                </option>
              ) : null}
              {configId !== undefined && !current ? <option value={configId}>{lt('picker.unlisted', { id: configId })}</option> : null}
              {rows.map((row) => (
                <option key={row.id} value={row.id}>
                  {lt('picker.option', { name: row.name, id: row.id, style: lt(`styles.${row.pluginStyle}`) })}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {current ? <ConfigStateBadge state={current.state} /> : null}
      </HStack>
      {configs.isError ? <InlineAlert text={t('groupHost.configListFailed')} /> : null}
      {configs.isSuccess && rows.length === 0 && configId === undefined
        ? (empty ?? (
            <InlineAlert text={lt('picker.none')} status="info" />
          ))
        : null}
    </>
  );
}
