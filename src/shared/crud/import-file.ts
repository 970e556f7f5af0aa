/**
 * Sending a spreadsheet to an import endpoint (`POST <path>`, multipart with one file in field `file`): the monitored
 * streamers' and the CRM streamers' imports. A refused file answers 400 with the problems by row (nothing written);
 * that body is what the import dialog shows, so a 400 is read as an answer here rather than thrown. Other failures
 * (401, 403, 413, network) throw as usual.
 */
import { z } from 'zod';
import { refusalParamsSchema } from '../../../streams/contracts/common';
import { http } from '../http/http-client';

/** A 5 MB file on a slow line takes longer than the console's 30 s request timeout. */
export const IMPORT_TIMEOUT_MS = 5 * 60_000;

/** One problem of a refused import: a row's (with `row`) or, for a request refused before the file was read, a field's. */
const importProblemSchema = z.object({
  row: z.number().int().optional(),
  field: z.string().nullable().optional(),
  message: z.string(),
  code: z.string().optional(),
  params: refusalParamsSchema.optional(),
});

/** The 400 of a refused import: the eladmin error body, the first problems and how many there were in all. */
export const importRefusalSchema = z.object({
  status: z.number().int(),
  code: z.string().optional(),
  params: refusalParamsSchema.optional(),
  message: z.string(),
  errors: z.array(importProblemSchema).optional(),
  errorCount: z.number().int().optional(),
});
export type ImportRefusal = z.infer<typeof importRefusalSchema>;

/** A problem of one row of the file (the dialog's table). */
export type ImportRowProblem = z.infer<typeof importProblemSchema> & { row: number };

/** Whether a problem is about a row of the file (not a field of the request). */
export const isRowProblem = (problem: z.infer<typeof importProblemSchema>): problem is ImportRowProblem => problem.row !== undefined;

/** What an import comes to: the answer, or the file refused with its problems (nothing written). */
export type ImportOutcome<R> = { ok: true; result: R } | { ok: false; refusal: ImportRefusal };

/**
 * Sends `file` to `path` with the query `params`, and `fields` as further form fields before the file (an import's
 * week and column mapping).
 * @throws HttpRequestError for anything but a 200, 201 or 400 answer; ZodError when an answer breaks the contract.
 */
export async function importFile<S extends z.ZodType>(path: string, file: File, resultSchema: S, params: Readonly<Record<string, string>> = {}, fields: Readonly<Record<string, string>> = {}): Promise<ImportOutcome<z.output<S>>> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file, file.name);
  const response = await http.post<unknown>(path, form, {
    params,
    // The instance's JSON content type would make axios serialise the FormData as JSON; multipart makes it leave the
    // header to the browser, which adds the boundary.
    headers: { 'Content-Type': 'multipart/form-data' },
    timeout: IMPORT_TIMEOUT_MS,
    silent: true,
    validateStatus: (status) => status === 200 || status === 201 || status === 400,
  });
  if (response.status !== 400) return { ok: true, result: resultSchema.parse(response.data) };
  return { ok: false, refusal: importRefusalSchema.parse(response.data) };
}
