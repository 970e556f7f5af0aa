/**
 * The live scoreboard of the game pages: the round's state and countdown (server time), then each streamer in
 * rank order with the score, the points of gift streaks still open (shown apart: they count once the streak
 * ends, README "When gifts score"), the ice-fire effect running on that side, and a bar relative to the leader.
 * `data-score` carries the exact figure (the text is grouped in the user's locale).
 */
import { Avatar, Badge, Box, HStack, Heading, Progress, Stack, Text } from '@chakra-ui/react';
import type { GameView } from '../../../../../streams/contracts/game-topic';
import { boardRows } from './game-view-state';
import { RoundStatus } from './round-status';
import { useLcTranslation } from '../i18n/use-lc-translation';

/** Props of {@link Scoreboard}. */
export interface ScoreboardProps {
  view: GameView;
  /** Server time (use-server-now.ts). */
  now: number;
  /** Heading of the card; the default says "Scoreboard". */
  title?: string;
}

/** The board, as a list labelled by its title. */
export function Scoreboard({ view, now, title }: ScoreboardProps) {
  const { lt, language } = useLcTranslation();
  const rows = boardRows(view, now);
  const top = Math.max(1, ...rows.map((row) => row.score + row.provisional));
  const heading = title ?? lt('board.title');
  const number = new Intl.NumberFormat(language);
  return (
    <Stack gap="3" borderWidth="1px" borderRadius="md" p="4" data-testid="scoreboard">
      <Stack gap="1">
        <Heading as="h3" size="sm">
          {heading}
        </Heading>
        <RoundStatus view={view} now={now} />
      </Stack>
      {rows.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {lt('board.empty')}
        </Text>
      ) : (
        <Stack as="ol" gap="3" aria-label={heading} listStyleType="none" m="0" p="0">
          {rows.map((row) => (
            <Box as="li" key={row.streamerId} data-streamer-id={row.streamerId}>
              <HStack gap="3" justify="space-between">
                <HStack gap="2" minW="0">
                  <Badge variant={row.rank === 1 ? 'solid' : 'subtle'} colorPalette={row.rank === 1 ? 'yellow' : 'gray'} minW="7" justifyContent="center">
                    {row.rank}
                  </Badge>
                  <Avatar.Root size="xs" flexShrink={0}>
                    <Avatar.Fallback name={row.nickname} />
                    {row.avatarUrl ? <Avatar.Image src={row.avatarUrl} alt="" referrerPolicy="no-referrer" /> : null}
                  </Avatar.Root>
                  <Text fontSize="sm" fontWeight="medium" truncate title={row.streamerId}>
                    {row.nickname}
                  </Text>
                  {row.effect ? (
                    <Badge colorPalette={row.effect === 'fire' ? 'red' : 'blue'} variant="subtle">
                      {lt(`board.effects.${row.effect}`)}
                    </Badge>
                  ) : null}
                </HStack>
                <HStack gap="2" flexShrink={0}>
                  {row.provisional > 0 ? (
                    <Text as="span" fontSize="xs" color="orange.fg" title={lt('board.provisionalTitle')}>
                      {lt('board.provisional', { value: number.format(row.provisional) })}
                    </Text>
                  ) : null}
                  <Text
                    as="span"
                    fontWeight="semibold"
                    fontVariantNumeric="tabular-nums"
                    data-testid={`score-${row.streamerId}`}
                    data-score={row.score}
                  >
                    {number.format(row.score)}
                  </Text>
                </HStack>
              </HStack>
              <Progress.Root value={(row.score / top) * 100} size="xs" mt="1.5" colorPalette={row.rank === 1 ? 'yellow' : 'brand'} aria-hidden="true">
                <Progress.Track>
                  <Progress.Range />
                </Progress.Track>
              </Progress.Root>
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
