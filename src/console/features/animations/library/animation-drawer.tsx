/**
 * Add/edit drawer of a library animation (name, type, category, description, status, picture, resource) on the kit's
 * drawer: the contract's schema checks before sending (animation-form.ts) and each message shows beside its input, a
 * 400 naming a field on that field. Save waits for running uploads.
 */
import { Grid, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { ANIMATION_TYPES, type UploadKind, type VehicleAnimationRow } from '../../../../../streams/contracts/animations';
import { BoundField, SelectField, SwitchField, TextField } from '@shared/crud/form-fields';
import { ResourceDrawer } from '@shared/crud/resource-drawer';
import { libraryApi } from '../api/animations-api';
import { useAnimationsT } from '../i18n/animations-locale';
import { animationDefaults, animationFormSchema, toAnimationFormValues, type AnimationFormOutput, type AnimationFormValues } from './animation-form';
import { UploadField } from '@shared/upload/upload-field';
import { uploadAnimationFile } from '../api/upload-animation-file';

/** Adds an animation (`target` 'new') or edits `target`; mount it only while it is open. */
export function AnimationDrawer({ target, onClose }: { target: VehicleAnimationRow | 'new'; onClose: () => void }) {
  const { ft } = useAnimationsT();
  const [uploads, setUploads] = useState<Record<UploadKind, boolean>>({ picture: false, resource: false });
  const upload = (form: UseFormReturn<AnimationFormValues, unknown, AnimationFormOutput>, kind: UploadKind) => (
    <Controller
      control={form.control}
      name={kind === 'picture' ? 'pictureUrl' : 'resourceUrl'}
      render={({ field, fieldState }) => (
        <UploadField
          kind={kind}
          send={(request) => uploadAnimationFile({ kind, ...request })}
          label={ft(`form.${kind}`)}
          value={field.value}
          error={fieldState.error}
          onChange={(url) => {
            form.clearErrors(field.name);
            field.onChange(url);
          }}
          onBusyChange={(busy) => setUploads((current) => ({ ...current, [kind]: busy }))}
        />
      )}
    />
  );
  return (
    <ResourceDrawer api={libraryApi} target={target} onClose={onClose}
      titles={{ create: ft('form.createTitle'), edit: ft('form.editTitle') }}
      schema={animationFormSchema}
      defaultValues={(row) => (row ? toAnimationFormValues(row) : animationDefaults())}
      saveBlocked={uploads.picture || uploads.resource ? ft('form.uploadBusy') : null}
    >
      {(form) => (
        <>
          <TextField form={form} name="name" label={ft('form.name')} required input={{ maxLength: 64 }} />
          <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4">
            <SelectField form={form} name="type" label={ft('library.type')} required>
              <option value="" disabled>
                {ft('form.chooseType')}
              </option>
              {ANIMATION_TYPES.map((type) => (
                <option key={type} value={type}>
                  {ft(`types.${type}`)}
                </option>
              ))}
            </SelectField>
            <TextField form={form} name="category" label={ft('form.category')} helper={ft('form.categoryHint')} input={{ maxLength: 64 }} />
          </Grid>
          <BoundField form={form} name="description" label={ft('form.description')}>
            <Textarea size="sm" rows={3} maxLength={255} autoresize {...form.register('description')} />
          </BoundField>
          <SwitchField form={form} name="enabled" label={ft('form.status')} helper={ft('form.statusHint')} />
          {upload(form, 'picture')}
          {upload(form, 'resource')}
        </>
      )}
    </ResourceDrawer>
  );
}
