/**
 * Rank game (Group host config → Rank game, component 'RankGame'; streamers ranked live by
 * round score): the configuration's streamers in rank order as the round's gifts come in, with the gap to the
 * leader, beside the round controls. Equal scores share a rank (1, 2, 2, 4).
 */
import { Avatar, Badge, Box, Grid, HStack, Stack, Table, Text } from '@chakra-ui/react';
import type { GameView } from '../../../../../streams/contracts/game-topic';
import { GamePage } from '../common/game-page';
import { boardRows } from '../common/game-view-state';
import { RoundControls } from '../common/round-controls';
import { RoundStatus } from '../common/round-status';
import { Scoreboard } from '../common/scoreboard';
import { useLcTranslation } from '../i18n/use-lc-translation';

/** The ranking table: rank, streamer, score, open streaks and the gap to the leader. */
function RankingTable({ view, now }: { view: GameView; now: number }) {
  const { lt, language } = useLcTranslation();
  const rows = boardRows(view, now);
  const leader = rows[0]?.score ?? 0;
  const number = new Intl.NumberFormat(language);
  return (
    <Box borderWidth="1px" borderRadius="md" overflowX="auto">
      <Table.Root size="sm" aria-label={lt('rank.table')}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader w="16">{lt('rank.rank')}</Table.ColumnHeader>
            <Table.ColumnHeader>{lt('rank.streamer')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{lt('rank.score')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{lt('rank.gap')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.streamerId} data-streamer-id={row.streamerId}>
              <Table.Cell>
                <Badge variant={row.rank === 1 ? 'solid' : 'subtle'} colorPalette={row.rank === 1 ? 'yellow' : 'gray'}>
                  {row.rank}
                </Badge>
              </Table.Cell>
              <Table.Cell>
                <HStack gap="2">
                  <Avatar.Root size="xs">
                    <Avatar.Fallback name={row.nickname} />
                    {row.avatarUrl ? <Avatar.Image src={row.avatarUrl} alt="" referrerPolicy="no-referrer" /> : null}
                  </Avatar.Root>
                  <Text fontSize="sm">{row.nickname}</Text>
                </HStack>
              </Table.Cell>
              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" fontWeight="semibold">
                {number.format(row.score)}
                {row.provisional > 0 ? (
                  <Text as="span" display="block" fontSize="xs" fontWeight="normal" color="orange.fg">
                    {lt('board.provisional', { value: number.format(row.provisional) })}
                  </Text>
                ) : null}
              </Table.Cell>
              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" color="fg.muted">
                {row.score === leader ? '—' : number.format(row.score - leader)}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

/** The page. */
export function RankGamePage() {
  const { lt } = useLcTranslation();
  return (
    <GamePage title={lt('rank.title')} help={lt('rank.help')}>
      {(view, now) => (
        <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="5" alignItems="start">
          <Stack gap="3">
            <HStack justify="space-between" wrap="wrap" gap="2">
              <RoundStatus view={view} now={now} />
              <RoundControls view={view} />
            </HStack>
            <RankingTable view={view} now={now} />
          </Stack>
          <Scoreboard view={view} now={now} />
        </Grid>
      )}
    </GamePage>
  );
}
