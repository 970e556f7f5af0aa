/**
 * The two public pages of an event (Total Score `/whiteListPages/koreaGroupPk` and the score ranking
 * `/koreaScoreRanking`, each with `?key=`), as full addresses of this console's origin, each with a copy button
 * ('Copied successfully' / 'Copy failed').
 */
import { HStack, IconButton, Input, Stack, chakra } from '@chakra-ui/react';
import { LuCopy, LuExternalLink } from 'react-icons/lu';
import type { KoreaLinks } from '../../../../../streams/contracts/korea-pk';
import { useCopy } from '@shared/ui/use-copy';
import { useKoreaT } from '../i18n/korea-pk-locale';

/** An overlay's full address: the server gives relative links. */
export function absoluteLink(link: string): string {
  return new URL(link, window.location.origin).href;
}

/** The links with copy and open buttons. */
export function OverlayLinks({ links }: { links: KoreaLinks }) {
  const { ft } = useKoreaT();
  const copy = useCopy();
  const items = [
    { name: 'koreaGroupPk', label: ft('total.totalScoreLink'), url: absoluteLink(links.koreaGroupPk) },
    { name: 'koreaScoreRanking', label: ft('total.rankingLink'), url: absoluteLink(links.koreaScoreRanking) },
  ] as const;
  return (
    <Stack gap="3">
      {items.map(({ name, label, url }) => (
        <Stack key={name} gap="1">
          <chakra.label htmlFor={`korea-link-${name}`} fontSize="sm" fontWeight="medium">
            {label}
          </chakra.label>
          <HStack gap="1">
            <Input id={`korea-link-${name}`} size="sm" readOnly value={url} data-overlay={name} onFocus={(e) => e.currentTarget.select()} />
            <IconButton size="sm" variant="outline" aria-label={ft('total.copy', { name: label })} onClick={() => void copy(url)}>
              <LuCopy />
            </IconButton>
            <IconButton asChild size="sm" variant="ghost" aria-label={label}>
              <a href={url} target="_blank" rel="noreferrer">
                <LuExternalLink />
              </a>
            </IconButton>
          </HStack>
        </Stack>
      ))}
    </Stack>
  );
}
