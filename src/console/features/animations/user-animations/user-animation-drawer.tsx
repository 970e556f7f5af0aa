/**
 * Add/edit drawer of a user entry animation (user ID, streamer ID, animation, expiry) on the kit's drawer: user and
 * streamer IDs (a leading @ is removed, as staff paste `@name` from TikTok), the animation picked from the enabled ones
 * of the library, and the expiry with quick buttons. The contract's schema checks before sending; the server's
 * refusals (the user already has an animation for this streamer, the animation is missing or disabled) show beside
 * the field they are about (user-animation-form.ts `refusalField`).
 */
import { Button, HStack, Input, Text, chakra } from '@chakra-ui/react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import type { UserEntryAnimationRow } from '../../../../../streams/contracts/animations';
import { BoundField, TextField } from '@shared/crud/form-fields';
import { ResourceDrawer } from '@shared/crud/resource-drawer';
import { userAnimationsApi } from '../api/animations-api';
import { useAnimationsT } from '../i18n/animations-locale';
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

type Form = UseFormReturn<UserAnimationFormValues, unknown, UserAnimationFormOutput>;

/** Quick expiry choices, counted from the moment the button is pressed. */
const PRESETS = [{ days: 7 }, { days: 30 }, { days: 90 }, { years: 1 }] as const;

/** Adds a configuration (`target` 'new') or edits `target`; mount it only while it is open. */
export function UserAnimationDrawer({ target, onClose }: { target: UserEntryAnimationRow | 'new'; onClose: () => void }) {
  const { ft } = useAnimationsT();
  const row = target === 'new' ? null : target;
  return (
    <ResourceDrawer api={userAnimationsApi} target={target} onClose={onClose}
      titles={{ create: ft('userForm.createTitle'), edit: ft('userForm.editTitle') }}
      schema={userAnimationFormSchema}
      defaultValues={(edited) => (edited ? toUserAnimationFormValues(edited) : userAnimationDefaults())}
      refusalField={(message) => refusalField(null, message)}
    >
      {(form) => (
        <>
          <TextField form={form} name="userId" label={ft('userForm.userId')} helper={ft('userForm.userIdHint')} required input={{ maxLength: 65, spellCheck: false }} />
          <TextField form={form} name="anchorId" label={ft('userForm.anchorId')} helper={ft('userForm.anchorIdHint')} required input={{ maxLength: 65, spellCheck: false }} />
          <BoundField form={form} name="animationId" label={ft('userForm.animation')} helper={ft('userForm.animationHint')} required>
            <Controller
              control={form.control}
              name="animationId"
              render={({ field }) => (
                <AnimationPicker
                  value={field.value}
                  initial={row ? { id: row.animationId, name: row.animationName, pictureUrl: row.animationPictureUrl } : null}
                  onChange={(option) => field.onChange(option?.id ?? null)}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                />
              )}
            />
          </BoundField>
          <ExpiryField form={form} />
        </>
      )}
    </ResourceDrawer>
  );
}

/** The expiry input (warned when already past, by the browser's clock) and its quick buttons. */
function ExpiryField({ form }: { form: Form }) {
  const { ft } = useAnimationsT();
  const expireTime = useWatch({ control: form.control, name: 'expireTime' });
  const past = expireTime !== '' && isPast(expireTime, new Date());
  return (
    <>
      <BoundField
        form={form}
        name="expireTime"
        label={ft('userForm.expireTime')}
        helper={past ? <chakra.span color="fg.warning">{ft('userForm.expireInPast')}</chakra.span> : ft('userForm.expireHint')}
        required
      >
        <Input size="sm" type="datetime-local" {...form.register('expireTime')} />
      </BoundField>
      <HStack gap="1.5" wrap="wrap" align="center" role="group" aria-label={ft('userForm.presets')} mt="-2">
        <Text as="span" fontSize="xs" lineHeight="1" color="fg.muted" me="1">
          {ft('userForm.presets')}
        </Text>
        {PRESETS.map((preset) => (
          <Button
            key={'years' in preset ? 'year' : preset.days}
            size="2xs"
            variant="outline"
            onClick={() => form.setValue('expireTime', expiryAfter(new Date(), preset), { shouldDirty: true, shouldValidate: form.formState.isSubmitted })}
          >
            {'years' in preset ? ft('userForm.plusYear') : ft('userForm.plusDays', { count: preset.days })}
          </Button>
        ))}
      </HStack>
    </>
  );
}
