/**
 * Gift messages (Live assistant → Gift messages, component name 'LiveGiftMessages'; the live gift
 * feed with streak progress, filterable): pick a room (`?roomId=`), watch its gifts arrive newest first with
 * open streaks growing until counted, filter them, pause the feed to read it. The room's totals come from its summary:
 * followed on the topic while the socket is up (no request), else read over REST (polled while the socket is down).
 */
import { Alert, Button, Flex, HStack, Stack, Stat, Text } from '@chakra-ui/react';
import { useDeferredValue, useMemo, useState } from 'react';
import { LuPause, LuPlay } from 'react-icons/lu';
import { formatCount } from '@shared/utils/format-count';
import { liveSummaryOf } from '@shared/live/room-summary-topic';
import { useRealtimeClient } from '@shared/realtime/realtime-context';
import { useConnectionState } from '@shared/realtime/use-connection-state';
import { useRoomSummary } from '../api/get-room-summary';
import { RoomPage } from '../common/room-page';
import { NO_FILTERS, filterFeed, type FeedFilters, type FeedRow } from './gift-feed';
import { GiftFeedTable } from './gift-feed-table';
import { GiftFilters } from './gift-filters';
import { useGiftFeed } from './use-gift-feed';
import { useLiveT } from '../i18n/use-live-t';
import { InlineAlert } from '@shared/ui/inline-alert';

/** The larger of two running totals (they only grow), null when neither is known. */
const larger = (a: number | null | undefined, b: number | null | undefined): number | null => (a == null ? (b ?? null) : b == null ? a : Math.max(a, b));

function Total({ label, value, testId }: { label: string; value: number | null; testId: string }) {
  return (
    <Stat.Root size="sm" data-testid={testId} minW="32">
      <Stat.Label color="fg.muted">{label}</Stat.Label>
      <Stat.ValueText fontVariantNumeric="tabular-nums" title={value === null ? undefined : value.toLocaleString()}>
        {value === null ? '—' : formatCount(value)}
      </Stat.ValueText>
    </Stat.Root>
  );
}

/** One room's feed; keyed by room so a room change starts an empty feed. */
function RoomGiftFeed({ roomId }: { roomId: string }) {
  const { t, ft } = useLiveT();
  const { feed, loading, failed, retry, followed } = useGiftFeed(roomId);
  const connection = useConnectionState(useRealtimeClient());
  const live = liveSummaryOf(followed, connection);
  // Before the snapshot, when none comes, or while the socket is down: the totals of the REST summary.
  const rest = useRoomSummary(roomId, { followed: live !== null, socketDown: connection.status !== 'open' }).data;
  const countedTotal = live ? live.giftDiamonds : larger(rest?.giftDiamonds, feed.roomDiamonds);
  const openTotal = live ? live.giftDiamondsProvisional : (feed.provisionalDiamonds ?? rest?.giftDiamondsProvisional ?? null);
  const [filters, setFilters] = useState<FeedFilters>(NO_FILTERS);
  // Pausing freezes what is shown; the feed keeps folding events underneath, so nothing is lost or miscounted.
  const [frozen, setFrozen] = useState<readonly FeedRow[] | null>(null);
  const shownRows = frozen ?? feed.rows;
  // Typing in a filter stays responsive while a busy feed re-filters in the background.
  const deferredFilters = useDeferredValue(filters);
  const visible = filterFeed(shownRows, deferredFilters);
  const frozenKeys = useMemo(() => new Set(frozen?.map((row) => row.key)), [frozen]);
  const waiting = frozen ? feed.rows.filter((row) => !frozenKeys.has(row.key)).length : 0;
  const filtered = visible.length !== shownRows.length;

  return (
    <Stack gap="4">
      {failed ? (
        <Alert.Root status="error" role="alert" size="sm">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{ft('gifts.giftListFailed')}</Alert.Title>
          </Alert.Content>
          <Button size="xs" variant="outline" onClick={retry}>
            {t('common.retry')}
          </Button>
        </Alert.Root>
      ) : null}
      <Flex gap="6" wrap="wrap" align="end" justify="space-between">
        <HStack gap="6" wrap="wrap">
          <Total label={ft('gifts.countedTotal')} value={countedTotal} testId="gifts-counted-total" />
          <Total label={ft('gifts.openTotal')} value={openTotal} testId="gifts-open-total" />
        </HStack>
        <Button size="sm" variant={frozen ? 'solid' : 'outline'} colorPalette="brand" aria-pressed={frozen !== null} onClick={() => setFrozen(frozen ? null : feed.rows)}>
          {frozen ? <LuPlay aria-hidden="true" /> : <LuPause aria-hidden="true" />}
          {frozen ? ft('gifts.resume') : ft('gifts.pause')}
        </Button>
      </Flex>
      <GiftFilters value={filters} onChange={setFilters} />
      {frozen ? <InlineAlert text={ft('gifts.pausedNotice', { count: waiting })} status="info" role="status" /> : null}
      <GiftFeedTable rows={visible} loading={loading} emptyText={filtered ? ft('gifts.emptyFiltered') : ft('gifts.empty')} />
      <Text fontSize="sm" color="fg.muted">
        {ft('gifts.shown', { shown: visible.length, total: shownRows.length })}
      </Text>
    </Stack>
  );
}

/** The page. */
export function GiftMessagesPage() {
  const { ft } = useLiveT();
  return <RoomPage title={ft('gifts.title')}>{(roomId) => <RoomGiftFeed key={roomId} roomId={roomId} />}</RoomPage>;
}
