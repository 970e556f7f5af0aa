/**
 * The room's connection log (each transition logged with its reason), folded away by default and
 * fetched only while open; refreshed by the page when the room's state changes.
 */
import { Box, Button, Collapsible, Flex, Stack, Table } from '@chakra-ui/react';
import { useState } from 'react';
import { LuChevronDown } from 'react-icons/lu';
import { formatTime } from '@shared/utils/format-time';
import { useConnectionLog } from '../api/get-connection-log';
import { ListPagination } from '@shared/ui/list-pagination';
import { RoomStateBadge } from '../common/room-state-badge';
import { useLiveT } from '../i18n/use-live-t';
import { InlineAlert } from '@shared/ui/inline-alert';
import { TransitionLogTable } from '@shared/ui/transition-log-table';

const PAGE_SIZE = 10;

/** Collapsible table of state transitions, newest first. */
export function ConnectionLogPanel({ roomId }: { roomId: string }) {
  const { t, ft } = useLiveT();
  const [open, setOpen] = useState(false);
  const [page, setPage] = useState(0);
  const log = useConnectionLog(roomId, { page, size: PAGE_SIZE }, open);
  const rows = log.data?.content ?? [];
  const total = log.data?.totalElements ?? 0;
  return (
    <Collapsible.Root open={open} onOpenChange={(e) => setOpen(e.open)}>
      <Collapsible.Trigger asChild>
        <Button variant="ghost" size="sm" paddingInline="0">
          <Box as="span" display="inline-flex" transition="transform 0.2s" transform={open ? 'rotate(180deg)' : undefined} aria-hidden="true">
            <LuChevronDown />
          </Box>
          {ft('streamer.connectionLog')}
        </Button>
      </Collapsible.Trigger>
      <Collapsible.Content>
        <Stack gap="3" pt="2">
          {log.isError ? <InlineAlert text={ft('streamer.connectionLogFailed')} /> : null}
          <TransitionLogTable
            label={ft('streamer.connectionLog')}
            busy={log.isFetching}
            striped
            headers={{ time: ft('streamer.logTime'), from: ft('streamer.logFrom'), to: ft('streamer.logTo'), reason: ft('streamer.logReason') }}
            entries={rows}
            badge={(state) => <RoomStateBadge state={state} />}
            time={formatTime}
            reason={(entry) => entry.reason}
            stateRows={
              !log.isPending && rows.length === 0 ? (
                <Table.Row>
                  <Table.Cell colSpan={4} textAlign="center" color="fg.muted" py="4">
                    {t('common.noData')}
                  </Table.Cell>
                </Table.Row>
              ) : null
            }
          />
          {total > PAGE_SIZE ? (
            <Flex justify="flex-end">
              <ListPagination total={total} pageSize={PAGE_SIZE} page={page} onPageChange={setPage} />
            </Flex>
          ) : null}
        </Stack>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
