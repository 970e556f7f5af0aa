/** The draw hours on the server's clock: the phone's own time never counts, only the time since the answer. */
import { describe, expect, it } from 'vitest';
import { drawPhase, formatLeft, serverNow } from './draw-clock';

const opensAt = Date.parse('2026-11-25T14:00:00Z');
const closesAt = Date.parse('2026-11-25T18:00:00Z');

describe('the draw clock', () => {
  it('runs the server’s clock on from the answer, whatever the phone’s time', () => {
    const phoneAtAnswer = Date.parse('2020-01-01T00:00:00Z');
    expect(serverNow({ now: opensAt - 5_000 }, phoneAtAnswer, phoneAtAnswer + 2_000)).toBe(opensAt - 3_000);
  });

  it('counts down to 18:00, then to 22:00 Dubai, then says closed', () => {
    expect(drawPhase({ opensAt, closesAt }, opensAt - 61_000)).toEqual({ phase: 'before', left: 61_000 });
    expect(drawPhase({ opensAt, closesAt }, opensAt)).toEqual({ phase: 'open', left: 4 * 3600_000 });
    expect(drawPhase({ opensAt, closesAt }, closesAt)).toEqual({ phase: 'closed' });
  });

  it('writes the time left as h:mm:ss, rounded up', () => {
    expect(formatLeft(3 * 3600_000 + 5 * 60_000 + 1)).toBe('3:05:01');
    expect(formatLeft(0)).toBe('0:00:00');
  });
});
