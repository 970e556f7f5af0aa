/**
 * Double PK stage (Korea group PK → Double PK stage, component 'KoreaDoublePk'): the stage's status and controls,
 * the manual adjustment form, and the pairs: both streamers' points, the winner's badge and the margin (equal points:
 * a draw). The rule in words is the page's help.
 */
import { Badge, Grid, HStack, Heading, List, Stack, Text } from '@chakra-ui/react';
import type { GameView } from '../../../../../streams/contracts/game-topic';
import type { KoreaView } from '../../../../../streams/contracts/korea-view';
import { InlineAlert } from '@shared/ui/inline-alert';
import { KoreaAdjustForm } from '../common/adjust-form';
import { EventPage } from '../common/event-page';
import { nicknameOf } from '../common/names';
import { Points } from '../common/points';
import { StageControls } from '../common/stage-controls';
import { useKoreaT } from '../i18n/korea-pk-locale';

/** The page. */
export function KoreaDoublePkPage() {
  const { ft } = useKoreaT();
  return (
    <EventPage title={ft('double.title')} help={ft('double.help')} failedText={ft('double.failed')}>
      {(view, korea, now) => (
        <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' }} gap="5" alignItems="start">
          <Stack gap="4">
            <StageControls view={view} korea={korea} stage="double" now={now} />
            <KoreaAdjustForm view={view} korea={korea} stage="double" />
          </Stack>
          <PairsBoard view={view} korea={korea} />
        </Grid>
      )}
    </EventPage>
  );
}

function PairsBoard({ view, korea }: { view: GameView; korea: KoreaView }) {
  const { ft } = useKoreaT();
  return (
    <Stack gap="3">
      <Heading as="h3" size="sm" id="korea-pairs">
        {ft('double.pairs')}
      </Heading>
      {korea.pairs.length === 0 ? <InlineAlert text={ft('double.noPairs')} status="info" /> : null}
      <List.Root variant="plain" gap="2" aria-labelledby="korea-pairs">
        {korea.pairs.map((pair) => (
          <List.Item key={`${pair.a}-${pair.b}`} borderWidth="1px" borderRadius="md" p="3" data-testid={`korea-pair-${pair.a}-${pair.b}`} display="block">
            <HStack justify="space-between" gap="3" wrap="wrap">
              {(['a', 'b'] as const).map((side) => {
                const id = pair[side];
                return (
                  <HStack key={side} gap="2" flex="1" justify={side === 'a' ? 'start' : 'end'}>
                    <Text fontWeight="medium">{nicknameOf(view, id)}</Text>
                    <Points korea={korea} stage="double" anchorId={id} value={side === 'a' ? pair.aScore : pair.bScore} />
                    {pair.winner === id ? (
                      <Badge colorPalette="green" data-testid="korea-winner">
                        {ft('double.winner')}
                      </Badge>
                    ) : null}
                  </HStack>
                );
              })}
            </HStack>
            <Text fontSize="sm" color="fg.muted" textAlign="center" data-testid="korea-pair-result">
              {pair.winner === null ? ft('double.draw') : ft('double.margin', { margin: pair.margin.toLocaleString() })}
            </Text>
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}
