import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TIKTOK_FIXTURES_DIR as fixturesDir } from '../../../tests/fixtures/fixtures-dir';
import type { LiveEvent } from '../live-event';
import { createRejectCounter, countNormalizeResult, emptyRejectStats, MAX_DISTINCT_REASONS } from './normalize-result';
import { normalizeWebcastLine, normalizeWebcastMessage } from './webcast';

const readLines = (name: string) => readFileSync(path.join(fixturesDir, `${name}.timeline.jsonl`), 'utf8').trim().split('\n');

// README "Messages per type per file": every timeline has 21 of each used type; the rest is ignored.
const timelines = { link: { lines: 215, ignored: 89 }, web: { lines: 243, ignored: 117 }, dupa: { lines: 275, ignored: 149 } };

describe.each(Object.entries(timelines))('%s.timeline.jsonl', (name, want) => {
  const lines = readLines(name);
  const counter = createRejectCounter();
  const events: LiveEvent[] = lines.flatMap((l) => {
    const r = counter.add(normalizeWebcastLine(l));
    return r.ok ? [...r.events] : [];
  });

  it('normalizes every line without a reject; unused types are counted as ignored', () => {
    expect(lines).toHaveLength(want.lines);
    expect(counter.stats()).toMatchObject({ rejected: 0, accepted: 126, ignored: want.ignored, byReason: {} });
    expect(counter.stats().ignoredByKind).toMatchObject({ WebcastLinkMicMethod: 21, WebcastLinkMicFanTicketMethod: 21 });
  });

  it('gives 21 events of each used type, with string ids and ms times', () => {
    for (const type of ['gift', 'like', 'chat', 'member', 'social', 'roomStats'] as const) {
      expect(events.filter((e) => e.type === type)).toHaveLength(21);
    }
    for (const e of events) {
      expect(e.createTime).toBeGreaterThan(1_600_000_000_000);
      expect(e.msgId).toMatch(/^\d+$/);
    }
  });

  it('maps social action 1 to follow and 3 to share, as the display keys say', () => {
    const raw = lines.map((l) => JSON.parse(l) as { type: string; data: { common: { msgId: string; displayText?: { key?: string } } } });
    for (const e of events.filter((x) => x.type === 'social')) {
      const key = raw.find((r) => r.data.common.msgId === e.msgId)?.data.common.displayText?.key ?? '';
      expect(key).toContain(e.action);
    }
  });
});

describe('webcast gift frames', () => {
  it('maps the first gift frame of link exactly (absent repeatEnd = false, gift.type 1 = streakable)', () => {
    const line = readLines('link').find((l) => l.includes('"type":"WebcastGiftMessage"'));
    const result = normalizeWebcastLine(line);
    expect(result).toEqual({
      ok: true,
      messageType: 'WebcastGiftMessage',
      events: [
        {
          type: 'gift',
          roomId: '9100000000000000134',
          msgId: '7309142096639101698',
          createTime: 1701792308701,
          receivedAt: 1701792307356,
          user: { userId: '9000000000000000637', uniqueId: 'viewer0637', nickname: 'viewer_0637', avatarUrl: 'https://example.invalid/avatar/0637.webp' },
          giftId: '5655',
          giftName: 'Rose',
          diamondCount: 1,
          repeatCount: 1,
          repeatEnd: false,
          groupId: '1701792307914',
          streakable: true,
          toUserId: '9000000000000000193',
        },
      ],
    });
  });

  it('reads the non-streakable gift of link (gift.type 4) as not streakable', () => {
    const gifts = readLines('link')
      .map((l) => normalizeWebcastLine(l))
      .flatMap((r) => (r.ok ? r.events : []))
      .filter((e) => e.type === 'gift');
    expect(gifts.filter((g) => !g.streakable).map((g) => g.giftId)).toEqual(['7934']);
    expect(gifts.filter((g) => g.repeatEnd)).toHaveLength(3);
  });
});

describe('webcast samples (PK battle, armies, control)', () => {
  const samples = JSON.parse(readFileSync(path.join(fixturesDir, 'log.samples.json'), 'utf8')) as Record<string, Array<{ ts: number; data: unknown }>>;
  const normalizeAll = (type: string) => (samples[type] ?? []).map((e) => normalizeWebcastMessage(type, e.data, { receivedAt: e.ts }));

  it('reads every sample of log.samples.json without a reject', () => {
    const stats = Object.keys(samples).flatMap(normalizeAll).reduce(countNormalizeResult, emptyRejectStats);
    expect(stats.rejected).toBe(0);
    expect(stats.accepted).toBe(156);
  });

  it('maps WebcastLinkMicBattle: battle id, phase from the status, start ms, duration s → ms, host teams', () => {
    const battles = normalizeAll('WebcastLinkMicBattle').flatMap((r) => (r.ok ? r.events : []));
    expect(battles[0]).toMatchObject({
      type: 'battle',
      battleId: '7286183603647646497',
      phase: 'ended',
      statusCode: 3,
      startTime: 1696446833991,
      durationMs: 301_000,
      teams: [
        { teamId: '9000000000000000022', hostUserIds: ['9000000000000000022'] },
        { teamId: '9000000000000000023', hostUserIds: ['9000000000000000023'] },
      ],
    });
    expect(battles.map((b) => (b.type === 'battle' ? b.phase : ''))).toEqual(
      ['ended', 'ended', 'ended', 'started', 'started', 'ended', 'started', 'ended', 'started', 'started'],
    );
  });

  it('maps WebcastLinkMicArmies to per-host points with contributors', () => {
    const [first] = normalizeAll('WebcastLinkMicArmies').flatMap((r) => (r.ok ? r.events : []));
    expect(first).toMatchObject({ type: 'armies', battleId: '7286184417278266118' });
    expect(first?.type === 'armies' && first.scores.map((s) => [s.hostUserId, s.points, s.contributors.length])).toEqual([
      ['9000000000000000127', 707, 3],
      ['9000000000000000131', 300, 3],
    ]);
  });

  it('maps WebcastControlMessage actions to paused, resumed, ended', () => {
    const actions = normalizeAll('WebcastControlMessage').flatMap((r) => (r.ok ? r.events : [])).map((e) => (e.type === 'control' ? e.action : ''));
    expect(actions).toEqual(['paused', 'paused', 'ended', 'ended', 'resumed', 'ended', 'paused', 'resumed', 'ended', 'resumed']);
  });
});

describe('webcast rejects and edge cases', () => {
  const common = { method: 'WebcastGiftMessage', msgId: '1', roomId: '9', createTime: '1701792308701' };
  const goodGift = { common, giftId: '5655', repeatCount: 1, user: { id: '7' }, gift: { name: 'Rose', diamondCount: 1, type: 1 } };

  it('counts a malformed line as a reject with its reason instead of throwing', () => {
    const counter = createRejectCounter();
    for (const line of ['{"ts":1,"type":', '{"ts":1}', '[]', 'null', JSON.stringify({ ts: 'x', type: 'WebcastGiftMessage', data: {} })]) {
      expect(() => counter.add(normalizeWebcastLine(line))).not.toThrow();
    }
    expect(counter.stats().rejected).toBe(5);
    expect(counter.stats().byReason['line: invalid JSON']).toBe(1);
  });

  it('rejects a gift without user id, without repeatCount, without msgId, or without room', () => {
    const reasons = [
      { ...goodGift, user: {} },
      { ...goodGift, repeatCount: undefined },
      { ...goodGift, common: { ...common, msgId: undefined } },
      { ...goodGift, common: { ...common, roomId: undefined } },
    ].map((data) => {
      const r = normalizeWebcastMessage('WebcastGiftMessage', data, { receivedAt: 5 });
      return r.ok ? 'ok' : r.reason;
    });
    expect(reasons).toEqual([
      expect.stringMatching(/^WebcastGiftMessage: user\.userId: /),
      expect.stringMatching(/^WebcastGiftMessage: repeatCount: /),
      'WebcastGiftMessage: common.msgId: missing',
      'WebcastGiftMessage: common.roomId: missing and no room in context',
    ]);
    expect(normalizeWebcastMessage('WebcastGiftMessage', goodGift, { receivedAt: 5 }).ok).toBe(true);
  });

  it('reads the per-event like count as `count` (webcast) or `likeCount` (tiktok-live-connector 2.x)', () => {
    const webcast = normalizeWebcastMessage('WebcastLikeMessage', { common, user: { id: '7' }, count: '15', total: '100' }, { receivedAt: 5 });
    const connector = normalizeWebcastMessage('WebcastLikeMessage', { common, user: { id: '7' }, likeCount: 12, totalLikeCount: 112 }, { receivedAt: 5 });
    expect(webcast).toMatchObject({ ok: true, events: [{ count: 15, likeTotal: 100 }] });
    expect(connector).toMatchObject({ ok: true, events: [{ count: 12, likeTotal: 112 }] });
  });

  it('rejects an int64 string beyond 2^53 instead of rounding it', () => {
    const r = normalizeWebcastMessage('WebcastLikeMessage', { common, user: { id: '7' }, total: '90071992547409930' }, { receivedAt: 5 });
    expect(r).toMatchObject({ ok: false, reason: expect.stringContaining('total') });
  });

  it('takes the room from the context when the message has none, and converts createTime in seconds to ms', () => {
    const r = normalizeWebcastMessage(
      'WebcastControlMessage',
      { common: { msgId: '2', createTime: '1701789148' }, action: 'STREAM_ENDED' },
      { receivedAt: 5, roomId: 'ctx' },
    );
    expect(r).toMatchObject({ ok: true, events: [{ roomId: 'ctx', createTime: 1_701_789_148_000, action: 'ended' }] });
  });

  it('ignores unknown types and counts them by type, not as rejects', () => {
    const counter = createRejectCounter();
    counter.add(normalizeWebcastMessage('WebcastPollMessage', {}, { receivedAt: 1 }));
    counter.add(normalizeWebcastMessage('WebcastPollMessage', null, { receivedAt: 1 }));
    expect(counter.stats()).toMatchObject({ rejected: 0, ignored: 2, ignoredByKind: { WebcastPollMessage: 2 } });
  });

  it('keeps at most MAX_DISTINCT_REASONS reasons by name and sums the rest under "other"', () => {
    const counter = createRejectCounter();
    for (let i = 0; i < MAX_DISTINCT_REASONS + 5; i += 1) counter.add({ ok: false, reason: `r${i}` });
    expect(Object.keys(counter.stats().byReason)).toHaveLength(MAX_DISTINCT_REASONS + 1);
    expect(counter.stats().byReason.other).toBe(5);
    expect(counter.stats().rejected).toBe(MAX_DISTINCT_REASONS + 5);
  });
});
