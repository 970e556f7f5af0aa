import { describe, expect, it, vi } from 'vitest';
import { ENTRY_MAX_AGE_MS, entryAnchorKeys, entryForJoin, entryKey, type AnchorEntryConfigs, type EntryAnimationConfig } from './entry-animations';

const NOW = Date.parse('2025-06-01T20:00:00Z');

function join(user: { userId: string; uniqueId: string; nickname?: string }, receivedAt = NOW - 1_000, msgId = 'join-1') {
  return {
    type: 'member',
    roomId: 'r1',
    msgId,
    createTime: receivedAt - 300,
    receivedAt,
    user: { nickname: 'Sofia', avatarUrl: null, ...user },
    memberCount: 12,
  };
}

const racer = (overrides: Partial<EntryAnimationConfig> = {}): EntryAnimationConfig => ({
  expireAt: NOW + 60_000,
  enabled: true,
  name: 'Racer',
  resourceUrl: '/files/animations/racer.mp4',
  pictureUrl: '/files/animations/racer.png',
  ...overrides,
});

/** A lookup over configs by streamer, counting its calls. */
function lookupOf(byAnchor: Record<string, Record<string, EntryAnimationConfig>>) {
  return vi.fn((anchorKey: string): AnchorEntryConfigs => new Map(Object.entries(byAnchor[anchorKey] ?? {})));
}

describe('entry keys', () => {
  it('compares IDs without a leading @, spaces or case', () => {
    expect(entryKey(' @Luna.Star ')).toBe('luna.star');
    expect(entryKey('7012345')).toBe('7012345');
  });

  it('the host room streamer comes first, then the configuration streamers, once each', () => {
    expect(entryAnchorKeys(['@Host_1', undefined, 'host_1'], [{ anchorId: 'Luna' }, { anchorId: 'host_1' }, { anchorId: 'sol' }])).toEqual(['host_1', 'luna', 'sol']);
    expect(entryAnchorKeys([null, ''], [])).toEqual([]);
  });
});

describe('entry for a join', () => {
  it('a configured viewer joining the host streamer room: the entry names the animation and the join', async () => {
    const lookup = lookupOf({ host_1: { '7012345': racer() } });
    const entry = await entryForJoin(join({ userId: '7012345', uniqueId: 'sofia' }), ['host_1'], lookup, NOW);
    expect(entry).toEqual({
      id: 'join-1',
      userId: '7012345',
      uniqueId: 'sofia',
      nickname: 'Sofia',
      name: 'Racer',
      resourceUrl: '/files/animations/racer.mp4',
      pictureUrl: '/files/animations/racer.png',
      at: NOW - 1_000,
    });
  });

  it('matches the @uniqueId as well as the numeric user id, case-insensitively', async () => {
    const lookup = lookupOf({ luna: { sofia_x: racer({ name: 'Comet' }) } });
    const entry = await entryForJoin(join({ userId: '99', uniqueId: 'Sofia_X' }), ['host_1', 'luna'], lookup, NOW);
    expect(entry?.name).toBe('Comet');
  });

  it('the host streamer config wins over a guest streamer config; one join plays once', async () => {
    const lookup = lookupOf({ host_1: { sofia: racer({ name: 'Host car' }) }, luna: { sofia: racer({ name: 'Guest car' }) } });
    expect((await entryForJoin(join({ userId: '1', uniqueId: 'sofia' }), ['host_1', 'luna'], lookup, NOW))?.name).toBe('Host car');
  });

  it('nothing for an unconfigured viewer, or a viewer configured for another streamer', async () => {
    const lookup = lookupOf({ other: { sofia: racer() } });
    expect(await entryForJoin(join({ userId: '1', uniqueId: 'sofia' }), ['host_1', 'luna'], lookup, NOW)).toBeNull();
    expect(await entryForJoin(join({ userId: '1', uniqueId: 'mia' }), ['other'], lookup, NOW)).toBeNull();
  });

  it('nothing once the config has expired (it still plays at its expiry instant)', async () => {
    const expired = lookupOf({ host_1: { sofia: racer({ expireAt: NOW - 1 }) } });
    expect(await entryForJoin(join({ userId: '1', uniqueId: 'sofia' }), ['host_1'], expired, NOW)).toBeNull();
    const lastInstant = lookupOf({ host_1: { sofia: racer({ expireAt: NOW }) } });
    expect(await entryForJoin(join({ userId: '1', uniqueId: 'sofia' }), ['host_1'], lastInstant, NOW)).not.toBeNull();
  });

  it('nothing for a disabled animation; a valid config of a later streamer still plays', async () => {
    const lookup = lookupOf({ host_1: { sofia: racer({ enabled: false }) }, luna: { sofia: racer({ name: 'Guest car' }) } });
    expect(await entryForJoin(join({ userId: '1', uniqueId: 'sofia' }), ['host_1'], lookup, NOW)).toBeNull();
    expect((await entryForJoin(join({ userId: '1', uniqueId: 'sofia' }), ['host_1', 'luna'], lookup, NOW))?.name).toBe('Guest car');
  });

  it(`a join received more than ${ENTRY_MAX_AGE_MS / 1000} s ago is dropped without asking the store`, async () => {
    const lookup = lookupOf({ host_1: { sofia: racer() } });
    expect(await entryForJoin(join({ userId: '1', uniqueId: 'sofia' }, NOW - ENTRY_MAX_AGE_MS), ['host_1'], lookup, NOW)).not.toBeNull();
    lookup.mockClear();
    expect(await entryForJoin(join({ userId: '1', uniqueId: 'sofia' }, NOW - ENTRY_MAX_AGE_MS - 1), ['host_1'], lookup, NOW)).toBeNull();
    expect(lookup).not.toHaveBeenCalled();
  });

  it('other room events and malformed joins are ignored without a lookup', async () => {
    const lookup = lookupOf({ host_1: { sofia: racer() } });
    expect(await entryForJoin({ ...join({ userId: '1', uniqueId: 'sofia' }), type: 'chat', content: 'hi' }, ['host_1'], lookup, NOW)).toBeNull();
    expect(await entryForJoin({ type: 'member', roomId: 'r1' }, ['host_1'], lookup, NOW)).toBeNull();
    expect(await entryForJoin(join({ userId: '1', uniqueId: 'sofia' }), [], lookup, NOW)).toBeNull();
    expect(lookup).not.toHaveBeenCalled();
  });
});
