/**
 * The host's side of the turntable (README "Turntable"): 'Spin' sends a fresh `requestId` per press and ignores
 * presses while one is in flight (a double click spins once: exhaustMap, for a button that must not
 * double-fire); the current spin (who, result, time left on the wheel, against server time) and how many spins
 * wait in the queue. The result is drawn on the server and stored before any overlay shows it.
 *
 * The server clears its current spin on the first tick after the wheel stops (machines/turntable-spin.machine.ts), so
 * the view holds a result for about a second; the panel keeps showing the last spin it saw until the next one starts,
 * or the host would miss the result they just asked for.
 */
import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { LuRotateCw } from 'react-icons/lu';
import type { GameView } from '../../../../../streams/contracts/game-topic';
import { useCan } from '@shared/auth/can';
import { notifyError } from '@shared/ui/toaster';
import { useSpinTurntable } from '../api/spin-turntable';
import { LIVE_CONFIG_PERMISSIONS } from '../common/permissions';
import { newRequestId } from '../common/request-id';
import { formatCountdown } from '@shared/realtime/server-clock';
import { useLcTranslation } from '../i18n/use-lc-translation';

/** The spin button, the current spin and the queue. */
export function SpinPanel({ view, now }: { view: GameView; now: number }) {
  const { lt, failure } = useLcTranslation();
  const canControl = useCan(LIVE_CONFIG_PERMISSIONS.control);
  const spin = useSpinTurntable(view.configId);
  const inFlight = useRef(false);
  const live = view.turntable?.current ?? null;
  const [last, setLast] = useState<typeof live>(null);
  // Derived state (React's "storing information from previous renders"): remember each new spin as it arrives.
  if (live !== null && (last === null || live.spinNo !== last.spinNo || live.endsAt !== last.endsAt)) setLast(live);
  const current = live ?? last;
  const queued = view.turntable?.queued ?? 0;
  const turning = current !== null && now < current.endsAt;

  const onSpin = async () => {
    // A second press while the first is on its way is dropped, not queued (exhaust).
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      await spin.mutateAsync(newRequestId());
    } catch (error) {
      notifyError(failure(error));
    } finally {
      inFlight.current = false;
    }
  };

  const prize = current ? (current.result.index < 0 ? lt('turntable.noPrize') : current.result.content) : null;
  return (
    <Stack gap="3" align="center" textAlign="center">
      {canControl ? (
        <Button size="md" colorPalette="brand" loading={spin.isPending} onClick={() => void onSpin()}>
          <LuRotateCw aria-hidden="true" /> {lt('turntable.spin')}
        </Button>
      ) : null}
      <Stack gap="1" role="status" aria-live="polite" data-testid="spin-status">
        {current ? (
          turning ? (
            <Text fontSize="sm">{lt('turntable.spinning', { spin: current.spinNo, user: current.by.nickname, time: formatCountdown(current.endsAt - now) })}</Text>
          ) : (
            <Text fontSize="md" fontWeight="semibold" data-testid="spin-result" data-result-index={current.result.index} data-spin-no={current.spinNo}>
              {lt('turntable.result', { spin: current.spinNo, prize: prize ?? '', user: current.by.nickname })}
            </Text>
          )
        ) : (
          <Text fontSize="sm" color="fg.muted">
            {lt('turntable.noSpin')}
          </Text>
        )}
        <HStack justify="center">
          <Badge variant="subtle" colorPalette={queued > 0 ? 'orange' : 'gray'} data-testid="spin-queue">
            {lt('turntable.queued', { count: queued })}
          </Badge>
        </HStack>
      </Stack>
    </Stack>
  );
}
