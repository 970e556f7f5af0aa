/**
 * Add/edit drawer of a kept streamer (group host "streamer config"). The contract's schema checks before
 * sending and its messages show beside the field, translated; the server's 400 goes beside the field it names
 * (`anchorId: The streamer already exists`); any other failed add shows 'Failure to add the
 * streamer' with the reason above the form (a failed edit shows the reason).
 */
import { Alert, Avatar, Button, CloseButton, Drawer, HStack, Input, Portal, Stack, Text, Textarea, chakra } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { type GroupStreamerRow, type GroupStreamerValues } from '../../../../../streams/contracts/group-streamers';
import { notifySuccess } from '@shared/ui/toaster';
import { useCreateGroupStreamer } from '../api/create-group-streamer';
import { useGiftCatalogue } from '../api/get-gifts';
import { useUpdateGroupStreamer } from '../api/update-group-streamer';
import { FormField } from '../configs/form-field';
import { GiftSearch } from '../configs/gifts-field';
import { useLcTranslation } from '../i18n/use-lc-translation';
import { GiftTags } from './gift-tags';
import { emptyGroupStreamer, fieldRefusal, groupStreamerFormSchema, toGroupStreamerForm, type GroupStreamerFormValues } from './group-streamer-form';

/** Props of {@link GroupStreamerDrawer}. */
export interface GroupStreamerDrawerProps {
  /** `null` closed, `'new'` to add, a row to edit. */
  target: GroupStreamerRow | 'new' | null;
  onClose: () => void;
}

const FORM_ID = 'group-streamer-form';

/** The drawer; its form starts afresh each time it opens. */
export function GroupStreamerDrawer({ target, onClose }: GroupStreamerDrawerProps) {
  const { t, lt } = useLcTranslation();
  const editing = target !== null && target !== 'new' ? target : null;
  const title = lt(editing ? 'streamers.editTitle' : 'streamers.createTitle');
  return (
    <Drawer.Root open={target !== null} onOpenChange={(e) => (e.open ? undefined : onClose())} placement="end" size="md">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{title}</Drawer.Title>
            </Drawer.Header>
            {target !== null ? <StreamerForm key={editing?.id ?? 'new'} editing={editing} title={title} onClose={onClose} /> : null}
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common.cancel')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

function StreamerForm({ editing, title, onClose }: { editing: GroupStreamerRow | null; title: string; onClose: () => void }) {
  const { t, lt, rule, failure } = useLcTranslation();
  const create = useCreateGroupStreamer();
  const update = useUpdateGroupStreamer();
  const catalogue = useGiftCatalogue();
  const [formError, setFormError] = useState<{ title: string | null; reason: string } | null>(null);
  const { register, handleSubmit, setError, control, formState } = useForm<GroupStreamerFormValues, unknown, GroupStreamerValues>({
    resolver: zodResolver(groupStreamerFormSchema),
    defaultValues: editing ? toGroupStreamerForm(editing) : emptyGroupStreamer(),
  });
  const errors = formState.errors;
  const avatarUrl = useWatch({ control, name: 'avatarUrl' });
  const nickname = useWatch({ control, name: 'nickname' });

  const onSubmit = handleSubmit(async (body) => {
    setFormError(null);
    try {
      if (editing) {
        await update.mutateAsync({ id: editing.id, body });
        notifySuccess(t('common.editSuccess'));
      } else {
        await create.mutateAsync(body);
        notifySuccess(t('common.addSuccess'));
      }
      onClose();
    } catch (error) {
      const refusal = fieldRefusal(error);
      if (refusal) {
        setError(refusal.field, { type: 'server', message: refusal.text }, { shouldFocus: true });
        return;
      }
      setFormError({ title: editing ? null : lt('rules.groupStreamers.addFailed'), reason: failure(error) });
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
                  <Alert.Description>{formError.reason}</Alert.Description>
                </Alert.Content>
              </Alert.Root>
            ) : null}
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
              render={({ field }) => (
                <FormField label={lt('streamers.gifts')} error={errors.giftIds} helper={lt('streamers.giftsHint')}>
                  <Stack gap="2" w="full">
                    {field.value.length > 0 ? (
                      <GiftTags giftIds={field.value} catalogue={catalogue.byId} onRemove={(giftId) => field.onChange(field.value.filter((id) => id !== giftId))} />
                    ) : (
                      <Text fontSize="sm" color="fg.muted">
                        {lt('streamers.noGiftSelected')}
                      </Text>
                    )}
                    <GiftSearch selected={new Set(field.value)} onAdd={(gift) => field.onChange([...field.value, gift.giftId])} />
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
          </Stack>
        </chakra.form>
      </Drawer.Body>
      <Drawer.Footer>
        <Button variant="outline" size="sm" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" form={FORM_ID} colorPalette="brand" size="sm" loading={create.isPending || update.isPending}>
          {t('common.save')}
        </Button>
      </Drawer.Footer>
    </>
  );
}
