import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { PK_MESSAGES } from '../../../../../machines/pk-phase.machine';
import { GROUP_STREAMER_MESSAGES } from '../../../../../streams/contracts/group-streamers';
import { LIVE_CONFIG_API_MESSAGES } from '../../../../../streams/contracts/live-configs';
import { LIVE_CONFIG_MESSAGES } from '../../../../../streams/games/live-config';
import { ADJUSTMENT_MESSAGES } from '../../../../../streams/games/score-ledger';
import { TURNTABLE_MESSAGES } from '../../../../../streams/games/turntable';
import { i18next } from '@shared/i18n/i18n';
import { loadServerMessages } from '@shared/i18n/server-messages';
import { HttpRequestError } from '@shared/http/http-error';
import { LIVE_CONFIGS_BUNDLES, liveConfigsT } from '../i18n/live-configs-locale';
import { failureText, ruleKey, splitFieldMessage, STREAMER_EXISTS, translateRule } from './messages';

// Refusals are translated by server-messages.ts, which loads the page's language only: load the ones used here.
beforeAll(() => Promise.all(['zh', 'ko', 'ar'].map((language) => loadServerMessages(language))));

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
}
const at = (o: unknown, path: string) => path.split('.').reduce<unknown>((acc, k) => (acc as Record<string, unknown>)[k], o);
const placeholders = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1] ?? '').sort();

describe('the feature bundles', () => {
  it('have the keys and placeholders of English in every language', () => {
    const reference = keysOf(LIVE_CONFIGS_BUNDLES.en).sort();
    for (const [language, bundle] of Object.entries(LIVE_CONFIGS_BUNDLES)) {
      expect(keysOf(bundle).sort(), language).toEqual(reference);
      for (const key of reference) expect(placeholders(String(at(bundle, key))), `${language} ${key}`).toEqual(placeholders(String(at(LIVE_CONFIGS_BUNDLES.en, key))));
    }
  });

  it('have a translation of every message of the shared contracts (their exact English in en)', () => {
    const contract = [
      ...Object.values(LIVE_CONFIG_MESSAGES),
      ...Object.values(ADJUSTMENT_MESSAGES),
      ...Object.values(TURNTABLE_MESSAGES),
      ...Object.values(PK_MESSAGES),
      ...Object.values(LIVE_CONFIG_API_MESSAGES),
      ...Object.values(GROUP_STREAMER_MESSAGES),
    ];
    for (const message of contract) expect(ruleKey(message), message).toBeDefined();
  });
});

describe('translating the server words', () => {
  const translators = (language: string) => {
    const t = i18next.getFixedT(language) as TFunction;
    // As in use-lc-translation.ts: this feature's keys are typed by LcKey, not by i18next's resources.
    return { t, lt: liveConfigsT(t as unknown as (key: string) => string) };
  };

  it('translates a rule by its English text and leaves unknown text as it is', () => {
    expect(translateRule(translators('en'), 'Keep at least 2 streamers')).toBe('Keep at least 2 streamers');
    expect(translateRule(translators('zh'), 'Keep at least 2 streamers')).toBe('至少保留 2 位主播');
    expect(translateRule(translators('ko'), ADJUSTMENT_MESSAGES.tooLarge)).toBe('점수는 100,000을 넘을 수 없습니다.');
    expect(translateRule(translators('zh'), STREAMER_EXISTS)).toBe('该主播已存在');
    expect(translateRule(translators('zh'), 'Something new')).toBe('Something new');
  });

  it('splits `field.path: message` without splitting prose that has a colon', () => {
    expect(splitFieldMessage('streamers.1.nickname: Streamer nicknames must be unique')).toEqual({ path: 'streamers.1.nickname', text: 'Streamer nicknames must be unique' });
    expect(splitFieldMessage('body.score: Scores cannot exceed 100,000.')).toEqual({ path: 'score', text: 'Scores cannot exceed 100,000.' });
    expect(splitFieldMessage(LIVE_CONFIG_MESSAGES.hostUniqueIdFormat)).toEqual({ path: null, text: LIVE_CONFIG_MESSAGES.hostUniqueIdFormat });
    expect(splitFieldMessage(`room.uniqueId: ${LIVE_CONFIG_MESSAGES.hostUniqueIdFormat}`)).toEqual({ path: 'room.uniqueId', text: LIVE_CONFIG_MESSAGES.hostUniqueIdFormat });
  });

  it('says what failed: the translated server message, the timeout, or Request Failed', () => {
    const zh = translators('zh');
    const request = { method: 'POST', url: 'api/liveConfigs/7/adjust', silent: true };
    const refused = new HttpRequestError({ kind: 'http', status: 400, message: `score: ${ADJUSTMENT_MESSAGES.notStarted}`, request });
    expect(failureText(zh, refused)).toBe('本轮尚未开始，不能调整分数。');
    expect(failureText(zh, new HttpRequestError({ kind: 'timeout', message: undefined, request }))).toBe(i18next.getFixedT('zh')('http.timeout'));
    expect(failureText(zh, new Error('boom'))).toBe(i18next.getFixedT('zh')('http.requestFailed'));
  });
});
