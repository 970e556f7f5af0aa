/**
 * `api/koreaPk/*` over the real app (contract streams/contracts/korea-pk.ts): events as live configurations of style
 * `korea` (CRUD, the Korea rules' 400s on the event's field paths, another game's configuration refused), the three
 * stages run through the HTTP commands on replays of the `link` fixture (every gift of it selected at its catalogue
 * price: 37 diamonds exactly once per replay), the 409 confirmation of a stage switch, adjustments, weights and the
 * total, the overlay view by key. Runs on PGlite and the memory hub by default, on PostgreSQL and Redis when
 * DATABASE_URL / REDIS_URL are set.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../../streams/contracts/common';
import type { GameView } from '../../../streams/contracts/game-topic';
import { toLiveConfigInput, type KoreaEntryRow, type KoreaEventDetail, type KoreaEventInput, type KoreaEventRow } from '../../../streams/contracts/korea-pk';
import type { CatalogueGift, LiveConfigRow } from '../../../streams/contracts/live-configs';
import type { LiveRoomSummary } from '../../../streams/contracts/live-rooms';
import { liveConfigs } from '../../../server/db/schema/games';
import { auth, login } from '../helpers/session';
import { ADMIN_PASSWORD, buildTestApp, type TestApp } from '../helpers/test-app';
import { koreaEvent, ROSE, HEART_ME, TEAM_BRACELET, type Json } from './korea-fixtures';

let t: TestApp;
let admin: Record<string, string>;
let catalogue: CatalogueGift[];

let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'livedesk-korea-'));
  t = await buildTestApp({ env: { DATA_DIR: dataDir } });
  admin = auth((await login(t.app, 'admin', ADMIN_PASSWORD)).token);
  catalogue = (await api('GET', '/api/gifts?size=500')).json<Page<CatalogueGift>>().content;
  // One copy of the link fixture per stage under other message ids: the same records again would be the same gifts,
  // which an event counts once in all (a reconnect re-sends recent frames), and each stage needs gifts of its own.
  const fixtures = isAbsolute(t.config.live.fixturesDir) ? t.config.live.fixturesDir : resolve(process.cwd(), t.config.live.fixturesDir);
  const link = await readFile(join(fixtures, 'link.timeline.jsonl'), 'utf8');
  for (const [index, stage] of ['double', 'solo', 'team'].entries()) {
    await writeFile(join(dataDir, `link-${stage}.timeline.jsonl`), link.replace(/"msgId":"(\d+)"/g, `"msgId":"${index + 1}$1"`));
  }
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Json) => t.app.inject({ method, url, headers: admin, ...(payload === undefined ? {} : { payload }) });

async function createEvent(input: KoreaEventInput): Promise<number> {
  const res = await api('POST', '/api/koreaPk/events', input as unknown as Json);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number }>().id;
}

async function command(id: number, path: string, payload?: Json, expected = 200): Promise<GameView> {
  const res = await api(path === 'weights' ? 'PUT' : 'POST', `/api/koreaPk/events/${id}/${path}`, payload);
  expect(res.statusCode, res.body).toBe(expected);
  return res.json<GameView>();
}

const view = async (id: number) => (await api('GET', `/api/koreaPk/events/${id}/view`)).json<GameView>();
async function viewWhen(id: number, done: (v: GameView) => boolean, timeoutMs = 15_000): Promise<GameView> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await view(id);
    if (done(v)) return v;
    if (Date.now() > deadline) throw new Error(`timed out; last korea view ${JSON.stringify(v.korea)}`);
    await sleep(50);
  }
}
const stageBoard = (v: GameView, stage: 'double' | 'solo' | 'team') => Object.fromEntries(v.korea!.boards[stage].map((l) => [l.id, l.score]));

/** Plays the whole `link` fixture (the stage's copy) in a new replay room of the event's host and waits until it ended. */
async function replayLink(stage: 'double' | 'solo' | 'team'): Promise<string> {
  const room = await api('POST', '/api/live/rooms', { source: 'replay', file: `link-${stage}.timeline.jsonl`, uniqueId: 'link_host', speed: 0 });
  expect(room.statusCode, room.body).toBe(201);
  const roomId = room.json<{ roomId: string }>().roomId;
  const deadline = Date.now() + 15_000;
  while ((await api('GET', `/api/live/rooms/${roomId}/summary`)).json<LiveRoomSummary>().state !== 'ended') {
    if (Date.now() > deadline) throw new Error('the replay did not end');
    await sleep(50);
  }
  return roomId;
}

describe('events: CRUD and validation', () => {
  it('creates (201), lists only events with their links, reads back what PUT takes, edits (204), and api/liveConfigs does not list them', async () => {
    const id = await createEvent(koreaEvent(catalogue, { name: 'Crud 서울' }));
    const page = (await api('GET', '/api/koreaPk/events?blurry=crud&size=10')).json<Page<KoreaEventRow>>();
    expect(page.totalElements).toBe(1);
    const row = page.content[0]!;
    expect(row).toMatchObject({ id, name: 'Crud 서울', state: 'notStarted', streamers: 2, teams: 2, running: null });
    expect(row.links).toEqual({ koreaScoreRanking: `/koreaScoreRanking?key=${row.overlayKey}`, koreaGroupPk: `/whiteListPages/koreaGroupPk?key=${row.overlayKey}` });

    const configs = (await api('GET', '/api/liveConfigs?size=1000')).json<Page<LiveConfigRow>>();
    expect(configs.content.map((c) => c.id)).not.toContain(id);

    const detail = (await api('GET', `/api/koreaPk/events/${id}`)).json<KoreaEventDetail>();
    expect(detail).toMatchObject({ ...koreaEvent(catalogue, { name: 'Crud 서울' }), id, state: 'notStarted', overlayKey: row.overlayKey });
    expect(detail.view.korea).toMatchObject({ running: null, weights: { double: 100, solo: 100, team: 100 } });
    const { view: _v, state: _s, overlayKey: _k, links: _l, createTime: _c, updateTime: _u, ...editable } = detail;
    const put = await api('PUT', '/api/koreaPk/events', { ...editable, name: 'Crud 서울 2' } as unknown as Json);
    expect(put.statusCode, put.body).toBe(204);
    expect((await api('GET', `/api/koreaPk/events/${id}`)).json()).toMatchObject({ name: 'Crud 서울 2' });

    const rotated = await api('POST', `/api/koreaPk/events/${id}/overlayKey`);
    expect(rotated.statusCode, rotated.body).toBe(200);
    const { overlayKey, links } = rotated.json<{ overlayKey: string; links: KoreaEventRow['links'] }>();
    expect(links.koreaGroupPk).toBe(`/whiteListPages/koreaGroupPk?key=${overlayKey}`);
    expect((await t.app.inject({ method: 'GET', url: `/api/overlay/view?key=${row.overlayKey}` })).statusCode).toBe(403);
    const overlay = await t.app.inject({ method: 'GET', url: `/api/overlay/view?key=${overlayKey}` });
    expect(overlay.statusCode, overlay.body).toBe(200);
    expect(overlay.json()).toMatchObject({ configId: id, view: { pluginStyle: 'korea', korea: { running: null } } });

    expect((await api('DELETE', '/api/koreaPk/events', [id])).statusCode).toBe(200);
    expect((await api('GET', `/api/koreaPk/events/${id}`)).statusCode).toBe(404);
  });

  const cases: Array<[string, (input: KoreaEventInput) => KoreaEventInput, string]> = [
    ['a streamer without a team', (i) => ({ ...i, streamers: [{ ...i.streamers[0]!, teamId: 'green' }, i.streamers[1]!] }), "streamers.0.teamId: Choose this streamer's team"],
    ['a pair of one streamer', (i) => ({ ...i, korea: { ...i.korea, double: { pairs: [{ a: 'luna_1', b: 'luna_1' }] } } }), 'korea.double.pairs.0.b: A pair takes two different streamers of this event'],
    ['a solo order of strangers', (i) => ({ ...i, korea: { ...i.korea, solo: { order: ['nobody'], turnSeconds: 60 } } }), 'korea.solo.order.0: The solo show order takes streamers of this event, each once'],
    ['a short solo turn', (i) => ({ ...i, korea: { ...i.korea, solo: { order: [], turnSeconds: 5 } } }), 'korea.solo.turnSeconds: A solo turn lasts 10 to 3,600 seconds'],
    ['one team', (i) => ({ ...i, korea: { ...i.korea, teams: [i.korea.teams[0]!] } }), 'korea.teams: add 2 to 8 teams'],
    ['a weight out of range', (i) => ({ ...i, korea: { ...i.korea, weights: { double: 1_001, solo: 100, team: 100 } } }), 'korea.weights.double: A stage weight is a whole percentage from 0 to 1,000'],
    ['a streamer without gifts', (i) => ({ ...i, streamers: [{ ...i.streamers[0]!, gifts: [] }, i.streamers[1]!] }), 'streamers.0.gifts: Every streamer needs its information and gifts configured'],
  ];

  it.each(cases)('POST refuses %s (400 on the field)', async (_name, change, message) => {
    const before = await t.app.db.select({ id: liveConfigs.id }).from(liveConfigs);
    const res = await api('POST', '/api/koreaPk/events', change(koreaEvent(catalogue)) as unknown as Json);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(message);
    expect(await t.app.db.select({ id: liveConfigs.id }).from(liveConfigs)).toHaveLength(before.length);
  });

  it("refuses another game's configuration (400 KOREA_NOT_AN_EVENT) on every event route", async () => {
    const other = await api('POST', '/api/liveConfigs', {
      name: 'Not korea',
      room: { source: 'replay', uniqueId: 'other_host' },
      streamers: [
        { anchorId: 'a1', nickname: 'A', gifts: [ROSE] },
        { anchorId: 'b2', nickname: 'B', gifts: [HEART_ME] },
      ],
      gifts: [
        { giftId: ROSE, giftName: 'Rose', price: 1 },
        { giftId: HEART_ME, giftName: 'Heart Me', price: 1 },
      ],
      pkTime: { value: 5, unit: 'minutes' },
      autoEndSeconds: 0,
      pluginStyle: 'default',
    });
    expect(other.statusCode, other.body).toBe(201);
    const id = other.json<{ id: number }>().id;
    const message = `Configuration ${id} is not a Korea group PK event`;
    for (const [method, url, payload] of [
      ['GET', `/api/koreaPk/events/${id}`],
      ['GET', `/api/koreaPk/events/${id}/view`],
      ['GET', `/api/koreaPk/events/${id}/entries`],
      ['POST', `/api/koreaPk/events/${id}/overlayKey`],
      ['DELETE', '/api/koreaPk/events', [id]],
      ['PUT', '/api/koreaPk/events', { ...koreaEvent(catalogue), id }],
      ['POST', `/api/koreaPk/events/${id}/stages/double/start`, {}],
      ['PUT', `/api/koreaPk/events/${id}/weights`, { double: 100, solo: 100, team: 100 }],
    ] as const) {
      const res = await api(method, url, payload as Json | undefined);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({ code: 'KOREA_NOT_AN_EVENT', message });
    }
    expect((await api('GET', '/api/koreaPk/events/999999')).statusCode).toBe(404);
    expect((await api('POST', '/api/koreaPk/events/999999/stages/double/start', {})).statusCode).toBe(404);
  });

  it('an event cannot become another game through api/liveConfigs, nor another game an event (400, nothing written)', async () => {
    const event = await api('POST', '/api/koreaPk/events', koreaEvent(catalogue) as unknown as Json);
    expect(event.statusCode, event.body).toBe(201);
    const eventId = event.json<{ id: number }>().id;
    const battle = {
      name: 'Was korea',
      room: { source: 'replay', uniqueId: 'style_host' },
      streamers: [
        { anchorId: 'a1', nickname: 'A', gifts: [ROSE] },
        { anchorId: 'b2', nickname: 'B', gifts: [HEART_ME] },
      ],
      gifts: [
        { giftId: ROSE, giftName: 'Rose', price: 1 },
        { giftId: HEART_ME, giftName: 'Heart Me', price: 1 },
      ],
      pkTime: { value: 5, unit: 'minutes' },
      autoEndSeconds: 0,
      pluginStyle: 'battle',
    };
    const toBattle = await api('PUT', '/api/liveConfigs', { ...battle, id: eventId });
    expect(toBattle.statusCode, toBattle.body).toBe(400);
    expect(toBattle.json()).toMatchObject({ code: 'KOREA_STYLE_CHANGE' });
    expect((await api('GET', `/api/koreaPk/events/${eventId}`)).json<KoreaEventDetail>().name).toBe(koreaEvent(catalogue).name);

    const game = await api('POST', '/api/liveConfigs', battle);
    const gameId = game.json<{ id: number }>().id;
    const toEvent = await api('PUT', '/api/liveConfigs', { ...toLiveConfigInput(koreaEvent(catalogue)), id: gameId } as unknown as Json);
    expect(toEvent.statusCode, toEvent.body).toBe(400);
    expect(toEvent.json()).toMatchObject({ code: 'KOREA_STYLE_CHANGE' });
    expect((await api('GET', `/api/liveConfigs/${gameId}`)).json<{ pluginStyle: string }>().pluginStyle).toBe('battle');
    expect((await api('PUT', '/api/liveConfigs', { ...battle, name: 'Still battle', id: gameId })).statusCode).toBe(204);
    expect((await api('DELETE', '/api/liveConfigs', [gameId])).statusCode).toBe(200);
    expect((await api('DELETE', '/api/koreaPk/events', [eventId])).statusCode).toBe(200);
  });
});

describe('stages through the HTTP commands', () => {
  it('double PK, solo show and team show on replays of the link fixture; a switch needs confirming; adjustments and weights make the total', async () => {
    const id = await createEvent(koreaEvent(catalogue, { name: 'Stages night' }));
    expect((await api('POST', `/api/koreaPk/events/${id}/stages/final/start`, {})).json()).toMatchObject({ code: 'KOREA_STAGE_UNKNOWN' });
    const early = await api('POST', `/api/koreaPk/events/${id}/adjust`, { stage: 'double', streamerId: 'luna_1', direction: 'add', score: 5 });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({ code: 'KOREA_STAGE_NOT_STARTED' });
    expect((await api('POST', `/api/koreaPk/events/${id}/solo/next`)).json()).toMatchObject({ code: 'KOREA_NOT_SOLO' });
    expect((await api('POST', `/api/koreaPk/events/${id}/stages/end`)).json()).toMatchObject({ code: 'KOREA_NO_STAGE_RUNNING' });

    // Double PK: luna has Rose (24 in the fixture), sol the Team Bracelet and Heart Me (13).
    const double = await command(id, 'stages/double/start', {});
    expect(double.round).toMatchObject({ status: 'collecting', counting: true, round: 1 });
    expect((await api('GET', '/api/koreaPk/events?blurry=stages')).json<Page<KoreaEventRow>>().content[0]).toMatchObject({ state: 'collecting', running: 'double' });
    await replayLink('double');
    let v = await viewWhen(id, (x) => stageBoard(x, 'double').luna_1 === 24 && stageBoard(x, 'double').sol_2 === 13 && Object.keys(x.provisional).length === 0);
    expect(v.korea!.pairs).toEqual([{ a: 'luna_1', b: 'sol_2', aScore: 24, bScore: 13, winner: 'luna_1', margin: 11 }]);

    // Solo show while the double PK runs: confirm first.
    const ask = await api('POST', `/api/koreaPk/events/${id}/stages/solo/start`, {});
    expect(ask.statusCode, ask.body).toBe(409);
    expect(ask.json()).toMatchObject({ needsConfirmation: true, code: 'KOREA_CONFIRM_SWITCH' });
    const solo = await command(id, 'stages/solo/start', { confirmed: true });
    expect(solo.korea).toMatchObject({ running: 'solo', stages: { double: { status: 'ended' } }, solo: { turn: { index: 0, streamerId: 'sol_2' } } });
    // Every selected gift of sol's turn is sol's, whoever it was for: the whole 37.
    await replayLink('solo');
    v = await viewWhen(id, (x) => stageBoard(x, 'solo').sol_2 === 37 && Object.keys(x.provisional).length === 0);
    expect(stageBoard(v, 'solo')).toEqual({ sol_2: 37, luna_1: 0 });
    expect(stageBoard(v, 'double')).toEqual({ luna_1: 24, sol_2: 13 });
    v = await command(id, 'solo/next');
    expect(v.korea!.solo.turn).toMatchObject({ index: 1, streamerId: 'luna_1' });
    v = await command(id, 'solo/next');
    expect(v.korea).toMatchObject({ running: null, solo: { turn: null }, stages: { solo: { status: 'ended' } } });
    expect(v.round.status).toBe('ended');

    // Team show: red (luna) 24, blue (sol) 13.
    await command(id, 'stages/team/start', {});
    await replayLink('team');
    v = await viewWhen(id, (x) => x.korea!.teamScores.every((line) => line.score > 0) && Object.keys(x.provisional).length === 0);
    expect(v.korea!.teamScores).toEqual([
      { id: 'red', score: 24, rank: 1 },
      { id: 'blue', score: 13, rank: 2 },
    ]);
    // The double PK's records sent again (a reconnect re-sends recent frames) count nothing in the team show.
    await replayLink('double');
    await sleep(300);
    expect((await view(id)).korea!.teamScores).toEqual(v.korea!.teamScores);
    await command(id, 'stages/end');

    // An adjustment of an ended stage, then weights: total = Σ round(points × weight %).
    v = await command(id, 'adjust', { stage: 'double', streamerId: 'sol_2', direction: 'add', score: 20, reason: '보너스' });
    expect(v.korea!.pairs[0]).toMatchObject({ aScore: 24, bScore: 33, winner: 'sol_2', margin: 9 });
    v = await command(id, 'weights', { double: 50, solo: 200, team: 0 });
    expect(v.korea!.weights).toEqual({ double: 50, solo: 200, team: 0 });
    // luna: round(24 × 0.5) = 12; sol: round(33 × 0.5) = 17 (16.5 up) + 74.
    expect(v.korea!.totals.map((l) => [l.streamerId, l.total])).toEqual([
      ['sol_2', 91],
      ['luna_1', 12],
    ]);
    expect(v.board).toEqual([
      { streamerId: 'sol_2', score: 91, rank: 1 },
      { streamerId: 'luna_1', score: 12, rank: 2 },
    ]);
    expect(v.korea!.teamTotals).toEqual([
      { id: 'blue', score: 91, rank: 1 },
      { id: 'red', score: 12, rank: 2 },
    ]);
    // The detail shows the weights in force, so the edit form keeps them.
    expect((await api('GET', `/api/koreaPk/events/${id}`)).json<KoreaEventDetail>().korea.weights).toEqual({ double: 50, solo: 200, team: 0 });

    // The ledger by stage: each replay's gifts once per stage, the adjustment in its stage.
    const entries = async (stage?: string) => (await api('GET', `/api/koreaPk/events/${id}/entries?size=100${stage ? `&stage=${stage}` : ''}`)).json<Page<KoreaEntryRow>>();
    const doubleEntries = await entries('double');
    expect(doubleEntries.content.every((e) => e.stage === 'double' && e.round === 1)).toBe(true);
    expect(doubleEntries.content.reduce((sum, e) => sum + e.delta, 0)).toBe(57);
    expect(doubleEntries.content[0]).toMatchObject({ cause: { kind: 'manual', by: 'admin', reason: '보너스' } });
    expect((await entries('solo')).content.reduce((sum, e) => sum + e.delta, 0)).toBe(37);
    expect((await entries()).totalElements).toBe(doubleEntries.totalElements + (await entries('solo')).totalElements + (await entries('team')).totalElements);
    expect((await api('GET', `/api/koreaPk/events/${id}/entries?stage=final`)).statusCode).toBe(400);
    expect(new Set(doubleEntries.content.filter((e) => e.cause.kind === 'gift').map((e) => (e.cause.kind === 'gift' ? e.cause.key : ''))).size).toBe(7);
    expect(doubleEntries.content.filter((e) => e.cause.kind === 'gift').map((e) => (e.cause.kind === 'gift' ? e.cause.giftId : '')).sort()).toEqual(
      [ROSE, ROSE, ROSE, ROSE, ROSE, HEART_ME, TEAM_BRACELET].sort(),
    );
  }, 60_000);

  it('refuses deleting an event while a stage runs', async () => {
    const id = await createEvent(koreaEvent(catalogue, { name: 'Delete while running' }));
    await command(id, 'stages/double/start', {});
    const refused = await api('DELETE', '/api/koreaPk/events', [id]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'DELETE_WHILE_COLLECTING' });
    await command(id, 'stages/end');
    expect((await api('DELETE', '/api/koreaPk/events', [id])).statusCode).toBe(200);
  });
});
