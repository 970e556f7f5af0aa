/**
 * Use cases of the streamer room page (contract streams/contracts/monitor-room.ts): the host list, one
 * streamer's room state with its sessions, and its connection log. Rows become wire shapes here (times as epoch ms).
 */
import type { Page } from '../../../streams/contracts/common';
import {
  RECENT_MINUTES,
  RECENT_SESSIONS,
  type LiveSessionInfo,
  type MonitorLogEntry,
  type MonitorRoomDetail,
  type MonitorRoomFilter,
  type MonitorRoomRow,
  type SessionMinute,
} from '../../../streams/contracts/monitor-room';
import type { Db } from '../../db/database';
import { notFound } from '../../http/http-error';
import { refusal } from '../../../streams/contracts/refusals';
import { pageWindow } from '../../http/paging';
import { findStreamer, lastMinutes, latestSessions, pageOfLog, pageOfRooms, roomFilter, type MinuteDbRow, type SessionDbRow, type StreamerDbRow } from './repository';

const ms = (date: Date | null): number | null => (date ? date.getTime() : null);

/** A streamer row on the wire. */
export const toRoomRow = (row: StreamerDbRow): MonitorRoomRow => ({
  id: row.id,
  uniqueId: row.uniqueId,
  nickname: row.nickname,
  avatarUrl: row.avatarUrl,
  type: row.type,
  status: row.status,
  statusReason: row.statusReason,
  roomId: row.roomId,
  liveSince: ms(row.liveSince),
  lastCheckedAt: ms(row.lastCheckedAt),
  enabled: row.enabled,
});

const toSession = (row: SessionDbRow): LiveSessionInfo => ({
  id: row.id,
  roomId: row.roomId,
  startedAt: row.startedAt.getTime(),
  endedAt: ms(row.endedAt),
  durationMs: row.durationMs,
  peakViewers: row.peakViewers,
  avgViewers: row.avgViewers,
  diamonds: row.diamonds,
  likes: row.likes,
  newFollowers: row.newFollowers,
  shares: row.shares,
  pkCount: row.pkCount,
});

const toMinute = (row: MinuteDbRow): SessionMinute => ({ minute: row.minute.getTime(), viewers: row.viewers, diamonds: row.diamonds, likes: row.likes });

/** @throws HttpError 404 MONITORED_STREAMER_NOT_FOUND when no monitored streamer has `id`. */
async function requireStreamer(db: Db, id: number): Promise<StreamerDbRow> {
  const row = await findStreamer(db, id);
  if (!row) throw notFound(refusal('MONITORED_STREAMER_NOT_FOUND', { id }));
  return row;
}

/** `GET api/monitor/rooms`: a page of the host list, live first (see the contract for the order). */
export async function listRooms(db: Db, query: MonitorRoomFilter & { page: number; size: number }): Promise<Page<MonitorRoomRow>> {
  const { limit, offset } = pageWindow(query.page, query.size);
  const { rows, total } = await pageOfRooms(db, roomFilter(query), limit, offset);
  return { content: rows.map(toRoomRow), totalElements: total };
}

/**
 * `GET api/monitor/rooms/{id}`: the streamer, its running session, its latest {@link RECENT_SESSIONS} sessions and the
 * last {@link RECENT_MINUTES} minutes of the running session (of the latest one when offline).
 * @throws HttpError 404 for an unknown id.
 */
export async function roomDetail(db: Db, id: number, now: number): Promise<MonitorRoomDetail> {
  const streamer = await requireStreamer(db, id);
  const sessions = await latestSessions(db, id, RECENT_SESSIONS);
  // latestSessions puts a running session first; the partial unique index allows at most one.
  const current = sessions[0] && sessions[0].endedAt === null ? sessions[0] : null;
  const latest = sessions[0];
  const minutes = latest ? await lastMinutes(db, latest.id, RECENT_MINUTES) : [];
  return {
    streamer: toRoomRow(streamer),
    current: current ? toSession(current) : null,
    sessions: sessions.map(toSession),
    minutes: minutes.map(toMinute),
    serverTime: now,
  };
}

/**
 * `GET api/monitor/streamers/{id}/connection-log`: a page of the streamer's status changes, newest first.
 * @throws HttpError 404 for an unknown id.
 */
export async function connectionLog(db: Db, id: number, query: { page: number; size: number }): Promise<Page<MonitorLogEntry>> {
  await requireStreamer(db, id);
  const { limit, offset } = pageWindow(query.page, query.size);
  const { rows, total } = await pageOfLog(db, id, limit, offset);
  return { content: rows.map((row) => ({ at: row.at.getTime(), from: row.fromStatus, to: row.toStatus, reason: row.reason })), totalElements: total };
}
