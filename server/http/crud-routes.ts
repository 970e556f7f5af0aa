/**
 * The routes of an eladmin resource, declared once (docs/architecture.md "HTTP API"):
 * - `list`: `GET <url>` with a page query → `{ content, totalElements }`;
 * - `create`: `POST <url>` → 201 with what the handler returns;
 * - `update`: `PUT <url>` → 204;
 * - `deleteByIds`: `DELETE <url>` with a JSON array of ids → 200;
 * - `download`: `GET <url>/download` → the xlsx workbook the handler builds (./xlsx.ts).
 *
 * Each route carries its permission (`config.permission`, checked by the auth hook), its tags and summary (the
 * OpenAPI document; the summary is also the description of the route's operation-log row, which the operation-log
 * hook writes for every write before the answer leaves) and the standard error answers. Writes hand the handler the
 * caller's user name for `createBy`/`updateBy`; the handler runs the write in one transaction.
 */
import type { FastifyContextConfig, FastifyInstance, FastifyRequest, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault, FastifyBaseLogger } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idListSchema, pageSchema, type Page } from '../../streams/contracts/common';
import { caller } from '../plugins/auth';
import { emptyResponse, errorResponses } from './route-schemas';
import { sendXlsx, XLSX_TYPE } from './xlsx';

/** A route plugin's app with zod schemas. */
export type ZodApp = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;

/** What a route's `config.permission` holds. */
export type RoutePermission = NonNullable<FastifyContextConfig['permission']>;

/** Who writes: the caller's user name (`createBy`, `updateBy`) and the request. */
export interface Writer {
  by: string;
  request: FastifyRequest;
}

/** A route's permission; null: any signed-in staff member (a route is never public through these helpers). */
type Needed = RoutePermission | null;

/** The resource's base path, OpenAPI tags and the permission of each kind of route. */
export interface ResourceOptions {
  url: string;
  tags: string[];
  permissions: { list: Needed; add: Needed; edit: Needed; del: Needed };
}

/** One route: its summary, and a path or permission other than the resource's when it has one. */
interface RouteOptions {
  summary: string;
  url?: string;
  permission?: Needed;
}

export interface ResourceRoutes {
  /** `GET` the list: `querystring` (a page query with the list's filters) → a page of `item`. */
  list<Q extends z.ZodType, I extends z.ZodType>(
    route: RouteOptions & { querystring: Q; item: I },
    handler: (query: z.output<Q>, request: FastifyRequest) => Promise<Page<z.output<I>>>,
  ): void;
  /** `POST`: `body` → 201 with `response`. */
  create<B extends z.ZodType, R extends z.ZodType>(route: RouteOptions & { body: B; response: R }, handler: (body: z.output<B>, writer: Writer) => Promise<z.output<R>>): void;
  /** `PUT`: `body` → 204. */
  update<B extends z.ZodType>(route: RouteOptions & { body: B }, handler: (body: z.output<B>, writer: Writer) => Promise<void>): void;
  /** `DELETE` with a JSON array of ids → 200. */
  deleteByIds(route: RouteOptions, handler: (ids: number[], writer: Writer) => Promise<void>): void;
  /** `GET <url>/download`: `querystring` (the list's filters and sort) → `fileName`.xlsx. */
  download<Q extends z.ZodType>(route: RouteOptions & { querystring: Q; fileName: string }, handler: (query: z.output<Q>, request: FastifyRequest) => Promise<Buffer>): void;
}

const writerOf = (request: FastifyRequest): Writer => ({ by: caller(request).session.userName, request });

/** Registers the routes of one resource on `app` (a route plugin's instance), in the order they are declared. */
export function resourceRoutes(app: ZodApp, resource: ResourceOptions): ResourceRoutes {
  const { tags } = resource;
  const config = (route: RouteOptions, fallback: Needed): FastifyContextConfig => {
    const permission = route.permission === undefined ? fallback : route.permission;
    return permission === null ? {} : { permission };
  };
  // Registered through the untyped view of the app: Fastify's type provider cannot resolve the generic schemas here.
  // The validator compiler has checked query and body against the route's schemas before a handler runs, so they
  // have the schemas' output types, and the handlers' answers are typed by the same schemas in `ResourceRoutes`.
  const host: FastifyInstance = app;
  return {
    list(route, handler) {
      host.route({
        method: 'GET',
        url: route.url ?? resource.url,
        config: config(route, resource.permissions.list),
        schema: { tags, summary: route.summary, querystring: route.querystring, response: { 200: pageSchema(route.item), ...errorResponses } },
        handler: async (request) => handler(request.query as z.output<typeof route.querystring>, request),
      });
    },
    create(route, handler) {
      host.route({
        method: 'POST',
        url: route.url ?? resource.url,
        config: config(route, resource.permissions.add),
        schema: { tags, summary: route.summary, body: route.body, response: { 201: route.response, ...errorResponses } },
        handler: async (request, reply) => reply.code(201).send(await handler(request.body as z.output<typeof route.body>, writerOf(request))),
      });
    },
    update(route, handler) {
      host.route({
        method: 'PUT',
        url: route.url ?? resource.url,
        config: config(route, resource.permissions.edit),
        schema: { tags, summary: route.summary, body: route.body, response: { 204: emptyResponse, ...errorResponses } },
        handler: async (request, reply) => {
          await handler(request.body as z.output<typeof route.body>, writerOf(request));
          return reply.code(204).send();
        },
      });
    },
    deleteByIds(route, handler) {
      host.route({
        method: 'DELETE',
        url: route.url ?? resource.url,
        config: config(route, resource.permissions.del),
        schema: { tags, summary: route.summary, body: idListSchema, response: { 200: emptyResponse, ...errorResponses } },
        handler: async (request, reply) => {
          await handler(request.body as z.output<typeof idListSchema>, writerOf(request));
          return reply.code(200).send();
        },
      });
    },
    download(route, handler) {
      host.route({
        method: 'GET',
        url: route.url ?? `${resource.url}/download`,
        config: config(route, resource.permissions.list),
        schema: {
          tags,
          summary: route.summary,
          querystring: route.querystring,
          produces: [XLSX_TYPE],
          response: { 200: z.any().describe('xlsx workbook'), ...errorResponses },
        },
        handler: async (request, reply) => sendXlsx(reply, route.fileName, await handler(request.query as z.output<typeof route.querystring>, request)),
      });
    },
  };
}
