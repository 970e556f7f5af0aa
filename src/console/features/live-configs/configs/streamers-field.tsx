/**
 * The streamers of a configuration (ID, nickname, gifts; at least 2, nicknames unique): one row each with the
 * streamer ID, nickname, avatar URL, the selected gifts that score for them, and, in ice-fire style, the trigger
 * gift that starts their side's effect. Rows are added and removed freely; the rules ('Keep at least 2
 * streamers', 'Battle and ice-fire styles take exactly 2 streamers') show under the list, each row's beside its
 * input. "Add from streamer config" fills a row from a kept streamer with their usual gifts (kept-streamer.ts).
 */
import { Box, Button, Checkbox, Fieldset, Grid, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { LuPlus, LuTrash2, LuUsers } from 'react-icons/lu';
import type { GroupStreamerRow } from '../../../../../streams/contracts/group-streamers';
import type { CatalogueGift } from '../../../../../streams/contracts/live-configs';
import { MAX_STREAMERS } from '../../../../../streams/games/live-config';
import { notifySuccess, notifyWarning } from '@shared/ui/toaster';
import { notifyFailure } from '@shared/ui/notify-failure';
import { emptyStreamer, type ConfigFormValues } from './config-form';
import { FormField, useRuleMessages } from './form-field';
import { TriggerGiftSelect } from './trigger-gift-select';
import { applyKeptStreamer } from './kept-streamer';
import { KeptStreamerPicker } from './kept-streamer-picker';
import { giftLabel } from '../common/gift-picture';
import { useLcTranslation } from '../i18n/use-lc-translation';

/** One streamer's row. */
function StreamerRow({ index, onRemove }: { index: number; onRemove: () => void }) {
  const { lt } = useLcTranslation();
  const { register, control, formState } = useFormContext<ConfigFormValues>();
  const gifts = useWatch({ control, name: 'gifts' });
  const withId = (name: string, id: string) => lt('form.giftWithId', { name, id });
  const style = useWatch({ control, name: 'pluginStyle' });
  const attribution = useWatch({ control, name: 'attribution' });
  const errors = formState.errors.streamers?.[index];
  const giftMessages = useRuleMessages(errors?.gifts);
  const n = index + 1;
  return (
    <Box borderWidth="1px" borderRadius="md" p="3" data-testid={`streamer-row-${index}`} role="group" aria-label={lt('form.streamerN', { n })}>
      <HStack justify="space-between" mb="2">
        <Text fontSize="sm" fontWeight="medium">
          {lt('form.streamerN', { n })}
        </Text>
        <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={lt('form.removeStreamer', { n })} onClick={onRemove}>
          <LuTrash2 />
        </IconButton>
      </HStack>
      <Grid templateColumns={{ base: '1fr', md: 'repeat(3, minmax(0, 1fr))' }} gap="3">
        <FormField label={lt('form.anchorId')} error={errors?.anchorId} required>
          <Input size="sm" autoComplete="off" spellCheck={false} maxLength={64} {...register(`streamers.${index}.anchorId`)} />
        </FormField>
        <FormField label={lt('form.nickname')} error={errors?.nickname} required>
          <Input size="sm" autoComplete="off" maxLength={32} {...register(`streamers.${index}.nickname`)} />
        </FormField>
        <FormField label={lt('form.avatarUrl')} error={errors?.avatarUrl}>
          <Input size="sm" type="url" autoComplete="off" maxLength={500} placeholder="https://" {...register(`streamers.${index}.avatarUrl`)} />
        </FormField>
      </Grid>
      <Controller
        control={control}
        name={`streamers.${index}.gifts`}
        render={({ field }) => (
          <Fieldset.Root mt="3" invalid={giftMessages.length > 0}>
            <Fieldset.Legend fontSize="sm">{lt(attribution === 'gift' ? 'form.streamerGifts' : 'form.streamerGiftsOptional')}</Fieldset.Legend>
            {gifts.length === 0 ? (
              <Text fontSize="sm" color="fg.muted">
                {lt('form.pickGiftsFirst')}
              </Text>
            ) : (
              <HStack gap="4" wrap="wrap">
                {gifts.map((gift) => (
                  <Checkbox.Root
                    key={gift.giftId}
                    size="sm"
                    checked={field.value.includes(gift.giftId)}
                    onCheckedChange={(e) =>
                      field.onChange(e.checked === true ? [...field.value, gift.giftId] : field.value.filter((id) => id !== gift.giftId))
                    }
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>{giftLabel(gift, gifts, withId)}</Checkbox.Label>
                  </Checkbox.Root>
                ))}
              </HStack>
            )}
            {giftMessages.length > 0 ? <Fieldset.ErrorText>{giftMessages.join(' ')}</Fieldset.ErrorText> : null}
          </Fieldset.Root>
        )}
      />
      {style === 'iceFire' ? (
        <Box mt="3" maxW="sm">
          <FormField label={lt('form.triggerGift')} error={errors?.triggerGiftId} helper={lt('form.triggerGiftHint')} required>
            <TriggerGiftSelect registration={register(`streamers.${index}.triggerGiftId`)} emptyText={lt('form.chooseTrigger')} />
          </FormField>
        </Box>
      ) : null}
    </Box>
  );
}

/** The streamer rows, the add buttons and the list's rules. */
export function StreamersField() {
  const { t, lt, rule } = useLcTranslation();
  const { control, formState, getValues, setValue } = useFormContext<ConfigFormValues>();
  const { fields, append, remove, update } = useFieldArray({ control, name: 'streamers' });
  const [picking, setPicking] = useState(false);
  const streamers = useWatch({ control, name: 'streamers' });
  const errors = formState.errors.streamers;
  const listMessages = useRuleMessages(errors?.root ?? (errors?.message ? { message: errors.message } : undefined));
  const tooMany = () => notifyFailure(t('groupHost.addStreamerFailed'), rule(`At most ${MAX_STREAMERS} streamers`));

  const pickKept = (kept: GroupStreamerRow, catalogue: ReadonlyMap<string, CatalogueGift>) => {
    const outcome = applyKeptStreamer({ streamers: getValues('streamers'), gifts: getValues('gifts') }, kept, catalogue);
    if (outcome.kind === 'exists') return notifyFailure(t('groupHost.addStreamerFailed'), t('groupHost.streamerExists'));
    if (outcome.kind === 'full') return tooMany();
    if (outcome.gifts.length !== getValues('gifts').length) setValue('gifts', outcome.gifts, { shouldDirty: true });
    if (outcome.index < fields.length) update(outcome.index, outcome.streamer);
    else append(outcome.streamer);
    notifySuccess(lt('form.keptAdded', { name: kept.nickname }));
    for (const note of outcome.notes) {
      notifyWarning(
        note.kind === 'taken'
          ? lt('form.keptGiftTaken', { gift: note.giftName, other: note.other, name: kept.nickname })
          : lt('form.keptGiftUnknown', { id: note.giftId }),
      );
    }
  };

  return (
    <Stack gap="3" role="group" aria-labelledby="config-streamers-label">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Text id="config-streamers-label" fontSize="sm" fontWeight="medium">
          {lt('form.streamers')}
        </Text>
        <HStack gap="2">
          <Button size="xs" variant={picking ? 'subtle' : 'outline'} aria-expanded={picking} onClick={() => setPicking((open) => !open)}>
            <LuUsers aria-hidden="true" /> {lt('form.keptAdd')}
          </Button>
          <Button
            size="xs"
            variant="outline"
            onClick={() => {
              if (fields.length >= MAX_STREAMERS) tooMany();
              else append(emptyStreamer());
            }}
          >
            <LuPlus aria-hidden="true" /> {lt('form.addStreamer')}
          </Button>
        </HStack>
      </HStack>
      {picking ? <KeptStreamerPicker inForm={new Set(streamers.map((s) => s.anchorId.trim()))} onPick={pickKept} /> : null}
      {listMessages.length > 0 ? (
        <Text fontSize="sm" color="fg.error" role="alert" data-testid="streamers-error">
          {listMessages.join(' ')}
        </Text>
      ) : null}
      {fields.map((field, index) => (
        <StreamerRow key={field.id} index={index} onRemove={() => remove(index)} />
      ))}
    </Stack>
  );
}
