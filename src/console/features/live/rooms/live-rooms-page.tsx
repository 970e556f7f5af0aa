/**
 * Live rooms (Live assistant → Live rooms, component name 'LiveRooms'; start a simulator,
 * replay or platform room; stop; state and counts live): the active rooms with search, source and state
 * filters, sorting and paging, refreshed every 2 s; 'Start room' and 'Stop' (one or a selection, after
 * confirmation) for holders of `live:edit`.
 */
import { Alert, Button, Flex, HStack, Heading, IconButton, Input, NativeSelect, Stack, Switch, Text, chakra } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPlay, LuRefreshCw, LuSearch, LuSquare } from 'react-icons/lu';
import { LIVE_SOURCE_KINDS, type LiveSourceKind } from '../../../../../streams/contracts/live-rooms';
import { roomConnectionStatusSchema } from '../../../../../streams/live/room-topic';
import { useCan } from '@shared/auth/can';
import { ConfirmDialog } from '@shared/ui/confirm-dialog';
import { notifySuccess } from '@shared/ui/toaster';
import { useLiveRooms } from '../api/get-live-rooms';
import type { LiveRoomSort, LiveRoomSortField, RoomState } from '../api/live-rooms-query';
import { useStopLiveRooms } from '../api/stop-live-rooms';
import { ListPagination } from '@shared/ui/list-pagination';
import { RoomsTable } from './rooms-table';
import { StartRoomDialog } from './start-room-dialog';

const PAGE_SIZE = 10;
/** Figures move every second in a live room; 2 s keeps the table current without flooding the server. */
const REFRESH_MS = 2_000;
const ROOM_STATES = roomConnectionStatusSchema.options;
/** Permission of start and stop. */
export const LIVE_EDIT = 'live:edit';

/** Text columns start ascending, figures descending (the biggest first is what people look for). */
function nextSort(current: LiveRoomSort, field: LiveRoomSortField): LiveRoomSort {
  if (current.field === field) return { field, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { field, direction: field === 'label' ? 'asc' : 'desc' };
}

/** The page. */
export function LiveRoomsPage() {
  const { t } = useTranslation();
  const canEdit = useCan(LIVE_EDIT);
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const [source, setSource] = useState<LiveSourceKind | ''>('');
  const [state, setState] = useState<RoomState | ''>('');
  const [sort, setSort] = useState<LiveRoomSort>({ field: 'startedAt', direction: 'desc' });
  const [page, setPage] = useState(0);
  const [autoRefresh, setAutoRefresh] = useState(true);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [stopTargets, setStopTargets] = useState<string[] | null>(null);
  const [startOpen, setStartOpen] = useState(false);

  const list = useLiveRooms({ page, size: PAGE_SIZE, sort, q, source, state }, autoRefresh ? REFRESH_MS : false);
  const stop = useStopLiveRooms();
  const rows = list.data?.content ?? [];
  const total = list.data?.totalElements ?? 0;
  // Only rooms still listed can be stopped: a selection never outlives its rows.
  const selectedIds = rows.map((row) => row.roomId).filter((id) => selected.has(id));

  const select = (roomIds: readonly string[], on: boolean) =>
    setSelected((previous) => {
      const next = new Set(previous);
      for (const id of roomIds) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  const resetTo = (apply: () => void) => {
    apply();
    setPage(0);
    setSelected(new Set());
  };

  const confirmStop = async () => {
    if (!stopTargets) return;
    try {
      await stop.mutateAsync(stopTargets);
      notifySuccess(t('live.rooms.stopped'));
      setSelected((previous) => new Set([...previous].filter((id) => !stopTargets.includes(id))));
    } catch {
      // The session layer already showed the server's message; the dialog just closes.
    } finally {
      setStopTargets(null);
    }
  };

  return (
    <Stack gap="4" bg="bg" p="5" borderRadius="md" boxShadow="xs">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h2" size="md">
          {t('live.rooms.title')}
        </Heading>
        {canEdit ? (
          <HStack gap="2">
            <Button
              size="sm"
              colorPalette="red"
              variant="outline"
              disabled={selectedIds.length === 0}
              onClick={() => setStopTargets(selectedIds)}
            >
              <LuSquare aria-hidden="true" /> {t('live.rooms.stopSelected', { count: selectedIds.length })}
            </Button>
            <Button size="sm" colorPalette="brand" onClick={() => setStartOpen(true)}>
              <LuPlay aria-hidden="true" /> {t('live.rooms.start')}
            </Button>
          </HStack>
        ) : null}
      </Flex>

      <chakra.form
        role="search"
        display="flex"
        gap="2"
        flexWrap="wrap"
        alignItems="center"
        onSubmit={(e) => {
          e.preventDefault();
          resetTo(() => setQ(draft.trim()));
        }}
      >
        <Input
          aria-label={t('live.rooms.search')}
          placeholder={t('live.rooms.search')}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          size="sm"
          maxW="xs"
        />
        <NativeSelect.Root size="sm" maxW="44">
          <NativeSelect.Field
            aria-label={t('live.rooms.source')}
            value={source}
            onChange={(e) => {
              const value = e.currentTarget.value;
              resetTo(() => setSource(LIVE_SOURCE_KINDS.find((kind) => kind === value) ?? ''));
            }}
          >
            <option value="">{t('live.rooms.allSources')}</option>
            {LIVE_SOURCE_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`live.sources.${kind}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <NativeSelect.Root size="sm" maxW="44">
          <NativeSelect.Field
            aria-label={t('live.rooms.state')}
            value={state}
            onChange={(e) => {
              const value = e.currentTarget.value;
              resetTo(() => setState(ROOM_STATES.find((s) => s === value) ?? ''));
            }}
          >
            <option value="">{t('live.rooms.allStates')}</option>
            {ROOM_STATES.map((s) => (
              <option key={s} value={s}>
                {t(`live.states.${s}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Button type="submit" size="sm" colorPalette="brand">
          <LuSearch aria-hidden="true" /> {t('common.search')}
        </Button>
        <Button
          type="button"
          size="sm"
          variant="outline"
          colorPalette="gray"
          onClick={() =>
            resetTo(() => {
              setDraft('');
              setQ('');
              setSource('');
              setState('');
            })
          }
        >
          {t('common.reset')}
        </Button>
        <IconButton type="button" size="sm" variant="ghost" aria-label={t('common.refresh')} onClick={() => void list.refetch()}>
          <LuRefreshCw />
        </IconButton>
        <Switch.Root size="sm" checked={autoRefresh} onCheckedChange={(e) => setAutoRefresh(e.checked)} marginInlineStart="auto">
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>{t('live.rooms.autoRefresh')}</Switch.Label>
        </Switch.Root>
      </chakra.form>

      {list.isError ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('live.roomListFailed')}</Alert.Title>
          </Alert.Content>
          <Button size="xs" variant="outline" onClick={() => void list.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert.Root>
      ) : null}

      <RoomsTable
        rows={rows}
        loading={list.isPending}
        busy={list.isFetching}
        sort={sort}
        onSort={(field) => resetTo(() => setSort((current) => nextSort(current, field)))}
        canEdit={canEdit}
        selected={selected}
        onSelect={select}
        onStop={(roomId) => setStopTargets([roomId])}
      />

      <Flex justify="space-between" align="center" wrap="wrap" gap="2">
        <Text fontSize="sm" color="fg.muted">
          {t('common.total', { count: total })}
        </Text>
        <ListPagination total={total} pageSize={PAGE_SIZE} page={page} onPageChange={(p) => {
            setPage(p);
            setSelected(new Set());
          }} />
      </Flex>

      {canEdit ? <StartRoomDialog open={startOpen} onClose={() => setStartOpen(false)} /> : null}
      <ConfirmDialog
        open={stopTargets !== null}
        message={
          stopTargets && stopTargets.length > 1
            ? t('live.rooms.stopBatchConfirm', { count: stopTargets.length })
            : t('live.rooms.stopConfirm')
        }
        loading={stop.isPending}
        onConfirm={() => void confirmStop()}
        onCancel={() => setStopTargets(null)}
      />
    </Stack>
  );
}
