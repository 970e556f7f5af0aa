/**
 * The total score tables the Total score and Korea statistics pages share: each streamer's points per stage as
 * scored, their weighted total (`data-testid="korea-total-<anchorId>"`) and rank; and the team totals.
 */
import { Badge, Box, HStack, Table, Text } from '@chakra-ui/react';
import type { GameView } from '../../../../../streams/contracts/game-topic';
import type { KoreaView } from '../../../../../streams/contracts/korea-view';
import { KOREA_STAGES } from '../../../../../streams/games/korea-pk';
import { useKoreaT } from '../i18n/korea-pk-locale';
import { nicknameOf, teamOf } from './names';

/** Streamers' totals, ranked. */
export function StreamerTotalsTable({ view, korea, caption }: { view: GameView; korea: KoreaView; caption: string }) {
  const { ft } = useKoreaT();
  return (
    <Table.Root size="sm" aria-label={caption} variant="outline">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{ft('common.rank')}</Table.ColumnHeader>
          <Table.ColumnHeader>{ft('common.streamer')}</Table.ColumnHeader>
          <Table.ColumnHeader>{ft('common.team')}</Table.ColumnHeader>
          {KOREA_STAGES.map((stage) => (
            <Table.ColumnHeader key={stage} textAlign="end">
              {`${ft(`common.stages.${stage}`)} (${korea.weights[stage]}%)`}
            </Table.ColumnHeader>
          ))}
          <Table.ColumnHeader textAlign="end">{ft('common.total')}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {korea.totals.map((line) => {
          const team = teamOf(korea, korea.teamOf[line.streamerId]);
          return (
            <Table.Row key={line.streamerId} data-testid={`korea-total-row-${line.streamerId}`}>
              <Table.Cell>
                <Badge variant="outline">#{line.rank}</Badge>
              </Table.Cell>
              <Table.Cell fontWeight="medium">{nicknameOf(view, line.streamerId)}</Table.Cell>
              <Table.Cell>
                <HStack gap="1">
                  <Box w="2.5" h="2.5" borderRadius="full" bg={team?.color} aria-hidden="true" />
                  <Text as="span">{team?.name ?? ft('common.none')}</Text>
                </HStack>
              </Table.Cell>
              {KOREA_STAGES.map((stage) => (
                <Table.Cell key={stage} textAlign="end" fontVariantNumeric="tabular-nums" data-testid={`korea-stage-${stage}-${line.streamerId}`}>
                  {line.stages[stage].toLocaleString()}
                </Table.Cell>
              ))}
              <Table.Cell textAlign="end" fontWeight="bold" fontVariantNumeric="tabular-nums" data-testid={`korea-total-${line.streamerId}`}>
                {line.total.toLocaleString()}
              </Table.Cell>
            </Table.Row>
          );
        })}
      </Table.Body>
    </Table.Root>
  );
}

/** Teams' totals, ranked. */
export function TeamTotalsTable({ korea, caption }: { korea: KoreaView; caption: string }) {
  const { ft } = useKoreaT();
  return (
    <Table.Root size="sm" aria-label={caption} variant="outline">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{ft('common.rank')}</Table.ColumnHeader>
          <Table.ColumnHeader>{ft('common.team')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{ft('common.total')}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {korea.teamTotals.map((line) => {
          const team = teamOf(korea, line.id);
          return (
            <Table.Row key={line.id}>
              <Table.Cell>
                <Badge variant="outline">#{line.rank}</Badge>
              </Table.Cell>
              <Table.Cell>
                <HStack gap="1">
                  <Box w="2.5" h="2.5" borderRadius="full" bg={team?.color} aria-hidden="true" />
                  <Text as="span" fontWeight="medium">
                    {team?.name ?? line.id}
                  </Text>
                </HStack>
              </Table.Cell>
              <Table.Cell textAlign="end" fontWeight="bold" fontVariantNumeric="tabular-nums" data-testid={`korea-team-total-${line.id}`}>
                {line.score.toLocaleString()}
              </Table.Cell>
            </Table.Row>
          );
        })}
      </Table.Body>
    </Table.Root>
  );
}
