/**
 * The PK phases as the game runs them ("PK phases: not started, running, other phase running; starting one
 * stops scoring of the others after confirmation"): each phase's status, Start and Stop. Starting a phase while
 * another runs answers 409: the host is asked (PK_MESSAGES.confirmSwitch) and, if they agree, the start is sent
 * again confirmed. Only the running phase's streamers score.
 */
import { Badge, Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuPlay, LuSquare } from 'react-icons/lu';
import type { GameView } from '../../../../../streams/contracts/game-topic';
import { useCan } from '@shared/auth/can';
import { ConfirmDialog } from '@shared/ui/confirm-dialog';
import { notifyError, notifySuccess } from '@shared/ui/toaster';
import { runWithToast } from '@shared/ui/toast-action';
import { needsConfirmation } from '../api/game-command';
import { useStartPkPhase } from '../api/start-pk-phase';
import { useStopPk } from '../api/stop-pk';
import { LIVE_CONFIG_PERMISSIONS } from '../common/permissions';
import { useLcTranslation } from '../i18n/use-lc-translation';

const PALETTE = { notStarted: 'gray', running: 'green', otherRunning: 'orange' } as const;

/** The phases with their statuses and buttons. */
export function PhaseList({ view }: { view: GameView }) {
  const { lt, failure } = useLcTranslation();
  const canControl = useCan(LIVE_CONFIG_PERMISSIONS.control);
  const start = useStartPkPhase(view.configId);
  const stop = useStopPk(view.configId);
  /** The phase waiting for the host's confirmation. */
  const [confirming, setConfirming] = useState<string | null>(null);
  const names = new Map(view.streamers.map((s) => [s.anchorId, s.nickname]));

  const startPhase = async (phaseId: string, confirmed: boolean) => {
    try {
      await start.mutateAsync({ phaseId, confirmed });
      setConfirming(null);
      notifySuccess(lt('pk.phaseStarted', { name: view.pk.phases.find((p) => p.id === phaseId)?.name ?? phaseId }));
    } catch (error) {
      if (!confirmed && needsConfirmation(error)) {
        setConfirming(phaseId);
        return;
      }
      setConfirming(null);
      notifyError(failure(error));
    }
  };
  const stopPhase = () => runWithToast(() => stop.mutateAsync(), { success: lt('pk.phaseStopped'), failure });

  return (
    <Stack gap="3" borderWidth="1px" borderRadius="md" p="4">
      <Heading as="h3" size="sm">
        {lt('pk.phases')}
      </Heading>
      {view.pk.phases.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {lt('rules.pk.initializeFirst')}
        </Text>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" aria-label={lt('pk.phases')}>
          {view.pk.phases.map((phase) => (
            <HStack as="li" key={phase.id} justify="space-between" gap="3" wrap="wrap" borderBottomWidth="1px" pb="2" data-phase-id={phase.id} data-phase-status={phase.status}>
              <Stack gap="0.5" minW="0">
                <HStack gap="2">
                  <Text fontSize="sm" fontWeight="medium">
                    {phase.name}
                  </Text>
                  <Badge size="sm" variant="outline">
                    {lt(`pk.kinds.${phase.kind}`)}
                  </Badge>
                  <Badge size="sm" colorPalette={PALETTE[phase.status]} variant="subtle">
                    {lt(`pk.statuses.${phase.status}`)}
                  </Badge>
                </HStack>
                <Text fontSize="xs" color="fg.muted">
                  {phase.hostId
                    ? lt('pk.hostAndStreamers', { host: names.get(phase.hostId) ?? phase.hostId, streamers: phase.streamerIds.map((id) => names.get(id) ?? id).join(', ') })
                    : phase.streamerIds.map((id) => names.get(id) ?? id).join(' vs ')}
                </Text>
              </Stack>
              {canControl ? (
                phase.status === 'running' ? (
                  <Button size="xs" variant="outline" colorPalette="red" loading={stop.isPending} onClick={() => void stopPhase()} aria-label={lt('pk.stopPhase', { name: phase.name })}>
                    <LuSquare aria-hidden="true" /> {lt('pk.stop')}
                  </Button>
                ) : (
                  <Button
                    size="xs"
                    colorPalette="brand"
                    loading={start.isPending && start.variables?.phaseId === phase.id}
                    onClick={() => void startPhase(phase.id, false)}
                    aria-label={lt('pk.startPhase', { name: phase.name })}
                  >
                    <LuPlay aria-hidden="true" /> {lt('pk.start')}
                  </Button>
                )
              ) : null}
            </HStack>
          ))}
        </Stack>
      )}
      <ConfirmDialog
        open={confirming !== null}
        message={lt('rules.pk.confirmSwitch')}
        loading={start.isPending}
        onConfirm={() => {
          if (confirming) void startPhase(confirming, true);
        }}
        onCancel={() => setConfirming(null)}
      />
    </Stack>
  );
}
