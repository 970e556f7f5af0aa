/**
 * A gift's picture from the platform's CDN. When there is no picture or it cannot be loaded (the CDN out of reach,
 * a blocked referrer), the tile shows the gift's name and diamonds instead of an empty square or a broken icon, so
 * two gifts stay told apart without their pictures.
 */
import { Box, HStack, Image, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuGem } from 'react-icons/lu';
import { useLcTranslation } from '../i18n/use-lc-translation';

/**
 * A diamond amount as a gem icon and the number (no emoji: a browser source or a kiosk may lack an emoji font). The
 * icon is decorative: where the amount matters to a screen reader, the control's label says it in words.
 */
export function Diamonds({ value }: { value: number }) {
  const { language } = useLcTranslation();
  return (
    <HStack as="span" display="inline-flex" gap="0.5" verticalAlign="middle">
      <LuGem aria-hidden="true" size="0.9em" />
      {new Intl.NumberFormat(language).format(value)}
    </HStack>
  );
}

/** Props of {@link GiftPicture}. */
export interface GiftPictureProps {
  url: string | null | undefined;
  name: string;
  /** Diamonds per gift (the catalogue's, or the price a configuration scores it at). */
  diamonds: number;
  /** Side of the square tile, in Chakra size tokens (default 10). */
  size?: string;
}

/** The picture, or the name-and-diamonds tile (see the module comment). */
export function GiftPicture({ url, name, diamonds, size = '10' }: GiftPictureProps) {
  const [failed, setFailed] = useState<string | null>(null);
  if (url && failed !== url) {
    return <Image src={url} alt="" boxSize={size} objectFit="contain" referrerPolicy="no-referrer" flexShrink={0} onError={() => setFailed(url)} />;
  }
  return (
    <Box
      data-testid="gift-picture-fallback"
      boxSize={size}
      flexShrink={0}
      borderWidth="1px"
      borderRadius="sm"
      bg="bg.muted"
      display="flex"
      flexDirection="column"
      alignItems="center"
      justifyContent="center"
      overflow="hidden"
      px="0.5"
      title={`${name} · ${diamonds}`}
      aria-hidden="true"
    >
      <Text fontSize="2xs" lineHeight="1.1" fontWeight="medium" textAlign="center" lineClamp={2} wordBreak="break-word">
        {name}
      </Text>
      <Text as="span" fontSize="2xs" lineHeight="1.1" color="fg.muted">
        <Diamonds value={diamonds} />
      </Text>
    </Box>
  );
}

/**
 * How a selected gift is named where only its name is shown (a streamer's gift, a trigger gift): its name, with its
 * id when another selected gift has the same name (the catalogue has two "Heart").
 */
export function giftLabel(gift: { giftId: string; giftName: string }, selected: readonly { giftId: string; giftName: string }[], withId: (name: string, id: string) => string): string {
  const twin = selected.some((other) => other.giftId !== gift.giftId && other.giftName.trim().toLowerCase() === gift.giftName.trim().toLowerCase());
  return twin ? withId(gift.giftName, gift.giftId) : gift.giftName;
}
