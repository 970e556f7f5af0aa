/**
 * The room's PK state and scores: the phase, each side with its hosts and its score from the platform's
 * latest tally (a bar shows the share), the leader (the winner once ended), and a countdown to the planned end (or the
 * time running when the platform gave no duration).
 */
import { Badge, Box, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { formatCount } from '@shared/utils/format-count';
import { formatDuration } from '../common/format-duration';
import { EmptyText, Panel, PanelFailure } from '../common/panel';
import { useNow } from '../common/use-now';
import { useRoomTranslation } from '../i18n/use-room-translation';
import { pkLeader, pkTeamScores, type PkState } from '../live/pk-state';
import type { HistoryStatus } from '../live/use-room-feed';

const PHASE_PALETTE = { started: 'green', ended: 'gray', unknown: 'yellow' } as const;

/** Props of {@link PkPanel}. */
export interface PkPanelProps {
  pk: PkState | null;
  status: HistoryStatus;
  /** Server clock minus the browser's, ms. */
  clockOffset: number;
}

function Countdown({ pk, clockOffset }: { pk: PkState; clockOffset: number }) {
  const { rt } = useRoomTranslation();
  const now = useNow(1_000) + clockOffset;
  if (pk.phase === 'ended') return null;
  let text: string | null = null;
  if (pk.endsAt !== null) text = pk.endsAt > now ? rt('pk.endsIn', { time: formatDuration(pk.endsAt - now) }) : rt('pk.ending');
  else if (pk.startTime !== null) text = rt('pk.runningFor', { time: formatDuration(now - pk.startTime) });
  return text ? (
    <Text fontSize="sm" fontVariantNumeric="tabular-nums" data-testid="pk-countdown">
      {text}
    </Text>
  ) : null;
}

export function PkPanel({ pk, status, clockOffset }: PkPanelProps) {
  const { rt } = useRoomTranslation();
  const teams = pk ? pkTeamScores(pk) : [];
  const leader = pkLeader(teams);
  const total = teams.reduce((sum, team) => sum + team.points, 0);
  return (
    <Panel
      title={rt('pk.title')}
      testId="pk-panel"
      aside={
        pk ? (
          <Badge colorPalette={PHASE_PALETTE[pk.phase]} variant="subtle" data-testid="pk-phase">
            {rt(`pk.phases.${pk.phase}`)}
          </Badge>
        ) : null
      }
    >
      {status.failed && !pk ? <PanelFailure message={rt('pk.failed')} onRetry={status.retry} /> : null}
      {!pk && !status.failed ? <EmptyText>{rt('pk.none')}</EmptyText> : null}
      {pk ? (
        <Stack gap="3">
          <Countdown pk={pk} clockOffset={clockOffset} />
          {teams.map((team, i) => (
            <Stack key={team.teamId} gap="1" data-testid="pk-team">
              <HStack justify="space-between" gap="2">
                <Stack gap="0" minW="0">
                  <Text fontSize="sm" fontWeight="semibold">
                    {rt('pk.team', { n: i + 1 })}
                  </Text>
                  <Text fontSize="xs" color="fg.muted" truncate dir="ltr" textAlign="start">
                    {rt('pk.hosts', { ids: team.hostUserIds.join(', ') })}
                  </Text>
                </Stack>
                <HStack gap="2" flexShrink={0}>
                  {leader === team.teamId ? (
                    <Badge colorPalette={pk.phase === 'ended' ? 'purple' : 'orange'} variant="solid">
                      {rt(pk.phase === 'ended' ? 'pk.winner' : 'pk.leading')}
                    </Badge>
                  ) : null}
                  <Text fontSize="xl" fontWeight="bold" fontVariantNumeric="tabular-nums" title={team.points.toLocaleString()}>
                    {formatCount(team.points)}
                  </Text>
                </HStack>
              </HStack>
              <Box aria-hidden="true">
                <Progress.Root size="xs" value={total > 0 ? (team.points / total) * 100 : 0} colorPalette={i === 0 ? 'red' : 'blue'}>
                  <Progress.Track>
                    <Progress.Range />
                  </Progress.Track>
                </Progress.Root>
              </Box>
            </Stack>
          ))}
          {pk.phase === 'ended' && leader === null && total > 0 ? <Badge alignSelf="start">{rt('pk.draw')}</Badge> : null}
        </Stack>
      ) : null}
    </Panel>
  );
}
