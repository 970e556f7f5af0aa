import { describe, expect, it } from 'vitest';
import type { PkPhase } from '../../../machines/pk-phase.machine';
import { pkPhasesError } from './pk-phases';

const streamers = [{ anchorId: 'A' }, { anchorId: 'B' }, { anchorId: 'C' }];
const phase = (over: Partial<PkPhase>): PkPhase => ({ id: 'p', name: 'P', kind: 'double', hostId: null, streamerIds: ['A', 'B'], ...over });

describe('pkPhasesError', () => {
  it.each([
    [phase({}), null],
    [phase({ kind: 'group', hostId: 'A', streamerIds: ['B', 'C'] }), null],
    [phase({ kind: 'group', hostId: null, streamerIds: ['B', 'C'] }), 'phases.0.hostId: Select the group host first'],
    [phase({ streamerIds: ['A'] }), 'phases.0.streamerIds: Select at least two anchors'],
    [phase({ streamerIds: ['A', 'B', 'C'] }), 'phases.0.streamerIds: Double PK needs exactly two anchors'],
    [phase({ kind: 'group', hostId: 'Z', streamerIds: ['B', 'C'] }), 'phases.0.hostId: This streamer is not in the configuration.'],
    [phase({ streamerIds: ['A', 'Q'] }), 'phases.0.streamerIds.1: This streamer is not in the configuration.'],
    [phase({ streamerIds: ['A', 'A'] }), 'phases.0.streamerIds.1: Select at least two anchors'],
  ])('%j → %s', (p, message) => {
    expect(pkPhasesError(streamers, [phase({ id: 'ok' }), p].slice(1))).toBe(message);
  });

  it('names the index of the phase at fault', () => {
    expect(pkPhasesError(streamers, [phase({ id: 'a' }), phase({ id: 'b', streamerIds: ['C'] })])).toBe('phases.1.streamerIds: Select at least two anchors');
  });
});
