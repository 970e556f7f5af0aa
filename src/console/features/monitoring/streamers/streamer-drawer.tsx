/**
 * Add/edit drawer of a monitored streamer (uniqueId, nickname, avatar, monitor type, assigned staff, notes,
 * enabled). The contract's schema checks before sending and each message shows beside its input (streamer-form.ts);
 * a 400 from the server that names a field (`uniqueId: The streamer already exists`, `staffId: …`) goes on that field,
 * another failure above the form, under 'Failure to add the streamer' when adding.
 */
import { Alert, Button, CloseButton, Drawer, Grid, Input, NativeSelect, Portal, Stack, Switch, Text, Textarea, chakra } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { MONITOR_TYPES, type MonitorStreamerRow } from '../../../../../streams/contracts/monitor';
import { notifySuccess } from '@shared/ui/toaster';
import { useCreateMonitorStreamer } from '../api/create-monitor-streamer';
import { useStaffOptions } from '../api/get-staff-options';
import { useUpdateMonitorStreamer } from '../api/update-monitor-streamer';
import { FormField } from '../common/form-field';
import { badRequestMessage, splitFieldMessage } from '../common/messages';
import { useMoTranslation } from '../i18n/use-mo-translation';
import { isStreamerFormField, streamerDefaults, streamerFormSchema, toStreamerFormValues, type StreamerFormOutput, type StreamerFormValues } from './streamer-form';

/** What the drawer edits: `null` closed, `'new'` to add, a row to edit. */
export type StreamerDrawerTarget = MonitorStreamerRow | 'new' | null;

/** Props of {@link StreamerDrawer}. */
export interface StreamerDrawerProps {
  target: StreamerDrawerTarget;
  onClose: () => void;
}

const FORM_ID = 'monitor-streamer-form';

/** The drawer; its form starts afresh each time it opens. */
export function StreamerDrawer({ target, onClose }: StreamerDrawerProps) {
  const { mt } = useMoTranslation();
  const editing = target !== null && target !== 'new' ? target : undefined;
  const title = mt(editing ? 'form.editTitle' : 'form.createTitle');
  return (
    <Drawer.Root open={target !== null} onOpenChange={(e) => (e.open ? undefined : onClose())} placement="end" size="md">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{title}</Drawer.Title>
            </Drawer.Header>
            {target !== null ? (
              <StreamerForm key={editing ? `edit-${editing.id}` : 'new'} title={title} editing={editing} initial={editing ? toStreamerFormValues(editing) : streamerDefaults()} onClose={onClose} />
            ) : null}
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={mt('form.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

interface StreamerFormProps {
  title: string;
  editing: MonitorStreamerRow | undefined;
  initial: StreamerFormValues;
  onClose: () => void;
}

function StreamerForm({ title, editing, initial, onClose }: StreamerFormProps) {
  const { t, mt, rule, failure } = useMoTranslation();
  const create = useCreateMonitorStreamer();
  const update = useUpdateMonitorStreamer();
  const staff = useStaffOptions('');
  const [formError, setFormError] = useState<{ title: string | null; text: string } | null>(null);
  const form = useForm<StreamerFormValues, unknown, StreamerFormOutput>({ resolver: zodResolver(streamerFormSchema), defaultValues: initial });
  const { register, handleSubmit, setError, control, formState } = form;
  const errors = formState.errors;
  const type = useWatch({ control, name: 'type' });
  const uniqueId = useWatch({ control, name: 'uniqueId' });
  const idChanged = editing !== undefined && uniqueId.trim().replace(/^@/, '').toLowerCase() !== editing.uniqueId.toLowerCase();

  // The assigned user stays a choice even when they are not among the options (disabled since, or past the first 50).
  const options = staff.data ?? [];
  const assigned = editing?.staff && !options.some((option) => option.id === editing.staff?.id) ? editing.staff : null;

  const onSubmit = handleSubmit(async (body) => {
    setFormError(null);
    try {
      if (editing === undefined) {
        await create.mutateAsync(body);
        notifySuccess(t('common.addSuccess'));
      } else {
        await update.mutateAsync({ id: editing.id, body });
        notifySuccess(t('common.editSuccess'));
      }
      onClose();
    } catch (error) {
      const refusal = badRequestMessage(error);
      const { path, text } = splitFieldMessage(refusal ?? '');
      if (refusal && isStreamerFormField(path)) {
        setError(path, { type: 'server', message: text }, { shouldFocus: true });
        return;
      }
      // An add that fails for another reason says 'Failure to add the streamer', with the reason below.
      setFormError({ title: editing === undefined ? mt('rules.addFailed') : null, text: refusal ? rule(text) : failure(error) });
    }
  });

  return (
    <>
      <Drawer.Body>
        <chakra.form id={FORM_ID} noValidate onSubmit={(e) => void onSubmit(e)} aria-label={title}>
          <Stack gap="4">
            {formError ? (
              <Alert.Root status="error" role="alert" size="sm">
                <Alert.Indicator />
                <Alert.Content>
                  {formError.title ? <Alert.Title>{formError.title}</Alert.Title> : null}
                  <Alert.Description>{formError.text}</Alert.Description>
                </Alert.Content>
              </Alert.Root>
            ) : null}
            <FormField label={mt('form.uniqueId')} error={errors.uniqueId} helper={idChanged ? mt('form.idChangeHint') : mt('form.uniqueIdHint')} required>
              <Input size="sm" autoComplete="off" spellCheck={false} maxLength={25} dir="ltr" {...register('uniqueId')} />
            </FormField>
            <FormField label={mt('form.nickname')} error={errors.nickname} helper={mt('form.nicknameHint')}>
              <Input size="sm" autoComplete="off" maxLength={64} {...register('nickname')} />
            </FormField>
            <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4">
              <FormField label={mt('form.type')} error={errors.type} helper={type ? mt(`typeHints.${type}`) : undefined} required>
                <NativeSelect.Root size="sm">
                  <NativeSelect.Field {...register('type')}>
                    {MONITOR_TYPES.map((value) => (
                      <option key={value} value={value}>
                        {mt(`types.${value}`)}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
              <FormField label={mt('form.staff')} error={errors.staffId}>
                <NativeSelect.Root size="sm">
                  <NativeSelect.Field {...register('staffId')}>
                    <option value="">{mt('form.nobody')}</option>
                    {assigned ? <option value={String(assigned.id)}>{assigned.nickName}</option> : null}
                    {options.map((option) => (
                      <option key={option.id} value={String(option.id)}>
                        {mt('form.staffOption', { nickName: option.nickName, username: option.username })}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
            </Grid>
            <FormField label={mt('form.avatarUrl')} error={errors.avatarUrl}>
              <Input size="sm" type="url" autoComplete="off" maxLength={500} dir="ltr" {...register('avatarUrl')} />
            </FormField>
            <FormField label={mt('form.notes')} error={errors.notes}>
              <Textarea size="sm" rows={3} maxLength={500} autoresize {...register('notes')} />
            </FormField>
            <Controller
              control={control}
              name="enabled"
              render={({ field }) => (
                <Stack gap="1">
                  <Switch.Root checked={field.value} onCheckedChange={(e) => field.onChange(e.checked)} colorPalette="brand" size="sm">
                    <Switch.HiddenInput name={field.name} onBlur={field.onBlur} />
                    <Switch.Control />
                    <Switch.Label>{mt('form.enabled')}</Switch.Label>
                  </Switch.Root>
                  <Text fontSize="xs" color="fg.muted">
                    {mt('form.enabledHint')}
                  </Text>
                </Stack>
              )}
            />
          </Stack>
        </chakra.form>
      </Drawer.Body>
      <Drawer.Footer>
        <Button variant="outline" size="sm" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" form={FORM_ID} colorPalette="brand" size="sm" loading={create.isPending || update.isPending}>
          {mt('form.save')}
        </Button>
      </Drawer.Footer>
    </>
  );
}
