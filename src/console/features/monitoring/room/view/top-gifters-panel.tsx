/**
 * The room's top gifters by counted diamonds (`GET api/live/rooms/{roomId}/top-gifters`), refreshed after counted
 * gifts and every few seconds. A failed refresh keeps the last list and says 'Failed to refresh the gift list'.
 */
import { useRoomTopGifters } from '../api/get-room-top-gifters';
import { TopGiftersTable } from '@shared/live/top-gifters-table';
import { Panel, PanelFailure } from '../common/panel';
import { useRoomTranslation } from '../i18n/use-room-translation';

/** Gifters listed. */
export const TOP_GIFTERS = 10;

export function TopGiftersPanel({ roomId }: { roomId: string }) {
  const { rt } = useRoomTranslation();
  const gifters = useRoomTopGifters(roomId, TOP_GIFTERS);
  const rows = gifters.data ?? [];
  return (
    <Panel title={rt('topGifters.title')} testId="top-gifters-panel">
      {gifters.isError ? <PanelFailure message={rt('topGifters.failed')} onRetry={() => void gifters.refetch()} /> : null}
      <TopGiftersTable
        rows={rows}
        loading={gifters.isPending}
        empty={gifters.isSuccess && rows.length === 0}
        fetching={gifters.isFetching}
        name={{ label: rt('topGifters.title') }}
        texts={{ rank: rt('topGifters.rank'), gifter: rt('topGifters.gifter'), diamonds: rt('topGifters.diamonds'), gifts: rt('topGifters.gifts'), empty: rt('topGifters.empty') }}
        compact
      />
    </Panel>
  );
}
