/**
 * The streamers' lottery routes (streams/contracts/lottery.ts):
 * - `api/lottery/activities`, `api/lottery/prizes`, `api/lottery/codes`: list (`lottery:list`), create (`lottery:add`),
 *   update (`lottery:edit`), delete (`lottery:del`);
 * - `POST api/lottery/codes/issue` and `PUT api/lottery/codes/revoke` (`lottery:edit`);
 * - `GET api/lottery/records` and `download` (`lottery:list`), `PUT api/lottery/records/award` (`lottery:edit`);
 * - public, no session: `GET api/h5/lottery?code=` (the wheel) and `POST api/h5/lottery/draw` `{code}` (draw.ts).
 * The clock and the random source are options so tests fix them; the random source is seeded by `LOTTERY_SEED`, and
 * `LOTTERY_CLOCK_START` starts the clock at a fixed instant at boot (demonstrations, browser tests; `now` still wins).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  lotteryActivityCreateSchema,
  lotteryActivityQuerySchema,
  lotteryActivitySchema,
  lotteryActivityUpdateSchema,
  lotteryAwardBodySchema,
  lotteryCodeQuerySchema,
  lotteryCodeQuerySchemaPublic,
  lotteryCodeSchema,
  lotteryDrawBodySchema,
  lotteryDrawResultSchema,
  lotteryIssueBodySchema,
  lotteryIssueResultSchema,
  lotteryPrizeCreateSchema,
  lotteryPrizeQuerySchema,
  lotteryPrizeSchema,
  lotteryPrizeUpdateSchema,
  lotteryRecordQuerySchema,
  lotteryRecordSchema,
  lotteryRevokeBodySchema,
  lotteryWheelSchema,
} from '../../../streams/contracts/lottery';
import { resourceRoutes } from '../../http/crud-routes';
import { errorResponses } from '../../http/route-schemas';
import { createActivity, deleteActivities, listActivities, updateActivity } from './activities';
import { deleteCodes, issueCodes, listCodes, revokeCodes } from './codes';
import { drawFor, wheelOf } from './draw';
import { lotteryRandom, type UniformSource } from './lottery-random';
import { createPrize, deletePrizes, listPrizes, updatePrize } from './prizes';
import { awardRecords, listRecords, recordsXlsx } from './records';

/** Tests fix the clock (epoch ms) and the random source. */
export interface LotteryOptions {
  now?: () => number;
  random?: UniformSource;
}

/**
 * The lottery's clock when no test gives one: the real clock, or, with `start` (epoch ms, LOTTERY_CLOCK_START), a clock
 * that reads `start` now and runs on at the real pace from there.
 */
export function startedClock(start: number | undefined, real: () => number = Date.now): () => number {
  if (start === undefined) return real;
  const offset = start - real();
  return () => real() + offset;
}

const permissions = { list: 'lottery:list', add: 'lottery:add', edit: 'lottery:edit', del: 'lottery:del' } as const;

const lotteryRoutes: FastifyPluginAsyncZod<LotteryOptions> = async (app, options) => {
  const zone = () => app.config.timeZone;
  const now = options.now ?? startedClock(app.config.lotteryClockStart);
  const random = options.random ?? lotteryRandom(app.config.lotterySeed);
  const tags = ['lottery'];

  const activities = resourceRoutes(app, { url: '/api/lottery/activities', tags, permissions });
  activities.list({ summary: 'Lottery activities (name search)', querystring: lotteryActivityQuerySchema, item: lotteryActivitySchema }, (query) => listActivities(app.db, query, zone()));
  activities.create({ summary: 'Add a lottery activity', body: lotteryActivityCreateSchema, response: lotteryActivitySchema }, (body, { by }) => createActivity(app.db, body, by, zone()));
  activities.update({ summary: 'Edit a lottery activity', body: lotteryActivityUpdateSchema }, (body, { by }) => updateActivity(app.db, body, by));
  activities.deleteByIds({ summary: 'Delete lottery activities with their prizes, codes and records' }, (ids) => deleteActivities(app.db, ids));

  const prizes = resourceRoutes(app, { url: '/api/lottery/prizes', tags, permissions });
  prizes.list({ summary: 'Lottery prizes (by activity, name search)', querystring: lotteryPrizeQuerySchema, item: lotteryPrizeSchema }, (query) => listPrizes(app.db, query, zone()));
  prizes.create({ summary: 'Add a lottery prize (the activity’s probabilities total at most 100)', body: lotteryPrizeCreateSchema, response: lotteryPrizeSchema }, (body, { by }) => createPrize(app.db, body, by, zone()));
  prizes.update({ summary: 'Edit a lottery prize (the activity’s probabilities total at most 100)', body: lotteryPrizeUpdateSchema }, (body, { by }) => updatePrize(app.db, body, by));
  prizes.deleteByIds({ summary: 'Delete lottery prizes never drawn' }, (ids) => deletePrizes(app.db, ids));

  const codes = resourceRoutes(app, { url: '/api/lottery/codes', tags, permissions });
  codes.list({ summary: 'Lottery codes (by activity, revoked, search)', querystring: lotteryCodeQuerySchema, item: lotteryCodeSchema }, (query) => listCodes(app.db, query, zone()));
  codes.create(
    { summary: 'Issue lottery codes (personal links) to streamers', url: '/api/lottery/codes/issue', permission: 'lottery:edit', body: lotteryIssueBodySchema, response: lotteryIssueResultSchema },
    async (body, { by }) => ({ issued: await issueCodes(app.db, body, by, zone()) }),
  );
  codes.update({ summary: 'Revoke or restore lottery codes', url: '/api/lottery/codes/revoke', body: lotteryRevokeBodySchema }, (body, { by }) => revokeCodes(app.db, body, by));
  codes.deleteByIds({ summary: 'Delete lottery codes without draws' }, (ids) => deleteCodes(app.db, ids));

  const records = resourceRoutes(app, { url: '/api/lottery/records', tags, permissions });
  records.list({ summary: 'Lottery records (activity, prize, outcome, awarded, Dubai days, search)', querystring: lotteryRecordQuerySchema, item: lotteryRecordSchema }, (query) => listRecords(app.db, query, zone()));
  records.download(
    { summary: 'The lottery records matching the filters as an xlsx workbook', querystring: lotteryRecordQuerySchema.omit({ page: true, size: true }), fileName: 'lottery-records' },
    (query) => recordsXlsx(app.db, query, zone()),
  );
  records.update({ summary: 'Mark drawn prizes awarded (or not)', url: '/api/lottery/records/award', body: lotteryAwardBodySchema }, (body, { by }) => awardRecords(app.db, body, by, new Date(now())));

  app.get(
    '/api/h5/lottery',
    { config: { public: true }, schema: { tags: ['h5'], summary: 'The lottery wheel a streamer’s code opens (no session)', querystring: lotteryCodeQuerySchemaPublic, response: { 200: lotteryWheelSchema, ...errorResponses } } },
    async (request) => wheelOf(app.db, request.query.code, now()),
  );
  app.post(
    '/api/h5/lottery/draw',
    { config: { public: true }, schema: { tags: ['h5'], summary: 'Draw once for today with a streamer’s code (18:00–22:00 Dubai time)', body: lotteryDrawBodySchema, response: { 200: lotteryDrawResultSchema, ...errorResponses } } },
    async (request) => drawFor(app.db, request.body.code, now(), random, request.log),
  );
};

export default lotteryRoutes;
