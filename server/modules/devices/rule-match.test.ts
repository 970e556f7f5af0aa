import { describe, expect, it } from 'vitest';
import { cooldownDecision, giftQualifies, type GiftCriteria } from './rule-match';

const rose = (repeatCount: number) => ({ giftId: '5655', repeatCount, diamonds: repeatCount });
const rule = (criteria: Partial<GiftCriteria>): GiftCriteria => ({ giftId: null, minCount: null, minDiamonds: null, ...criteria });

describe('giftQualifies', () => {
  it('takes any gift when the rule names none and sets no minimum', () => {
    expect(giftQualifies(rule({}), rose(1))).toBe(true);
    expect(giftQualifies(rule({}), { giftId: '7168', repeatCount: 1, diamonds: 500 })).toBe(true);
  });

  it('takes only the named gift', () => {
    expect(giftQualifies(rule({ giftId: '5655' }), rose(1))).toBe(true);
    expect(giftQualifies(rule({ giftId: '7168' }), rose(1))).toBe(false);
  });

  it('needs the minimum count, reached or passed', () => {
    expect(giftQualifies(rule({ giftId: '5655', minCount: 10 }), rose(9))).toBe(false);
    expect(giftQualifies(rule({ giftId: '5655', minCount: 10 }), rose(10))).toBe(true);
    expect(giftQualifies(rule({ minCount: 10 }), rose(11))).toBe(true);
  });

  it('needs the minimum diamonds of the whole counted gift', () => {
    expect(giftQualifies(rule({ minDiamonds: 100 }), { giftId: '5480', repeatCount: 9, diamonds: 90 })).toBe(false);
    expect(giftQualifies(rule({ minDiamonds: 100 }), { giftId: '5480', repeatCount: 10, diamonds: 100 })).toBe(true);
  });

  it('needs every minimum that is set', () => {
    const both = rule({ minCount: 5, minDiamonds: 100 });
    expect(giftQualifies(both, { giftId: '7168', repeatCount: 1, diamonds: 500 })).toBe(false);
    expect(giftQualifies(both, rose(99))).toBe(false);
    expect(giftQualifies(both, { giftId: '5480', repeatCount: 10, diamonds: 100 })).toBe(true);
  });
});

describe('cooldownDecision', () => {
  it('sends when there is no cooldown or the rule never sent', () => {
    expect(cooldownDecision(0, 1_000, 1_001)).toEqual({ send: true });
    expect(cooldownDecision(5_000, null, 1_000)).toEqual({ send: true });
  });

  it('skips a gift counted inside the cooldown, saying how long after the last command', () => {
    expect(cooldownDecision(10_000, 100_000, 103_000)).toEqual({ send: false, reason: 'cooldown: the rule sent a command 3 s before this gift (cooldown 10 s)' });
    expect(cooldownDecision(5_000, 100_000, 101_500)).toEqual({ send: false, reason: 'cooldown: the rule sent a command 1.5 s before this gift (cooldown 5 s)' });
  });

  it('sends once the cooldown has passed, and judges a gift handled late by when it was counted', () => {
    expect(cooldownDecision(10_000, 100_000, 110_000)).toEqual({ send: true });
    expect(cooldownDecision(10_000, 100_000, 95_000)).toMatchObject({ send: false });
    expect(cooldownDecision(10_000, 100_000, 80_000)).toEqual({ send: true });
  });
});
