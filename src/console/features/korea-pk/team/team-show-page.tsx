/**
 * Team show stage (Korea group PK → Team show stage, component 'KoreaTeamShow'): the stage's status and controls,
 * the manual adjustment form, and the team scores (ranked) with each team's streamers and their points. The rule in
 * words is the page's help.
 */
import { Badge, Box, Grid, HStack, Heading, List, Stack, Text } from '@chakra-ui/react';
import type { GameView } from '../../../../../streams/contracts/game-topic';
import type { KoreaView } from '../../../../../streams/contracts/korea-view';
import { KoreaAdjustForm } from '../common/adjust-form';
import { EventPage } from '../common/event-page';
import { nicknameOf, teamOf } from '../common/names';
import { Points } from '../common/points';
import { StageControls } from '../common/stage-controls';
import { useKoreaT } from '../i18n/korea-pk-locale';

/** The page. */
export function KoreaTeamShowPage() {
  const { ft } = useKoreaT();
  return (
    <EventPage title={ft('team.title')} help={ft('team.help')} failedText={ft('team.failed')}>
      {(view, korea, now) => (
        <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' }} gap="5" alignItems="start">
          <Stack gap="4">
            <StageControls view={view} korea={korea} stage="team" now={now} />
            <KoreaAdjustForm view={view} korea={korea} stage="team" />
          </Stack>
          <TeamsBoard view={view} korea={korea} />
        </Grid>
      )}
    </EventPage>
  );
}

function TeamsBoard({ view, korea }: { view: GameView; korea: KoreaView }) {
  const { ft } = useKoreaT();
  return (
    <Stack gap="3">
      <Heading as="h3" size="sm" id="korea-teams">
        {ft('team.teams')}
      </Heading>
      <List.Root variant="plain" gap="2" aria-labelledby="korea-teams">
        {korea.teamScores.map((line) => {
          const team = teamOf(korea, line.id);
          const members = view.streamers.filter((s) => korea.teamOf[s.anchorId] === line.id);
          return (
            <List.Item key={line.id} display="block" borderWidth="1px" borderRadius="md" p="3" borderInlineStartWidth="4px" borderInlineStartColor={team?.color}>
              <HStack justify="space-between">
                <HStack gap="2">
                  <Badge variant="outline">#{line.rank}</Badge>
                  <Box w="3" h="3" borderRadius="full" bg={team?.color} aria-hidden="true" />
                  <Text fontWeight="semibold">{team?.name ?? line.id}</Text>
                </HStack>
                <Text fontWeight="bold" fontVariantNumeric="tabular-nums" data-testid={`korea-team-score-${line.id}`}>
                  {line.score.toLocaleString()}
                </Text>
              </HStack>
              <Stack gap="1" mt="2" ps="6">
                {members.map((s) => (
                  <HStack key={s.anchorId} justify="space-between" fontSize="sm">
                    <Text>{nicknameOf(view, s.anchorId)}</Text>
                    <Points korea={korea} stage="team" anchorId={s.anchorId} />
                  </HStack>
                ))}
              </Stack>
            </List.Item>
          );
        })}
      </List.Root>
    </Stack>
  );
}
