/**
 * Flower game (Group host config → Flower game, component 'FlowerGame'; each streamer's flower grows with
 * assigned gifts toward a target; the player list shows top contributing viewers): a flower per streamer filling
 * toward the configuration's target, its top contributors this round, and flower adjustments (at most 200 per
 * increase), beside the round controls.
 */
import { Avatar, Badge, Box, Grid, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { LuFlower2 } from 'react-icons/lu';
import type { GameView } from '../../../../../streams/contracts/game-topic';
import { GamePage } from '../common/game-page';
import { AdjustForm } from '../common/adjust-form';
import { boardRows } from '../common/game-view-state';
import { RoundControls } from '../common/round-controls';
import { RoundStatus } from '../common/round-status';
import { useLcTranslation } from '../i18n/use-lc-translation';

/** Top contributors shown per flower. */
const TOP = 5;

/** How far a flower is toward the target, 0..100 (full bloom at or past it). */
export function bloomPercent(score: number, target: number): number {
  if (target <= 0) return 100;
  return Math.min(100, Math.max(0, (score / target) * 100));
}

function Flowers({ view, now }: { view: GameView; now: number }) {
  const { lt, language } = useLcTranslation();
  const number = new Intl.NumberFormat(language);
  const percent = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
  return (
    <Grid templateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' }} gap="4">
      {boardRows(view, now).map((row) => {
        const bloom = bloomPercent(row.score, view.flowerTarget);
        const contributors = (view.contributors[row.streamerId] ?? []).slice(0, TOP);
        return (
          <Stack key={row.streamerId} gap="3" borderWidth="1px" borderRadius="md" p="4" data-streamer-id={row.streamerId} aria-label={lt('flower.flowerOf', { name: row.nickname })} role="group">
            <HStack justify="space-between" gap="2">
              <HStack gap="2" minW="0">
                <Box color={bloom >= 100 ? 'pink.solid' : 'green.solid'} fontSize="2xl" style={{ transform: `scale(${0.6 + bloom / 250})` }} transition="transform 0.4s">
                  <LuFlower2 aria-hidden="true" />
                </Box>
                <Text fontWeight="medium" truncate>
                  {row.nickname}
                </Text>
              </HStack>
              {bloom >= 100 ? (
                <Badge colorPalette="pink" variant="solid">
                  {lt('flower.bloomed')}
                </Badge>
              ) : (
                <Badge variant="subtle">#{row.rank}</Badge>
              )}
            </HStack>
            <Stack gap="1">
              <Progress.Root value={bloom} size="sm" colorPalette={bloom >= 100 ? 'pink' : 'green'} aria-label={lt('flower.progressOf', { name: row.nickname })}>
                <Progress.Track>
                  <Progress.Range />
                </Progress.Track>
              </Progress.Root>
              <Text fontSize="sm" fontVariantNumeric="tabular-nums" data-testid={`flower-${row.streamerId}`} data-score={row.score}>
                {lt('flower.progress', { score: number.format(row.score), target: number.format(view.flowerTarget), percent: percent.format(bloom) })}
              </Text>
            </Stack>
            <Stack gap="1.5">
              <Text fontSize="xs" fontWeight="semibold" color="fg.muted">
                {lt('flower.topContributors')}
              </Text>
              {contributors.length === 0 ? (
                <Text fontSize="sm" color="fg.muted">
                  {lt('flower.noContributor')}
                </Text>
              ) : (
                <Stack as="ol" gap="1" listStyleType="none" m="0" p="0">
                  {contributors.map((c, i) => (
                    <HStack as="li" key={c.userId} justify="space-between" gap="2">
                      <HStack gap="2" minW="0">
                        <Text fontSize="xs" color="fg.muted" w="4">
                          {i + 1}
                        </Text>
                        <Avatar.Root size="2xs">
                          <Avatar.Fallback name={c.nickname || c.uniqueId} />
                          {c.avatarUrl ? <Avatar.Image src={c.avatarUrl} alt="" referrerPolicy="no-referrer" /> : null}
                        </Avatar.Root>
                        <Text fontSize="sm" truncate>
                          {c.nickname || c.uniqueId}
                        </Text>
                      </HStack>
                      <Text fontSize="sm" fontVariantNumeric="tabular-nums">
                        {number.format(c.points)}
                      </Text>
                    </HStack>
                  ))}
                </Stack>
              )}
            </Stack>
          </Stack>
        );
      })}
    </Grid>
  );
}

/** The page. */
export function FlowerGamePage() {
  const { lt } = useLcTranslation();
  return (
    <GamePage title={lt('flower.title')} help={lt('flower.help')}>
      {(view, now) => (
        <Stack gap="5">
          <HStack justify="space-between" wrap="wrap" gap="2">
            <RoundStatus view={view} now={now} />
            <RoundControls view={view} />
          </HStack>
          <Flowers view={view} now={now} />
          <Box maxW="xl">
            <AdjustForm view={view} flower title={lt('flower.adjust')} />
          </Box>
        </Stack>
      )}
    </GamePage>
  );
}
