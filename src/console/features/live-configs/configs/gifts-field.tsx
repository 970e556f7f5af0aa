/**
 * The selected gifts of a configuration (each with its price, picked from the gift catalogue): a
 * search over the catalogue adds a gift at its catalogue price in diamonds, which the host may change (the price
 * this game scores it at); removing one also takes it off the streamers and triggers that used it. A gift is
 * offered once ('A gift cannot be added twice' still shows beside a row if the server says so).
 */
import { Alert, Box, Button, HStack, IconButton, Image, Input, Stack, Table, Text } from '@chakra-ui/react';
import { useDeferredValue, useState } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import type { CatalogueGift } from '../../../../../streams/contracts/live-configs';
import { useGifts } from '../api/get-gifts';
import type { ConfigFormValues } from './config-form';
import { useRuleMessages } from './form-field';
import { useLcTranslation } from '../i18n/use-lc-translation';

const RESULTS = 12;

/** A gift's picture; the grey square when it has none or it fails to load (a CDN out of reach shows no broken icon). */
function GiftImage({ url }: { url: string | null | undefined }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!url || failed === url) return <Box boxSize="6" borderRadius="sm" bg="bg.muted" flexShrink={0} />;
  return <Image src={url} alt="" boxSize="6" objectFit="contain" referrerPolicy="no-referrer" flexShrink={0} onError={() => setFailed(url)} />;
}

/** The catalogue search and its results, each with an 'Add' button (also the kept streamers' gift picker). */
export function GiftSearch({ selected, onAdd }: { selected: ReadonlySet<string>; onAdd: (gift: CatalogueGift) => void }) {
  const { t, lt } = useLcTranslation();
  const [text, setText] = useState('');
  // Typing stays responsive; the query follows the deferred text.
  const blurry = useDeferredValue(text.trim());
  const gifts = useGifts({ page: 0, size: RESULTS, blurry });
  const rows = gifts.data?.content ?? [];
  return (
    <Stack gap="2">
      <Input
        size="sm"
        type="search"
        aria-label={lt('form.giftSearch')}
        placeholder={lt('form.giftSearch')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          // Enter in the search must not submit the whole form.
          if (e.key === 'Enter') e.preventDefault();
        }}
      />
      {gifts.isError ? (
        <Alert.Root status="error" size="sm" role="alert">
          <Alert.Indicator />
          <Alert.Title>{t('groupHost.giftListFailed')}</Alert.Title>
        </Alert.Root>
      ) : null}
      <Box as="ul" role="list" aria-label={lt('form.giftResults')} display="flex" flexWrap="wrap" gap="2" listStyleType="none" m="0" p="0">
        {rows.map((gift) => (
          <Box as="li" key={gift.giftId}>
            <Button
              size="xs"
              variant="outline"
              disabled={selected.has(gift.giftId)}
              onClick={() => onAdd(gift)}
              aria-label={lt('form.addGift', { name: gift.name })}
            >
              <LuPlus aria-hidden="true" />
              <GiftImage url={gift.imageUrl} />
              {lt('form.giftOption', { name: gift.name, diamonds: gift.diamondCount })}
            </Button>
          </Box>
        ))}
        {gifts.isSuccess && rows.length === 0 ? (
          <Text as="li" fontSize="sm" color="fg.muted">
            {lt('form.noGiftFound')}
          </Text>
        ) : null}
      </Box>
    </Stack>
  );
}

/** One selected gift's row: picture, name, price input, remove. */
function GiftRow({ index, onRemove }: { index: number; onRemove: () => void }) {
  const { lt } = useLcTranslation();
  const { register, getValues, formState } = useFormContext<ConfigFormValues>();
  const gift = getValues(`gifts.${index}`);
  const errors = formState.errors.gifts?.[index];
  const priceMessages = useRuleMessages(errors?.price);
  const giftMessages = useRuleMessages(errors?.giftId);
  return (
    <Table.Row data-gift-id={gift.giftId}>
      <Table.Cell>
        <HStack gap="2">
          <GiftImage url={gift.imageUrl} />
          <Stack gap="0">
            <Text fontSize="sm">{gift.giftName}</Text>
            <Text fontSize="xs" color="fg.muted">
              {gift.giftId}
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
          aria-label={lt('form.priceOf', { name: gift.giftName })}
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
        <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={lt('form.removeGift', { name: gift.giftName })} onClick={onRemove}>
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
