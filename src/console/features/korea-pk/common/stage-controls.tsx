/**
 * A stage's status and its host controls: not started / running / ended (`data-testid="korea-stage-status"`), the
 * countdown of a timed stage and of the solo turn, and — for holders of `liveConfig:control` — Start, End stage and
 * (solo) Next turn. Starting while another stage runs is answered 409 `needsConfirmation`: the server's message is
 * asked with the console's confirm dialog, and on OK the start is resent with `confirmed: true`. Ending asks first.
 * A refusal is toasted in the user's language.
 */
import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { GameView } from '../../../../../streams/contracts/game-topic';
import type { KoreaView } from '../../../../../streams/contracts/korea-view';
import type { KoreaStage } from '../../../../../streams/games/korea-pk';
import { useCan } from '@shared/auth/can';
import { httpErrorOf } from '@shared/http/http-error';
import { ConfirmDialog } from '@shared/ui/confirm-dialog';
import { notifyError, notifySuccess } from '@shared/ui/toaster';
import { koreaCommands, needsConfirmation } from '../api/korea-api';
import { useKoreaT } from '../i18n/korea-pk-locale';
import { clock, nicknameOf } from './names';
import { KOREA_PERMISSIONS } from './permissions';
import { useKoreaCommand } from './use-korea-command';

const STATUS_COLOR = { notStarted: 'gray', running: 'green', ended: 'red' } as const;

/** Props of {@link StageControls}. */
export interface StageControlsProps {
  view: GameView;
  korea: KoreaView;
  stage: KoreaStage;
  now: number;
}

/** The status line and the buttons. */
export function StageControls({ view, korea, stage, now }: StageControlsProps) {
  const { ft, rule, failure } = useKoreaT();
  const canControl = useCan(KOREA_PERMISSIONS.control);
  const start = useKoreaCommand(view.configId, koreaCommands.start);
  const end = useKoreaCommand(view.configId, (id: number) => koreaCommands.end(id));
  const next = useKoreaCommand(view.configId, (id: number) => koreaCommands.next(id));
  const [confirmText, setConfirmText] = useState<string | null>(null);
  const [askEnd, setAskEnd] = useState(false);
  const run = korea.stages[stage];
  const stageName = ft(`common.stages.${stage}`);
  const turn = stage === 'solo' ? korea.solo.turn : null;

  const sendStart = async (confirmed: boolean) => {
    try {
      await start.mutateAsync({ stage, confirmed });
      setConfirmText(null);
      notifySuccess(ft('stage.started', { stage: stageName }));
    } catch (error) {
      if (!confirmed && needsConfirmation(error)) {
        setConfirmText(rule(httpErrorOf(error)?.message ?? ''));
        return;
      }
      setConfirmText(null);
      notifyError(failure(error));
    }
  };
  const sendEnd = async () => {
    try {
      await end.mutateAsync(undefined);
      notifySuccess(ft('stage.endedNotice', { stage: stageName }));
    } catch (error) {
      notifyError(failure(error));
    } finally {
      setAskEnd(false);
    }
  };
  const sendNext = async () => {
    try {
      await next.mutateAsync(undefined);
      notifySuccess(ft('stage.nextNotice'));
    } catch (error) {
      notifyError(failure(error));
    }
  };

  const running = run.status === 'running';
  const other = korea.running !== null && korea.running !== stage ? korea.running : null;
  return (
    <Stack gap="2" borderWidth="1px" borderRadius="md" p="3">
      <HStack gap="3" wrap="wrap">
        <Badge data-testid="korea-stage-status" data-status={run.status} colorPalette={STATUS_COLOR[run.status]} size="lg">
          {ft(`stage.status.${run.status}`)}
        </Badge>
        {running && run.endsAt !== null ? (
          <Text data-testid="korea-stage-countdown" fontVariantNumeric="tabular-nums">
            {ft('stage.timeLeft', { time: clock(run.endsAt - now) })}
          </Text>
        ) : null}
        {running && run.endsAt === null && stage !== 'solo' ? (
          <Text fontSize="sm" color="fg.muted">
            {ft('stage.hostEnds')}
          </Text>
        ) : null}
        {other ? (
          <Text fontSize="sm" color="fg.muted" data-testid="korea-other-running">
            {ft('stage.otherRunning', { stage: ft(`common.stages.${other}`) })}
          </Text>
        ) : null}
      </HStack>
      {running && turn ? (
        <HStack gap="3" wrap="wrap">
          <Text fontWeight="medium" data-testid="korea-solo-turn">
            {ft('stage.turn', { index: turn.index + 1, count: korea.solo.order.length, name: nicknameOf(view, turn.streamerId) })}
          </Text>
          <Text data-testid="korea-turn-countdown" fontVariantNumeric="tabular-nums">
            {ft('stage.turnLeft', { time: clock(turn.endsAt - now) })}
          </Text>
        </HStack>
      ) : null}
      {canControl ? (
        <HStack gap="2" wrap="wrap">
          <Button size="sm" colorPalette="brand" data-testid="korea-start" disabled={running} loading={start.isPending} onClick={() => void sendStart(false)}>
            {ft('stage.start')}
          </Button>
          <Button size="sm" variant="outline" colorPalette="red" data-testid="korea-end" disabled={!running} loading={end.isPending} onClick={() => setAskEnd(true)}>
            {ft('stage.end')}
          </Button>
          {stage === 'solo' ? (
            <Button size="sm" variant="outline" data-testid="korea-next" disabled={!running} loading={next.isPending} onClick={() => void sendNext()}>
              {ft('stage.next')}
            </Button>
          ) : null}
        </HStack>
      ) : null}
      <ConfirmDialog
        open={confirmText !== null}
        message={confirmText ?? ''}
        loading={start.isPending}
        onConfirm={() => void sendStart(true)}
        onCancel={() => setConfirmText(null)}
      />
      <ConfirmDialog open={askEnd} message={ft('stage.endConfirm', { stage: stageName })} loading={end.isPending} onConfirm={() => void sendEnd()} onCancel={() => setAskEnd(false)} />
    </Stack>
  );
}
