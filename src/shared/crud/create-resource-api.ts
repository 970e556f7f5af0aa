/**
 * The calls of one eladmin-style resource (`GET path` a page, `POST path`, `PUT path`, `DELETE path [ids]`,
 * `GET path/download` the xlsx) with their query keys and TanStack Query hooks, from the contract's schemas:
 *
 * ```ts
 * export const jobsApi = createResourceApi({
 *   path: 'api/job', rowSchema: jobSchema, createSchema: jobCreateBodySchema, updateSchema: jobUpdateBodySchema,
 *   downloadName: 'jobs.xlsx', sorting: { fields: JOB_SORTS, first: 'jobSort,asc', ascending: ['name'] },
 * });
 * ```
 *
 * Every request is sent `silent`: the page shows the refusal (beside a field, in a toast), not the global handler.
 * Writes refresh every query under `keys.all` (and `alsoInvalidates`) once they succeed and run one at a time per
 * resource (a mutation scope), so a switch flipped twice reaches the server in order. A row's own endpoints (run now,
 * a new key) go through `useAction`, which refreshes likewise.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryKey, type UseMutationResult, type UseQueryResult } from '@tanstack/react-query';
import type { z } from 'zod';
import { idListSchema, pageSchema, type Page } from '../../../streams/contracts/common';
import { http } from '../http/http-client';
import type { SortState } from '../ui/list-sort';
import type { CrudPermissions } from './use-crud-can';
import { fileNameOf, saveFile } from '../ui/save-file';
import type { RowId } from '../ui/use-selection';

/**
 * A list's query-string fields (page, size, sort, filters), empty values already left out. A list of texts is sent as
 * the field repeated (`createTime=a&createTime=b`, a time range).
 */
export type ListParams = Readonly<Record<string, string | number | readonly string[]>>;

/** The id type of a row (`number` unless the row schema gives string ids). */
export type IdOf<Row> = Row extends { id: infer I extends RowId } ? I : number;

/** `params` as a query string, a list repeated under its name. */
export function searchParamsOf(params: ListParams): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (typeof value === 'object') for (const item of value) search.append(key, item);
    else search.append(key, String(value));
  }
  return search;
}

/** The body a write accepts: the schema's input (defaults may be left out), or nothing without a schema. */
export type BodyOf<S> = S extends z.ZodType ? z.input<S> : never;

/** What `create` resolves to: the parsed answer when a `createdSchema` is given, else nothing. */
export type CreatedOf<S> = S extends z.ZodType ? z.output<S> : void;

/** How often a list reloads by itself (ms, false for never), fixed or from the page on screen. */
export type RefreshInterval<Row> = number | false | ((page: Page<Row> | undefined) => number | false);

/** Options of {@link ResourceApi.useList}. */
export interface ListQueryOptions<Row> {
  enabled?: boolean;
  /** Reload every so often while the list is shown (paused after a failure, so a broken server gives one message). */
  refresh?: RefreshInterval<Row>;
  /** Keep reloading while the window has no focus (a wall display never has it); default false. */
  refreshInBackground?: boolean;
}

/**
 * How a resource's list sorts, as its page offers it: the contract's sortable fields, the order before any click
 * (`'createTime,desc'`, as the wire's `sort` param), and the fields whose first click sorts ascending (texts: A to Z);
 * a first click on any other field sorts descending (newest, largest first).
 */
export interface ListSorting<F extends string> {
  fields: readonly F[];
  first: `${F},${'asc' | 'desc'}`;
  ascending?: readonly F[];
}

/** {@link ListSorting} as the list hooks read it. */
export interface ResolvedSorting<F extends string> {
  sorts: readonly F[];
  defaultSort: SortState<F>;
  textSorts: readonly F[];
}

/** Reads a {@link ListSorting} once, so every render gets the same objects. */
export function resolveSorting<F extends string>(sorting: ListSorting<F>): ResolvedSorting<F> {
  const [field, direction] = sorting.first.split(',') as [F, 'asc' | 'desc'];
  return { sorts: sorting.fields, defaultSort: { field, direction }, textSorts: sorting.ascending ?? [] };
}

/** Options of {@link createResourceApi}. */
export interface ResourceApiOptions<
  R extends z.ZodType,
  C extends z.ZodType | undefined,
  U extends z.ZodType | undefined,
  K extends z.ZodType | undefined = undefined,
  F extends string = never,
> {
  /** The resource's path under the API base (`api/job`). */
  path: string;
  /** One row of the list. */
  rowSchema: R;
  /** `POST path` body; the body is parsed (defaults filled, unknown fields refused) before it is sent. */
  createSchema?: C;
  /** `PUT path` body, parsed likewise. */
  updateSchema?: U;
  /** The answer of `POST path` when the page reads it (a generated password); without it the answer is ignored. */
  createdSchema?: K;
  /** The body of `DELETE path`; default a list of numeric ids (string-keyed rows give their own). */
  idsSchema?: z.ZodType<readonly RowId[]>;
  /** The export's file name when the server gives none (`jobs.xlsx`); default the path's last part + `.xlsx`. */
  downloadName?: string;
  /** The export's path; default `${path}/download`. */
  downloadPath?: string;
  /** How a delete names its rows: the ids as the body (`DELETE path [ids]`, default) or one call per id (`DELETE path/{id}`). */
  removeBy?: 'body' | 'path';
  /** Keys of other resources whose rows show this one's (a rule count, a name: `resourceKey('api/deviceRules')`), refreshed after each write too. */
  alsoInvalidates?: readonly QueryKey[];
  /** How the list sorts on its page (a page may still give its own); none: the server's order, no sortable header. */
  sorting?: ListSorting<F>;
  /** The permissions of its add, edit and delete (`job:add`…), which show the page's buttons; none: a read-only list. */
  permissions?: CrudPermissions;
}

/** Query keys of one resource: `all` is the prefix every query of the resource (and its extra queries) sits under. */
export interface ResourceKeys {
  all: readonly ['resource', string];
  list: (params: ListParams) => readonly ['resource', string, 'list', ListParams];
  /** A key for a further query of the resource (a tree, a row's children), invalidated with the rest. */
  part: (...parts: ReadonlyArray<string | number | ListParams>) => readonly unknown[];
}

/** What {@link createResourceApi} returns. */
export interface ResourceApi<Row, Create, Update, Created = void, F extends string = never> {
  path: string;
  keys: ResourceKeys;
  /** The list's sorting, when the resource gives one ({@link ListSorting}). */
  sorting?: ResolvedSorting<F>;
  /** The permissions of the resource's writes ({@link ResourceApiOptions.permissions}). */
  permissions?: CrudPermissions;
  /** One page. @throws HttpRequestError; ZodError when the answer breaks the contract. */
  list: (params: ListParams, signal?: AbortSignal) => Promise<Page<Row>>;
  /** `POST path` → 201, with the answer when `createdSchema` was given. @throws HttpRequestError (a 400 names the refused field). */
  create: (body: Create) => Promise<Created>;
  /** `PUT path` → 204. @throws HttpRequestError. */
  update: (body: Update) => Promise<void>;
  /** `DELETE path` with the ids as the body (or `DELETE path/{id}` each) → 200. @throws HttpRequestError (a 400 names what holds the rows). */
  remove: (ids: readonly IdOf<Row>[]) => Promise<void>;
  /** Downloads the xlsx of the list's filters and saves it under the server's file name. @throws HttpRequestError. */
  download: (params: ListParams) => Promise<void>;
  /** The page of `params`, keeping the previous page on screen while the next loads. */
  useList: (params: ListParams, options?: ListQueryOptions<Row>) => UseQueryResult<Page<Row>>;
  useCreate: () => UseMutationResult<Created, unknown, Create>;
  useUpdate: () => UseMutationResult<void, unknown, Update>;
  useRemove: () => UseMutationResult<void, unknown, readonly IdOf<Row>[]>;
  /**
   * A further write of the resource (`PUT api/users/resetPwd`, `DELETE api/logs/del/info`): run in the resource's
   * turn like its other writes, refreshing its queries once it succeeds.
   */
  useWrite: <A, R = void>(write: (input: A) => Promise<R>) => UseMutationResult<R, unknown, A>;
  /**
   * A further read of the resource (a picker's options, a tree, a row's detail): `GET path` parsed by `schema`, cached
   * under `keys.part(path)` so the resource's writes refresh it. @throws (in the query) HttpRequestError; ZodError.
   */
  useGet: <S extends z.ZodType>(path: string, schema: S, options?: { enabled?: boolean; staleTime?: number }) => UseQueryResult<z.output<S>>;
  /** A further write of the resource (`PUT path/exec/{id}`), refreshing and queued like the others ({@link useWrite}). */
  useAction: <A, T>(call: (input: A) => Promise<T>) => UseMutationResult<T, unknown, A>;
}

/** The key every query of the resource at `path` sits under (its `keys.all`), for another resource to refresh it. */
export const resourceKey = (path: string) => ['resource', path] as const;

/**
 * Builds the calls, keys and hooks of the resource at `options.path`.
 * @returns a {@link ResourceApi}; `create`/`update` accept `never` when their schema is not given.
 */
export function createResourceApi<
  R extends z.ZodType,
  C extends z.ZodType | undefined = undefined,
  U extends z.ZodType | undefined = undefined,
  K extends z.ZodType | undefined = undefined,
  F extends string = never,
>(options: ResourceApiOptions<R, C, U, K, F>): ResourceApi<z.output<R>, BodyOf<C>, BodyOf<U>, CreatedOf<K>, F> {
  type Row = z.output<R>;
  type Created = CreatedOf<K>;
  const { path, rowSchema, createSchema, updateSchema, createdSchema, idsSchema = idListSchema, alsoInvalidates } = options;
  const downloadName = options.downloadName ?? `${path.split('/').at(-1) ?? 'list'}.xlsx`;
  const downloadPath = options.downloadPath ?? `${path}/download`;
  const rowsSchema = pageSchema(rowSchema);
  const all = resourceKey(path);
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
    sorting: options.sorting ? resolveSorting(options.sorting) : undefined,
    permissions: options.permissions,
    list: async (params: ListParams, signal?: AbortSignal): Promise<Page<Row>> => {
      const { data } = await http.get<unknown>(path, { params: searchParamsOf(params), signal, silent: true });
      return rowsSchema.parse(data) as Page<Row>;
    },
    create: async (body: BodyOf<C>): Promise<Created> => {
      const { data } = await http.post<unknown>(path, bodyOf(createSchema, body), { silent: true });
      // Without `createdSchema`, `Created` is `void`: the answer is not read.
      return (createdSchema ? createdSchema.parse(data) : undefined) as Created;
    },
    update: async (body: BodyOf<U>) => {
      await http.put(path, bodyOf(updateSchema, body), { silent: true });
    },
    remove: async (ids: readonly IdOf<Row>[]) => {
      const body = idsSchema.parse(ids);
      if (options.removeBy === 'path') {
        for (const id of body) await http.delete(`${path}/${id}`, { silent: true });
      } else {
        await http.delete(path, { data: body, silent: true });
      }
    },
    download: async (params: ListParams) => {
      const response = await http.get<Blob>(downloadPath, { params: searchParamsOf(params), responseType: 'blob', silent: true });
      saveFile(response.data, fileNameOf(response.headers['content-disposition'], downloadName));
    },
  };

  /** A write that refreshes the resource's queries once it succeeds; writes of one resource run in turn. */
  function useWrite<A, Answer = void>(write: (input: A) => Promise<Answer>) {
    const queryClient = useQueryClient();
    return useMutation<Answer, unknown, A>({
      mutationFn: write,
      onSuccess: () => Promise.all([all, ...(alsoInvalidates ?? [])].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
      scope,
    });
  }

  return {
    ...api,
    useList: (params, queryOptions) => {
      const refresh = queryOptions?.refresh ?? false;
      return useQuery({
        queryKey: keys.list(params),
        queryFn: ({ signal }) => api.list(params, signal),
        placeholderData: keepPreviousData,
        enabled: queryOptions?.enabled ?? true,
        refetchInterval: (query) => (query.state.status === 'error' ? false : typeof refresh === 'function' ? refresh(query.state.data) : refresh),
        refetchIntervalInBackground: queryOptions?.refreshInBackground ?? false,
      });
    },
    useCreate: () => useWrite(api.create),
    useUpdate: () => useWrite(api.update),
    useRemove: () => useWrite(api.remove),
    useWrite,
    useGet: (partPath, schema, queryOptions) =>
      useQuery({
        queryKey: keys.part(partPath),
        queryFn: async ({ signal }) => schema.parse((await http.get<unknown>(partPath, { signal, silent: true })).data),
        enabled: queryOptions?.enabled ?? true,
        staleTime: queryOptions?.staleTime,
      }),
    useAction: (call) => useWrite(call),
  };
}
