/**
 * Add/edit drawer of a kept streamer (group host "streamer config"), on the kit's form drawer. The contract's schema
 * checks before sending and its messages show beside the field, translated; the server's 400 goes beside the field
 * it names (`anchorId: The streamer already exists`); any other failed add shows 'Failure to add the streamer' with
 * the reason above the form (a failed edit shows the reason).
 */
import { Avatar, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';

import type { GroupStreamerRow, GroupStreamerValues } from '../../../../../streams/contracts/group-streamers';
import { ResourceDrawer } from '@shared/crud/resource-drawer';
import type { DrawerTarget } from '@shared/crud/use-crud-list';
import { useGiftCatalogue } from '../api/get-gifts';
import { groupStreamersApi } from '../api/group-streamers-api';
import { FormField } from '../configs/form-field';
import { GiftSearch } from '../configs/gifts-field';
import { useLcTranslation } from '../i18n/use-lc-translation';
import { GiftTags } from './gift-tags';
import { emptyGroupStreamer, groupStreamerFieldOf, groupStreamerFormSchema, toGroupStreamerForm, type GroupStreamerFormValues } from './group-streamer-form';

/** Props of {@link GroupStreamerDrawer}. */
export interface GroupStreamerDrawerProps {
  target: DrawerTarget<GroupStreamerRow>;
  onClose: () => void;
}

/** The drawer; mount it only while it is open. */
export function GroupStreamerDrawer({ target, onClose }: GroupStreamerDrawerProps) {
  const { lt } = useLcTranslation();
  return (
    <ResourceDrawer api={groupStreamersApi} target={target} onClose={onClose}
      titles={{ create: lt('streamers.createTitle'), edit: lt('streamers.editTitle') }}
      schema={groupStreamerFormSchema}
      defaultValues={(row) => (row ? toGroupStreamerForm(row) : emptyGroupStreamer())}
      fieldOf={groupStreamerFieldOf}
      failureTitles={{ create: lt('rules.groupStreamers.addFailed') }}
    >
      {(form) => <StreamerFields form={form} />}
    </ResourceDrawer>
  );
}

function StreamerFields({ form }: { form: UseFormReturn<GroupStreamerFormValues, unknown, GroupStreamerValues> }) {
  const { lt, rule } = useLcTranslation();
  const catalogue = useGiftCatalogue();
  const { register, control, formState } = form;
  const errors = formState.errors;
  const avatarUrl = useWatch({ control, name: 'avatarUrl' });
  const nickname = useWatch({ control, name: 'nickname' });
  return (
    <>
      <FormField label={lt('streamers.anchorId')} error={errors.anchorId} helper={lt('streamers.anchorIdHint')} required>
        <Input size="sm" autoComplete="off" spellCheck={false} maxLength={65} {...register('anchorId')} />
      </FormField>
      <FormField label={lt('streamers.nickname')} error={errors.nickname} required>
        <Input size="sm" autoComplete="off" maxLength={64} {...register('nickname')} />
      </FormField>
      <FormField label={lt('streamers.avatarUrl')} error={errors.avatarUrl}>
        <HStack gap="3" w="full">
          <Avatar.Root size="sm" flexShrink={0}>
            <Avatar.Fallback name={nickname || undefined} />
            {avatarUrl.trim() ? <Avatar.Image src={avatarUrl.trim()} alt="" referrerPolicy="no-referrer" /> : null}
          </Avatar.Root>
          <Input size="sm" type="url" autoComplete="off" maxLength={500} placeholder="https://" {...register('avatarUrl')} />
        </HStack>
      </FormField>
      <Controller
        control={control}
        name="giftIds"
        // Adds and removals read the form's current list, not the one this render saw: two quick adds (a slow
        // render between them) must both count.
        render={({ field }) => (
          <FormField label={lt('streamers.gifts')} error={errors.giftIds} helper={lt('streamers.giftsHint')}>
            <Stack gap="2" w="full">
              {field.value.length > 0 ? (
                <GiftTags giftIds={field.value} catalogue={catalogue.byId} onRemove={(giftId) => field.onChange(form.getValues('giftIds').filter((id) => id !== giftId))} />
              ) : (
                <Text fontSize="sm" color="fg.muted">
                  {lt('streamers.noGiftSelected')}
                </Text>
              )}
              <GiftSearch selected={new Set(field.value)} onAdd={(gift) => field.onChange([...form.getValues('giftIds'), gift.giftId])} />
            </Stack>
          </FormField>
        )}
      />
      <FormField label={lt('streamers.remark')} error={errors.remark}>
        <Textarea size="sm" rows={3} maxLength={255} {...register('remark')} />
      </FormField>
      {errors.root?.message ? (
        <Text fontSize="sm" color="fg.error">
          {rule(errors.root.message)}
        </Text>
      ) : null}
    </>
  );
}
