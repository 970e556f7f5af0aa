/**
 * Add/edit drawer of a user entry animation (user ID, streamer ID, animation,
 * expiry): user and streamer IDs (a leading @ is removed, as staff paste `@name` from TikTok), the animation picked
 * from the enabled ones of the library, and the expiry with quick buttons. The contract's schema checks before
 * sending; the server's refusals (the user already has an animation for this streamer, the animation is missing or
 * disabled) show beside the field they are about (user-animation-form.ts `refusalField`).
 */
import { Alert, Button, CloseButton, Drawer, HStack, Input, Portal, Stack, Text, chakra } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { UserEntryAnimationRow } from '../../../../../streams/contracts/animations';
import { notifySuccess } from '@shared/ui/toaster';
import { useCreateUserAnimation } from '../api/create-user-animation';
import { useUpdateUserAnimation } from '../api/update-user-animation';
import { FormField } from '../common/form-field';
import { badRequestMessage, splitFieldMessage } from '../common/messages';
import { useAnTranslation } from '../i18n/use-an-translation';
import { AnimationPicker } from './animation-picker';
import {
  expiryAfter,
  isPast,
  refusalField,
  toUserAnimationFormValues,
  userAnimationDefaults,
  userAnimationFormSchema,
  type UserAnimationFormOutput,
  type UserAnimationFormValues,
} from './user-animation-form';

/** What the drawer edits: `null` closed, `'new'` to add, a row to edit. */
export type UserAnimationDrawerTarget = UserEntryAnimationRow | 'new' | null;

/** Props of {@link UserAnimationDrawer}. */
export interface UserAnimationDrawerProps {
  target: UserAnimationDrawerTarget;
  onClose: () => void;
}

const FORM_ID = 'user-entry-animation-form';

/** The drawer; its form starts afresh each time it opens. */
export function UserAnimationDrawer({ target, onClose }: UserAnimationDrawerProps) {
  const { at } = useAnTranslation();
  const editing = target !== null && target !== 'new' ? target : undefined;
  const title = at(editing ? 'userForm.editTitle' : 'userForm.createTitle');
  return (
    <Drawer.Root open={target !== null} onOpenChange={(e) => (e.open ? undefined : onClose())} placement="end" size="md">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{title}</Drawer.Title>
            </Drawer.Header>
            {target !== null ? <UserAnimationForm key={editing ? `edit-${editing.id}` : 'new'} title={title} row={editing} onClose={onClose} /> : null}
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={at('form.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

/** Quick expiry choices, counted from the moment the button is pressed. */
const PRESETS = [{ days: 7 }, { days: 30 }, { days: 90 }, { years: 1 }] as const;

function UserAnimationForm({ title, row, onClose }: { title: string; row: UserEntryAnimationRow | undefined; onClose: () => void }) {
  const { t, at, rule, failure } = useAnTranslation();
  const create = useCreateUserAnimation();
  const update = useUpdateUserAnimation();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<UserAnimationFormValues, unknown, UserAnimationFormOutput>({
    resolver: zodResolver(userAnimationFormSchema),
    defaultValues: row ? toUserAnimationFormValues(row) : userAnimationDefaults(),
  });
  const { register, handleSubmit, setError, setValue, control, formState } = form;
  const errors = formState.errors;
  const expireTime = useWatch({ control, name: 'expireTime' });
  const expiredAlready = expireTime !== '' && isPast(expireTime, new Date());

  const onSubmit = handleSubmit(async (body) => {
    setFormError(null);
    try {
      if (row === undefined) {
        await create.mutateAsync(body);
        notifySuccess(t('common.addSuccess'));
      } else {
        await update.mutateAsync({ id: row.id, body });
        notifySuccess(t('common.editSuccess'));
      }
      onClose();
    } catch (error) {
      const refusal = badRequestMessage(error);
      const { path, text } = splitFieldMessage(refusal ?? '');
      const field = refusal ? refusalField(path, text) : null;
      if (field) {
        setError(field, { type: 'server', message: text }, { shouldFocus: true });
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
            <FormField label={at('userForm.userId')} error={errors.userId} helper={at('userForm.userIdHint')} required>
              <Input size="sm" autoComplete="off" spellCheck={false} maxLength={65} {...register('userId')} />
            </FormField>
            <FormField label={at('userForm.anchorId')} error={errors.anchorId} helper={at('userForm.anchorIdHint')} required>
              <Input size="sm" autoComplete="off" spellCheck={false} maxLength={65} {...register('anchorId')} />
            </FormField>
            <Controller
              control={control}
              name="animationId"
              render={({ field, fieldState }) => (
                <FormField label={at('userForm.animation')} error={fieldState.error} helper={at('userForm.animationHint')} required>
                  <AnimationPicker
                    value={field.value}
                    initial={row ? { id: row.animationId, name: row.animationName, pictureUrl: row.animationPictureUrl } : null}
                    onChange={(option) => field.onChange(option?.id ?? null)}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                  />
                </FormField>
              )}
            />
            <FormField
              label={at('userForm.expireTime')}
              error={errors.expireTime}
              helper={expiredAlready ? <chakra.span color="fg.warning">{at('userForm.expireInPast')}</chakra.span> : at('userForm.expireHint')}
              required
            >
              <Input size="sm" type="datetime-local" {...register('expireTime')} />
            </FormField>
            <HStack gap="1.5" wrap="wrap" align="center" role="group" aria-label={at('userForm.presets')} mt="-2">
              <Text as="span" fontSize="xs" lineHeight="1" color="fg.muted" me="1">
                {at('userForm.presets')}
              </Text>
              {PRESETS.map((preset) => (
                <Button
                  key={'years' in preset ? 'year' : preset.days}
                  size="2xs"
                  variant="outline"
                  onClick={() => setValue('expireTime', expiryAfter(new Date(), preset), { shouldDirty: true, shouldValidate: formState.isSubmitted })}
                >
                  {'years' in preset ? at('userForm.plusYear') : at('userForm.plusDays', { count: preset.days })}
                </Button>
              ))}
            </HStack>
          </Stack>
        </chakra.form>
      </Drawer.Body>
      <Drawer.Footer>
        <Button variant="outline" size="sm" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" form={FORM_ID} colorPalette="brand" size="sm" loading={create.isPending || update.isPending}>
          {at('form.save')}
        </Button>
      </Drawer.Footer>
    </>
  );
}
