/**
 * Add/edit drawer of a library animation (name, type, description, status, category, picture,
 * resource). The contract's schema checks before sending and each message shows beside its input
 * (animation-form.ts); a 400 from the server that names a field (`field: message`) goes on that field, another one
 * above the form. Saving waits for running uploads.
 */
import { Alert, Button, CloseButton, Drawer, Grid, Input, NativeSelect, Portal, Stack, Switch, Text, Textarea, chakra } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { ANIMATION_TYPES, type VehicleAnimationRow } from '../../../../../streams/contracts/animations';
import { notifySuccess } from '@shared/ui/toaster';
import { useCreateVehicleAnimation } from '../api/create-vehicle-animation';
import { useUpdateVehicleAnimation } from '../api/update-vehicle-animation';
import { FormField } from '../common/form-field';
import { badRequestMessage, splitFieldMessage } from '../common/messages';
import { useAnTranslation } from '../i18n/use-an-translation';
import {
  animationDefaults,
  animationFormSchema,
  isAnimationFormField,
  toAnimationFormValues,
  type AnimationFormOutput,
  type AnimationFormValues,
} from './animation-form';
import { UploadField } from './upload-field';

/** What the drawer edits: `null` closed, `'new'` to add, a row to edit. */
export type AnimationDrawerTarget = VehicleAnimationRow | 'new' | null;

/** Props of {@link AnimationDrawer}. */
export interface AnimationDrawerProps {
  target: AnimationDrawerTarget;
  onClose: () => void;
}

const FORM_ID = 'vehicle-animation-form';

/** The drawer; its form starts afresh each time it opens. */
export function AnimationDrawer({ target, onClose }: AnimationDrawerProps) {
  const { at } = useAnTranslation();
  const editing = target !== null && target !== 'new' ? target : undefined;
  const title = at(editing ? 'form.editTitle' : 'form.createTitle');
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
              <AnimationForm
                key={editing ? `edit-${editing.id}` : 'new'}
                title={title}
                editingId={editing?.id}
                initial={editing ? toAnimationFormValues(editing) : animationDefaults()}
                onClose={onClose}
              />
            ) : null}
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={at('form.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

interface AnimationFormProps {
  title: string;
  editingId: number | undefined;
  initial: AnimationFormValues;
  onClose: () => void;
}

function AnimationForm({ title, editingId, initial, onClose }: AnimationFormProps) {
  const { t, at, rule, failure } = useAnTranslation();
  const create = useCreateVehicleAnimation();
  const update = useUpdateVehicleAnimation();
  const [formError, setFormError] = useState<string | null>(null);
  const [uploads, setUploads] = useState({ picture: false, resource: false });
  const form = useForm<AnimationFormValues, unknown, AnimationFormOutput>({ resolver: zodResolver(animationFormSchema), defaultValues: initial });
  const { register, handleSubmit, setError, clearErrors, control, formState } = form;
  const errors = formState.errors;
  const uploading = uploads.picture || uploads.resource;

  const onSubmit = handleSubmit(async (body) => {
    setFormError(null);
    try {
      if (editingId === undefined) {
        await create.mutateAsync(body);
        notifySuccess(t('common.addSuccess'));
      } else {
        await update.mutateAsync({ id: editingId, body });
        notifySuccess(t('common.editSuccess'));
      }
      onClose();
    } catch (error) {
      const refusal = badRequestMessage(error);
      const { path, text } = splitFieldMessage(refusal ?? '');
      if (refusal && isAnimationFormField(path)) {
        setError(path, { type: 'server', message: text }, { shouldFocus: true });
        return;
      }
      setFormError(refusal ? rule(text) : failure(error));
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
                <Alert.Title>{formError}</Alert.Title>
              </Alert.Root>
            ) : null}
            <FormField label={at('form.name')} error={errors.name} required>
              <Input size="sm" autoComplete="off" maxLength={64} {...register('name')} />
            </FormField>
            <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4">
              <FormField label={at('form.type')} error={errors.type} required>
                <NativeSelect.Root size="sm">
                  <NativeSelect.Field {...register('type')}>
                    <option value="" disabled>
                      {at('form.chooseType')}
                    </option>
                    {ANIMATION_TYPES.map((type) => (
                      <option key={type} value={type}>
                        {at(`types.${type}`)}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
              <FormField label={at('form.category')} error={errors.category} helper={at('form.categoryHint')}>
                <Input size="sm" autoComplete="off" maxLength={64} {...register('category')} />
              </FormField>
            </Grid>
            <FormField label={at('form.description')} error={errors.description}>
              <Textarea size="sm" rows={3} maxLength={255} autoresize {...register('description')} />
            </FormField>
            <Controller
              control={control}
              name="enabled"
              render={({ field }) => (
                <Stack gap="1">
                  <Switch.Root checked={field.value} onCheckedChange={(e) => field.onChange(e.checked)} colorPalette="brand" size="sm">
                    <Switch.HiddenInput name={field.name} onBlur={field.onBlur} />
                    <Switch.Control />
                    <Switch.Label>{at('form.status')}</Switch.Label>
                  </Switch.Root>
                  <Text fontSize="xs" color="fg.muted">
                    {at('form.statusHint')}
                  </Text>
                </Stack>
              )}
            />
            <Controller
              control={control}
              name="pictureUrl"
              render={({ field, fieldState }) => (
                <UploadField
                  kind="picture"
                  label={at('form.picture')}
                  value={field.value}
                  error={fieldState.error}
                  onChange={(url) => {
                    clearErrors('pictureUrl');
                    field.onChange(url);
                  }}
                  onBusyChange={(busy) => setUploads((current) => ({ ...current, picture: busy }))}
                />
              )}
            />
            <Controller
              control={control}
              name="resourceUrl"
              render={({ field, fieldState }) => (
                <UploadField
                  kind="resource"
                  label={at('form.resource')}
                  value={field.value}
                  error={fieldState.error}
                  onChange={(url) => {
                    clearErrors('resourceUrl');
                    field.onChange(url);
                  }}
                  onBusyChange={(busy) => setUploads((current) => ({ ...current, resource: busy }))}
                />
              )}
            />
          </Stack>
        </chakra.form>
      </Drawer.Body>
      <Drawer.Footer flexWrap="wrap">
        {uploading ? (
          <chakra.span fontSize="xs" color="fg.muted" me="auto" role="status">
            {at('form.uploadBusy')}
          </chakra.span>
        ) : null}
        <Button variant="outline" size="sm" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" form={FORM_ID} colorPalette="brand" size="sm" loading={create.isPending || update.isPending} disabled={uploading}>
          {at('form.save')}
        </Button>
      </Drawer.Footer>
    </>
  );
}
