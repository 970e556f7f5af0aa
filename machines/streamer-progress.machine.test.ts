import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ANCHOR_PROGRESSES, type AnchorProgress } from '../streams/contracts/anchors';
import { refusalMessage } from '../streams/contracts/refusals';
import { progressMove, progressTargets, type ProgressWrites } from './streamer-progress.machine';

const NOW = 1_764_000_000_000;

/** Every allowed move, written out by hand from the module's rules (the table the test holds the code to). */
const ALLOWED: Record<AnchorProgress, readonly AnchorProgress[]> = {
  new: ['contacted', 'enteredLiveRoom', 'addedWhatsApp', 'gotInvitationCode', 'invalid', 'givenUp'],
  contacted: ['enteredLiveRoom', 'addedWhatsApp', 'gotInvitationCode', 'invalid', 'givenUp'],
  enteredLiveRoom: ['addedWhatsApp', 'gotInvitationCode', 'invalid', 'givenUp'],
  addedWhatsApp: ['gotInvitationCode', 'invalid', 'givenUp'],
  gotInvitationCode: ['guildJoined', 'invalid', 'givenUp'],
  guildJoined: ['givenUp'],
  invalid: ['contacted'],
  givenUp: ['contacted'],
};

/** The code each refused move answers with, by the rule that refuses it. */
function expectedCode(from: AnchorProgress, to: AnchorProgress): string {
  if (from === to) return 'PROGRESS_UNCHANGED';
  if (from === 'givenUp' || from === 'invalid') return 'PROGRESS_CLOSED';
  if (from === 'guildJoined') return 'PROGRESS_JOINED_FINAL';
  if (to === 'guildJoined') return 'PROGRESS_NEEDS_INVITATION_CODE';
  return 'PROGRESS_BACKWARD';
}

const pairs = ANCHOR_PROGRESSES.flatMap((from) => ANCHOR_PROGRESSES.map((to) => [from, to] as const));

describe('progress moves', () => {
  it.each(pairs)('%s → %s is allowed or refused by the rules', (from, to) => {
    const result = progressMove(from, to, { reason: 'No reply for a week', now: NOW });
    if (ALLOWED[from].includes(to)) {
      expect(result).toMatchObject({ ok: true, writes: { progress: to } });
    } else {
      expect(result).toMatchObject({ ok: false, code: expectedCode(from, to) });
    }
    expect(progressTargets(from).includes(to)).toBe(ALLOWED[from].includes(to));
  });

  it('names the stages of a backward move and of an unchanged one in the English message', () => {
    expect(progressMove('addedWhatsApp', 'contacted', { now: NOW })).toEqual({
      ok: false,
      code: 'PROGRESS_BACKWARD',
      params: { from: 'addedWhatsApp', to: 'contacted' },
      message: refusalMessage('PROGRESS_BACKWARD', { from: 'addedWhatsApp', to: 'contacted' }),
    });
    expect(progressMove('contacted', 'contacted', { now: NOW })).toMatchObject({ code: 'PROGRESS_UNCHANGED', params: { to: 'contacted' } });
  });

  it.each(['givenUp', 'invalid'] as const)('needs a reason, not blank, to move to %s (about the field reason)', (to) => {
    for (const reason of [undefined, null, '', '   ']) {
      expect(progressMove('contacted', to, { reason, now: NOW })).toMatchObject({ ok: false, code: 'PROGRESS_REASON_REQUIRED', field: 'reason' });
    }
    expect(progressMove('contacted', to, { reason: ' Region ', now: NOW })).toMatchObject({ ok: true, writes: { progress: to, progressNotes: 'Region' } });
  });

  it('moves forward without a reason, keeping a given one as the progress notes', () => {
    expect(progressMove('new', 'contacted', { now: NOW })).toEqual({ ok: true, writes: { progress: 'contacted' } });
    expect(progressMove('contacted', 'addedWhatsApp', { reason: 'Gave her number at once', now: NOW })).toEqual({
      ok: true,
      writes: { progress: 'addedWhatsApp', progressNotes: 'Gave her number at once' },
    });
  });
});

describe('what a move writes', () => {
  it('giving up writes the reason and the injected time; restoring clears both', () => {
    expect(progressMove('gotInvitationCode', 'givenUp', { reason: 'Joined another guild', now: NOW })).toEqual({
      ok: true,
      writes: { progress: 'givenUp', progressNotes: 'Joined another guild', giveUpReason: 'Joined another guild', giveUpTime: NOW },
    });
    expect(progressMove('guildJoined', 'givenUp', { reason: 'Left the guild', now: NOW + 1 })).toMatchObject({ writes: { giveUpTime: NOW + 1 } });
    expect(progressMove('givenUp', 'contacted', { now: NOW + 2 })).toEqual({ ok: true, writes: { progress: 'contacted', giveUpReason: null, giveUpTime: null } });
  });

  it('marking invalid and restoring from invalid leave the give-up fields alone', () => {
    const invalid = progressMove('new', 'invalid', { reason: 'Not a streamer', now: NOW });
    expect(invalid).toEqual({ ok: true, writes: { progress: 'invalid', progressNotes: 'Not a streamer' } });
    expect(progressMove('invalid', 'contacted', { now: NOW })).toEqual({ ok: true, writes: { progress: 'contacted' } });
  });

  it('keeps the give-up fields set exactly while given up, after any sequence of moves', () => {
    interface Row {
      progress: AnchorProgress;
      giveUpReason: string | null;
      giveUpTime: number | null;
    }
    const apply = (row: Row, writes: ProgressWrites): Row => ({
      progress: writes.progress,
      giveUpReason: writes.giveUpReason === undefined ? row.giveUpReason : writes.giveUpReason,
      giveUpTime: writes.giveUpTime === undefined ? row.giveUpTime : writes.giveUpTime,
    });
    const step = fc.record({ to: fc.constantFrom(...ANCHOR_PROGRESSES), reason: fc.option(fc.string({ maxLength: 8 })), at: fc.nat(1_000_000) });
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        let row: Row = { progress: 'new', giveUpReason: null, giveUpTime: null };
        let now = NOW;
        for (const { to, reason, at } of steps) {
          now += at;
          const result = progressMove(row.progress, to, { reason, now });
          if (!result.ok) continue;
          row = apply(row, result.writes);
          if (to === 'givenUp') expect(row).toMatchObject({ giveUpReason: reason?.trim(), giveUpTime: now });
        }
        const givenUp = row.progress === 'givenUp';
        expect(row.giveUpReason !== null).toBe(givenUp);
        expect(row.giveUpTime !== null).toBe(givenUp);
        if (givenUp) expect(row.giveUpReason?.trim()).not.toBe('');
      }),
    );
  });
});
