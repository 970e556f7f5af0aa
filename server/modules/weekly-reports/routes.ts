/**
 * Weekly reports with advice and their texts (streams/contracts/weekly-reports.ts; issue "Weekly reports with advice"
 * and "Language management"). Permissions: `weeklyReport:list` reads reports; `weeklyReport:edit` generates, edits,
 * moves, sets a streamer's language and issues or revokes a report's public link; `adviceText:edit` reads, edits and
 * previews the advice texts. What a caller reaches is report-rows.ts's scope (the CRM's data scopes).
 *
 * - `GET api/weeklyReports`, `GET api/weeklyReports/{id}`
 * - `POST api/weeklyReports/generate` `{ week?, lang? }` → `{ week, generated, kept, tookMs }` (reviewed and sent reports kept)
 * - `PUT api/weeklyReports` `{ id, advice?, state? }` → 204
 * - `PUT api/weeklyReports/lang` `{ streamerId, lang }` → 204
 * - `POST api/weeklyReports/{id}/key` → 201 `{ key }` (shown once); `DELETE api/weeklyReports/{id}/key` → 204
 * - `GET api/h5/weeklyReport?key=` (public, no session) → the report in its language; 401 `WEEKLY_REPORT_KEY_*`
 * - `GET api/adviceTexts`, `PUT api/adviceTexts` `{ key, lang, text }` (400 `ADVICE_TEXT_PLACEHOLDER`),
 *   `DELETE api/adviceTexts?key=&lang=`, `GET api/adviceTexts/preview?lang=[&key=&text=]`
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { queryIdSchema } from '../../../streams/contracts/common';
import {
  adviceTextBodySchema,
  adviceTextPreviewQuerySchema,
  adviceTextPreviewSchema,
  adviceTextRefSchema,
  adviceTextRowSchema,
  generateReportsBodySchema,
  generateReportsResultSchema,
  issuedReportKeySchema,
  publicReportQuerySchema,
  publicWeeklyReportSchema,
  streamerReportLangBodySchema,
  weeklyReportEditSchema,
  weeklyReportQuerySchema,
  weeklyReportRowSchema,
} from '../../../streams/contracts/weekly-reports';
import { previewWeeklyReport } from '../../../streams/reports/weekly-report';
import { resourceRoutes } from '../../http/crud-routes';
import { emptyResponse, errorResponses } from '../../http/route-schemas';
import { caller } from '../../plugins/auth';
import '../../plugins/fastify-types';
import { crmCaller } from '../anchors/crm-caller';
import { weekOrCurrent } from '../week-data/week-range';
import { checkAdviceText, deleteAdviceText, listAdviceTexts, saveAdviceText, textsInUse } from './advice-text-store';
import { generateReports } from './generate';
import { issueReportKey, openReportByKey, revokeReportKeys } from './report-keys';
import { editReport, findReport, reportPage, reportRow, setStreamerLang } from './report-rows';

const tags = ['weeklyReports'];
const idParams = z.object({ id: queryIdSchema });

const weeklyReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const zone = () => app.config.timeZone;
  const now = () => new Date();
  const by = (request: Parameters<typeof caller>[0]) => caller(request).session.userName;

  const api = resourceRoutes(app, { url: '/api/weeklyReports', tags, permissions: { list: 'weeklyReport:list', add: 'weeklyReport:edit', edit: 'weeklyReport:edit', del: null } });
  api.list({ summary: 'Weekly reports with advice, filtered by week, state, streamer, sorted and paged', querystring: weeklyReportQuerySchema, item: weeklyReportRowSchema }, async (query, request) =>
    reportPage(app.db, await crmCaller(app, request), query, zone()),
  );
  api.update({ summary: 'Edit a weekly report’s advice lines and/or move its state (draft → reviewed → sent)', body: weeklyReportEditSchema }, async (body, writer) => {
    // The caller is read before the transaction: PGlite has one connection, which the transaction holds.
    const who = await crmCaller(app, writer.request);
    await app.db.transaction(async (tx) => editReport(tx, who, body, writer.by, now()));
  });
  api.update({ summary: 'Set the language of a streamer’s weekly reports', url: '/api/weeklyReports/lang', body: streamerReportLangBodySchema }, async (body, writer) =>
    setStreamerLang(app.db, await crmCaller(app, writer.request), body.streamerId, body.lang, writer.by, now()),
  );
  api.create(
    { summary: 'Generate the weekly reports of a week (drafts regenerated, reviewed and sent reports kept)', url: '/api/weeklyReports/generate', body: generateReportsBodySchema, response: generateReportsResultSchema },
    async (body, writer) => {
      const range = weekOrCurrent(body.week, now(), zone());
      const who = await crmCaller(app, writer.request);
      const texts = await textsInUse(app.db);
      return app.db.transaction(async (tx) => generateReports(tx, { who, by: writer.by, range, zone: zone(), lang: body.lang, texts, now: now() }));
    },
  );

  app.get(
    '/api/weeklyReports/:id',
    { config: { permission: 'weeklyReport:list' }, schema: { tags, summary: 'One weekly report', params: idParams, response: { 200: weeklyReportRowSchema, ...errorResponses } } },
    async (request) => reportRow(app.db, await crmCaller(app, request), request.params.id, zone()),
  );
  app.post(
    '/api/weeklyReports/:id/key',
    { config: { permission: 'weeklyReport:edit' }, schema: { tags, summary: 'Issue the public link key of a weekly report (shown once; earlier keys revoked)', params: idParams, response: { 201: issuedReportKeySchema, ...errorResponses } } },
    async (request, reply) => {
      const report = await findReport(app.db, await crmCaller(app, request), request.params.id);
      const key = await app.db.transaction(async (tx) => issueReportKey(tx, report.id, by(request), now()));
      return reply.code(201).send({ key });
    },
  );
  app.delete(
    '/api/weeklyReports/:id/key',
    { config: { permission: 'weeklyReport:edit' }, schema: { tags, summary: 'Revoke the public link of a weekly report', params: idParams, response: { 204: emptyResponse, ...errorResponses } } },
    async (request, reply) => {
      const report = await findReport(app.db, await crmCaller(app, request), request.params.id);
      await revokeReportKeys(app.db, report.id, now());
      return reply.code(204).send();
    },
  );
  app.get(
    '/api/h5/weeklyReport',
    { config: { public: true }, schema: { tags: ['h5'], summary: 'A weekly report opened by its public link key (read-only, in the streamer’s language)', querystring: publicReportQuerySchema, response: { 200: publicWeeklyReportSchema, ...errorResponses } } },
    async (request) => openReportByKey(app.db, request.query.key),
  );

  const textTags = ['adviceTexts'];
  app.get(
    '/api/adviceTexts',
    { config: { permission: 'adviceText:edit' }, schema: { tags: textTags, summary: 'Every advice text in every language, with its default and override', response: { 200: z.array(adviceTextRowSchema), ...errorResponses } } },
    async () => listAdviceTexts(app.db, zone()),
  );
  app.put(
    '/api/adviceTexts',
    { config: { permission: 'adviceText:edit' }, schema: { tags: textTags, summary: 'Save an advice text in one language (unknown placeholders refused)', body: adviceTextBodySchema, response: { 204: emptyResponse, ...errorResponses } } },
    async (request, reply) => {
      await saveAdviceText(app.db, request.body, by(request), now());
      return reply.code(204).send();
    },
  );
  app.delete(
    '/api/adviceTexts',
    { config: { permission: 'adviceText:edit' }, schema: { tags: textTags, summary: 'Put an advice text back to its default', querystring: adviceTextRefSchema, response: { 204: emptyResponse, ...errorResponses } } },
    async (request, reply) => {
      await deleteAdviceText(app.db, request.query.key, request.query.lang);
      return reply.code(204).send();
    },
  );
  app.get(
    '/api/adviceTexts/preview',
    { config: { permission: 'adviceText:edit' }, schema: { tags: textTags, summary: 'The sample week’s report with the texts in use (or with one unsaved text)', querystring: adviceTextPreviewQuerySchema, response: { 200: adviceTextPreviewSchema, ...errorResponses } } },
    async (request) => {
      const { lang, key, text } = request.query;
      const texts = await textsInUse(app.db);
      if (key !== undefined && text !== undefined) {
        checkAdviceText({ key, lang, text });
        texts[key] = { ...texts[key], [lang]: text };
      }
      return previewWeeklyReport(texts, lang);
    },
  );
};

export default weeklyReportRoutes;
