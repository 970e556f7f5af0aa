/**
 * The operation log (`GET api/logs`, `log:list`) and the error log (`GET api/logs/error`, `admin`):
 * `?page&size&sort&blurry&createTime=<from>&createTime=<to>` → a page of {@link LogRow}, newest first by default;
 * `…/download` the xlsx of the filters; `DELETE api/logs/del/info` (`log:del`) / `del/error` (`admin`) clears every
 * row of the kind; `GET api/logs/error/{id}` the stack of one error.
 */
import { errorDetailSchema, LOG_SORTS, logRowSchema } from '../../../../../streams/contracts/logs';
import { createResourceApi, type ListSorting } from '@shared/crud/create-resource-api';
import { http } from '@shared/http/http-client';

/** Which log: operations (`INFO`) or errors. */
export type LogKind = 'info' | 'error';

/** Newest first; the texts sort A to Z on their first click. */
const sorting: ListSorting<(typeof LOG_SORTS)[number]> = { fields: LOG_SORTS, first: 'createTime,desc', ascending: ['username', 'description', 'method', 'requestIp'] };

export const logApis = {
  info: createResourceApi({ path: 'api/logs', rowSchema: logRowSchema, downloadName: 'operation-log.xlsx', sorting }),
  error: createResourceApi({ path: 'api/logs/error', rowSchema: logRowSchema, downloadName: 'error-log.xlsx', sorting }),
} as const;

/** Deletes every row of the kind. @throws HttpRequestError. */
export async function clearLogs(kind: LogKind): Promise<void> {
  await http.delete(`api/logs/del/${kind}`, { silent: true });
}

/** The stack of error log entry `id` (null: nothing to load); an entry never changes. */
export const useErrorDetail = (id: number | null) =>
  logApis.error.useGet(`api/logs/error/${id ?? 0}`, errorDetailSchema, { enabled: id !== null, staleTime: Infinity });
