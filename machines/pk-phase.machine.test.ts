import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { checkPhaseStart, phaseStatus, pkPhaseMachine, PK_MESSAGES, type PkPhase } from './pk-phase.machine';

const double: PkPhase = { id: 'p1', name: 'Double PK', kind: 'double', hostId: null, streamerIds: ['a', 'b'] };
const group: PkPhase = { id: 'p2', name: 'Group PK', kind: 'group', hostId: 'h', streamerIds: ['a', 'b', 'c'] };

describe('PK phases', () => {
  it('refuses with the spec messages: initialize first, phase not created, host, at least two, double needs two', () => {
    expect(checkPhaseStart(null, 'p1', false)).toMatchObject({ ok: false, message: PK_MESSAGES.initializeFirst });
    const context = { phases: [double, group], runningPhaseId: null, startedPhaseIds: [] };
    expect(checkPhaseStart(context, 'p9', false)).toMatchObject({ message: 'The PK configuration of this phase is not created, so initialize it' });
    expect(checkPhaseStart({ ...context, phases: [{ ...group, hostId: null }] }, 'p2', false)).toMatchObject({ message: PK_MESSAGES.selectHost });
    expect(checkPhaseStart({ ...context, phases: [{ ...group, streamerIds: ['a'] }] }, 'p2', false)).toMatchObject({ message: PK_MESSAGES.atLeastTwo });
    expect(checkPhaseStart({ ...context, phases: [{ ...double, streamerIds: ['a', 'b', 'c'] }] }, 'p1', false)).toMatchObject({ message: PK_MESSAGES.doubleNeedsTwo });
    expect(checkPhaseStart(context, 'p1', false)).toEqual({ ok: true });
  });

  it('starting a phase while another runs needs confirmation, then switches scoring to it', () => {
    const pk = createActor(pkPhaseMachine).start();
    pk.send({ type: 'phase.start', phaseId: 'p1', confirmed: true });
    expect(pk.getSnapshot().value).toBe('notInitialized');
    pk.send({ type: 'pk.initialize', phases: [double, group] });
    pk.send({ type: 'phase.start', phaseId: 'p1', confirmed: false });
    expect(pk.getSnapshot().context.runningPhaseId).toBe('p1');
    expect(phaseStatus(pk.getSnapshot().context, 'p2')).toBe('otherRunning');

    expect(checkPhaseStart(pk.getSnapshot().context, 'p2', false)).toMatchObject({ ok: false, needsConfirmation: true });
    pk.send({ type: 'phase.start', phaseId: 'p2', confirmed: false });
    expect(pk.getSnapshot().context.runningPhaseId).toBe('p1');
    pk.send({ type: 'phase.start', phaseId: 'p2', confirmed: true });
    expect(pk.getSnapshot().context.runningPhaseId).toBe('p2');
    expect(phaseStatus(pk.getSnapshot().context, 'p2')).toBe('running');
    expect(pk.getSnapshot().context.startedPhaseIds).toEqual(['p1', 'p2']);

    pk.send({ type: 'phase.stop' });
    expect(pk.getSnapshot().value).toBe('idle');
    expect(phaseStatus(pk.getSnapshot().context, 'p1')).toBe('notStarted');
  });

  it('re-initializing keeps the running phase only when it still exists', () => {
    const pk = createActor(pkPhaseMachine).start();
    pk.send({ type: 'pk.initialize', phases: [double, group] });
    pk.send({ type: 'phase.start', phaseId: 'p2', confirmed: false });
    pk.send({ type: 'pk.initialize', phases: [double, { ...group, name: 'Renamed' }] });
    expect(pk.getSnapshot().context.runningPhaseId).toBe('p2');
    pk.send({ type: 'pk.initialize', phases: [double] });
    expect(pk.getSnapshot().value).toBe('idle');
    expect(pk.getSnapshot().context.runningPhaseId).toBeNull();
  });
});
