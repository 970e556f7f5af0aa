/**
 * The devices bundles and the translation of the server's words: every language has English's keys and placeholders,
 * is translated, every contract message (streams/contracts/devices.ts) has its key with the contract's exact English,
 * and a server 400 is translated by its text (templates with the names or the reason they carry).
 */
import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_MESSAGES } from '../../../../../streams/contracts/devices';
import { HttpRequestError } from '@shared/http/http-error';
import { i18next } from '@shared/i18n/i18n';
import { loadServerMessages } from '@shared/i18n/server-messages';
import { DEVICES_BUNDLES, devicesT } from '../i18n/devices-locale';
import { badRequestMessage, failureText, messageKey, splitFieldMessage, translateMessage } from './messages';

// Refusals are translated by server-messages.ts, which loads the page's language only: load the ones used here.
beforeAll(() => Promise.all(['zh', 'ko', 'ar'].map((language) => loadServerMessages(language))));

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
}
const valueAt = (o: unknown, path: string) => path.split('.').reduce<unknown>((acc, k) => (acc as Record<string, unknown>)[k], o);
const placeholders = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1] ?? '').sort();

const translators = (language: string) => {
  const t = i18next.getFixedT(language) as TFunction;
  return { t, dt: devicesT(t as unknown as (key: string) => string) };
};

const failed = (status: number, message: string) => new HttpRequestError({ kind: 'http', status, message, request: { method: 'POST', url: 'api/devices', silent: true } });

/** Texts that are the same in every language (product names, ids, a pattern). */
const SAME_EVERYWHERE = new Set(['gifts.handlePlaceholder', 'commands.form.previewJson', 'devices.testDialog.plain']);

describe('the feature bundles', () => {
  it('have the keys and placeholders of English in every language, and no empty text', () => {
    const reference = keysOf(DEVICES_BUNDLES.en).sort();
    for (const [language, bundle] of Object.entries(DEVICES_BUNDLES)) {
      expect(keysOf(bundle).sort(), language).toEqual(reference);
      for (const key of reference) {
        const text = String(valueAt(bundle, key));
        expect(text.trim(), `${language} ${key}`).not.toBe('');
        expect(placeholders(text), `${language} ${key}`).toEqual(placeholders(String(valueAt(DEVICES_BUNDLES.en, key))));
      }
    }
  });

  it('are translated: zh, ko and ar differ from English but for names and patterns', () => {
    for (const language of ['zh', 'ko', 'ar'] as const) {
      const same = keysOf(DEVICES_BUNDLES.en).filter((key) => !SAME_EVERYWHERE.has(key) && valueAt(DEVICES_BUNDLES[language], key) === valueAt(DEVICES_BUNDLES.en, key));
      expect(same, language).toEqual([]);
    }
  });

  it('have every message of the contract under its key, in the contract’s exact English', () => {
    for (const [key, message] of Object.entries(DEVICE_MESSAGES)) {
      const english = typeof message === 'string' ? message : message('{{value}}');
      expect(valueAt(DEVICES_BUNDLES.en, `messages.${key}`), key).toBe(english);
      expect(messageKey(typeof message === 'string' ? message : message('Big gifts, Roses')), key).toBe(`messages.${key}`);
    }
  });
});

describe('translating the server words', () => {
  it('translates a contract message by its text, a template with what it carries, and leaves unknown text', () => {
    expect(translateMessage(translators('zh'), DEVICE_MESSAGES.deviceExists)).toBe(DEVICES_BUNDLES.zh.messages.deviceExists);
    expect(translateMessage(translators('ko'), DEVICE_MESSAGES.deviceInUse('Roses, Lions'))).toBe(DEVICES_BUNDLES.ko.messages.deviceInUse.replace('{{value}}', 'Roses, Lions'));
    expect(translateMessage(translators('ar'), DEVICE_MESSAGES.unknownPlaceholders('{{user.name}}'))).toBe(DEVICES_BUNDLES.ar.messages.unknownPlaceholders.replace('{{value}}', '{{user.name}}'));
    expect(translateMessage(translators('en'), 'Something new')).toBe('Something new');
  });

  it('splits a field from its message, and says what failed', () => {
    expect(splitFieldMessage(`name: ${DEVICE_MESSAGES.deviceExists}`)).toEqual({ path: 'name', text: DEVICE_MESSAGES.deviceExists });
    const error = failed(400, `payloadTemplate: ${DEVICE_MESSAGES.templateRequired}`);
    expect(badRequestMessage(error)).toBe(`payloadTemplate: ${DEVICE_MESSAGES.templateRequired}`);
    expect(badRequestMessage(failed(404, 'Device 9 does not exist'))).toBeNull();
    expect(failureText(translators('zh'), error)).toBe(DEVICES_BUNDLES.zh.messages.templateRequired);
    expect(failureText(translators('en'), new Error('boom'))).toBe('Request Failed');
  });
});
