/**
 * `useTimingTranslation()`: i18next's `t` (shared texts), `tt` for this page's texts, `message` (a server or form
 * message in the user's language: the known ones by their English text, the cron parser's reason inside a translated
 * sentence, anything else as the server wrote it) and `failure` (what to say about a failed request).
 */
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { httpErrorOf } from '@shared/http/http-error';
import { splitFieldMessage, translateTimingMessage } from '../common/messages';
import type { TimingT } from './timing-locale';

export interface TimingTranslation {
  t: TFunction;
  tt: TimingT;
  message: (text: string) => string;
  failure: (error: unknown) => string;
}

export function useTimingTranslation(): TimingTranslation {
  const { t, i18n } = useTranslation();
  return useMemo(() => {
    // i18next types keys by the start-up bundle; this page's keys are typed by `TimingKey` instead.
    const tt: TimingT = (key, values) => (t as unknown as (key: string, values?: object) => string)(`timing.${key}`, values);
    const message = (text: string) => translateTimingMessage(tt, text);
    return {
      t,
      tt,
      message,
      failure: (error: unknown) => {
        const http = httpErrorOf(error);
        if (http?.kind === 'timeout') return t('http.timeout');
        if ((http?.kind === 'http' || http?.kind === 'business') && http.message) return message(splitFieldMessage(http.message).text);
        return t('http.requestFailed');
      },
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `t` changes with the language
  }, [t, i18n.language]);
}
