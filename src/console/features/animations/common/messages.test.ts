import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { ANIMATION_MESSAGES } from '../../../../../streams/contracts/animations';
import { HttpRequestError } from '@shared/http/http-error';
import { i18next } from '@shared/i18n/i18n';
import { loadServerMessages } from '@shared/i18n/server-messages';
import { ANIMATIONS_BUNDLES, animationsT } from '../i18n/animations-locale';
import { badRequestMessage, failureText, ruleKey, splitFieldMessage, translateRule } from './messages';

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
  // As in use-an-translation.ts: this feature's keys are typed by AnKey, not by i18next's resources.
  return { t, at: animationsT(t as unknown as (key: string) => string) };
};

const failed = (status: number, message: string) =>
  new HttpRequestError({ kind: 'http', status, message, request: { method: 'POST', url: 'api/vehicleAnimations', silent: true } });

describe('the feature bundles', () => {
  it('have the keys and placeholders of English in every language, and no empty text', () => {
    const reference = keysOf(ANIMATIONS_BUNDLES.en).sort();
    for (const [language, bundle] of Object.entries(ANIMATIONS_BUNDLES)) {
      expect(keysOf(bundle).sort(), language).toEqual(reference);
      for (const key of reference) {
        const text = String(valueAt(bundle, key));
        expect(text.trim(), `${language} ${key}`).not.toBe('');
        expect(placeholders(text), `${language} ${key}`).toEqual(placeholders(String(valueAt(ANIMATIONS_BUNDLES.en, key))));
      }
    }
  });

  it('are translated: zh, ko and ar differ from English for every text but the numbers-only ones', () => {
    for (const language of ['zh', 'ko', 'ar'] as const) {
      const same = keysOf(ANIMATIONS_BUNDLES.en).filter((key) => valueAt(ANIMATIONS_BUNDLES[language], key) === valueAt(ANIMATIONS_BUNDLES.en, key));
      expect(same, language).toEqual([]);
    }
  });

  it('have every message of the contract under its key, in the contract’s exact English', () => {
    for (const [key, message] of Object.entries(ANIMATION_MESSAGES)) {
      const english = typeof message === 'string' ? message : message('{{names}}');
      expect(valueAt(ANIMATIONS_BUNDLES.en, `rules.${key}`), key).toBe(english);
      expect(ruleKey(typeof message === 'string' ? message : message('alice, bob')), key).toBe(`rules.${key}`);
    }
  });
});

describe('translating the server words', () => {
  it('translates a contract message by its English text, the in-use refusal with its names, and leaves unknown text', () => {
    expect(translateRule(translators('zh'), ANIMATION_MESSAGES.duplicateUser)).toBe(ANIMATIONS_BUNDLES.zh.rules.duplicateUser);
    expect(translateRule(translators('en'), ANIMATION_MESSAGES.inUse('alice@luna, bob@sol'))).toBe(ANIMATION_MESSAGES.inUse('alice@luna, bob@sol'));
    expect(translateRule(translators('ko'), ANIMATION_MESSAGES.inUse('alice@luna'))).toBe(ANIMATIONS_BUNDLES.ko.rules.inUse.replace('{{names}}', 'alice@luna'));
    expect(translateRule(translators('ar'), 'Something new')).toBe('Something new');
  });

  it('splits `field: message` but not prose with a colon', () => {
    expect(splitFieldMessage(`body.userId: ${ANIMATION_MESSAGES.duplicateUser}`)).toEqual({ path: 'userId', text: ANIMATION_MESSAGES.duplicateUser });
    expect(splitFieldMessage('name: Please enter the animation name')).toEqual({ path: 'name', text: 'Please enter the animation name' });
    expect(splitFieldMessage('The file is too big: 12 MB')).toEqual({ path: null, text: 'The file is too big: 12 MB' });
  });

  it('says what failed: the server message without its field, the timeout, or Request Failed', () => {
    const en = translators('en');
    expect(failureText(en, failed(400, `file: ${ANIMATION_MESSAGES.pictureSize}`))).toBe(ANIMATION_MESSAGES.pictureSize);
    expect(failureText(translators('zh'), failed(400, ANIMATION_MESSAGES.oneFile))).toBe(ANIMATIONS_BUNDLES.zh.rules.oneFile);
    expect(failureText(en, new HttpRequestError({ kind: 'timeout', message: undefined, request: { method: 'GET', url: 'x', silent: true } }))).toBe('Network request time out');
    expect(failureText(en, new Error('boom'))).toBe('Request Failed');
    expect(badRequestMessage(failed(400, 'x'))).toBe('x');
    expect(badRequestMessage(failed(500, 'x'))).toBeNull();
  });
});
