import { describe, expect, it } from 'vitest';
import { LIVE_CONFIG_MESSAGES } from '../../../../../streams/games/live-config';
import { TURNTABLE_MESSAGES } from '../../../../../streams/games/turntable';
import { configDetail } from '../testing/game-fixtures';
import { configDefaults, configFormSchema, isFormPath, toConfigInput, toFormValues, type ConfigFormValues } from './config-form';
import { STREAMER_EXISTS } from '../common/messages';

/** `path → messages` of the schema's issues. */
function issues(values: ConfigFormValues): Record<string, string[]> {
  const result = configFormSchema.safeParse(values);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) (out[issue.path.join('.')] ??= []).push(issue.message);
  return out;
}

const valid = (): ConfigFormValues => ({
  ...configDefaults(),
  name: 'Friday battle',
  room: { source: 'simulator', uniqueId: 'friday_host', legacyRoomId: '' },
  pluginStyle: 'battle',
  gifts: [
    { giftId: '5655', giftName: 'Rose', imageUrl: '', price: '1' },
    { giftId: '5269', giftName: 'TikTok', imageUrl: '', price: '1' },
  ],
  streamers: [
    { anchorId: 'luna', nickname: 'Luna', avatarUrl: '', gifts: ['5655'], triggerGiftId: '' },
    { anchorId: 'sol', nickname: 'Sol', avatarUrl: '', gifts: ['5269'], triggerGiftId: '' },
  ],
});

describe('configuration form schema (the configuration rules, through the shared contract)', () => {
  it('turns valid inputs into the body the server takes', () => {
    const result = configFormSchema.parse(valid());
    expect(result).toMatchObject({
      name: 'Friday battle',
      room: { source: 'simulator', uniqueId: 'friday_host' },
      pkTime: { value: 5, unit: 'minutes' },
      autoEndSeconds: 0,
      pluginStyle: 'battle',
      gifts: [{ giftId: '5655', price: 1 }, { giftId: '5269', price: 1 }],
      minGiftValue: 0,
    });
    expect(result.turntable).toBeUndefined();
    expect(result.streamers[0]).not.toHaveProperty('triggerGiftId', expect.anything());
  });

  it('gives every message of an empty form at once, the cross-field rules included', () => {
    const found = issues({ ...configDefaults(), pluginStyle: 'battle', streamers: [...configDefaults().streamers, configDefaults().streamers[0]!] });
    expect(found.name).toEqual([LIVE_CONFIG_MESSAGES.nameRequired]);
    expect(found['room.uniqueId']).toEqual([LIVE_CONFIG_MESSAGES.hostUniqueIdRequired]);
    expect(found['streamers.0.anchorId']).toEqual([LIVE_CONFIG_MESSAGES.streamerIdRequired]);
    expect(found['streamers.0.nickname']).toEqual([LIVE_CONFIG_MESSAGES.nicknameRequired]);
    // The contract alone skips these while a field is wrong; the form runs them anyway.
    expect(found.streamers).toEqual([LIVE_CONFIG_MESSAGES.exactlyTwo]);
    expect(found['streamers.0.gifts']).toEqual([LIVE_CONFIG_MESSAGES.streamerNeedsGifts]);
  });

  it('keeps at least 2 streamers, unique nicknames, a gift assigned once, and names a streamer ID entered twice', () => {
    const one = valid();
    one.pluginStyle = 'default';
    one.streamers = [one.streamers[0]!];
    expect(issues(one).streamers).toEqual([LIVE_CONFIG_MESSAGES.atLeastTwo]);

    const twice = valid();
    twice.streamers[1] = { ...twice.streamers[1]!, anchorId: 'luna', nickname: 'luna', gifts: ['5655'] };
    const found = issues(twice);
    expect(found['streamers.1.nickname']).toEqual([LIVE_CONFIG_MESSAGES.nicknamesUnique]);
    expect(found['streamers.1.gifts.0']).toEqual([LIVE_CONFIG_MESSAGES.giftTwice]);
    expect(found['streamers.1.anchorId']).toEqual([STREAMER_EXISTS]);
  });

  it('asks ice-fire streamers for a trigger gift and checks the numbers', () => {
    const values = valid();
    values.pluginStyle = 'iceFire';
    values.minGiftValue = 'ten';
    values.pkTime = { value: '', unit: 'seconds' };
    values.autoEndSeconds = '-1';
    const found = issues(values);
    expect(found['streamers.0.triggerGiftId']).toEqual([LIVE_CONFIG_MESSAGES.triggerGiftRequired]);
    expect(found['streamers.1.triggerGiftId']).toEqual([LIVE_CONFIG_MESSAGES.triggerGiftRequired]);
    expect(found.minGiftValue).toEqual([LIVE_CONFIG_MESSAGES.minGiftValueNumber]);
    expect(found['pkTime.value']).toEqual([LIVE_CONFIG_MESSAGES.pkTimeNumber]);
    expect(found.autoEndSeconds).toEqual([LIVE_CONFIG_MESSAGES.autoEndNumber]);
  });

  it('checks turntable options: each 1 to 100 and filled, the total at most 100', () => {
    const values = valid();
    values.turntableEnabled = true;
    values.turntable.options = [
      { content: '', probability: '50' },
      { content: 'Sticker', probability: '' },
    ];
    let found = issues(values);
    expect(found['turntable.options.0.content']).toEqual([TURNTABLE_MESSAGES.contentRequired]);
    expect(found['turntable.options.1.probability']).toEqual([TURNTABLE_MESSAGES.probability]);
    values.turntable.options = [
      { content: 'Ticket', probability: '60' },
      { content: 'Sticker', probability: '50' },
    ];
    found = issues(values);
    expect(found['turntable.options']).toEqual([TURNTABLE_MESSAGES.total]);
    values.turntable.options[1]!.probability = '40';
    expect(configFormSchema.parse(values).turntable).toEqual({
      options: [
        { content: 'Ticket', probability: 60 },
        { content: 'Sticker', probability: 40 },
      ],
      spinSeconds: 6,
    });
  });

  it('names the host streamer by source and handle, without its @, never by a room id', () => {
    const values = valid();
    values.room = { source: 'euler', uniqueId: ' @host_one ', legacyRoomId: 'sim-abc123' };
    expect(toConfigInput(values).room).toEqual({ source: 'euler', uniqueId: 'host_one' });
    expect(issues({ ...valid(), room: { source: 'euler', uniqueId: 'two words', legacyRoomId: '' } })['room.uniqueId']).toEqual([LIVE_CONFIG_MESSAGES.hostUniqueIdFormat]);
  });

  it('reads a configuration that still names a room id: the id is shown, the streamer must be filled in', () => {
    const values = toFormValues(configDetail({ room: { roomId: 'sim-abc123' } }));
    expect(values.room).toEqual({ source: 'simulator', uniqueId: '', legacyRoomId: 'sim-abc123' });
    expect(issues(values)['room.uniqueId']).toEqual([LIVE_CONFIG_MESSAGES.hostUniqueIdRequired]);
  });

  it('reads a stored configuration back into the same body', () => {
    const detail = configDetail({ turntable: { options: [{ content: 'Ticket', probability: 30 }], spinSeconds: 4 } });
    const values = toFormValues(detail);
    expect(values.room).toEqual({ source: 'simulator', uniqueId: 'friday_host', legacyRoomId: '' });
    expect(values.turntableEnabled).toBe(true);
    const body = configFormSchema.parse(values);
    expect(body).toMatchObject({ name: detail.name, gifts: detail.gifts, pkTime: detail.pkTime, turntable: { options: [{ content: 'Ticket', probability: 30 }], spinSeconds: 4 } });
  });

  it('knows which server paths are fields of the form', () => {
    expect(isFormPath('streamers.1.nickname')).toBe(true);
    expect(isFormPath('turntable.options.0.probability')).toBe(true);
    expect(isFormPath('id')).toBe(false);
    expect(isFormPath(null)).toBe(false);
  });
});
