/** The gift feed's filters: user text, gift name, minimum diamonds, counted only (applied as you type). */
import { Checkbox, Field, Input, SimpleGrid } from '@chakra-ui/react';
import type { FeedFilters } from './gift-feed';
import { useLiveT } from '../i18n/use-live-t';

export interface GiftFiltersProps {
  value: FeedFilters;
  onChange: (next: FeedFilters) => void;
}

/** A row of filter inputs, in a labelled group. */
export function GiftFilters({ value, onChange }: GiftFiltersProps) {
  const { ft } = useLiveT();
  const patch = (part: Partial<FeedFilters>) => onChange({ ...value, ...part });
  return (
    <SimpleGrid as="fieldset" aria-label={ft('gifts.filters')} columns={{ base: 1, sm: 2, lg: 4 }} gap="3" alignItems="end">
      <Field.Root>
        <Field.Label>{ft('gifts.user')}</Field.Label>
        <Input size="sm" type="search" placeholder={ft('gifts.userPlaceholder')} value={value.user} onChange={(e) => patch({ user: e.target.value })} />
      </Field.Root>
      <Field.Root>
        <Field.Label>{ft('gifts.gift')}</Field.Label>
        <Input size="sm" type="search" placeholder={ft('gifts.giftPlaceholder')} value={value.gift} onChange={(e) => patch({ gift: e.target.value })} />
      </Field.Root>
      <Field.Root>
        <Field.Label>{ft('gifts.minDiamonds')}</Field.Label>
        <Input
          size="sm"
          type="number"
          inputMode="numeric"
          min={0}
          value={value.minDiamonds === 0 ? '' : String(value.minDiamonds)}
          placeholder="0"
          onChange={(e) => {
            const n = Number(e.target.value);
            patch({ minDiamonds: Number.isFinite(n) && n > 0 ? n : 0 });
          }}
        />
      </Field.Root>
      <Checkbox.Root size="sm" checked={value.countedOnly} onCheckedChange={(e) => patch({ countedOnly: e.checked === true })} pb="2">
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{ft('gifts.countedOnly')}</Checkbox.Label>
      </Checkbox.Root>
    </SimpleGrid>
  );
}
