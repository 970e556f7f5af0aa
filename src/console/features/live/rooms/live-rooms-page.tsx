/**
 * Live rooms (Live assistant → Live rooms, component name 'LiveRooms'; start a simulator, replay or platform room;
 * stop; state and counts live), on the CRUD kit's parts: the active rooms with search, source and state filters,
 * sorting and paging (kept in the URL), refreshed every 2 s (even without focus: a wall display) unless switched
 * off; 'Start room' and 'Stop' (one or a selection, after confirmation) for holders of `live:edit`.
 */
import { Button, HStack, IconButton, Switch } from '@chakra-ui/react';
import { useState } from 'react';
import { LuPlay, LuRefreshCw, LuSquare } from 'react-icons/lu';
import { LIVE_SOURCE_KINDS } from '../../../../../streams/contracts/live-rooms';
import { roomConnectionStatusSchema } from '../../../../../streams/live/room-topic';
import { useCan } from '@shared/auth/can';
import { DeleteConfirm } from '@shared/crud/confirm-dialogs';
import { BatchButton } from '@shared/crud/list-actions';
import { ResourceTable } from '@shared/crud/resource-table';
import { FilterSelect, SearchBar } from '@shared/crud/search-bar';
import { useCrudList } from '@shared/crud/use-crud-list';
import { PageCard } from '@shared/ui/page-card';
import { liveRoomsApi } from '../api/live-rooms-api';
import { RoomButtons, roomName, useRoomColumns } from './rooms-columns';
import { StartRoomDialog } from './start-room-dialog';
import { useLiveT } from '../i18n/use-live-t';
import { useSectionTexts } from '@shared/i18n/section-texts';

/** Figures move every second in a live room; 2 s keeps the table current without flooding the server. */
const REFRESH_MS = 2_000;
const ROOM_STATES = roomConnectionStatusSchema.options;
/** Permission of start and stop. */
export const LIVE_EDIT = 'live:edit';

/** The page. */
export function LiveRoomsPage() {
  const { t, ft } = useLiveT();
  const texts = useSectionTexts(useLiveT, 'rooms');
  const canEdit = useCan(LIVE_EDIT);
  const [autoRefresh, setAutoRefresh] = useState(true);
  const [startOpen, setStartOpen] = useState(false);
  const crud = useCrudList({
    api: liveRoomsApi,
    filters: { q: '', source: '', state: '' },
    choices: { source: ['', ...LIVE_SOURCE_KINDS], state: ['', ...ROOM_STATES] },
    refresh: autoRefresh ? REFRESH_MS : false,
    refreshInBackground: true,
    deleteSuccessText: ft('rooms.stopped'),
    deleteFailedText: ft('rooms.stopFailed'),
  });
  const columns = useRoomColumns();

  return (
    <PageCard
      title={ft('rooms.title')}
      actions={
        canEdit ? (
          <>
            <BatchButton list={crud} danger icon={<LuSquare aria-hidden="true" />} label={(count) => ft('rooms.stopSelected', { count })} onClick={(ids) => crud.remove.ask(ids)} />
            <Button size="sm" colorPalette="brand" onClick={() => setStartOpen(true)}>
              <LuPlay aria-hidden="true" /> {ft('rooms.start')}
            </Button>
          </>
        ) : null
      }
    >
      <SearchBar list={crud} text="q" inputType="text" searchLabel={ft('rooms.search')} placeholder={ft('rooms.search')}>
        {({ filters, apply }) => (
          <>
            <FilterSelect
              label={ft('rooms.source')}
              value={filters.source}
              allText={ft('rooms.allSources')}
              options={LIVE_SOURCE_KINDS.map((kind) => ({ value: kind, label: t(`live.sources.${kind}`) }))}
              onChange={(source) => apply({ source })}
            />
            <FilterSelect
              label={ft('rooms.state')}
              value={filters.state}
              allText={ft('rooms.allStates')}
              options={ROOM_STATES.map((state) => ({ value: state, label: ft(`states.${state}`) }))}
              onChange={(state) => apply({ state })}
            />
            <IconButton type="button" size="sm" variant="ghost" aria-label={t('common.refresh')} onClick={() => void crud.query.refetch()}>
              <LuRefreshCw />
            </IconButton>
            <Switch.Root size="sm" checked={autoRefresh} onCheckedChange={(e) => setAutoRefresh(e.checked)}>
              <Switch.HiddenInput />
              <Switch.Control />
              <Switch.Label>{ft('rooms.autoRefresh')}</Switch.Label>
            </Switch.Root>
          </>
        )}
      </SearchBar>
      <ResourceTable
        texts={texts}
        list={crud}
        columns={columns}
        emptyText={t('common.noData')}
        loadFailedText={t('live.roomListFailed')}
        selectable={canEdit}
        rowName={roomName}
        tableProps={{ striped: true }}
        rowAttributes={(row) => ({ 'data-room-id': row.roomId })}
        actions={(row) => (
          <HStack gap="1">
            <RoomButtons row={row} onStop={canEdit ? () => crud.remove.ask(row) : undefined} />
          </HStack>
        )}
      />
      {canEdit ? <StartRoomDialog open={startOpen} onClose={() => setStartOpen(false)} /> : null}
      <DeleteConfirm flow={crud.remove} message={(target) => (target.ids.length > 1 ? ft('rooms.stopBatchConfirm', { count: target.ids.length }) : ft('rooms.stopConfirm'))} />
    </PageCard>
  );
}
