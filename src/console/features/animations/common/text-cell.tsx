/**
 * Staff-typed text in a table cell, cut to `lines` (whole on hover), or a muted dash when there is none. The text sits
 * in `<bdi>` so a Latin name keeps its own direction on the Arabic (right-to-left) page.
 */
import { Text } from '@chakra-ui/react';

/** The cell's text. */
export function TextCell({ text, lines = 1 }: { text: string | null; lines?: number }) {
  const muted = lines > 1 ? 'fg.muted' : undefined;
  return (
    <Text truncate={lines === 1} lineClamp={lines > 1 ? lines : undefined} title={text ?? undefined} color={text ? muted : 'fg.subtle'} fontSize={lines > 1 ? 'xs' : undefined}>
      <bdi>{text ?? '—'}</bdi>
    </Text>
  );
}
