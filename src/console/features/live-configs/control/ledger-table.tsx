/**
 * The score ledger of a game (an append-only ledger: round, streamer, delta, cause), newest
 * first and paged: counted gifts with the viewer, gift and count; manual adjustments with the user and reason;
 * ice-fire effects (each start, and each doubled gift's extra points). Filtered to one round (the current one by
 * default) or all. It refreshes when the board or the effects change (at most once a second: a busy room scores
 * many times a second).
 */
import { Box, HStack, Heading, NativeSelect, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { GameView } from '../../../../../streams/contracts/game-topic';
import type { ScoreEntryRow } from '../../../../../streams/contracts/live-configs';
import { useScoreEntries } from '../api/get-score-entries';
import { liveConfigKeys } from '../api/live-config-keys';
import { ListPagination } from '@shared/ui/list-pagination';
import { useLcTranslation } from '../i18n/use-lc-translation';
import { InlineAlert } from '@shared/ui/inline-alert';

const PAGE_SIZE = 10;
const REFRESH_MS = 1_000;

/** Invalidates the ledger when the board or round of `view` changes, at most once per {@link REFRESH_MS}. */
function useLedgerRefresh(view: GameView): void {
  const queryClient = useQueryClient();
  // Effects too: an ice-fire effect's start is a 0-point entry, which leaves the board as it was.
  const signature = `${view.round.round}|${view.board.map((line) => `${line.streamerId}:${line.score}`).join(',')}|${view.effects.map((e) => `${e.streamerId}:${e.startedAt}`).join(',')}`;
  const first = useRef(true);
  const last = useRef(0);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return undefined;
    }
    const wait = Math.max(0, last.current + REFRESH_MS - Date.now());
    const timer = setTimeout(() => {
      last.current = Date.now();
      void queryClient.invalidateQueries({ queryKey: liveConfigKeys.entriesAll(view.configId) });
    }, wait);
    return () => clearTimeout(timer);
  }, [signature, queryClient, view.configId]);
}

function CauseText({ entry }: { entry: ScoreEntryRow }) {
  const { lt } = useLcTranslation();
  const { cause } = entry;
  switch (cause.kind) {
    case 'gift':
      return <>{lt('ledger.gift', { user: cause.user.nickname || cause.user.uniqueId, gift: cause.giftName, count: cause.count, price: cause.price })}</>;
    case 'manual':
      return <>{cause.reason ? lt('ledger.manualReason', { user: cause.by, reason: cause.reason }) : lt('ledger.manual', { user: cause.by })}</>;
    case 'effect': {
      const effect = lt(`board.effects.${cause.effect === 'ice' ? 'ice' : 'fire'}`);
      // The start of an effect is its 0-point entry (its trigger gift); the others are a doubled gift's extra points.
      return <>{lt(entry.delta === 0 ? 'ledger.effectStarted' : 'ledger.effect', { effect, multiplier: cause.multiplier })}</>;
    }
  }
}

/** The table with its round filter and pager. */
export function LedgerTable({ view }: { view: GameView }) {
  const { lt, language } = useLcTranslation();
  const [page, setPage] = useState(0);
  /** `'current'` follows the round shown; a number pins one; `'all'` every round. */
  const [roundChoice, setRoundChoice] = useState<'current' | 'all' | number>('current');
  const round = roundChoice === 'all' ? null : roundChoice === 'current' ? (view.round.round > 0 ? view.round.round : null) : roundChoice;
  const entries = useScoreEntries(view.configId, { page, size: PAGE_SIZE, round });
  useLedgerRefresh(view);
  const names = new Map(view.streamers.map((s) => [s.anchorId, s.nickname]));
  const rows = entries.data?.content ?? [];
  const signed = new Intl.NumberFormat(language, { signDisplay: 'always' });
  const rounds = Array.from({ length: view.round.round }, (_, i) => view.round.round - i);

  return (
    <Stack gap="3">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Heading as="h3" size="sm" id={`ledger-${view.configId}`}>
          {lt('ledger.title')}
        </Heading>
        <NativeSelect.Root size="xs" maxW="44">
          <NativeSelect.Field
            aria-label={lt('ledger.round')}
            value={String(roundChoice)}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setRoundChoice(value === 'current' || value === 'all' ? value : Number(value));
              setPage(0);
            }}
          >
            <option value="current">{lt('ledger.currentRound')}</option>
            <option value="all">{lt('ledger.allRounds')}</option>
            {rounds.map((r) => (
              <option key={r} value={r}>
                {lt('round.number', { round: r })}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
      {entries.isError ? <InlineAlert text={lt('ledger.failed')} /> : null}
      <Box overflowX="auto" borderWidth="1px" borderRadius="md">
        <Table.Root size="sm" aria-labelledby={`ledger-${view.configId}`}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{lt('ledger.time')}</Table.ColumnHeader>
              <Table.ColumnHeader>{lt('ledger.round')}</Table.ColumnHeader>
              <Table.ColumnHeader>{lt('ledger.streamer')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{lt('ledger.delta')}</Table.ColumnHeader>
              <Table.ColumnHeader>{lt('ledger.cause')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {entries.isPending
              ? Array.from({ length: 3 }, (_, i) => (
                  <Table.Row key={i}>
                    <Table.Cell colSpan={5}>
                      <Skeleton height="4" />
                    </Table.Cell>
                  </Table.Row>
                ))
              : null}
            {!entries.isPending && rows.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={5}>
                  <Text color="fg.muted" fontSize="sm" textAlign="center" py="2">
                    {lt('ledger.empty')}
                  </Text>
                </Table.Cell>
              </Table.Row>
            ) : null}
            {rows.map((entry) => (
              <Table.Row key={entry.seq} data-entry-kind={entry.cause.kind}>
                <Table.Cell whiteSpace="nowrap">{entry.time}</Table.Cell>
                <Table.Cell>{entry.round}</Table.Cell>
                <Table.Cell>{names.get(entry.streamerId) ?? entry.streamerId}</Table.Cell>
                <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" color={entry.delta < 0 ? 'red.fg' : 'green.fg'}>
                  {signed.format(entry.delta)}
                </Table.Cell>
                <Table.Cell>
                  <CauseText entry={entry} />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      {(entries.data?.totalElements ?? 0) > PAGE_SIZE ? (
        <ListPagination total={entries.data?.totalElements ?? 0} pageSize={PAGE_SIZE} page={page} onPageChange={setPage} />
      ) : null}
    </Stack>
  );
}
