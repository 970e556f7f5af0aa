/**
 * What the Advice texts page asks the server (`adviceText:edit`): every text in every language
 * (`GET api/adviceTexts`), a save (`PUT`, 400 `ADVICE_TEXT_PLACEHOLDER` naming an unknown placeholder), back to the
 * default (`DELETE ?key=&lang=`) and the sample week's report with one unsaved text (`GET api/adviceTexts/preview`).
 * Requests are `silent`: the page shows each failure where it belongs. A write refreshes the list and the previews.
 */
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { AdviceLang, AdviceTextKey } from '../../../../../../streams/reports/advice-texts';
import { adviceTextPreviewSchema, adviceTextRowSchema, type AdviceTextBody, type AdviceTextRow } from '../../../../../../streams/contracts/weekly-reports';
import { http } from '@shared/http/http-client';

/** A text as the page lists it: the server's row with an id (`key|lang`) for the table. */
export type AdviceTextItem = AdviceTextRow & { id: string };

/** The query keys of the page: the list and the previews under one root, so a write refreshes both. */
export const adviceTextKeys = {
  all: ['adviceTexts'] as const,
  list: () => ['adviceTexts', 'list'] as const,
  preview: (lang: AdviceLang, key: AdviceTextKey, text: string) => ['adviceTexts', 'preview', lang, key, text] as const,
};

/** Every text in every language, in the editing order. @throws the request's failure. */
export async function loadAdviceTexts({ signal }: { signal?: AbortSignal }): Promise<AdviceTextItem[]> {
  const rows = z.array(adviceTextRowSchema).parse((await http.get<unknown>('api/adviceTexts', { signal, silent: true })).data);
  return rows.map((row) => ({ ...row, id: `${row.key}|${row.lang}` }));
}

/** Saves one text. @throws the refusal (400 `ADVICE_TEXT_PLACEHOLDER` on field `text`). */
export async function saveAdviceText(body: AdviceTextBody): Promise<void> {
  await http.put('api/adviceTexts', body, { silent: true });
}

/** Puts one text back to its default. @throws the request's failure. */
export async function resetAdviceText(ref: Pick<AdviceTextBody, 'key' | 'lang'>): Promise<void> {
  // The client marks every request JSON, and the server refuses a JSON request without a body: an empty one.
  await http.delete('api/adviceTexts', { params: ref, silent: true });
}

/** Refreshes the list and every preview after a write. */
export function useRefreshAdviceTexts(): () => Promise<void> {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: adviceTextKeys.all });
}

/**
 * The sample week's report with `text` as `key`'s text in `lang` (already debounced by the caller); idle while
 * `enabled` is false (an empty text, an unknown placeholder). Keeps the last answer on screen while the next loads.
 */
export function useAdvicePreview(lang: AdviceLang, key: AdviceTextKey, text: string, enabled: boolean) {
  const trimmed = text.trim();
  return useQuery({
    queryKey: adviceTextKeys.preview(lang, key, trimmed),
    queryFn: async ({ signal }) => adviceTextPreviewSchema.parse((await http.get<unknown>('api/adviceTexts/preview', { params: { lang, key, text: trimmed }, signal, silent: true })).data),
    enabled: enabled && trimmed !== '',
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
