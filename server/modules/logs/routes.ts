/**
 * `api/logs`, the operation log and the error log (eladmin `LogController`; contract
 * streams/contracts/logs.ts, which lists every endpoint with its shapes). Permissions: `log:list` to read the
 * operation log, `log:del` to clear it; the error log (stacks) is for `admin` only; `api/logs/user` (the user
 * center's own log) for any signed-in user. The rows are written by operation-log-plugin.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageSchema, queryIdSchema } from '../../../streams/contracts/common';
import { errorDetailSchema, logQuerySchema, logRowSchema } from '../../../streams/contracts/logs';
import { emptyResponse, errorResponses } from '../../http/route-schemas';
import { caller } from '../../plugins/auth';
import { clearLogs, errorDetail, listLogs, logsXlsx } from './service';

const tags = ['logs'];
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const listResponse = { 200: pageSchema(logRowSchema), ...errorResponses };
const xlsxResponse = { 200: z.any().describe('xlsx workbook'), ...errorResponses };

const logRoutes: FastifyPluginAsyncZod = async (app) => {
  const zone = () => app.config.timeZone;

  app.get(
    '/api/logs',
    {
      config: { permission: 'log:list' },
      schema: {
        tags,
        summary: 'Operation log: one row per write through the API (blurry over user, description, method, params; createTime range)',
        querystring: logQuerySchema,
        response: listResponse,
      },
    },
    async (request) => listLogs(app.db, request.query, 'INFO', zone()),
  );

  app.get(
    '/api/logs/user',
    {
      schema: { tags, summary: "The caller's own operation log (user center)", querystring: logQuerySchema, response: listResponse },
    },
    async (request) => listLogs(app.db, request.query, 'INFO', zone(), caller(request).session.userName),
  );

  app.get(
    '/api/logs/error',
    {
      config: { permission: 'admin' },
      schema: { tags, summary: 'Error log: requests that failed with a 5xx', querystring: logQuerySchema, response: listResponse },
    },
    async (request) => listLogs(app.db, request.query, 'ERROR', zone()),
  );

  app.get(
    '/api/logs/error/:id',
    {
      config: { permission: 'admin' },
      schema: {
        tags,
        summary: 'The stack of an error log entry',
        params: z.object({ id: queryIdSchema }),
        response: { 200: errorDetailSchema, ...errorResponses },
      },
    },
    async (request) => errorDetail(app.db, request.params.id),
  );

  app.delete(
    '/api/logs/del/info',
    { config: { permission: 'log:del' }, schema: { tags, summary: 'Clear the operation log', response: { 200: emptyResponse, ...errorResponses } } },
    async (_request, reply) => {
      await clearLogs(app.db, 'INFO');
      return reply.code(200).send();
    },
  );

  app.delete(
    '/api/logs/del/error',
    { config: { permission: 'admin' }, schema: { tags, summary: 'Clear the error log', response: { 200: emptyResponse, ...errorResponses } } },
    async (_request, reply) => {
      await clearLogs(app.db, 'ERROR');
      return reply.code(200).send();
    },
  );

  app.get(
    '/api/logs/download',
    {
      config: { permission: 'log:list' },
      schema: { tags, summary: 'The operation log rows matching the list filters as an xlsx workbook', querystring: logQuerySchema, response: xlsxResponse },
    },
    async (request, reply) => {
      const file = await logsXlsx(app.db, request.query, 'INFO', zone());
      return reply.code(200).header('content-type', XLSX_TYPE).header('content-disposition', 'attachment; filename="operation-log.xlsx"').send(file);
    },
  );

  app.get(
    '/api/logs/error/download',
    {
      config: { permission: 'admin' },
      schema: { tags, summary: 'The error log rows matching the list filters as an xlsx workbook', querystring: logQuerySchema, response: xlsxResponse },
    },
    async (request, reply) => {
      const file = await logsXlsx(app.db, request.query, 'ERROR', zone());
      return reply.code(200).header('content-type', XLSX_TYPE).header('content-disposition', 'attachment; filename="error-log.xlsx"').send(file);
    },
  );
};

export default logRoutes;
