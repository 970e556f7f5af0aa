/**
 * The select of one of the configuration's gifts as a trigger (a streamer's ice/fire trigger, the turntable's
 * trigger): the gifts chosen in the form's gift list, labelled as in that list, after a first empty option.
 */
import { NativeSelect } from '@chakra-ui/react';
import { useFormContext, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import type { ConfigFormValues } from './config-form';
import { giftLabel } from '../common/gift-picture';
import { useLcTranslation } from '../i18n/use-lc-translation';

/** Props of {@link TriggerGiftSelect}. */
export interface TriggerGiftSelectProps {
  /** The RHF registration of the gift id field (`register('…triggerGiftId')`). */
  registration: UseFormRegisterReturn;
  /** The text of the empty first option, already translated. */
  emptyText: string;
}

/** A small native select of the form's gifts (value: gift id, '' for none). */
export function TriggerGiftSelect({ registration, emptyText }: TriggerGiftSelectProps) {
  const { lt } = useLcTranslation();
  const { control } = useFormContext<ConfigFormValues>();
  const gifts = useWatch({ control, name: 'gifts' });
  const withId = (name: string, id: string) => lt('form.giftWithId', { name, id });
  return (
    <NativeSelect.Root size="sm">
      <NativeSelect.Field {...registration}>
        <option value="">{emptyText}</option>
        {gifts.map((gift) => (
          <option key={gift.giftId} value={gift.giftId}>
            {giftLabel(gift, gifts, withId)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
