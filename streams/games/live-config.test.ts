import { describe, expect, it } from 'vitest';
import { hostStreamerOf, isHostsRoom, LIVE_CONFIG_MESSAGES as M, liveConfigBodySchema, pkTimeMs, storedLiveConfigSchema, type LiveConfigInput } from './live-config';

const valid = (): LiveConfigInput => ({
  name: 'Friday group PK',
  room: { source: 'simulator', uniqueId: 'friday_host' },
  streamers: [
    { anchorId: '7001', nickname: 'Luna', gifts: ['5655'] },
    { anchorId: '7002', nickname: 'Sol', gifts: ['5269'] },
  ],
  gifts: [
    { giftId: '5655', giftName: 'Rose', price: 1 },
    { giftId: '5269', giftName: 'TikTok', price: 1 },
  ],
  pkTime: { value: 5, unit: 'minutes' },
  autoEndSeconds: 0,
  pluginStyle: 'default',
});

/** The messages of a failed parse, by dotted path. */
function messages(input: LiveConfigInput): Record<string, string[]> {
  const result = liveConfigBodySchema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) (out[issue.path.join('.')] ??= []).push(issue.message);
  return out;
}

describe('live assistant configuration rules (the product validation rules)', () => {
  it('accepts a two-streamer configuration and fills the defaults', () => {
    const parsed = liveConfigBodySchema.parse(valid());
    expect(parsed.attribution).toBe('gift');
    expect(parsed.minGiftValue).toBe(0);
    expect(pkTimeMs(parsed.pkTime)).toBe(300_000);
  });

  it('requires the streamer ID and keeps at least 2 streamers', () => {
    const one = valid();
    one.streamers = [{ anchorId: ' ', nickname: 'Luna', gifts: ['5655'] }];
    const found = messages(one);
    expect(found['streamers.0.anchorId']).toEqual([M.streamerIdRequired]);
    expect(found['streamers']).toEqual(['Keep at least 2 streamers']);
  });

  it('refuses duplicate nicknames (case-insensitive), a streamer without gifts and a gift assigned twice', () => {
    const input = valid();
    input.streamers = [
      { anchorId: '1', nickname: 'Luna', gifts: ['5655'] },
      { anchorId: '2', nickname: 'luna', gifts: [] },
      { anchorId: '3', nickname: 'Sol', gifts: ['5655'] },
    ];
    const found = messages(input);
    expect(found['streamers.1.nickname']).toEqual([M.nicknamesUnique]);
    expect(found['streamers.1.gifts']).toEqual([M.streamerNeedsGifts]);
    expect(found['streamers.2.gifts.0']).toEqual([M.giftTwice]);
  });

  it('refuses a gift selected twice and a streamer gift that is not selected', () => {
    const input = valid();
    input.gifts.push({ giftId: '5655', giftName: 'Rose', price: 2 });
    input.streamers[1]!.gifts = ['9999'];
    const found = messages(input);
    expect(found['gifts.2.giftId']).toEqual([M.giftTwice]);
    expect(found['streamers.1.gifts.0']).toEqual([M.giftNotSelected]);
  });

  it('battle and ice-fire take exactly 2 streamers; ice-fire needs a trigger gift per streamer', () => {
    const three = valid();
    three.pluginStyle = 'battle';
    three.gifts.push({ giftId: '5480', giftName: 'Heart', price: 10 });
    three.streamers.push({ anchorId: '7003', nickname: 'Star', gifts: ['5480'] });
    expect(messages(three)['streamers']).toEqual([M.exactlyTwo]);

    const iceFire = valid();
    iceFire.pluginStyle = 'iceFire';
    iceFire.streamers[0]!.triggerGiftId = '5655';
    expect(messages(iceFire)['streamers.1.triggerGiftId']).toEqual([M.triggerGiftRequired]);
    iceFire.streamers[1]!.triggerGiftId = '5269';
    expect(messages(iceFire)).toEqual({});
  });

  it('says the minimum gift value must be a number, and needs the host streamer', () => {
    const input = { ...valid(), minGiftValue: 'ten' as unknown as number, room: {} as LiveConfigInput['room'] };
    const found = messages(input);
    expect(found['minGiftValue']).toEqual([M.minGiftValueNumber]);
    expect(found['room.source']).toEqual([M.hostSourceRequired]);
    expect(found['room.uniqueId']).toEqual([M.hostUniqueIdRequired]);
  });

  it('names the host by streamer: a room id alone is refused in writes, read back only from storage', () => {
    const legacy = { ...valid(), room: { roomId: 'sim-abc123' } as unknown as LiveConfigInput['room'] };
    expect(Object.keys(messages(legacy))).toEqual(['room.source', 'room.uniqueId']);
    expect(messages({ ...valid(), room: { source: 'euler', uniqueId: 'two words' } })).toEqual({ 'room.uniqueId': [M.hostUniqueIdFormat] });
    expect(liveConfigBodySchema.parse({ ...valid(), room: { source: 'euler', uniqueId: ' @Star.Host ' } }).room).toEqual({ source: 'euler', uniqueId: 'Star.Host' });

    const stored = storedLiveConfigSchema.parse(legacy);
    expect(stored.room).toEqual({ roomId: 'sim-abc123' });
    expect(hostStreamerOf(stored.room)).toBeNull();
    // A legacy body that also had the streamer reads as the streamer.
    expect(storedLiveConfigSchema.parse({ ...valid(), room: { roomId: 'x-1', source: 'euler', uniqueId: 'star' } }).room).toEqual({ source: 'euler', uniqueId: 'star' });
  });

  it('a room is the host\'s when its source matches and its @uniqueId matches in any case', () => {
    const host = { source: 'euler', uniqueId: 'Star.Host' } as const;
    expect(isHostsRoom(host, { source: 'euler', uniqueId: 'star.host' })).toBe(true);
    expect(isHostsRoom(host, { source: 'tikfinity', uniqueId: 'star.host' })).toBe(false);
    expect(isHostsRoom(host, { source: 'euler', uniqueId: null })).toBe(false);
  });

  it('in receiver attribution a streamer needs no gifts of its own', () => {
    const input = valid();
    input.attribution = 'receiver';
    input.streamers[1]!.gifts = [];
    expect(messages(input)).toEqual({});
  });
});
