/**
 * Top gifters of a room by counted diamonds (`GET …/top-gifters`), refreshed by the page after counted gifts.
 * A failed refresh keeps the last list and says 'Failed to refresh gift list'.
 */
import { Heading, Stack } from '@chakra-ui/react';
import { useId } from 'react';
import { useTopGifters } from '../api/get-top-gifters';
import { TopGiftersTable } from '@shared/live/top-gifters-table';
import { useLiveT } from '../i18n/use-live-t';
import { InlineAlert } from '@shared/ui/inline-alert';

const TOP = 10;

/** The ranked table with its heading. */
export function TopGiftersSection({ roomId }: { roomId: string }) {
  const { ft } = useLiveT();
  const headingId = useId();
  const gifters = useTopGifters(roomId, TOP);
  const rows = gifters.data ?? [];
  return (
    <Stack gap="3" flex="1" minW="0">
      <Heading as="h3" size="sm" id={headingId}>
        {ft('streamer.topGifters')}
      </Heading>
      {gifters.isError ? <InlineAlert text={ft('streamer.giftListFailed')} /> : null}
      <TopGiftersTable
        rows={rows}
        loading={gifters.isPending}
        fetching={gifters.isFetching}
        name={{ labelledBy: headingId }}
        texts={{ rank: ft('streamer.rank'), gifter: ft('streamer.gifter'), diamonds: ft('streamer.diamonds'), gifts: ft('streamer.giftCount'), empty: ft('streamer.noGifters') }}
        striped
      />
    </Stack>
  );
}
