/** The command form's logic (command-form.ts): the body it sends, where messages land, the preview, the insertion. */
import { describe, expect, it } from 'vitest';
import { DEVICE_MESSAGES } from '../../../../../streams/contracts/devices';
import { commandDefaults, commandFormField, commandFormSchema, insertAt, previewOf } from './command-form';

describe('commandFormSchema', () => {
  it('sends the expiry in ms and a blank note as null', () => {
    expect(commandFormSchema.parse({ ...commandDefaults(), name: 'Burst', ttlSeconds: '2.5', note: ' ' })).toMatchObject({ name: 'Burst', ttlMs: 2_500, note: null });
  });

  it('puts the expiry message on the seconds input and names unknown placeholders on the template', () => {
    const result = commandFormSchema.safeParse({ ...commandDefaults(), name: 'x', payloadTemplate: 'go {{gift.nam}}', ttlSeconds: 'soon' });
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [commandFormField(String(issue.path[0])), issue.message]));
    expect(messages).toEqual({ payloadTemplate: DEVICE_MESSAGES.unknownPlaceholders('{{gift.nam}}'), ttlSeconds: DEVICE_MESSAGES.ttlRange });
  });
});

describe('previewOf', () => {
  it('renders a JSON template with the sample gift, indented', () => {
    expect(previewOf('{"n":{{gift.repeatCount}},"who":"{{user.nickname}}"}')).toEqual({ kind: 'json', text: '{\n  "n": 5,\n  "who": "Sample \\"viewer\\""\n}' });
  });

  it('renders a text template as text, and says what is wrong otherwise', () => {
    expect(previewOf('{{gift.name}} x{{gift.repeatCount}}')).toEqual({ kind: 'text', text: 'Rose x5' });
    expect(previewOf('  ')).toEqual({ kind: 'empty' });
    expect(previewOf('{"who": {{user.nickname}}}')).toMatchObject({ kind: 'problem' });
  });
});

describe('insertAt', () => {
  it('replaces the selection and puts the caret after the insertion', () => {
    expect(insertAt('{"for":""}', '{{user.nickname}}', 8, 8)).toEqual({ text: '{"for":"{{user.nickname}}"}', caret: 25 });
    expect(insertAt('abc', 'X', 1, 2)).toEqual({ text: 'aXc', caret: 2 });
  });
});
