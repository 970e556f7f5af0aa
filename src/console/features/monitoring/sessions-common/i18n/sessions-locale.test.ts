/**
 * The bundles of the live sessions pages (shared texts, line chart, room data, ranking): every language has English's
 * keys and placeholders and is translated; the shared bundle holds every contract message in the contract's exact
 * English, and a server 400 is shown in the user's language by its text.
 */
import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { bundleProblems } from '@shared/i18n/feature-locale';
import { SESSION_MESSAGES } from '../../../../../../streams/contracts/monitor-sessions';
import { HttpRequestError } from '@shared/http/http-error';
import { i18next } from '@shared/i18n/i18n';
import { loadServerMessages } from '@shared/i18n/server-messages';
import { LINE_CHART_BUNDLES } from '../../line-chart/i18n/line-chart-locale';
import { ROOM_DATA_BUNDLES } from '../../room-data/i18n/room-data-locale';
import { ROOM_RANKING_BUNDLES } from '../../room-ranking/i18n/room-ranking-locale';
import { SESSIONS_COMMON_BUNDLES, sessionFailureText, translateSessionRule, useSessionsCommonLocale, type LooseT } from './sessions-locale';

const valueAt = (o: unknown, path: string) => path.split('.').reduce<unknown>((acc, k) => (acc as Record<string, unknown>)[k], o);

/** Texts that are the same in some language on purpose (a symbol). */
const SAME_EVERYWHERE = ['none'];

const BUNDLE_SETS = { sessionsCommon: SESSIONS_COMMON_BUNDLES, lineChart: LINE_CHART_BUNDLES, roomData: ROOM_DATA_BUNDLES, roomRanking: ROOM_RANKING_BUNDLES } as const;

const translators = (language: string) => {
  const t = i18next.getFixedT(language) as TFunction as unknown as LooseT;
  return { t, st: useSessionsCommonLocale.bind(t) };
};
beforeAll(() => Promise.all(['zh', 'ko', 'ar'].map((language) => loadServerMessages(language))));
const failed = (status: number, message: string) => new HttpRequestError({ kind: 'http', status, message, request: { method: 'GET', url: 'api/monitor/sessions', silent: true } });

describe('the sessions bundles', () => {
  for (const [name, bundles] of Object.entries(BUNDLE_SETS)) {
    it(`${name}: every language has the English keys and placeholders, no empty text, and is translated`, () => {
      expect(bundleProblems(bundles, SAME_EVERYWHERE)).toEqual([]);
    });
  }

  it('hold every contract message under its key, in the contract’s exact English', () => {
    for (const [key, message] of Object.entries(SESSION_MESSAGES)) expect(valueAt(SESSIONS_COMMON_BUNDLES.en, `rules.${key}`), key).toBe(message);
    expect(Object.keys(SESSIONS_COMMON_BUNDLES.en.rules).sort()).toEqual(Object.keys(SESSION_MESSAGES).sort());
  });

  it('are registered with i18next under their own keys', () => {
    expect(translators('ko').t('lineChart.title')).toBe(LINE_CHART_BUNDLES.ko.title);
    expect(translators('zh').t('roomData.title')).toBe(ROOM_DATA_BUNDLES.zh.title);
    expect(translators('ar').t('roomRanking.title')).toBe(ROOM_RANKING_BUNDLES.ar.title);
    expect(translators('en').t('sessionsCommon.ranges.7d')).toBe('7 days');
  });
});

describe('the server’s words', () => {
  it('translates a contract message by its text and leaves other text as it is', () => {
    expect(translateSessionRule({ t: i18next.getFixedT('zh') as TFunction }, SESSION_MESSAGES.rangeOrder)).toBe(SESSIONS_COMMON_BUNDLES.zh.rules.rangeOrder);
    expect(translateSessionRule({ t: i18next.getFixedT('ar') as TFunction }, 'Something new')).toBe('Something new');
  });

  it('says what failed: the 400 without its field, translated; a generic text otherwise', () => {
    const { t, st } = translators('ko');
    expect(sessionFailureText(t, st, failed(400, `to: ${SESSION_MESSAGES.rangeTooLong}`))).toBe(SESSIONS_COMMON_BUNDLES.ko.rules.rangeTooLong);
    const en = translators('en');
    expect(sessionFailureText(en.t, en.st, new Error('boom'))).toBe('Request Failed');
    expect(sessionFailureText(en.t, en.st, new HttpRequestError({ kind: 'timeout', message: undefined, request: { method: 'GET', url: 'x', silent: true } }))).toBe('Network request time out');
  });
});
