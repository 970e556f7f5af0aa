/**
 * The host list of the room page: every monitored streamer with their live status, live ones
 * first (`GET api/monitor/rooms`), searchable by TikTok ID or nickname, optionally live only, paged, refreshed while
 * open. Each streamer is a button (keyboard: Tab to it, Enter to open); the chosen one is marked `aria-current`.
 */
import { Avatar, Checkbox, chakra, HStack, IconButton, Input, InputGroup, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuChevronLeft, LuChevronRight, LuSearch } from 'react-icons/lu';
import type { MonitorRoomRow } from '../../../../../../streams/contracts/monitor-room';
import { useMonitorRooms } from '../api/get-monitor-rooms';
import { formatDuration } from '../common/format-duration';
import { EmptyText, PanelFailure } from '../common/panel';
import { StatusBadge } from '../../common/status-badge';
import { useNow } from '../common/use-now';
import { useRoomTranslation } from '../i18n/use-room-translation';

/** Streamers per page of the list. */
export const HOSTS_PAGE_SIZE = 12;
/** Statuses follow the scans (every minute for focus and PK streamers). */
export const HOSTS_REFRESH_MS = 10_000;

/** Props of {@link HostList}. */
export interface HostListProps {
  selectedId: number | null;
  onSelect: (id: number) => void;
}

function HostButton({ row, selected, now, onSelect }: { row: MonitorRoomRow; selected: boolean; now: number; onSelect: (id: number) => void }) {
  const { rt, mt } = useRoomTranslation();
  return (
    <chakra.button
      type="button"
      w="full"
      textAlign="start"
      display="flex"
      alignItems="center"
      gap="2"
      px="2"
      py="1.5"
      borderRadius="md"
      borderWidth="1px"
      borderColor={selected ? 'brand.solid' : 'transparent'}
      bg={selected ? 'brand.subtle' : undefined}
      _hover={{ bg: selected ? 'brand.subtle' : 'bg.muted' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '1px' }}
      aria-current={selected ? 'true' : undefined}
      data-streamer={row.uniqueId}
      onClick={() => onSelect(row.id)}
    >
      <Avatar.Root size="sm" flexShrink={0}>
        <Avatar.Fallback name={row.nickname} />
        {row.avatarUrl ? <Avatar.Image src={row.avatarUrl} alt={rt('room.avatarOf', { name: row.nickname })} referrerPolicy="no-referrer" /> : null}
      </Avatar.Root>
      <Stack gap="0.5" minW="0" flex="1">
        <Text fontSize="sm" fontWeight="medium" truncate>
          <bdi>{row.nickname}</bdi>
        </Text>
        <Text fontSize="xs" color="fg.muted" truncate dir="ltr" textAlign="start">
          @{row.uniqueId}
        </Text>
      </Stack>
      <Stack gap="0.5" align="end" flexShrink={0}>
        <StatusBadge status={row.status} reason={row.statusReason} />
        <Text fontSize="xs" color="fg.muted" fontVariantNumeric="tabular-nums">
          {row.liveSince !== null ? formatDuration(now - row.liveSince) : mt(`types.${row.type}`)}
        </Text>
      </Stack>
    </chakra.button>
  );
}

/** The total and, past one page, previous/next with "page / pages" (the numbered pager does not fit the column). */
function CompactPager({ total, page, onPageChange }: { total: number; page: number; onPageChange: (page: number) => void }) {
  const { t, i18n } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / HOSTS_PAGE_SIZE));
  // Chevrons point the reading direction: mirrored in right-to-left languages.
  const flip = i18n.dir() === 'rtl' ? 'scaleX(-1)' : undefined;
  return (
    <HStack justify="space-between" gap="2">
      <Text fontSize="sm" color="fg.muted">
        {t('common.total', { count: total })}
      </Text>
      {pages > 1 ? (
        <HStack gap="1">
          <IconButton size="xs" variant="ghost" aria-label={t('common.previousPage')} disabled={page === 0} onClick={() => onPageChange(page - 1)}>
            <LuChevronLeft style={{ transform: flip }} />
          </IconButton>
          <Text fontSize="sm" fontVariantNumeric="tabular-nums" dir="ltr">
            {page + 1} / {pages}
          </Text>
          <IconButton size="xs" variant="ghost" aria-label={t('common.nextPage')} disabled={page >= pages - 1} onClick={() => onPageChange(page + 1)}>
            <LuChevronRight style={{ transform: flip }} />
          </IconButton>
        </HStack>
      ) : null}
    </HStack>
  );
}

/** The searchable, paged list. */
export function HostList({ selectedId, onSelect }: HostListProps) {
  const { rt } = useRoomTranslation();
  const [text, setText] = useState('');
  const [liveOnly, setLiveOnly] = useState(false);
  const [page, setPage] = useState(0);
  // Typing stays responsive; the request follows the deferred text.
  const blurry = useDeferredValue(text);
  const hosts = useMonitorRooms({ page, size: HOSTS_PAGE_SIZE, blurry, liveOnly }, HOSTS_REFRESH_MS);
  const now = useNow(1_000);
  const rows = hosts.data?.content ?? [];
  const total = hosts.data?.totalElements ?? 0;
  const filtered = blurry.trim() !== '' || liveOnly;

  return (
    <Stack as="nav" aria-label={rt('hosts.list')} gap="3" minW="0">
      <Text fontWeight="semibold" fontSize="sm">
        {rt('hosts.heading')}
      </Text>
      <Stack gap="2">
        <InputGroup startElement={<LuSearch aria-hidden="true" />}>
          <Input
            type="search"
            aria-label={rt('hosts.search')}
            size="sm"
            value={text}
            placeholder={rt('hosts.searchPlaceholder')}
            onChange={(e) => {
              setText(e.currentTarget.value);
              setPage(0);
            }}
          />
        </InputGroup>
        <Checkbox.Root
          size="sm"
          checked={liveOnly}
          onCheckedChange={(e) => {
            setLiveOnly(e.checked === true);
            setPage(0);
          }}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{rt('hosts.liveOnly')}</Checkbox.Label>
        </Checkbox.Root>
      </Stack>
      {hosts.isError ? <PanelFailure message={rt('hosts.failed')} onRetry={() => void hosts.refetch()} /> : null}
      {hosts.isPending ? (
        <Stack gap="2" aria-hidden="true">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} h="12" />
          ))}
        </Stack>
      ) : null}
      {hosts.isSuccess && rows.length === 0 ? <EmptyText>{rt(filtered ? (liveOnly && blurry.trim() === '' ? 'hosts.noLive' : 'hosts.noMatch') : 'hosts.empty')}</EmptyText> : null}
      {rows.length > 0 ? (
        <Stack as="ul" gap="1" listStyleType="none" aria-busy={hosts.isFetching}>
          {rows.map((row) => (
            <li key={row.id}>
              <HostButton row={row} selected={row.id === selectedId} now={now} onSelect={onSelect} />
            </li>
          ))}
        </Stack>
      ) : null}
      {hosts.isSuccess && total > 0 ? <CompactPager total={total} page={page} onPageChange={setPage} /> : null}
    </Stack>
  );
}
