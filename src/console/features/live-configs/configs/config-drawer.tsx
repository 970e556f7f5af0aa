/**
 * Create/edit drawer of a live assistant configuration. The contract's
 * schema checks before sending and each message shows beside its input (config-form.ts); a 400 from the server
 * (`field.path: message`) is put on the field it names, or above the form when it names none. Saving a running
 * configuration takes effect at once (the server reconfigures the game).
 */
import { Alert, Button, CloseButton, Drawer, Grid, HStack, Input, NativeSelect, Portal, Separator, Skeleton, Stack, Switch, Text, chakra } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { FormProvider, useForm, useWatch, type FieldPath } from 'react-hook-form';
import type { LiveConfigDetail } from '../../../../../streams/contracts/live-configs';
import { ATTRIBUTIONS, PLUGIN_STYLES, type LiveConfigBody } from '../../../../../streams/games/live-config';
import { notifySuccess } from '@shared/ui/toaster';
import { useCreateLiveConfig } from '../api/create-live-config';
import { useLiveConfig } from '../api/get-live-config';
import { useUpdateLiveConfig } from '../api/update-live-config';
import { badRequestMessage, splitFieldMessage } from '../common/messages';
import { configDefaults, configFormSchema, isFormPath, toFormValues, type ConfigFormValues } from './config-form';
import { FormField } from './form-field';
import { GiftsField } from './gifts-field';
import { HostRoomField } from './host-room-field';
import { StreamersField } from './streamers-field';
import { TurntableField } from './turntable-field';
import { useLcTranslation } from '../i18n/use-lc-translation';

/** Props of {@link ConfigDrawer}. */
export interface ConfigDrawerProps {
  /** `null` closed, `'new'` to create, an id to edit. */
  target: number | 'new' | null;
  onClose: () => void;
  /** After a successful save, with the configuration's id. */
  onSaved?: (id: number) => void;
}

const FORM_ID = 'live-config-form';

/** The drawer; its form starts afresh each time it opens. */
export function ConfigDrawer({ target, onClose, onSaved }: ConfigDrawerProps) {
  const { t, lt } = useLcTranslation();
  const editing = typeof target === 'number' ? target : undefined;
  return (
    <Drawer.Root open={target !== null} onOpenChange={(e) => (e.open ? undefined : onClose())} placement="end" size="xl">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{lt(editing === undefined ? 'form.createTitle' : 'form.editTitle')}</Drawer.Title>
            </Drawer.Header>
            {target === 'new' ? <ConfigForm key="new" initial={configDefaults()} editingId={undefined} onClose={onClose} onSaved={onSaved} /> : null}
            {editing !== undefined ? <EditConfigForm key={editing} id={editing} onClose={onClose} onSaved={onSaved} /> : null}
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common.cancel')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

/** Loads the configuration, then shows the form with its values. */
function EditConfigForm({ id, onClose, onSaved }: { id: number; onClose: () => void; onSaved?: (id: number) => void }) {
  const { failure } = useLcTranslation();
  const detail = useLiveConfig(id);
  if (detail.isError) {
    return (
      <Drawer.Body>
        <Alert.Root status="error" role="alert" size="sm">
          <Alert.Indicator />
          <Alert.Title>{failure(detail.error)}</Alert.Title>
        </Alert.Root>
      </Drawer.Body>
    );
  }
  // Wait for a fresh answer (not a cached one) so the form edits the configuration as it is now; later refetches
  // do not touch the form (it reads its values once).
  if (!detail.data || !detail.isFetchedAfterMount) {
    return (
      <Drawer.Body>
        <Stack gap="4">
          <Skeleton height="8" />
          <Skeleton height="32" />
          <Skeleton height="32" />
        </Stack>
      </Drawer.Body>
    );
  }
  return <ConfigForm initial={toFormValues(detail.data)} editingId={id} detail={detail.data} onClose={onClose} onSaved={onSaved} />;
}

interface ConfigFormProps {
  initial: ConfigFormValues;
  editingId: number | undefined;
  detail?: LiveConfigDetail;
  onClose: () => void;
  onSaved?: (id: number) => void;
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

function ConfigForm({ initial, editingId, detail, onClose, onSaved }: ConfigFormProps) {
  const { t, lt, rule, failure } = useLcTranslation();
  const create = useCreateLiveConfig();
  const update = useUpdateLiveConfig();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ConfigFormValues, unknown, LiveConfigBody>({ resolver: zodResolver(configFormSchema), defaultValues: initial });
  const { register, handleSubmit, setError, control, formState } = form;
  const errors = formState.errors;
  const style = useWatch({ control, name: 'pluginStyle' });
  const recordOnly = useWatch({ control, name: 'recordOnly' });
  const attribution = useWatch({ control, name: 'attribution' });

  const onSubmit = handleSubmit(async (body) => {
    setFormError(null);
    try {
      let id: number;
      if (editingId === undefined) {
        id = (await create.mutateAsync(body)).id;
        notifySuccess(t('common.addSuccess'));
      } else {
        await update.mutateAsync({ id: editingId, body });
        id = editingId;
        notifySuccess(t('common.editSuccess'));
      }
      onSaved?.(id);
      onClose();
    } catch (error) {
      const refusal = badRequestMessage(error);
      const { path, text } = splitFieldMessage(refusal ?? '');
      if (refusal && isFormPath(path)) {
        // The server names the field by its body path, which is the form's path too (config-form.ts).
        setError(path as FieldPath<ConfigFormValues>, { type: 'server', message: text }, { shouldFocus: true });
        return;
      }
      setFormError(refusal ? rule(text) : failure(error));
    }
  });

  const saving = create.isPending || update.isPending;
  return (
    <FormProvider {...form}>
      <Drawer.Body>
        <chakra.form id={FORM_ID} noValidate onSubmit={(e) => void onSubmit(e)} aria-label={lt(editingId === undefined ? 'form.createTitle' : 'form.editTitle')}>
          <Stack gap="6">
            {formError ? (
              <Alert.Root status="error" role="alert" size="sm">
                <Alert.Indicator />
                <Alert.Title>{formError}</Alert.Title>
              </Alert.Root>
            ) : null}
            {detail?.state === 'collecting' ? (
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
                      {PLUGIN_STYLES.map((value) => (
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
        </chakra.form>
      </Drawer.Body>
      <Drawer.Footer>
        <Button variant="outline" size="sm" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" form={FORM_ID} colorPalette="brand" size="sm" loading={saving}>
          {t('common.save')}
        </Button>
      </Drawer.Footer>
    </FormProvider>
  );
}
