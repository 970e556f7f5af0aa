import { describe, expect, it } from 'vitest';
import {
  DEVICE_MESSAGES,
  SAMPLE_TEMPLATE_CONTEXT,
  deviceCommandBodySchema,
  deviceRuleBodySchema,
  fillTemplate,
  renderTemplate,
  templateProblem,
  unknownPlaceholders,
  type TemplateContext,
} from './devices';

const context: TemplateContext = {
  user: { userId: '42', uniqueId: 'fan.one', nickname: 'Fan "One" \\ ✨' },
  gift: { id: '5655', name: 'Rose', repeatCount: 12, diamondCount: 1, diamonds: 12 },
  room: { id: 'room-1', uniqueId: 'host_a' },
  rule: { name: 'Roses' },
  device: { name: 'Stage light' },
};

describe('payload templates', () => {
  it('fill a text template as written, spaces inside the braces allowed', () => {
    expect(renderTemplate('{{user.nickname}} sent {{ gift.repeatCount }}× {{gift.name}} to @{{room.uniqueId}}', context)).toBe('Fan "One" \\ ✨ sent 12× Rose to @host_a');
  });

  it('fill a JSON template into JSON: texts escaped inside their strings, numbers as numbers, keys in order', () => {
    const template = '{"who":"{{user.nickname}}","n":{{gift.repeatCount}},"diamonds":{{gift.diamonds}},"device":"{{device.name}}"}';
    expect(renderTemplate(template, context)).toEqual({ who: 'Fan "One" \\ ✨', n: 12, diamonds: 12, device: 'Stage light' });
    expect(fillTemplate(template, context)).toBe('{"who":"Fan \\"One\\" \\\\ ✨","n":12,"diamonds":12,"device":"Stage light"}');
  });

  it('name each unknown placeholder once, as written', () => {
    expect(unknownPlaceholders('{{user.name}} {{gift.name}} {{ user.name }} {{}} {{gift.count}}')).toEqual(['user.name', '', 'gift.count']);
    expect(templateProblem('fire {{gift.count}} {{rule.name}}')).toBe(DEVICE_MESSAGES.unknownPlaceholders('{{gift.count}}'));
  });

  it('refuse a JSON template that is not JSON once filled in, and accept one that is', () => {
    expect(templateProblem('{"who": {{user.nickname}}}')).toMatch(/^The template starts like JSON but is not valid JSON once filled in: /);
    expect(templateProblem('  [{{gift.repeatCount}}, "{{user.nickname}}"]')).toBeNull();
    expect(templateProblem('not json {{user.nickname}}')).toBeNull();
    // The sample of previews has a quote in its nickname: a template that forgets to escape would show it.
    expect(SAMPLE_TEMPLATE_CONTEXT.user.nickname).toContain('"');
  });
});

describe('bodies', () => {
  it('refuse a command body with its messages on the fields', () => {
    const result = deviceCommandBodySchema.safeParse({ name: ' ', payloadTemplate: '{{nope}}', ttlMs: 10 });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));
    expect(messages).toEqual({ name: DEVICE_MESSAGES.nameRequired, payloadTemplate: DEVICE_MESSAGES.unknownPlaceholders('{{nope}}'), ttlMs: DEVICE_MESSAGES.ttlRange });
  });

  it('take a rule with any gift and no minimum, dropping the @ of the handle', () => {
    expect(deviceRuleBodySchema.parse({ name: 'All gifts', uniqueId: ' @Host.A ', commandId: 1, deviceId: 2 })).toEqual({
      name: 'All gifts',
      uniqueId: 'Host.A',
      commandId: 1,
      deviceId: 2,
      cooldownMs: 0,
      enabled: true,
    });
    const bad = deviceRuleBodySchema.safeParse({ name: 'x', uniqueId: 'a b', giftId: 'rose', minCount: 0, minDiamonds: 1.5, commandId: 1, deviceId: 1, cooldownMs: -1 });
    expect(bad.error!.issues.map((issue) => issue.message).sort()).toEqual(
      [DEVICE_MESSAGES.uniqueIdFormat, DEVICE_MESSAGES.giftIdFormat, DEVICE_MESSAGES.minCountRange, DEVICE_MESSAGES.minDiamondsRange, DEVICE_MESSAGES.cooldownRange].sort(),
    );
  });
});
