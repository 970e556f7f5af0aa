/**
 * Replays the recorded timelines (tests/fixtures/tiktok/README.md "Measured facts per timeline") through the
 * webcast normalizer and the gift ledger: the totals must be exactly the README's, never the naive sums.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TIKTOK_FIXTURES_DIR as fixturesDir } from '../../tests/fixtures/fixtures-dir';
import { createGiftLedger, endGiftLedger, giftLedgerView, recordGift, type CountedGift } from './gift-streak';
import type { GiftEvent } from './live-event';
import { normalizeWebcastLine } from './normalize/webcast';


function replay(name: string) {
  const lines = readFileSync(path.join(fixturesDir, `${name}.timeline.jsonl`), 'utf8').trim().split('\n');
  const ledger = createGiftLedger();
  const gifts: GiftEvent[] = [];
  const counted: CountedGift[] = [];
  let lastTs = 0;
  for (const line of lines) {
    const result = normalizeWebcastLine(line);
    if (!result.ok) throw new Error(`fixture line rejected: ${result.reason}`);
    for (const event of result.events) {
      lastTs = Math.max(lastTs, event.receivedAt);
      if (event.type !== 'gift') continue;
      gifts.push(event);
      counted.push(...recordGift(ledger, event, event.receivedAt).counted);
    }
  }
  const beforeEnd = giftLedgerView(ledger);
  const atEnd = endGiftLedger(ledger, lastTs);
  return { ledger, gifts, counted, beforeEnd, atEnd, afterEnd: giftLedgerView(ledger) };
}

const sum = (records: readonly CountedGift[]) => records.reduce((s, r) => s + r.diamonds, 0);

// README summary table: exactly-once, open streaks (max rc), naive Σ rc×dc, naive Σ dc, ended streaks, open streaks.
const expected = {
  link: { exact: 14, open: 23, withOpen: 37, naive: 105, naivePerFrame: 23, ended: 3, single: 1, openStreaks: 3 },
  web: { exact: 8, open: 8, withOpen: 16, naive: 25, naivePerFrame: 21, ended: 7, single: 0, openStreaks: 6 },
  dupa: { exact: 8, open: 9, withOpen: 17, naive: 46, naivePerFrame: 21, ended: 8, single: 0, openStreaks: 2 },
} as const;

describe.each(Object.entries(expected))('replaying %s.timeline.jsonl', (name, want) => {
  const run = replay(name);

  it('has the 21 gift frames of the README, none of them dropped', () => {
    expect(run.gifts).toHaveLength(21);
  });

  it('counts ended streaks plus non-streakable gifts exactly once (README "= exactly-once total")', () => {
    expect(run.beforeEnd.countedDiamonds).toBe(want.exact);
    expect(sum(run.counted)).toBe(want.exact);
    expect(run.counted.filter((r) => r.cause === 'end-frame')).toHaveLength(want.ended);
    expect(run.counted.filter((r) => r.cause === 'single')).toHaveLength(want.single);
    expect(run.counted.filter((r) => r.cause === 'idle')).toHaveLength(0);
  });

  it('shows open streaks at their highest count as provisional, not counted', () => {
    expect(run.beforeEnd.provisionalDiamonds).toBe(want.open);
    expect(run.beforeEnd.openStreaks).toHaveLength(want.openStreaks);
  });

  it('closes open streaks at their highest count when the source ends', () => {
    expect(run.atEnd.every((r) => r.cause === 'source-end')).toBe(true);
    expect(run.atEnd).toHaveLength(want.openStreaks);
    expect(run.afterEnd.countedDiamonds).toBe(want.withOpen);
    expect(run.afterEnd.provisionalDiamonds).toBe(0);
    expect(run.afterEnd.openStreaks).toHaveLength(0);
  });

  it('differs from the naive sums, which is why the rules matter', () => {
    const naive = run.gifts.reduce((s, g) => s + g.repeatCount * g.diamondCount, 0);
    const naivePerFrame = run.gifts.reduce((s, g) => s + g.diamondCount, 0);
    expect(naive).toBe(want.naive);
    expect(naivePerFrame).toBe(want.naivePerFrame);
    expect(naive).not.toBe(want.withOpen);
    expect(naivePerFrame).not.toBe(want.withOpen);
    expect(naive).not.toBe(want.exact);
  });

  it('gives the same totals when the whole timeline is replayed twice (a reconnect replaying history)', () => {
    const ledger = createGiftLedger();
    for (const g of [...run.gifts, ...run.gifts]) recordGift(ledger, g, g.receivedAt + 1);
    expect(giftLedgerView(ledger).countedDiamonds).toBe(want.exact);
    expect(giftLedgerView(ledger).duplicates).toBe(21);
  });
});

describe('link timeline streak details (README "Streaks in capture order")', () => {
  it('commits the 11-rose streak once, on its end frame, although its finishing frame repeats a progress frame', () => {
    const { counted } = replay('link');
    const big = counted.filter((r) => r.user.userId === '9000000000000000634' && r.giftId === '5655');
    expect(big).toHaveLength(1);
    expect(big[0]).toMatchObject({ repeatCount: 11, diamonds: 11, cause: 'end-frame', msgId: '7309141751582575368', toUserId: '9000000000000000193' });
  });

  it('closes the open Team Bracelet streak (1, 6 × 2 diamonds) at 12 when the source ends', () => {
    const { atEnd } = replay('link');
    expect(atEnd.find((r) => r.giftId === '9139')).toMatchObject({ repeatCount: 6, diamonds: 12, cause: 'source-end' });
  });
});
