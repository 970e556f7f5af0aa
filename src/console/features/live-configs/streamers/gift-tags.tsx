/**
 * A kept streamer's usual gifts as tags: the catalogue name and price in diamonds (GET api/gifts), with the
 * picture when the catalogue has one; an id the catalogue no longer has shows as 'Gift <id>'. Optionally each tag
 * has a remove button (the form).
 */
import { Box, HStack, Image, Tag } from '@chakra-ui/react';
import { useState } from 'react';
import type { CatalogueGift } from '../../../../../streams/contracts/live-configs';
import { useLcTranslation } from '../i18n/use-lc-translation';

/** Props of {@link GiftTags}. */
export interface GiftTagsProps {
  giftIds: readonly string[];
  /** The catalogue by gift id (`useGiftCatalogue().byId`). */
  catalogue: ReadonlyMap<string, CatalogueGift>;
  /** When set, each tag gets a remove button. */
  onRemove?: (giftId: string) => void;
}

/** The tags, wrapping; nothing for no gift. */
export function GiftTags({ giftIds, catalogue, onRemove }: GiftTagsProps) {
  const { lt, language } = useLcTranslation();
  // Pictures that failed to load (a CDN out of reach): the tag shows the name alone rather than a broken icon.
  const [broken, setBroken] = useState<ReadonlySet<string>>(new Set());
  const number = new Intl.NumberFormat(language);
  if (giftIds.length === 0) return null;
  return (
    <HStack as="ul" gap="1.5" wrap="wrap" listStyleType="none" m="0" p="0">
      {giftIds.map((giftId) => {
        const gift = catalogue.get(giftId);
        const name = gift?.name ?? lt('streamers.unknownGift', { id: giftId });
        return (
          <Box as="li" key={giftId} data-gift-id={giftId}>
            <Tag.Root size="sm" variant="surface" colorPalette={gift ? 'gray' : 'orange'}>
              {gift?.imageUrl && !broken.has(gift.imageUrl) ? (
                <Tag.StartElement>
                  <Image
                    src={gift.imageUrl}
                    alt=""
                    boxSize="3.5"
                    objectFit="contain"
                    referrerPolicy="no-referrer"
                    onError={() => setBroken((previous) => new Set(previous).add(gift.imageUrl ?? ''))}
                  />
                </Tag.StartElement>
              ) : null}
              <Tag.Label>{gift ? lt('streamers.giftValue', { name, diamonds: number.format(gift.diamondCount) }) : name}</Tag.Label>
              {onRemove ? (
                <Tag.EndElement>
                  <Tag.CloseTrigger aria-label={lt('streamers.removeGift', { name })} onClick={() => onRemove(giftId)} />
                </Tag.EndElement>
              ) : null}
            </Tag.Root>
          </Box>
        );
      })}
    </HStack>
  );
}
