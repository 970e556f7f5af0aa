/**
 * What the page tests of translated refusals share: the server's answer for a refusal of the catalog, the console
 * switched to another language for one test, and the few clicks every list page asks for (delete a row, confirm).
 *
 * The bodies are built with `refusal`/`fieldRefusal` of streams/contracts/refusals, the builders the server's own
 * error bodies use (server/http/error-body.ts), so a page test receives what the server sends: code, params, English
 * message, and `errors` for a refusal about one field. What the page shows is then checked against texts written out
 * by hand in each test.
 */
import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import i18next from 'i18next';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, it } from 'vitest';
import type { Refusal } from '../../streams/contracts/refusals';
import type { Language } from '@shared/i18n/detect-language';
import { initI18n } from '@shared/i18n/i18n';
import { loadServerMessages } from '@shared/i18n/server-messages';
import { server } from './msw-server';

/** The languages a refusal must show translated in. */
export const TRANSLATED_LANGUAGES = ['zh', 'ko', 'ar'] as const satisfies readonly Language[];
export type TranslatedLanguage = (typeof TRANSLATED_LANGUAGES)[number];

/** The texts a test expects, one per translated language. */
export type InEachLanguage = Readonly<Record<TranslatedLanguage, string>>;

/**
 * The server's 4xx body for `reason` (`{ status, code, params?, message, timestamp, errors? }`): a refusal about one
 * field lists it in `errors` with the text without its `field: ` prefix, as the server does.
 */
export function refusalAnswer(reason: Refusal, status = 400): Response {
  const { code, params, message, field } = reason;
  const text = field && message.startsWith(`${field}: `) ? message.slice(field.length + 2) : message;
  const errors = field ? [{ field, code, ...(params ? { params } : {}), message: text }] : undefined;
  return HttpResponse.json(
    { status, code, ...(params ? { params } : {}), message, timestamp: '2026-01-01 00:00:00', ...(errors ? { errors } : {}) },
    { status },
  );
}

/** Switches the console to `language` (i18next, `lang`/`dir` on the document, the server-message texts loaded). */
export async function speak(language: Language): Promise<void> {
  initI18n(language);
  await loadServerMessages(language);
}

/** A text of the console in the current language (to find a button by its name, never as an expected value). */
export const label = (key: string, values: Record<string, string | number> = {}): string =>
  // Feature keys are added at run time (defineFeatureLocale), so they are not in the typed start-up bundle.
  (i18next.t as unknown as (key: string, values: Record<string, string | number>) => string)(key, values);

/** Clicks the delete button of the row named `name`, then OK in the question that follows. */
export async function deleteRow(user: UserEvent, name: string): Promise<void> {
  await user.click(await screen.findByRole('button', { name: label('crud.deleteItem', { name }) }));
  await confirmAsked(user);
}

/** Clicks OK in the open question (role alertdialog). */
export async function confirmAsked(user: UserEvent): Promise<void> {
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: label('common.ok') }));
}

/**
 * One test per translated language: the console switched to it, then `run` with a fresh user-event session. `run`
 * answers with refusals (MSW), drives the page, and checks the texts of that language.
 */
export function describeTranslatedRefusals(subject: string, run: (user: UserEvent, language: TranslatedLanguage) => Promise<void>): void {
  describe.each(TRANSLATED_LANGUAGES)(`${subject} in %s`, (language) => {
    beforeEach(() => speak(language));
    it("shows the server's refusals translated", () => run(userEvent.setup(), language));
  });
}

/**
 * One test per translated language for a row someone else deleted meanwhile: DELETE `path` answers 404 with `gone`,
 * `render` shows the page, the row named `row()` (read in that language) is deleted, then `expectSaid(texts[language])`.
 */
export function describeDeletedMeanwhile(
  subject: string,
  o: { path: string; gone: Refusal; render: () => void; row: () => string; texts: InEachLanguage; expectSaid: (text: string) => Promise<void> },
): void {
  describeTranslatedRefusals(subject, async (user, language) => {
    server.use(http.delete(o.path, () => refusalAnswer(o.gone, 404)));
    o.render();
    await deleteRow(user, o.row());
    await o.expectSaid(o.texts[language]);
  });
}
