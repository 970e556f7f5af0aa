/**
 * The round's state and countdown against server time (game-view-state.ts `roundPhase`): not started; the PK
 * time left while gifts score; "time is up" with the auto end countdown or a word that the host ends it; ended.
 */
import { Badge, HStack, Text } from '@chakra-ui/react';
import type { GameView } from '../../../../../streams/contracts/game-topic';
import { roundPhase } from './game-view-state';
import { formatCountdown } from '@shared/realtime/server-clock';
import { useLcTranslation } from '../i18n/use-lc-translation';

const PALETTE = { notStarted: 'gray', counting: 'green', timeUp: 'orange', ended: 'purple' } as const;

/** Round number, state badge and countdown (`role="timer"`). */
export function RoundStatus({ view, now }: { view: GameView; now: number }) {
  const { lt } = useLcTranslation();
  const phase = roundPhase(view, now);
  let detail: string | null = null;
  if (phase.kind === 'counting') detail = lt('round.timeLeft', { time: formatCountdown(phase.remainingMs) });
  else if (phase.kind === 'timeUp') {
    detail = phase.autoEndMs === null ? lt('round.hostEnds') : lt('round.autoEndsIn', { time: formatCountdown(phase.autoEndMs) });
  }
  return (
    <HStack gap="2" wrap="wrap" data-testid="round-status" data-round-phase={phase.kind}>
      {view.round.round > 0 ? (
        <Text fontSize="sm" fontWeight="medium">
          {lt('round.number', { round: view.round.round })}
        </Text>
      ) : null}
      <Badge colorPalette={PALETTE[phase.kind]} variant="subtle">
        {lt(`round.phases.${phase.kind}`)}
      </Badge>
      {detail ? (
        <Text as="span" role="timer" fontSize="sm" fontVariantNumeric="tabular-nums" color={phase.kind === 'counting' ? 'fg' : 'orange.fg'}>
          {detail}
        </Text>
      ) : null}
    </HStack>
  );
}
