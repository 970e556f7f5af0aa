/**
 * The advice texts as data (issue "Language management"): `advice_texts` holds the staff's overrides of
 * `DEFAULT_ADVICE_TEXTS` (streams/reports/advice-texts.ts); the texts in use are the defaults with the overrides laid
 * over them. Saving refuses an unknown placeholder, naming it (400 `ADVICE_TEXT_PLACEHOLDER` with `names` and
 * `allowed`); deleting an override restores the default.
 */
import { and, eq } from 'drizzle-orm';
import { unknownPlaceholdersOf, type AdviceTextBody, type AdviceTextRow } from '../../../streams/contracts/weekly-reports';
import { fieldRefusal } from '../../../streams/contracts/refusals';
import { ADVICE_LANGS, ADVICE_TEXT_KEYS, allowedPlaceholders, DEFAULT_ADVICE_TEXTS, topicOfTextKey, type AdviceLang, type AdviceTextKey, type AdviceTexts } from '../../../streams/reports/advice-texts';
import type { DbOrTx } from '../../db/database';
import { adviceTexts } from '../../db/schema/weekly-reports';
import { badRequest } from '../../http/http-error';
import { formatWireDate } from '../../http/wire-date';

const isTextKey = (key: string): key is AdviceTextKey => (ADVICE_TEXT_KEYS as readonly string[]).includes(key);
const isLang = (lang: string): lang is AdviceLang => (ADVICE_LANGS as readonly string[]).includes(lang);

/** The texts in use: the defaults with every stored override laid over them (rows of unknown keys are ignored). */
export async function textsInUse(db: DbOrTx): Promise<AdviceTexts> {
  const rows = await db.select({ key: adviceTexts.key, lang: adviceTexts.lang, text: adviceTexts.text }).from(adviceTexts);
  const texts = Object.fromEntries(ADVICE_TEXT_KEYS.map((key) => [key, { ...DEFAULT_ADVICE_TEXTS[key] }])) as AdviceTexts;
  for (const row of rows) if (isTextKey(row.key) && isLang(row.lang)) texts[row.key][row.lang] = row.text;
  return texts;
}

/** `GET api/adviceTexts`: every key × language, in the editing page's order, with its default and its override. */
export async function listAdviceTexts(db: DbOrTx, zone: string): Promise<AdviceTextRow[]> {
  const rows = await db.select().from(adviceTexts);
  const byId = new Map(rows.map((row) => [`${row.key}|${row.lang}`, row]));
  return ADVICE_TEXT_KEYS.flatMap((key) =>
    ADVICE_LANGS.map((lang) => {
      const row = byId.get(`${key}|${lang}`);
      const defaultText = DEFAULT_ADVICE_TEXTS[key][lang];
      return {
        key, lang, defaultText,
        override: row?.text ?? null,
        text: row?.text ?? defaultText,
        placeholders: [...allowedPlaceholders(topicOfTextKey(key))],
        updatedBy: row?.updatedBy ?? null,
        updatedAt: row ? formatWireDate(row.updatedAt, zone) : null,
      };
    }),
  );
}

/** Refuses a text using a placeholder its key does not provide. @throws HttpError 400 `ADVICE_TEXT_PLACEHOLDER` (`names`, `allowed`). */
export function checkAdviceText(body: AdviceTextBody): void {
  const { unknown, allowed } = unknownPlaceholdersOf(body);
  if (unknown.length > 0) throw badRequest(fieldRefusal('text', 'ADVICE_TEXT_PLACEHOLDER', { names: unknown.map((name) => `{${name}}`), allowed: allowed.map((name) => `{${name}}`) }));
}

/** `PUT api/adviceTexts`: saves the override of one key and language. @throws HttpError 400 `ADVICE_TEXT_PLACEHOLDER`. */
export async function saveAdviceText(db: DbOrTx, body: AdviceTextBody, by: string, now: Date): Promise<void> {
  checkAdviceText(body);
  await db
    .insert(adviceTexts)
    .values({ key: body.key, lang: body.lang, text: body.text, updatedBy: by, updatedAt: now })
    .onConflictDoUpdate({ target: [adviceTexts.key, adviceTexts.lang], set: { text: body.text, updatedBy: by, updatedAt: now } });
}

/** `DELETE api/adviceTexts?key=&lang=`: back to the default (nothing to do when there is no override). */
export async function deleteAdviceText(db: DbOrTx, key: AdviceTextKey, lang: AdviceLang): Promise<void> {
  await db.delete(adviceTexts).where(and(eq(adviceTexts.key, key), eq(adviceTexts.lang, lang)));
}
