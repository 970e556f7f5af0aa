/**
 * The selected gifts of a configuration (each with its price, picked from the gift catalogue): a
 * search over the catalogue (by name, or by gift id) adds a gift at its catalogue price in diamonds, which the host
 * may change (the price this game scores it at); removing one also takes it off the streamers and triggers that used
 * it. A gift is offered once ('A gift cannot be added twice' still shows beside a row if the server says so).
 *
 * A game scores gift ids, not names, and the catalogue has gifts that share a name (two "Heart": 1 and 10 diamonds),
 * so every result and every selected row shows the gift's id, picture and diamonds, and each of two such gifts can be
 * added. A picture that cannot be loaded shows the name and diamonds instead (common/gift-picture.tsx).
 */
import { Box, Button, HStack, IconButton, Input, Stack, Table, Text } from '@chakra-ui/react';
import { useDeferredValue, useState } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import type { CatalogueGift } from '../../../../../streams/contracts/live-configs';
import { useGifts } from '../api/get-gifts';
import { Diamonds, GiftPicture } from '../common/gift-picture';
import type { ConfigFormValues } from './config-form';
import { useRuleMessages } from './form-field';
import { useLcTranslation } from '../i18n/use-lc-translation';
import { InlineAlert } from '@shared/ui/inline-alert';
import { InFormSearch, SearchResults } from '@shared/ui/in-form-search';

const RESULTS = 12;

/** The catalogue search and its results, each a button that adds it (also the kept streamers' gift picker). */
export function GiftSearch({ selected, onAdd }: { selected: ReadonlySet<string>; onAdd: (gift: CatalogueGift) => void }) {
  const { t, lt, language } = useLcTranslation();
  const number = new Intl.NumberFormat(language);
  const [text, setText] = useState('');
  // Typing stays responsive; the query follows the deferred text.
  const blurry = useDeferredValue(text.trim());
  const gifts = useGifts({ page: 0, size: RESULTS, blurry });
  const rows = gifts.data?.content ?? [];
  return (
    <Stack gap="2">
      <InFormSearch label={lt('form.giftSearch')} value={text} onChange={setText} />
      {gifts.isError ? <InlineAlert text={t('groupHost.giftListFailed')} /> : null}
      <SearchResults label={lt('form.giftResults')}>
        {rows.map((gift) => {
          const diamonds = number.format(gift.diamondCount);
          return (
            <Box as="li" key={gift.giftId} data-gift-id={gift.giftId}>
              <Button
                size="sm"
                variant="outline"
                h="auto"
                py="1.5"
                px="2"
                gap="2"
                justifyContent="flex-start"
                textAlign="start"
                disabled={selected.has(gift.giftId)}
                onClick={() => onAdd(gift)}
                aria-label={lt('form.addGift', { name: gift.name, id: gift.giftId, diamonds })}
              >
                <GiftPicture url={gift.imageUrl} name={gift.name} diamonds={gift.diamondCount} />
                <Stack gap="0" align="start">
                  <Text fontSize="sm" fontWeight="medium">
                    {gift.name}
                  </Text>
                  <Text fontSize="xs" color="fg.muted" fontWeight="normal">
                    {lt('form.giftId', { id: gift.giftId })} · <Diamonds value={gift.diamondCount} />
                  </Text>
                </Stack>
                <LuPlus aria-hidden="true" />
              </Button>
            </Box>
          );
        })}
        {gifts.isSuccess && rows.length === 0 ? (
          <Text as="li" fontSize="sm" color="fg.muted">
            {lt('form.noGiftFound')}
          </Text>
        ) : null}
      </SearchResults>
    </Stack>
  );
}

/** One selected gift's row: picture, name, id, price input, remove. */
function GiftRow({ index, onRemove }: { index: number; onRemove: () => void }) {
  const { lt } = useLcTranslation();
  const { register, getValues, control, formState } = useFormContext<ConfigFormValues>();
  const gift = getValues(`gifts.${index}`);
  const price = Number(useWatch({ control, name: `gifts.${index}.price` }));
  const errors = formState.errors.gifts?.[index];
  const priceMessages = useRuleMessages(errors?.price);
  const giftMessages = useRuleMessages(errors?.giftId);
  return (
    <Table.Row data-gift-id={gift.giftId}>
      <Table.Cell>
        <HStack gap="2">
          <GiftPicture url={gift.imageUrl} name={gift.giftName} diamonds={Number.isFinite(price) ? price : 0} size="8" />
          <Stack gap="0">
            <Text fontSize="sm">{gift.giftName}</Text>
            <Text fontSize="xs" color="fg.muted">
              {lt('form.giftId', { id: gift.giftId })}
            </Text>
            {giftMessages.length > 0 ? (
              <Text fontSize="xs" color="fg.error">
                {giftMessages.join(' ')}
              </Text>
            ) : null}
          </Stack>
        </HStack>
      </Table.Cell>
      <Table.Cell>
        <Input
          size="xs"
          maxW="28"
          inputMode="numeric"
          aria-label={lt('form.priceOf', { name: gift.giftName, id: gift.giftId })}
          aria-invalid={priceMessages.length > 0 ? true : undefined}
          {...register(`gifts.${index}.price`)}
        />
        {priceMessages.length > 0 ? (
          <Text fontSize="xs" color="fg.error" mt="1">
            {priceMessages.join(' ')}
          </Text>
        ) : null}
      </Table.Cell>
      <Table.Cell textAlign="end">
        <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={lt('form.removeGift', { name: gift.giftName, id: gift.giftId })} onClick={onRemove}>
          <LuTrash2 />
        </IconButton>
      </Table.Cell>
    </Table.Row>
  );
}

/** The selected gifts with the catalogue search above them. */
export function GiftsField() {
  const { lt } = useLcTranslation();
  const { control, getValues, setValue, formState } = useFormContext<ConfigFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'gifts' });
  const selected = new Set(fields.map((field) => field.giftId));
  const listMessages = useRuleMessages(formState.errors.gifts?.root ?? (formState.errors.gifts?.message ? { message: formState.errors.gifts.message } : undefined));

  const removeGift = (index: number) => {
    const giftId = getValues(`gifts.${index}.giftId`);
    remove(index);
    // A removed gift can no longer score or trigger anything.
    getValues('streamers').forEach((streamer, i) => {
      if (streamer.gifts.includes(giftId)) setValue(`streamers.${i}.gifts`, streamer.gifts.filter((id) => id !== giftId), { shouldDirty: true });
      if (streamer.triggerGiftId === giftId) setValue(`streamers.${i}.triggerGiftId`, '', { shouldDirty: true });
    });
    if (getValues('turntable.triggerGiftId') === giftId) setValue('turntable.triggerGiftId', '', { shouldDirty: true });
  };

  return (
    <Stack gap="3" role="group" aria-labelledby="config-gifts-label">
      <Text id="config-gifts-label" fontSize="sm" fontWeight="medium">
        {lt('form.gifts')}
      </Text>
      <GiftSearch
        selected={selected}
        onAdd={(gift) => append({ giftId: gift.giftId, giftName: gift.name, imageUrl: gift.imageUrl ?? '', price: String(gift.diamondCount) })}
      />
      {fields.length > 0 ? (
        <Box borderWidth="1px" borderRadius="md" overflowX="auto">
          <Table.Root size="sm" aria-label={lt('form.selectedGifts')}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{lt('form.gift')}</Table.ColumnHeader>
                <Table.ColumnHeader>{lt('form.price')}</Table.ColumnHeader>
                <Table.ColumnHeader />
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {fields.map((field, index) => (
                <GiftRow key={field.id} index={index} onRemove={() => removeGift(index)} />
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          {lt('form.noGiftSelected')}
        </Text>
      )}
      {listMessages.length > 0 ? (
        <Text fontSize="sm" color="fg.error" role="alert">
          {listMessages.join(' ')}
        </Text>
      ) : null}
    </Stack>
  );
}
