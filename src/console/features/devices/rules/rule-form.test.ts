/** The rule form's schema (rule-form.ts): the body it sends, and the contract's messages on their fields. */
import { describe, expect, it } from 'vitest';
import { DEVICE_MESSAGES, type DeviceRuleRow } from '../../../../../streams/contracts/devices';
import { ruleDefaults, ruleFormField, ruleFormSchema, toRuleFormValues } from './rule-form';

describe('ruleFormSchema', () => {
  it('sends any gift and no minimum as null, the cooldown in ms, the @ dropped', () => {
    const body = ruleFormSchema.parse({ ...ruleDefaults(), name: 'Every gift', uniqueId: '@host_a', commandId: '3', deviceId: '4', cooldownSeconds: '2.5' });
    expect(body).toEqual({ name: 'Every gift', uniqueId: 'host_a', giftId: null, giftName: null, minCount: null, minDiamonds: null, commandId: 3, deviceId: 4, cooldownMs: 2_500, enabled: true });
  });

  it('puts the contract messages on the inputs they concern', () => {
    const result = ruleFormSchema.safeParse({ ...ruleDefaults(), uniqueId: 'no spaces', minCount: '0', minDiamonds: 'lots', cooldownSeconds: '-1' });
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [ruleFormField(String(issue.path[0])), issue.message]));
    expect(messages).toEqual({
      name: DEVICE_MESSAGES.nameRequired,
      uniqueId: DEVICE_MESSAGES.uniqueIdFormat,
      minCount: DEVICE_MESSAGES.minCountRange,
      minDiamonds: DEVICE_MESSAGES.minDiamondsRange,
      commandId: DEVICE_MESSAGES.commandRequired,
      deviceId: DEVICE_MESSAGES.deviceRequired,
      cooldownSeconds: DEVICE_MESSAGES.cooldownRange,
    });
  });

  it('reads a row back into the form', () => {
    const row: DeviceRuleRow = {
      id: 1,
      name: 'Roses',
      uniqueId: 'host_a',
      giftId: '5655',
      giftName: 'Rose',
      minCount: 10,
      minDiamonds: null,
      command: { id: 3, name: 'Confetti' },
      device: { id: 4, name: 'Cannon', type: 'prop', enabled: true },
      cooldownMs: 5_000,
      enabled: false,
      lastFiredAt: null,
      createTime: '2026-01-01 10:00:00',
      updateTime: '2026-01-01 10:00:00',
    };
    expect(toRuleFormValues(row)).toEqual({ name: 'Roses', uniqueId: 'host_a', giftId: '5655', giftName: 'Rose', minCount: '10', minDiamonds: '', commandId: '3', deviceId: '4', cooldownSeconds: '5', enabled: false });
    expect(ruleFormSchema.parse(toRuleFormValues(row))).toMatchObject({ giftId: '5655', giftName: 'Rose', minCount: 10, cooldownMs: 5_000, enabled: false });
  });
});
