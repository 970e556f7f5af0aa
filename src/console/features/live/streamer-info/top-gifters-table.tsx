/**
 * Top gifters of a room by counted diamonds (`GET …/top-gifters`), refreshed by the page after counted gifts.
 * A failed refresh keeps the last list and says 'Failed to refresh gift list'.
 */
import { Alert, Box, Heading, Skeleton, Stack, Table } from '@chakra-ui/react';
import { useId } from 'react';
import { formatCount } from '@shared/utils/format-count';
import { useTopGifters } from '../api/get-top-gifters';
import { LiveUserCell } from '../common/live-user';
import { useLiveT } from '../i18n/use-live-t';

const TOP = 10;

/** The ranked table with its heading. */
export function TopGiftersTable({ roomId }: { roomId: string }) {
  const { ft } = useLiveT();
  const headingId = useId();
  const gifters = useTopGifters(roomId, TOP);
  const rows = gifters.data ?? [];
  return (
    <Stack gap="3" flex="1" minW="0">
      <Heading as="h3" size="sm" id={headingId}>
        {ft('streamer.topGifters')}
      </Heading>
      {gifters.isError ? (
        <Alert.Root status="error" role="alert" size="sm">
          <Alert.Indicator />
          <Alert.Title>{ft('streamer.giftListFailed')}</Alert.Title>
        </Alert.Root>
      ) : null}
      <Box overflowX="auto">
        <Table.Root size="sm" striped aria-labelledby={headingId} aria-busy={gifters.isFetching}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader w="12">{ft('streamer.rank')}</Table.ColumnHeader>
              <Table.ColumnHeader>{ft('streamer.gifter')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{ft('streamer.diamonds')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{ft('streamer.giftCount')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {gifters.isPending ? (
              <Table.Row>
                <Table.Cell colSpan={4}>
                  <Skeleton h="5" />
                </Table.Cell>
              </Table.Row>
            ) : null}
            {!gifters.isPending && rows.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={4} textAlign="center" color="fg.muted" py="6">
                  {ft('streamer.noGifters')}
                </Table.Cell>
              </Table.Row>
            ) : null}
            {rows.map((row, i) => (
              <Table.Row key={row.user.userId}>
                <Table.Cell fontWeight="semibold">{i + 1}</Table.Cell>
                <Table.Cell maxW="64">
                  <LiveUserCell user={row.user} />
                </Table.Cell>
                <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" title={row.diamonds.toLocaleString()}>
                  {formatCount(row.diamonds)}
                </Table.Cell>
                <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" title={row.giftCount.toLocaleString()}>
                  {formatCount(row.giftCount)}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    </Stack>
  );
}
