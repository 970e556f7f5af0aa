/**
 * The monitoring bundles and the translation of the server's words: every language has English's keys and
 * placeholders, every contract message (streams/contracts/monitor.ts) has its key with the contract's exact English,
 * and a server 400 is translated by its text (the row templates with their number).
 */
import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { bundleProblems } from '@shared/i18n/feature-locale';
import { MONITOR_MESSAGES } from '../../../../../streams/contracts/monitor';
import { HttpRequestError } from '@shared/http/http-error';
import { i18next } from '@shared/i18n/i18n';
import { loadServerMessages } from '@shared/i18n/server-messages';
import { MONITORING_BUNDLES, monitoringT } from '../i18n/monitoring-locale';
import { failureText, ruleKey, translateRule } from './messages';

// Refusals are translated by server-messages.ts, which loads the page's language only: load the ones used here.
beforeAll(() => Promise.all(['zh', 'ko', 'ar'].map((language) => loadServerMessages(language))));

const valueAt = (o: unknown, path: string) => path.split('.').reduce<unknown>((acc, k) => (acc as Record<string, unknown>)[k], o);

const translators = (language: string) => {
  const t = i18next.getFixedT(language) as TFunction;
  // As in use-mo-translation.ts: this feature's keys are typed by MoKey, not by i18next's resources.
  return { t, mt: monitoringT(t as unknown as (key: string) => string) };
};

const failed = (status: number, message: string) =>
  new HttpRequestError({ kind: 'http', status, message, request: { method: 'POST', url: 'api/monitor/streamers', silent: true } });

/** Texts that are the same in every language (a symbol, a type name, a placeholder pattern). */
const SAME_EVERYWHERE = ['cells.noRoom', 'types.pk', 'form.uniqueId', 'form.staffOption'];

describe('the feature bundles', () => {
  it('have the keys and placeholders of English in every language, no empty text, and are translated but for names and symbols', () => {
    expect(bundleProblems(MONITORING_BUNDLES, SAME_EVERYWHERE)).toEqual([]);
  });

  it('have every message of the contract under its key, in the contract’s exact English', () => {
    for (const [key, message] of Object.entries(MONITOR_MESSAGES)) {
      const english = typeof message === 'string' ? message : message(12345).replace('12345', '{{row}}');
      expect(valueAt(MONITORING_BUNDLES.en, `rules.${key}`), key).toBe(english);
      expect(ruleKey(typeof message === 'string' ? message : message(7)), key).toBe(`rules.${key}`);
    }
  });
});

describe('translating the server words', () => {
  it('translates a contract message by its text, a row template with its number, and leaves unknown text', () => {
    expect(translateRule(translators('zh'), MONITOR_MESSAGES.exists)).toBe(MONITORING_BUNDLES.zh.rules.exists);
    expect(translateRule(translators('ko'), MONITOR_MESSAGES.duplicateInFile(12))).toBe(MONITORING_BUNDLES.ko.rules.duplicateInFile.replace('{{row}}', '12'));
    expect(translateRule(translators('en'), MONITOR_MESSAGES.csvBroken(3))).toBe(MONITOR_MESSAGES.csvBroken(3));
    expect(translateRule(translators('ar'), 'Something new')).toBe('Something new');
  });

  it('says what failed', () => {
    const error = failed(400, `uniqueId: ${MONITOR_MESSAGES.exists}`);
    expect(failureText(translators('zh'), error)).toBe(MONITORING_BUNDLES.zh.rules.exists);
    expect(failureText(translators('en'), new Error('boom'))).toBe('Request Failed');
  });
});
