/**
 * A streamer's points in one stage as every board shows them: the stage's ranked line (0 before any gift), with the
 * running points of combos still open beside it while that stage runs (they count once the combo ends).
 * `data-testid="korea-points-<anchorId>"` holds the counted points only, so a browser test can compare it with the
 * overlay's.
 */
import { HStack, Text } from '@chakra-ui/react';
import type { KoreaView } from '../../../../../streams/contracts/korea-view';
import type { KoreaStage } from '../../../../../streams/games/korea-pk';
import { useKoreaT } from '../i18n/korea-pk-locale';

/** `anchorId`'s counted points in `stage`. */
export function stagePoints(korea: KoreaView, stage: KoreaStage, anchorId: string): number {
  return korea.boards[stage].find((line) => line.id === anchorId)?.score ?? 0;
}

/** The points and, in the running stage, the open combos' points. */
export function Points({ korea, stage, anchorId, value }: { korea: KoreaView; stage: KoreaStage; anchorId: string; value?: number }) {
  const { ft } = useKoreaT();
  const open = korea.running === stage ? (korea.provisional[anchorId] ?? 0) : 0;
  return (
    <HStack gap="1" as="span" display="inline-flex">
      <Text as="span" fontWeight="semibold" fontVariantNumeric="tabular-nums" data-testid={`korea-points-${anchorId}`}>
        {(value ?? stagePoints(korea, stage, anchorId)).toLocaleString()}
      </Text>
      {open > 0 ? (
        <Text as="span" fontSize="xs" color="fg.muted">
          {ft('common.provisional', { value: open.toLocaleString() })}
        </Text>
      ) : null}
    </HStack>
  );
}
