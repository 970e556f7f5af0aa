import { describe, expect, it } from 'vitest';
import { attributeGift, type AttributionConfig } from './attribute-gift';
import { activeEffectOf, effectBonus, effectTriggeredBy, withEffect } from './ice-fire';

const config: AttributionConfig = {
  attribution: 'gift',
  minGiftValue: 0,
  gifts: [
    { giftId: '5655', giftName: 'Rose', price: 1 },
    { giftId: '5480', giftName: 'Heart', price: 15 },
  ],
  streamers: [
    { anchorId: 'A', nickname: 'Luna', gifts: ['5655'], triggerGiftId: '5655' },
    { anchorId: 'B', nickname: 'Sol', gifts: ['5480'], triggerGiftId: '5480' },
  ],
};

describe('gift attribution', () => {
  it('scores an assigned gift at its configured price × count for its streamer, whoever received it', () => {
    expect(attributeGift(config, { giftId: '5480', diamondCount: 10, repeatCount: 3, toUserId: 'A' })).toEqual({ streamerId: 'B', price: 15, count: 3, points: 45 });
    expect(attributeGift(config, { giftId: '1', diamondCount: 10, repeatCount: 1, toUserId: null })).toBeNull();
  });

  it('in receiver mode scores for the receiving guest, at the selected price or else the catalogue price', () => {
    const receiver = { ...config, attribution: 'receiver' as const };
    expect(attributeGift(receiver, { giftId: '5655', diamondCount: 1, repeatCount: 2, toUserId: 'B' })?.streamerId).toBe('B');
    expect(attributeGift(receiver, { giftId: '9', diamondCount: 99, repeatCount: 1, toUserId: 'A' })).toEqual({ streamerId: 'A', price: 99, count: 1, points: 99 });
    expect(attributeGift(receiver, { giftId: '9', diamondCount: 99, repeatCount: 1, toUserId: 'stranger' })).toBeNull();
    expect(attributeGift(receiver, { giftId: '9', diamondCount: 99, repeatCount: 1, toUserId: null })).toBeNull();
  });

  it('skips gifts worth less than the minimum gift value', () => {
    expect(attributeGift({ ...config, minGiftValue: 5 }, { giftId: '5655', diamondCount: 1, repeatCount: 100, toUserId: null })).toBeNull();
  });
});

describe('ice-and-fire effects', () => {
  it('a trigger gift starts its side effect for the duration; a second trigger restarts it; it ends exactly at endsAt', () => {
    const fire = effectTriggeredBy(config.streamers, '5655', 1_000, 30)!;
    expect(fire).toEqual({ streamerId: 'A', effect: 'fire', startedAt: 1_000, endsAt: 31_000 });
    expect(effectTriggeredBy(config.streamers, '5480', 0, 30)?.effect).toBe('ice');
    expect(effectTriggeredBy(config.streamers, '1', 0, 30)).toBeNull();

    let effects = withEffect([], fire);
    expect(activeEffectOf(effects, 'A', 30_999)).not.toBeNull();
    expect(activeEffectOf(effects, 'A', 31_000)).toBeNull();
    expect(activeEffectOf(effects, 'B', 2_000)).toBeNull();
    effects = withEffect(effects, effectTriggeredBy(config.streamers, '5655', 20_000, 30)!);
    expect(effects).toHaveLength(1);
    expect(activeEffectOf(effects, 'A', 45_000)).not.toBeNull();
    expect(effectBonus(45)).toBe(45);
  });
});
