/**
 * A streamer without a live room to follow: a regular monitor that is live shows the figures of its last
 * check and why there is no live connection; an offline streamer its last session; one being connected, never
 * checked or not monitored says so. Then the recent sessions and the connection log.
 */
import { Alert, SimpleGrid, Stack } from '@chakra-ui/react';
import { useMemo } from 'react';
import type { LiveSessionInfo, MonitorRoomDetail } from '../../../../../../streams/contracts/monitor-room';
import { formatTime } from '@shared/utils/format-time';
import { formatDuration } from '../common/format-duration';
import { EmptyText, Figure, Panel } from '../common/panel';
import type { RoomMode } from '../common/room-mode';
import type { RoomKey } from '../i18n/room-locale';
import { useRoomTranslation } from '../i18n/use-room-translation';
import { ConnectionLogTable } from './connection-log-table';
import { RoomHeader } from './room-header';
import { SessionsTable } from './sessions-table';
import { ViewersPanel } from './viewers-panel';

type QuietMode = Exclude<RoomMode, 'live'>;

const NOTICE: Readonly<Record<QuietMode, { title: RoomKey; help: RoomKey; status: 'info' | 'warning' | 'neutral' }>> = {
  regular: { title: 'modes.regularTitle', help: 'modes.regularHelp', status: 'info' },
  connecting: { title: 'modes.connectingTitle', help: 'modes.connectingHelp', status: 'warning' },
  offline: { title: 'modes.offlineTitle', help: 'modes.offlineHelp', status: 'neutral' },
  unknown: { title: 'modes.unknownTitle', help: 'modes.unknownHelp', status: 'neutral' },
  disabled: { title: 'modes.disabledTitle', help: 'modes.disabledHelp', status: 'neutral' },
};

/** A session's figures; `diamonds` false for a regular monitor, whose checks cannot count gifts (no connection). */
function SessionFigures({ session, now, diamonds }: { session: LiveSessionInfo; now: number; diamonds: boolean }) {
  const { rt } = useRoomTranslation();
  return (
    <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
      <Figure label={rt('figures.startedAt')} value={formatTime(session.startedAt)} small />
      <Figure label={rt('figures.endedAt')} value={session.endedAt !== null ? formatTime(session.endedAt) : rt('figures.running')} small />
      <Figure label={rt('figures.duration')} value={formatDuration(session.durationMs ?? now - session.startedAt)} />
      <Figure label={rt('figures.peakViewers')} value={session.peakViewers} />
      <Figure label={rt('figures.diamonds')} value={diamonds ? session.diamonds : null} />
      <Figure label={rt('figures.likes')} value={session.likes} />
      <Figure label={rt('figures.newFollowers')} value={session.newFollowers} />
      <Figure label={rt('figures.pkCount')} value={session.pkCount} />
    </SimpleGrid>
  );
}

/** Props of {@link QuietRoom}. */
export interface QuietRoomProps {
  mode: QuietMode;
  detail: MonitorRoomDetail;
  clockOffset: number;
}

export function QuietRoom({ mode, detail, clockOffset }: QuietRoomProps) {
  const { rt } = useRoomTranslation();
  const notice = NOTICE[mode];
  const points = useMemo(() => detail.minutes.flatMap((m) => (m.viewers === null ? [] : [{ at: m.minute, value: m.viewers }])), [detail.minutes]);
  const lastViewers = points[points.length - 1]?.value ?? null;
  const live = mode === 'regular' || mode === 'connecting';
  const shown = live ? detail.current : (detail.sessions.find((s) => s.endedAt !== null) ?? null);
  // A live regular monitor always gets its viewers panel (its checks fill it); the others only when there is a line.
  const withViewers = live || points.length > 0;
  return (
    <Stack gap="4">
      <RoomHeader
        streamer={detail.streamer}
        clockOffset={clockOffset}
        figures={{
          viewers: live ? lastViewers : null,
          // A regular monitor's checks see no gifts: its session's 0 would read as "no diamonds".
          diamonds: live && detail.streamer.type !== 'regular' ? (detail.current?.diamonds ?? null) : null,
          likes: live ? (detail.current?.likes ?? null) : null,
        }}
      />
      <Alert.Root status={notice.status} data-testid="room-mode" data-mode={mode}>
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{rt(notice.title)}</Alert.Title>
          <Alert.Description>{rt(notice.help)}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" alignItems="start">
        <Panel title={rt(live ? 'modes.lastScan' : 'modes.lastSession')} testId="last-session-panel" gridColumn={withViewers ? undefined : { base: 'auto', lg: 'span 2' }}>
          {shown ? <SessionFigures session={shown} now={detail.serverTime} diamonds={detail.streamer.type !== 'regular'} /> : <EmptyText>{rt('modes.noSession')}</EmptyText>}
        </Panel>
        {withViewers ? <ViewersPanel title={rt('figures.viewers')} points={points} now={live ? lastViewers : null} loading={false} failed={false} onRetry={() => undefined} /> : null}
        {detail.sessions.length > 0 ? <SessionsTable sessions={detail.sessions} now={detail.serverTime} /> : null}
        <ConnectionLogTable streamerId={detail.streamer.id} />
      </SimpleGrid>
    </Stack>
  );
}
