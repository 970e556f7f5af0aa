/**
 * Weekly reports (streams/contracts/weekly-reports.ts): the list (`GET api/weeklyReports`), one report, the edit of
 * its advice and state (`PUT api/weeklyReports`), and the further writes: generate a week, set a streamer's report
 * language, issue or revoke a report's public link. Every write refreshes every query of the resource (the list and
 * an open report). The resource has no `permissions`: the list's rows have no Edit/Delete buttons, the drawer asks
 * `weeklyReport:edit` itself.
 */
import type { z } from 'zod';
import {
  WEEKLY_REPORT_SORTS,
  generateReportsResultSchema,
  issuedReportKeySchema,
  streamerReportLangBodySchema,
  weeklyReportEditSchema,
  weeklyReportRowSchema,
  generateReportsBodySchema,
  type GenerateReportsResult,
} from '../../../../../streams/contracts/weekly-reports';
import { createResourceApi } from '@shared/crud/create-resource-api';
import { http } from '@shared/http/http-client';

export const weeklyReportsApi = createResourceApi({
  path: 'api/weeklyReports',
  rowSchema: weeklyReportRowSchema,
  updateSchema: weeklyReportEditSchema,
  sorting: { fields: WEEKLY_REPORT_SORTS, first: 'week,desc', ascending: ['uniqueId', 'nickname', 'state', 'lang'] },
});

/** Generates a week's reports (drafts rewritten, reviewed and sent kept). @throws HttpRequestError (400 `WEEK_NOT_MONDAY`). */
export async function generateReports(body: z.input<typeof generateReportsBodySchema>): Promise<GenerateReportsResult> {
  const { data } = await http.post<unknown>('api/weeklyReports/generate', generateReportsBodySchema.parse(body), { silent: true });
  return generateReportsResultSchema.parse(data);
}

/** Sets the language a streamer's reports are written in from the next generation. */
export async function setReportLang(body: z.input<typeof streamerReportLangBodySchema>): Promise<void> {
  await http.put('api/weeklyReports/lang', streamerReportLangBodySchema.parse(body), { silent: true });
}

/** Issues a report's public link key (earlier keys stop working); the key is answered once. */
export async function issueReportKey(id: number): Promise<string> {
  // An empty object rather than no body: the client sends JSON, and the server refuses a JSON request without one.
  const { data } = await http.post<unknown>(`api/weeklyReports/${id}/key`, {}, { silent: true });
  return issuedReportKeySchema.parse(data).key;
}

/** Revokes a report's public link. */
export async function revokeReportKey(id: number): Promise<void> {
  // An empty object for the same reason as the issue's.
  await http.delete(`api/weeklyReports/${id}/key`, { data: {}, silent: true });
}

/** One report, read fresh (`GET api/weeklyReports/{id}`), refreshed by every write of the resource. */
export const useWeeklyReport = (id: number) => weeklyReportsApi.useGet(`api/weeklyReports/${id}`, weeklyReportRowSchema);

/**
 * The public page of a report's key (the phone page `weeklyReport`, src/overlays/pages/h5/h5-routes.ts), in the
 * report's language so its loading and refusal words match the report.
 */
export function publicReportUrl(origin: string, key: string, lang: string): string {
  return `${origin}/whiteListPages/weeklyReport?${new URLSearchParams({ key, lang }).toString()}`;
}
