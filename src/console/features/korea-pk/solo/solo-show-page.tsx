/**
 * Solo show stage (Korea group PK → Solo show stage, component 'KoreaSoloShow'): the stage's status with the turn's
 * countdown, Start / End stage / Next turn, the manual adjustment form, and the performing order with the streamer
 * performing now highlighted and each one's points. The rule in words is the page's help.
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
export function KoreaSoloShowPage() {
  const { ft } = useKoreaT();
  return (
    <EventPage title={ft('solo.title')} help={ft('solo.help')} failedText={ft('solo.failed')}>
      {(view, korea, now) => (
        <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' }} gap="5" alignItems="start">
          <Stack gap="4">
            <StageControls view={view} korea={korea} stage="solo" now={now} />
            <KoreaAdjustForm view={view} korea={korea} stage="solo" />
          </Stack>
          <SoloOrder view={view} korea={korea} />
        </Grid>
      )}
    </EventPage>
  );
}

function SoloOrder({ view, korea }: { view: GameView; korea: KoreaView }) {
  const { ft } = useKoreaT();
  const performer = korea.stages.solo.status === 'running' ? korea.solo.turn?.streamerId : undefined;
  return (
    <Stack gap="3">
      <Heading as="h3" size="sm" id="korea-solo-order">
        {ft('solo.order')}
      </Heading>
      {korea.solo.order.length === 0 ? <InlineAlert text={ft('solo.noOrder')} status="info" /> : null}
      <List.Root as="ol" variant="plain" gap="2" aria-labelledby="korea-solo-order">
        {korea.solo.order.map((id, index) => {
          const performing = id === performer;
          return (
            <List.Item
              key={id}
              data-testid={`korea-solo-${id}`}
              data-performing={performing ? 'true' : 'false'}
              aria-current={performing ? 'step' : undefined}
              borderWidth={performing ? '2px' : '1px'}
              borderColor={performing ? 'brand.solid' : undefined}
              bg={performing ? 'brand.subtle' : undefined}
              borderRadius="md"
              p="3"
            >
              <HStack justify="space-between" w="full">
                <HStack gap="2">
                  <Text color="fg.muted" fontVariantNumeric="tabular-nums">
                    {index + 1}
                  </Text>
                  <Text fontWeight="medium">{nicknameOf(view, id)}</Text>
                  {performing ? <Badge colorPalette="brand">{ft('stage.performing')}</Badge> : null}
                </HStack>
                <Points korea={korea} stage="solo" anchorId={id} />
              </HStack>
            </List.Item>
          );
        })}
      </List.Root>
    </Stack>
  );
}
