/**
 * Weekly data (streams/contracts/week-data.ts): `GET api/weekData` a page of one week's rows, `GET …/download` the
 * xlsx, `GET …/trend` a streamer's weeks, `GET …/choices` the filters' groups and managers, `POST …/importPreview` a
 * file's headers and suggested mapping, `POST …/import` the week's platform figures. The list is read-only; the import
 * refreshes it (and the trends) through the resource's keys.
 */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { IMPORT_TIMEOUT_MS, importFile, type ImportOutcome } from '@shared/crud/import-file';
import { createResourceApi } from '@shared/crud/create-resource-api';
import { http } from '@shared/http/http-client';
import {
  WEEK_DATA_SORTS,
  importPreviewSchema,
  weekChoicesSchema,
  weekDataRowSchema,
  weekImportResultSchema,
  weekTrendPointSchema,
  type ImportMapping,
  type ImportPreview,
  type WeekImportResult,
} from '../../../../../streams/contracts/week-data';

export const weekDataApi = createResourceApi({
  path: 'api/weekData',
  rowSchema: weekDataRowSchema,
  downloadName: 'week-data.xlsx',
  // The server's own first order: the week's biggest earners first.
  sorting: { fields: WEEK_DATA_SORTS, first: 'diamonds,desc', ascending: ['uniqueId', 'nickname', 'groupName', 'managerName', 'streamerType', 'inviteType'] },
});

/** The filters' groups and managers (`GET api/weekData/choices`). */
export const useWeekChoices = () => weekDataApi.useGet('api/weekData/choices', weekChoicesSchema, { staleTime: 60_000 });

/** The weeks a trend shows. */
export const TREND_WEEKS = 12;

/** A streamer's last {@link TREND_WEEKS} weeks up to `week` ('' = the current), oldest first. */
export function useWeekTrend(streamerId: number, week: string) {
  return useQuery({
    queryKey: weekDataApi.keys.part('trend', streamerId, week),
    queryFn: async ({ signal }) =>
      z.array(weekTrendPointSchema).parse((await http.get<unknown>('api/weekData/trend', { params: { streamerId, weeks: TREND_WEEKS, ...(week ? { week } : {}) }, signal, silent: true })).data),
  });
}

/**
 * The file's headers, suggested mapping and first rows; nothing is written.
 * @throws HttpRequestError (a 400 names why the file cannot be read); ZodError.
 */
export async function previewImport(file: File): Promise<ImportPreview> {
  const form = new FormData();
  form.append('file', file, file.name);
  const response = await http.post<unknown>('api/weekData/importPreview', form, { headers: { 'Content-Type': 'multipart/form-data' }, timeout: IMPORT_TIMEOUT_MS, silent: true });
  return importPreviewSchema.parse(response.data);
}

/** Imports `file` as the week starting `week` with `mapping`; a refused file is an answer (its rows), not a throw. */
export const importWeek = (file: File, week: string, mapping: ImportMapping): Promise<ImportOutcome<WeekImportResult>> =>
  importFile('api/weekData/import', file, weekImportResultSchema, {}, { week, mapping: JSON.stringify(mapping) });
