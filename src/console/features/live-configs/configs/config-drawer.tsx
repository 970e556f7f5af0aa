/**
 * Create/edit drawer of a live assistant configuration, on the kit's form drawer: the contract's schema checks before
 * sending and each message shows beside its input (config-form.ts); a 400 from the server (`field.path: message`)
 * is put on the field it names, or above the form when it names none. Editing loads the configuration afresh first
 * (someone else may have changed it). Saving a running configuration takes effect at once (the server reconfigures
 * the game).
 */
import { Alert, Grid, HStack, Input, NativeSelect, Separator, Skeleton, Stack, Switch, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { FormProvider, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { LiveConfigDetail } from '../../../../../streams/contracts/live-configs';
import { ATTRIBUTIONS, PLUGIN_STYLES, type LiveConfigBody } from '../../../../../streams/games/live-config';
import { FormDrawer } from '@shared/crud/form-drawer';
import { useLiveConfig } from '../api/get-live-config';
import { liveConfigsApi } from '../api/live-configs-api';
import { configDefaults, configFormSchema, toFormValues, type ConfigFormValues } from './config-form';
import { FormField } from './form-field';
import { GiftsField } from './gifts-field';
import { HostRoomField } from './host-room-field';
import { StreamersField } from './streamers-field';
import { TurntableField } from './turntable-field';
import { useLcTranslation } from '../i18n/use-lc-translation';

/** Props of {@link ConfigDrawer}. */
export interface ConfigDrawerProps {
  /** `'new'` to create, or the configuration (its id) to edit. */
  target: 'new' | { id: number };
  onClose: () => void;
}

/** The drawer; mount it only while it is open (its form starts afresh each time). */
export function ConfigDrawer({ target, onClose }: ConfigDrawerProps) {
  const { t } = useTranslation();
  const { lt, failure } = useLcTranslation();
  const editing = target === 'new' ? undefined : target.id;
  const detail = useLiveConfig(editing);
  // The form edits the configuration as it is now: a fresh answer (not a cached one), read once.
  const [loaded, setLoaded] = useState<{ detail: LiveConfigDetail; values: ConfigFormValues } | null>(null);
  if (loaded === null && detail.data && detail.isFetchedAfterMount) setLoaded({ detail: detail.data, values: toFormValues(detail.data) });
  const create = liveConfigsApi.useCreate();
  const update = liveConfigsApi.useUpdate();
  const waiting = editing !== undefined && loaded === null;
  return (
    <FormDrawer
      title={lt(editing === undefined ? 'form.createTitle' : 'form.editTitle')}
      size="xl"
      schema={configFormSchema}
      defaultValues={configDefaults()}
      values={loaded?.values}
      loading={waiting}
      onSubmit={async (body: LiveConfigBody) => {
        if (editing === undefined) await create.mutateAsync(body);
        else await update.mutateAsync({ ...body, id: editing });
      }}
      successText={t(editing === undefined ? 'common.addSuccess' : 'common.editSuccess')}
      onClose={onClose}
    >
      {(form) =>
        detail.isError ? (
          <Alert.Root status="error" role="alert" size="sm">
            <Alert.Indicator />
            <Alert.Title>{failure(detail.error)}</Alert.Title>
          </Alert.Root>
        ) : waiting ? (
          <Stack gap="4">
            <Skeleton height="8" />
            <Skeleton height="32" />
            <Skeleton height="32" />
          </Stack>
        ) : (
          <ConfigFields form={form} running={loaded?.detail.state === 'collecting'} />
        )
      }
    </FormDrawer>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="3" as="section" aria-label={title}>
      <Text fontSize="xs" fontWeight="semibold" textTransform="uppercase" letterSpacing="wide" color="fg.muted">
        {title}
      </Text>
      {children}
    </Stack>
  );
}

/** The form's sections; `running` warns that a save reconfigures the game at once. */
function ConfigFields({ form, running }: { form: UseFormReturn<ConfigFormValues, unknown, LiveConfigBody>; running: boolean }) {
  const { lt } = useLcTranslation();
  const { register, control, formState } = form;
  const errors = formState.errors;
  const style = useWatch({ control, name: 'pluginStyle' });
  const recordOnly = useWatch({ control, name: 'recordOnly' });
  const attribution = useWatch({ control, name: 'attribution' });
  return (
    <FormProvider {...form}>
      <Stack gap="6">
        {running ? (
          <Alert.Root status="warning" size="sm">
            <Alert.Indicator />
            <Alert.Title>{lt('form.runningNotice')}</Alert.Title>
          </Alert.Root>
        ) : null}
        <Section title={lt('form.basics')}>
          <FormField label={lt('form.name')} error={errors.name} required>
            <Input size="sm" autoComplete="off" maxLength={64} {...register('name')} />
          </FormField>
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="3">
            <FormField label={lt('form.pluginStyle')} error={errors.pluginStyle} helper={lt(style === 'battle' || style === 'iceFire' ? 'form.twoStreamerStyle' : 'form.styleHint')}>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field {...register('pluginStyle')}>
                  {/* A Korea group PK event is made on its own pages (Korea group PK → Streamer config). */}
                  {PLUGIN_STYLES.filter((value) => value !== 'korea').map((value) => (
                    <option key={value} value={value}>
                      {lt(`styles.${value}`)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            <FormField label={lt('form.attribution')} error={errors.attribution} helper={lt(`form.attributionHints.${attribution}`)}>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field {...register('attribution')}>
                  {ATTRIBUTIONS.map((value) => (
                    <option key={value} value={value}>
                      {lt(`form.attributions.${value}`)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            <FormField label={lt('form.minGiftValue')} error={errors.minGiftValue} helper={lt('form.minGiftValueHint')}>
              <Input size="sm" inputMode="numeric" autoComplete="off" {...register('minGiftValue')} />
            </FormField>
            <FormField label={lt('form.flowerTarget')} error={errors.flowerTarget} helper={lt('form.flowerTargetHint')}>
              <Input size="sm" inputMode="numeric" autoComplete="off" {...register('flowerTarget')} />
            </FormField>
          </Grid>
          <Switch.Root
            checked={recordOnly}
            onCheckedChange={(e) => form.setValue('recordOnly', e.checked, { shouldDirty: true })}
            colorPalette="brand"
            size="sm"
          >
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>{lt('form.recordOnly')}</Switch.Label>
          </Switch.Root>
        </Section>
        <Separator />
        <Section title={lt('form.hostSection')}>
          <HostRoomField />
        </Section>
        <Separator />
        <Section title={lt('form.timing')}>
          <Grid templateColumns={{ base: '1fr', md: 'repeat(3, minmax(0, 1fr))' }} gap="3">
            <FormField label={lt('form.pkTime')} error={errors.pkTime} required>
              <HStack gap="2">
                <Input size="sm" inputMode="numeric" autoComplete="off" aria-label={lt('form.pkTime')} {...register('pkTime.value')} />
                <NativeSelect.Root size="sm" maxW="32">
                  <NativeSelect.Field aria-label={lt('form.pkTimeUnit')} {...register('pkTime.unit')}>
                    <option value="seconds">{lt('form.seconds')}</option>
                    <option value="minutes">{lt('form.minutes')}</option>
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </HStack>
            </FormField>
            <FormField label={lt('form.autoEndSeconds')} error={errors.autoEndSeconds} helper={lt('form.autoEndHint')} required>
              <Input size="sm" inputMode="numeric" autoComplete="off" {...register('autoEndSeconds')} />
            </FormField>
            {style === 'iceFire' ? (
              <FormField label={lt('form.effectSeconds')} error={errors.effectSeconds} helper={lt('form.effectHint')}>
                <Input size="sm" inputMode="numeric" autoComplete="off" {...register('effectSeconds')} />
              </FormField>
            ) : null}
          </Grid>
        </Section>
        <Separator />
        <Section title={lt('form.giftsSection')}>
          <GiftsField />
        </Section>
        <Separator />
        <Section title={lt('form.streamersSection')}>
          {recordOnly ? (
            <Text fontSize="sm" color="fg.muted">
              {lt('form.recordOnlyHint')}
            </Text>
          ) : null}
          <StreamersField />
        </Section>
        <Separator />
        <Section title={lt('form.turntableSection')}>
          <TurntableField />
        </Section>
      </Stack>
    </FormProvider>
  );
}
