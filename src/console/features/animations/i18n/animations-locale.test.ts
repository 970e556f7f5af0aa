/**
 * The animations bundles (English's keys and placeholders in every language, translated), and the contract's messages
 * this feature shows said in every language by server-messages.ts (a form's own check and the server's 400 alike).
 */
import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { ANIMATION_MESSAGES } from '../../../../../streams/contracts/animations';
import { HttpRequestError } from '@shared/http/http-error';
import { i18next } from '@shared/i18n/i18n';
import { failureText, loadServerMessages, translateRule } from '@shared/i18n/server-messages';
import { describeFeatureBundles } from '../../../../test/feature-bundles';
import { ANIMATIONS_BUNDLES } from './animations-locale';

// Refusals are translated by server-messages.ts, which loads the page's language only: load the ones used here.
beforeAll(() => Promise.all(['zh', 'ko', 'ar'].map((language) => loadServerMessages(language))));

const tOf = (language: string) => i18next.getFixedT(language) as TFunction;
const failed = (status: number, message: string) =>
  new HttpRequestError({ kind: 'http', status, message, request: { method: 'POST', url: 'api/vehicleAnimations', silent: true } });

describeFeatureBundles('animations', ANIMATIONS_BUNDLES);

describe('the contract’s messages', () => {
  it('are translated in zh, ko and ar, the in-use refusal with its names, and unknown text is left as written', () => {
    for (const language of ['zh', 'ko', 'ar']) {
      for (const [key, message] of Object.entries(ANIMATION_MESSAGES)) {
        const english = typeof message === 'string' ? message : message('alice@luna');
        expect(translateRule(tOf(language), english), `${language} ${key}`).not.toBe(english);
      }
    }
    expect(translateRule(tOf('ko'), ANIMATION_MESSAGES.inUse('alice@luna'))).toContain('alice@luna');
    expect(translateRule(tOf('en'), ANIMATION_MESSAGES.inUse('alice@luna, bob@sol'))).toBe(ANIMATION_MESSAGES.inUse('alice@luna, bob@sol'));
    expect(translateRule(tOf('ar'), 'Something new')).toBe('Something new');
  });

  it('say what failed: the server message without its field, the timeout, or Request Failed', () => {
    const en = tOf('en');
    expect(failureText(en, failed(400, `file: ${ANIMATION_MESSAGES.pictureSize}`))).toBe(ANIMATION_MESSAGES.pictureSize);
    expect(failureText(tOf('zh'), failed(400, ANIMATION_MESSAGES.oneFile))).toBe(translateRule(tOf('zh'), ANIMATION_MESSAGES.oneFile));
    expect(failureText(en, new HttpRequestError({ kind: 'timeout', message: undefined, request: { method: 'GET', url: 'x', silent: true } }))).toBe('Network request time out');
    expect(failureText(en, new Error('boom'))).toBe('Request Failed');
  });
});
