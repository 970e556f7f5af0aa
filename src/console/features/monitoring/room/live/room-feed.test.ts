import { describe, expect, it } from 'vitest';
import { armies, battle, chat, counted, member, provisional, roomState, roomStats } from '../testing/room-fixtures';
import { rowDiamonds } from './gift-rows';
import { pkLeader, pkTeamScores } from './pk-state';
import { applyLiveEvents, emptyRoomFeed, mergeHistory, viewersNow, type RoomFeed } from './room-feed';
import { VIEWER_WINDOW_MS } from './viewer-samples';

const texts = (feed: RoomFeed) => feed.chat.map((line) => line.content);
const giftView = (feed: RoomFeed) => feed.gifts.rows.map((row) => `${row.giftName} ×${row.repeatCount} ${row.status} ${rowDiamonds(row)}`);

describe('chat', () => {
  it('reads oldest to newest whichever of the REST history and the topic comes first, each message once', () => {
    // The topic delivers two messages before the history page (newest first) answers; they overlap on m3.
    let feed = applyLiveEvents(emptyRoomFeed(), [chat('m3', 3_000, 'third'), chat('m4', 4_000, 'fourth')]);
    feed = mergeHistory(feed, [chat('m3', 3_000, 'third'), chat('m2', 2_000, 'second'), chat('m1', 1_000, 'first')]);
    expect(texts(feed)).toEqual(['first', 'second', 'third', 'fourth']);
    // A resubscription replays one: nothing changes, the very same feed comes back.
    expect(applyLiveEvents(feed, [chat('m4', 4_000, 'fourth')])).toBe(feed);
    // A message sent a little earlier but arriving later takes its place in time.
    feed = applyLiveEvents(feed, [chat('m5', 5_000, 'fifth'), chat('m35', 3_500, 'three and a half')]);
    expect(texts(feed)).toEqual(['first', 'second', 'third', 'three and a half', 'fourth', 'fifth']);
  });

  it('keeps the newest messages up to the cap, dropping the oldest (also when the history arrives last)', () => {
    const caps = { chat: 3, joins: 2, gifts: 5 };
    let feed = applyLiveEvents(emptyRoomFeed(caps), [1, 2, 3, 4, 5].map((n) => chat(`c${n}`, n * 1_000, `line ${n}`)));
    expect(texts(feed)).toEqual(['line 3', 'line 4', 'line 5']);
    feed = mergeHistory(feed, [chat('c0', 500, 'older than everything')]);
    expect(texts(feed)).toEqual(['line 3', 'line 4', 'line 5']);
    feed = applyLiveEvents(feed, [member('j1', 1_000), member('j2', 2_000), member('j3', 3_000)]);
    expect(feed.joins.map((line) => line.key)).toEqual(['j2', 'j3']);
  });
});

describe('gifts', () => {
  it('shows a streak as one row growing ×N while it runs, then final at its counted value, never added twice', () => {
    let feed = applyLiveEvents(emptyRoomFeed(), [provisional('s1', 3, { diamondCount: 5 })]);
    expect(giftView(feed)).toEqual(['Rose ×3 streaking 15']);
    feed = applyLiveEvents(feed, [provisional('s1', 7, { diamondCount: 5 })]);
    expect(giftView(feed)).toEqual(['Rose ×7 streaking 35']);

    feed = applyLiveEvents(feed, [counted('g1', { streakKey: 's1', repeatCount: 10, diamondCount: 5 })]);
    expect(giftView(feed)).toEqual(['Rose ×10 counted 50']);

    // The same record again (topic replay, then the REST history) and a late provisional frame change nothing.
    const settled = feed;
    feed = applyLiveEvents(feed, [counted('g1', { streakKey: 's1', repeatCount: 10, diamondCount: 5 })]);
    feed = mergeHistory(feed, [counted('g1', { streakKey: 's1', repeatCount: 10, diamondCount: 5 })]);
    feed = applyLiveEvents(feed, [provisional('s1', 7, { diamondCount: 5 }), provisional('s1', 10, { diamondCount: 5 })]);
    expect(giftView(feed)).toEqual(['Rose ×10 counted 50']);
    expect(feed.gifts.rows[0]).toBe(settled.gifts.rows[0]);
  });

  it('reopens a counted streak that grows again and counts only the difference', () => {
    let feed = applyLiveEvents(emptyRoomFeed(), [provisional('s1', 4), counted('g1', { streakKey: 's1', repeatCount: 4 })]);
    feed = applyLiveEvents(feed, [provisional('s1', 6, { running: 2 })]);
    expect(giftView(feed)).toEqual(['Rose ×6 streaking 6']);
    feed = applyLiveEvents(feed, [counted('g2', { streakKey: 's1', repeatCount: 6, diamonds: 2 })]);
    expect(giftView(feed)).toEqual(['Rose ×6 counted 6']);
  });

  it('lists single gifts once each, newest first, the history below the live rows', () => {
    let feed = applyLiveEvents(emptyRoomFeed(), [counted('a', { giftName: 'Lion', diamondCount: 29_999, giftDiamonds: 30_000 })]);
    feed = applyLiveEvents(feed, [provisional('s2', 2, { giftName: 'Heart' })]);
    feed = mergeHistory(feed, [counted('a', { giftName: 'Lion', diamondCount: 29_999 }), counted('old', { giftName: 'GG' })]);
    expect(giftView(feed)).toEqual(['Heart ×2 streaking 2', 'Lion ×1 counted 29999', 'GG ×1 counted 1']);
    expect(feed.countedDiamonds).toBe(30_000);
  });
});

describe('PK', () => {
  it('shows the phase, both teams and the latest tally, the countdown end, and the leader', () => {
    let feed = applyLiveEvents(emptyRoomFeed(), [battle('b1', 10_000, 'started')]);
    expect(feed.pk).toMatchObject({ battleId: 'b1', phase: 'started', startTime: 10_000, endsAt: 310_000 });
    expect(pkTeamScores(feed.pk!)).toEqual([
      { teamId: 'h1', hostUserIds: ['h1'], points: 0 },
      { teamId: 'h2', hostUserIds: ['h2'], points: 0 },
    ]);
    expect(pkLeader(pkTeamScores(feed.pk!))).toBeNull();

    feed = applyLiveEvents(feed, [armies('b1', 12_000, { h1: 40, h2: 10 }), armies('b1', 14_000, { h1: 55, h2: 90 })]);
    expect(pkTeamScores(feed.pk!).map((t) => t.points)).toEqual([55, 90]);
    expect(pkLeader(pkTeamScores(feed.pk!))).toBe('h2');

    // A tally older than the one shown (history arriving late) does not move the scores back.
    feed = mergeHistory(feed, [armies('b1', 12_000, { h1: 40, h2: 10 })]);
    expect(pkTeamScores(feed.pk!).map((t) => t.points)).toEqual([55, 90]);

    feed = applyLiveEvents(feed, [battle('b1', 310_000, 'ended')]);
    expect(feed.pk).toMatchObject({ phase: 'ended', endsAt: 310_000 });
    expect(pkTeamScores(feed.pk!).map((t) => t.points)).toEqual([55, 90]);
    // Ended is final: a late start of the same battle does not reopen it.
    feed = mergeHistory(feed, [battle('b1', 10_000, 'started')]);
    expect(feed.pk?.phase).toBe('ended');

    // The next battle replaces it, from zero.
    feed = applyLiveEvents(feed, [battle('b2', 400_000, 'started', [['h1'], ['h9']])]);
    expect(feed.pk?.battleId).toBe('b2');
    expect(pkTeamScores(feed.pk!)).toEqual([
      { teamId: 'h1', hostUserIds: ['h1'], points: 0 },
      { teamId: 'h9', hostUserIds: ['h9'], points: 0 },
    ]);
  });

  it('sums a team of several hosts, and shows a tally that came without its battle as a running PK', () => {
    let feed = applyLiveEvents(emptyRoomFeed(), [armies('b7', 5_000, { a: 7, b: 3 })]);
    expect(feed.pk).toMatchObject({ battleId: 'b7', phase: 'started', endsAt: null });
    expect(pkTeamScores(feed.pk!).map((t) => [t.teamId, t.points])).toEqual([
      ['a', 7],
      ['b', 3],
    ]);
    feed = applyLiveEvents(feed, [battle('b8', 6_000, 'started', [['a', 'c'], ['b']]), armies('b8', 7_000, { a: 7, c: 5, b: 11 })]);
    expect(pkTeamScores(feed.pk!).map((t) => [t.teamId, t.points])).toEqual([
      ['a', 12],
      ['b', 11],
    ]);
  });
});

describe('viewers, totals and the room state', () => {
  it('keeps the last minutes of viewer counts in time order and the newest as the count now', () => {
    let feed = applyLiveEvents(emptyRoomFeed(), [roomStats('v2', 2_000, 120, 900), roomStats('v3', 3_000, 130)]);
    feed = mergeHistory(feed, [roomStats('v2', 2_000, 120), roomStats('v1', 1_000, 100, 800)]);
    expect(feed.viewers.map((s) => s.viewers)).toEqual([100, 120, 130]);
    expect(viewersNow(feed)).toBe(130);
    expect(feed.likeTotal).toBe(900);
    feed = applyLiveEvents(feed, [roomStats('v4', 3_000 + VIEWER_WINDOW_MS, 150)]);
    expect(feed.viewers.map((s) => s.viewers)).toEqual([130, 150]);
  });

  it('takes the newest connection state, whatever the order', () => {
    let feed = applyLiveEvents(emptyRoomFeed(), [roomState('reconnecting', 2_000, 'platform socket closed')]);
    feed = mergeHistory(feed, [roomState('connected', 1_000)]);
    expect(feed.roomState).toEqual({ status: 'reconnecting', reason: 'platform socket closed', at: 2_000 });
  });
});
