/**
 * The calls of one eladmin-style resource (`GET path` a page, `POST path`, `PUT path`, `DELETE path [ids]`,
 * `GET path/download` the xlsx) with their query keys and TanStack Query hooks, from the contract's schemas:
 *
 * ```ts
 * export const jobsApi = createResourceApi({
 *   path: 'api/job', rowSchema: jobSchema, createSchema: jobCreateBodySchema, updateSchema: jobUpdateBodySchema,
 *   downloadName: 'jobs.xlsx',
 * });
 * ```
 *
 * Every request is sent `silent`: the page shows the refusal (beside a field, in a toast), not the global handler.
 * Writes refresh every query under `keys.all` once they succeed and run one at a time per resource (a mutation scope),
 * so a switch flipped twice reaches the server in order.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient, type UseMutationResult, type UseQueryResult } from '@tanstack/react-query';
import type { z } from 'zod';
import { idListSchema, pageSchema, type Page } from '../../../streams/contracts/common';
import { http } from '../http/http-client';
import { fileNameOf, saveFile } from '../ui/save-file';

/** A list's query-string fields (page, size, sort, filters), empty values already left out. */
export type ListParams = Readonly<Record<string, string | number>>;

/** The body a write accepts: the schema's input (defaults may be left out), or nothing without a schema. */
export type BodyOf<S> = S extends z.ZodType ? z.input<S> : never;

/** Options of {@link createResourceApi}. */
export interface ResourceApiOptions<R extends z.ZodType, C extends z.ZodType | undefined, U extends z.ZodType | undefined> {
  /** The resource's path under the API base (`api/job`). */
  path: string;
  /** One row of the list. */
  rowSchema: R;
  /** `POST path` body; the body is parsed (defaults filled, unknown fields refused) before it is sent. */
  createSchema?: C;
  /** `PUT path` body, parsed likewise. */
  updateSchema?: U;
  /** The export's file name when the server gives none (`jobs.xlsx`); default the path's last part + `.xlsx`. */
  downloadName?: string;
  /** The export's path; default `${path}/download`. */
  downloadPath?: string;
  /** How a delete names its rows: the ids as the body (`DELETE path [ids]`, default) or one call per id (`DELETE path/{id}`). */
  removeBy?: 'body' | 'path';
}

/** Query keys of one resource: `all` is the prefix every query of the resource (and its extra queries) sits under. */
export interface ResourceKeys {
  all: readonly ['resource', string];
  list: (params: ListParams) => readonly ['resource', string, 'list', ListParams];
  /** A key for a further query of the resource (a tree, a row's children), invalidated with the rest. */
  part: (...parts: ReadonlyArray<string | number | ListParams>) => readonly unknown[];
}

/** What {@link createResourceApi} returns. */
export interface ResourceApi<Row, Create, Update> {
  path: string;
  keys: ResourceKeys;
  /** One page. @throws HttpRequestError; ZodError when the answer breaks the contract. */
  list: (params: ListParams, signal?: AbortSignal) => Promise<Page<Row>>;
  /** `POST path` → 201. @throws HttpRequestError (a 400 names the refused field). */
  create: (body: Create) => Promise<void>;
  /** `PUT path` → 204. @throws HttpRequestError. */
  update: (body: Update) => Promise<void>;
  /** `DELETE path` with the ids as the body (or `DELETE path/{id}` each) → 200. @throws HttpRequestError (a 400 names what holds the rows). */
  remove: (ids: readonly number[]) => Promise<void>;
  /** Downloads the xlsx of the list's filters and saves it under the server's file name. @throws HttpRequestError. */
  download: (params: ListParams) => Promise<void>;
  /** The page of `params`, keeping the previous page on screen while the next loads. */
  useList: (params: ListParams, options?: { enabled?: boolean }) => UseQueryResult<Page<Row>>;
  useCreate: () => UseMutationResult<void, unknown, Create>;
  useUpdate: () => UseMutationResult<void, unknown, Update>;
  useRemove: () => UseMutationResult<void, unknown, readonly number[]>;
}

/**
 * Builds the calls, keys and hooks of the resource at `options.path`.
 * @returns a {@link ResourceApi}; `create`/`update` accept `never` when their schema is not given.
 */
export function createResourceApi<R extends z.ZodType, C extends z.ZodType | undefined = undefined, U extends z.ZodType | undefined = undefined>(
  options: ResourceApiOptions<R, C, U>,
): ResourceApi<z.output<R>, BodyOf<C>, BodyOf<U>> {
  type Row = z.output<R>;
  const { path, rowSchema, createSchema, updateSchema } = options;
  const downloadName = options.downloadName ?? `${path.split('/').at(-1) ?? 'list'}.xlsx`;
  const downloadPath = options.downloadPath ?? `${path}/download`;
  const rowsSchema = pageSchema(rowSchema);
  const all = ['resource', path] as const;
  const keys: ResourceKeys = {
    all,
    list: (params) => [...all, 'list', params] as const,
    part: (...parts) => [...all, ...parts],
  };
  const scope = { id: `resource:${path}` };
  const bodyOf = (schema: z.ZodType | undefined, body: unknown): unknown => (schema ? schema.parse(body) : body);

  const api = {
    path,
    keys,
    list: async (params: ListParams, signal?: AbortSignal): Promise<Page<Row>> => {
      const { data } = await http.get<unknown>(path, { params, signal, silent: true });
      return rowsSchema.parse(data) as Page<Row>;
    },
    create: async (body: BodyOf<C>) => {
      await http.post(path, bodyOf(createSchema, body), { silent: true });
    },
    update: async (body: BodyOf<U>) => {
      await http.put(path, bodyOf(updateSchema, body), { silent: true });
    },
    remove: async (ids: readonly number[]) => {
      if (options.removeBy === 'path') {
        for (const id of idListSchema.parse(ids)) await http.delete(`${path}/${id}`, { silent: true });
      } else {
        await http.delete(path, { data: idListSchema.parse(ids), silent: true });
      }
    },
    download: async (params: ListParams) => {
      const response = await http.get<Blob>(downloadPath, { params, responseType: 'blob', silent: true });
      saveFile(response.data, fileNameOf(response.headers['content-disposition'], downloadName));
    },
  };

  /** A write that refreshes the resource's queries once it succeeds; writes of one resource run in turn. */
  function useWrite<A>(write: (input: A) => Promise<void>) {
    const queryClient = useQueryClient();
    return useMutation<void, unknown, A>({
      mutationFn: write,
      onSuccess: () => queryClient.invalidateQueries({ queryKey: all }),
      scope,
    });
  }

  return {
    ...api,
    useList: (params, queryOptions) =>
      useQuery({
        queryKey: keys.list(params),
        queryFn: ({ signal }) => api.list(params, signal),
        placeholderData: keepPreviousData,
        enabled: queryOptions?.enabled ?? true,
      }),
    useCreate: () => useWrite(api.create),
    useUpdate: () => useWrite(api.update),
    useRemove: () => useWrite(api.remove),
  };
}
