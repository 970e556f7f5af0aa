/**
 * `api/liveConfigs*`, `api/gifts` and the overlay reads over the real app (contract
 * streams/contracts/live-configs.ts): the product's validation messages through the API with their field paths, the
 * delete-while-collecting refusal, adjustment limits, PK messages and the 409 confirmation, turntable records
 * (stored before the spin is published, searched, exported), the ranking ranges, permissions, and the restart
 * mid-round: a round fed by the `link` fixture keeps its exactly-once totals across a restart.
 * Runs on PGlite and the memory hub by default, on PostgreSQL and Redis when DATABASE_URL / REDIS_URL are set.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../streams/contracts/common';
import { gameTopic, type GameTopicEvent, type GameView } from '../../streams/contracts/game-topic';
import type { CatalogueGift, LiveConfigDetail, LiveConfigRow, RankingEntry, ScoreEntryRow, TurntableRecordRow } from '../../streams/contracts/live-configs';
import { liveConfigBodySchema, type LiveConfigInput } from '../../streams/games/live-config';
import type { LiveRoomSummary } from '../../streams/contracts/live-rooms';
import { liveConfigs, liveGameStates, liveScoreEntries, liveTurntableRecords } from '../../server/db/schema/games';
import { liveSessions, monitoredStreamers } from '../../server/db/schema/monitor';
import { migrateHostRooms } from '../../server/modules/live-configs/host-room-migration';
import { rankingWindow } from '../../server/modules/live-configs/ranking-range';
import { createUser } from './helpers/fixtures';
import { fixturesDir, writeLinkPartOne } from './helpers/link-fixture';
import { auth, login } from './helpers/session';
import { ADMIN_PASSWORD, buildTestApp, createTestDatabase, createTestHubs, type TestApp } from './helpers/test-app';

let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp();
  admin = auth((await login(t.app, 'admin', ADMIN_PASSWORD)).token);
});
afterAll(() => t?.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const ROSE = '5655';
const HEART_ME = '7934';
const TEAM_BRACELET = '9139';

type Json = Record<string, unknown> | unknown[];

async function call(app: TestApp['app'], headers: Record<string, string>, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Json) {
  return app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
}
const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Json, headers = admin) => call(t.app, headers, method, url, payload);

/** A valid two-streamer configuration; `overrides` replace top-level fields. */
function configBody(overrides: Partial<LiveConfigInput> = {}): LiveConfigInput {
  return {
    name: 'Friday PK',
    // A replay streamer: the game never starts a replay room itself, so no room sends gifts unless a test starts one.
    room: { source: 'replay', uniqueId: 'friday_host' },
    streamers: [
      { anchorId: 'luna_1', nickname: 'Luna', gifts: [ROSE] },
      { anchorId: 'sol_2', nickname: 'Sol', gifts: [TEAM_BRACELET, HEART_ME] },
    ],
    gifts: [
      { giftId: ROSE, giftName: 'Rose', price: 1 },
      { giftId: TEAM_BRACELET, giftName: 'Team Bracelet', price: 2 },
      { giftId: HEART_ME, giftName: 'Heart Me', price: 1 },
    ],
    pkTime: { value: 5, unit: 'minutes' },
    autoEndSeconds: 0,
    pluginStyle: 'default',
    ...overrides,
  };
}

async function createConfig(overrides: Partial<LiveConfigInput> = {}): Promise<number> {
  const res = await api('POST', '/api/liveConfigs', configBody(overrides) as Json);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number }>().id;
}

async function command(id: number, path: string, payload: Json = {}, expected = 200): Promise<GameView> {
  const res = await api('POST', `/api/liveConfigs/${id}/${path}`, payload);
  expect(res.statusCode, res.body).toBe(expected);
  return res.json<GameView>();
}

const scores = (view: GameView) => Object.fromEntries(view.board.map((line) => [line.streamerId, line.score]));

describe('configurations: CRUD (eladmin conventions)', () => {
  it('creates (201 {id}), lists with links and state, reads the whole body back, edits (204) and searches', async () => {
    const id = await createConfig({ name: 'Crud night', pluginStyle: 'battle' });
    const list = await api('GET', '/api/liveConfigs?blurry=crud%20nig&page=0&size=10');
    expect(list.statusCode, list.body).toBe(200);
    const page = list.json<Page<LiveConfigRow>>();
    expect(page.totalElements).toBe(1);
    const row = page.content[0]!;
    expect(row).toMatchObject({ id, name: 'Crud night', pluginStyle: 'battle', state: 'notStarted', streamers: 2, round: 0 });
    expect(row.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(row.overlayKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(row.pluginLink).toEqual({
      pkProgress: `/pkProgress?key=${row.overlayKey}`,
      pkTurntable: `/pkTurntable?key=${row.overlayKey}`,
      flowerProgress: `/flowerProgress?key=${row.overlayKey}`,
      flowerPlayerList: `/flowerPlayerList?key=${row.overlayKey}`,
      pkScoreRanking: `/pk-score-ranking?key=${row.overlayKey}`,
      vehicleAnimation: `/vehicleAnimation?key=${row.overlayKey}`,
      koreaScoreRanking: `/koreaScoreRanking?key=${row.overlayKey}`,
      koreaGroupPk: `/whiteListPages/koreaGroupPk?key=${row.overlayKey}`,
    });
    // Without a turntable the console offers no turntable overlay; with one it does.
    expect(row.overlays).toEqual(['pkProgress', 'flowerProgress', 'flowerPlayerList', 'pkScoreRanking', 'vehicleAnimation']);
    const wheel = await createConfig({ name: 'Crud wheel', pluginStyle: 'battle', turntable: { options: [{ content: 'Lion', probability: 50 }] } });
    const wheelRow = (await api('GET', '/api/liveConfigs?blurry=crud%20wheel&page=0&size=10')).json<Page<LiveConfigRow>>().content[0]!;
    expect(wheelRow).toMatchObject({ id: wheel, overlays: ['pkProgress', 'pkTurntable', 'flowerProgress', 'flowerPlayerList', 'pkScoreRanking', 'vehicleAnimation'] });
    expect((await api('DELETE', '/api/liveConfigs', [wheel])).statusCode).toBe(200);

    const detail = (await api('GET', `/api/liveConfigs/${id}`)).json<LiveConfigDetail>();
    expect(detail).toMatchObject({ ...configBody({ name: 'Crud night', pluginStyle: 'battle' }), id, state: 'notStarted', overlayKey: row.overlayKey, createBy: 'admin' });
    expect(detail).toMatchObject({ attribution: 'gift', effectSeconds: 30, recordOnly: false, flowerTarget: 1_000, minGiftValue: 0 });
    expect(detail.followedRoom).toEqual({ roomId: null, running: false });
    expect(scores(detail.view)).toEqual({ luna_1: 0, sol_2: 0 });
    expect(detail.view.round).toMatchObject({ status: 'notStarted', round: 0 });

    const { view: _view, state: _state, overlayKey: _key, pluginLink: _link, createTime: _c, updateTime: _u, createBy: _b, followedRoom: _r, ...editable } = detail;
    const put = await api('PUT', '/api/liveConfigs', { ...editable, name: 'Crud night 2', flowerTarget: 500 });
    expect(put.statusCode, put.body).toBe(204);
    expect((await api('GET', `/api/liveConfigs/${id}`)).json()).toMatchObject({ name: 'Crud night 2', flowerTarget: 500 });
    expect((await api('PUT', '/api/liveConfigs', { ...editable, id: 999_999 })).statusCode).toBe(404);
    expect((await api('GET', '/api/liveConfigs/999999')).statusCode).toBe(404);

    const sorted = (await api('GET', '/api/liveConfigs?sort=name,asc&size=100')).json<Page<LiveConfigRow>>();
    const names = sorted.content.map((r) => r.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect((await api('GET', '/api/liveConfigs?sort=secret,asc')).json().message).toBe("sort: unknown field 'secret' (allowed: id, name, state, createTime)");
  });

  it('rotates the overlay key: the old key gets nothing, the new one reads the view', async () => {
    const id = await createConfig();
    const before = (await api('GET', `/api/liveConfigs/${id}`)).json<LiveConfigDetail>().overlayKey;
    const ok = await t.app.inject({ method: 'GET', url: `/api/overlay/view?key=${before}` });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ configId: id, view: { configId: id } });

    const rotated = await api('POST', `/api/liveConfigs/${id}/overlayKey`);
    expect(rotated.statusCode, rotated.body).toBe(200);
    const { overlayKey, pluginLink } = rotated.json<{ overlayKey: string; pluginLink: Record<string, string> }>();
    expect(overlayKey).not.toBe(before);
    expect(pluginLink.pkProgress).toBe(`/pkProgress?key=${overlayKey}`);
    const revoked = await t.app.inject({ method: 'GET', url: `/api/overlay/view?key=${before}` });
    expect(revoked.statusCode).toBe(403);
    expect(revoked.json().message).toBe('This overlay link is not valid: the key is wrong or was replaced');
    expect((await t.app.inject({ method: 'GET', url: `/api/overlay/view?key=${overlayKey}` })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/overlay/ranking?key=${before}` })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/overlay/ranking?key=${overlayKey}&range=thisWeek` })).json()).toEqual([]);
  });

  it('lists the gift catalogue seeded from the fixture, cheapest first, searchable by name or id', async () => {
    const all = (await api('GET', '/api/gifts?size=500')).json<Page<CatalogueGift>>();
    expect(all.totalElements).toBe(116);
    const diamonds = all.content.map((g) => g.diamondCount);
    expect(diamonds).toEqual([...diamonds].sort((a, b) => a - b));
    expect((await api('GET', '/api/gifts?blurry=rose')).json<Page<CatalogueGift>>().content).toContainEqual({
      giftId: ROSE,
      name: 'Rose',
      diamondCount: 1,
      type: 1,
      imageUrl: expect.stringMatching(/^https:\/\/p16-webcast\.tiktokcdn\.com\//),
    });
    expect((await api('GET', `/api/gifts?blurry=${TEAM_BRACELET}`)).json<Page<CatalogueGift>>().content.map((g) => g.name)).toEqual(['Team Bracelet']);
  });
});

describe('configurations: the product validation rules through the API (400 `field.path: message`)', () => {
  const two = configBody().streamers!;
  const cases: [string, Partial<LiveConfigInput> | Record<string, unknown>, string][] = [
    ['name missing', { name: '' }, 'name: Please enter the configuration name'],
    ['streamer ID required', { streamers: [{ ...two[0]!, anchorId: '' }, two[1]!] }, 'streamers.0.anchorId: Streamer ID is required'],
    ['streamer ID missing', { streamers: [{ nickname: 'Luna', gifts: [ROSE] }, two[1]!] }, 'streamers.0.anchorId: Streamer ID is required'],
    ['nickname required', { streamers: [two[0]!, { ...two[1]!, nickname: ' ' }] }, 'streamers.1.nickname: Please enter the streamer nickname'],
    ['unique nicknames', { streamers: [two[0]!, { ...two[1]!, nickname: 'LUNA' }] }, 'streamers.1.nickname: Streamer nicknames must be unique'],
    ['every streamer has gifts', { streamers: [two[0]!, { ...two[1]!, gifts: [] }] }, 'streamers.1.gifts: Every streamer needs its information and gifts configured'],
    [
      'a gift selected twice',
      { gifts: [...configBody().gifts!, { giftId: ROSE, giftName: 'Rose', price: 3 }] },
      'gifts.3.giftId: A gift cannot be added twice',
    ],
    ['a gift assigned twice', { streamers: [two[0]!, { ...two[1]!, gifts: [ROSE] }] }, 'streamers.1.gifts.0: A gift cannot be added twice'],
    ['a streamer gift not selected', { streamers: [two[0]!, { ...two[1]!, gifts: ['1'] }] }, 'streamers.1.gifts.0: A streamer gift must be one of the selected gifts'],
    ['at least 2 streamers', { streamers: [two[0]!] }, 'streamers: Keep at least 2 streamers'],
    [
      'battle takes exactly 2',
      { pluginStyle: 'battle', streamers: [...two, { anchorId: 'star_3', nickname: 'Star', gifts: [] }], attribution: 'receiver' },
      'streamers: Battle and ice-fire styles take exactly 2 streamers',
    ],
    ['ice-fire needs trigger gifts', { pluginStyle: 'iceFire', streamers: [{ ...two[0]!, triggerGiftId: ROSE }, two[1]!] }, 'streamers.1.triggerGiftId: In ice-fire style every streamer needs a trigger gift'],
    ['minimum gift value is a number', { minGiftValue: 'ten' }, 'minGiftValue: The minimum gift value must be a number'],
    ['PK time', { pkTime: { value: 0, unit: 'seconds' } }, 'pkTime.value: PK time must be a whole number greater than 0'],
    ['auto end time', { autoEndSeconds: -1 }, 'autoEndSeconds: Auto end time must be a whole number of seconds (0 = the host ends the round)'],
    ['host streamer', { room: {} }, 'room.source: Choose the source of the host streamer'],
    ['host by room id (before streamers)', { room: { roomId: 'sim-abc123' } }, 'room.source: Choose the source of the host streamer'],
    ['host @uniqueId', { room: { source: 'euler', uniqueId: 'not a handle' } }, 'room.uniqueId: The host @uniqueId is 2 to 24 letters, digits, dots or underscores'],
    [
      'turntable probability',
      { turntable: { options: [{ content: 'Lion', probability: 0 }] } },
      'turntable.options.0.probability: Please enter a number between 1 and 100.',
    ],
    [
      'turntable total',
      { turntable: { options: [{ content: 'Lion', probability: 60 }, { content: 'Rose', probability: 41 }] } },
      'turntable.options: The probabilities add up to more than 100.',
    ],
    ['turntable prize', { turntable: { options: [{ content: '', probability: 10 }] } }, 'turntable.options.0.content: Please enter the prize'],
  ];

  it.each(cases)('POST refuses %s', async (_name, overrides, message) => {
    const before = await t.app.db.select({ id: liveConfigs.id }).from(liveConfigs);
    const res = await api('POST', '/api/liveConfigs', { ...configBody(), ...overrides } as Json);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, message });
    expect(await t.app.db.select({ id: liveConfigs.id }).from(liveConfigs)).toHaveLength(before.length);
  });

  it('PUT applies the same rules', async () => {
    const id = await createConfig();
    const res = await api('PUT', '/api/liveConfigs', { ...configBody(), id, streamers: [two[0]!] } as Json);
    expect(res.json()).toMatchObject({ status: 400, message: 'streamers: Keep at least 2 streamers' });
  });
});

describe('configurations: delete', () => {
  it('refuses while collecting, then deletes the configuration with its ledger, state and records in one go', async () => {
    const id = await createConfig({ turntable: { options: [{ content: 'Lion', probability: 50 }], spinSeconds: 2 } });
    const other = await createConfig();
    await command(id, 'round/start');
    await command(id, 'adjust', { streamerId: 'luna_1', score: 5 });
    await command(id, 'turntable/spin', { requestId: 'delete-test' });

    const refused = await api('DELETE', '/api/liveConfigs', [other, id]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('A configuration being collected cannot be deleted until it is stopped');
    expect(await t.app.db.select().from(liveConfigs).where(eq(liveConfigs.id, other))).toHaveLength(1);

    await command(id, 'round/end');
    expect((await api('DELETE', '/api/liveConfigs', [id + 100_000])).statusCode).toBe(404);
    const deleted = await api('DELETE', '/api/liveConfigs', [id, other]);
    expect(deleted.statusCode, deleted.body).toBe(200);
    for (const table of [liveScoreEntries, liveTurntableRecords, liveGameStates] as const) {
      expect(await t.app.db.select().from(table).where(eq(table.configId, id))).toEqual([]);
    }
    expect(await t.app.db.select().from(liveConfigs).where(eq(liveConfigs.id, id))).toEqual([]);
    expect((await api('GET', `/api/liveConfigs/${id}/view`)).statusCode).toBe(404);
    expect((await api('POST', `/api/liveConfigs/${id}/round/start`)).statusCode).toBe(404);
  });
});

describe('rounds and manual adjustments', () => {
  it('refuses adjustments before the round, checks the score limits with their messages, keeps each in the ledger', async () => {
    const id = await createConfig();
    const adjust = (payload: Json) => api('POST', `/api/liveConfigs/${id}/adjust`, payload);
    const refused = await adjust({ streamerId: 'luna_1', score: 10 });
    expect(refused.json()).toMatchObject({ status: 400, message: 'The round has not started, so scores cannot be adjusted.' });

    const started = await command(id, 'round/start');
    expect(started.round).toMatchObject({ status: 'collecting', counting: true, round: 1 });
    expect((await api('POST', `/api/liveConfigs/${id}/round/start`)).json().message).toBe('A round is already running: end it before starting a new one.');
    expect((await api('GET', '/api/liveConfigs?size=100')).json<Page<LiveConfigRow>>().content.find((r) => r.id === id)).toMatchObject({ state: 'collecting', round: 1 });

    for (const [score, message] of [
      [undefined, 'score: Please enter the score.'],
      [null, 'score: Please enter the score.'],
      ['', 'score: Please enter the score.'],
      ['abc', 'score: Please enter a number.'],
      [1.5, 'score: Please enter a number.'],
      [0, 'score: Scores cannot be less than 1.'],
      [100_001, 'score: Scores cannot exceed 100,000.'],
    ] as const) {
      const res = await adjust({ streamerId: 'luna_1', ...(score === undefined ? {} : { score }) });
      expect(res.statusCode, `${String(score)}: ${res.body}`).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await adjust({ streamerId: 'nobody', score: 1 })).json().message).toBe('This streamer is not in the configuration.');

    expect(scores(await command(id, 'adjust', { streamerId: 'luna_1', score: 100_000, reason: 'bonus' }))).toEqual({ luna_1: 100_000, sol_2: 0 });
    expect(scores(await command(id, 'adjust', { streamerId: 'sol_2', score: '1' }))).toEqual({ luna_1: 100_000, sol_2: 1 });
    expect((await adjust({ streamerId: 'sol_2', score: 201, flower: true })).json().message).toBe('Each increase is at most 200.');
    expect(scores(await command(id, 'adjust', { streamerId: 'sol_2', score: 200, flower: true }))).toEqual({ luna_1: 100_000, sol_2: 201 });
    expect(scores(await command(id, 'adjust', { streamerId: 'luna_1', score: 1_000, direction: 'subtract', flower: true }))).toEqual({ luna_1: 99_000, sol_2: 201 });

    const entries = (await api('GET', `/api/liveConfigs/${id}/entries?round=1&size=10`)).json<Page<ScoreEntryRow>>();
    expect(entries.totalElements).toBe(4);
    expect(entries.content.map((e) => [e.seq, e.streamerId, e.delta])).toEqual([
      [4, 'luna_1', -1_000],
      [3, 'sol_2', 200],
      [2, 'sol_2', 1],
      [1, 'luna_1', 100_000],
    ]);
    expect(entries.content[3]).toMatchObject({ round: 1, cause: { kind: 'manual', by: 'admin', reason: 'bonus' } });
    expect(entries.content[3]!.time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const ended = await command(id, 'round/end');
    expect(ended.round.status).toBe('ended');
    expect((await adjust({ streamerId: 'luna_1', score: 1 })).json().message).toBe('The round has ended, so scores cannot be adjusted.');
    expect((await api('POST', `/api/liveConfigs/${id}/round/end`)).json().message).toBe('No round is running.');
    const second = await command(id, 'round/start');
    expect(second.round.round).toBe(2);
    expect(scores(second)).toEqual({ luna_1: 0, sol_2: 0 });
  });
});

describe('PK phases', () => {
  it("gives the product's PK messages and asks for confirmation (409) before switching phases", async () => {
    const id = await createConfig({
      streamers: [
        { anchorId: 'luna_1', nickname: 'Luna', gifts: [ROSE] },
        { anchorId: 'sol_2', nickname: 'Sol', gifts: [TEAM_BRACELET] },
        { anchorId: 'star_3', nickname: 'Star', gifts: [HEART_ME] },
      ],
    });
    expect((await api('POST', `/api/liveConfigs/${id}/pk/phases/p1/start`, {})).json()).toMatchObject({ status: 400, message: 'Initialize the configuration first' });
    const init = (phases: Json) => api('POST', `/api/liveConfigs/${id}/pk/initialize`, { phases });
    const double = { id: 'p1', name: 'Double', kind: 'double', hostId: null, streamerIds: ['luna_1', 'sol_2'] };
    const group = { id: 'p2', name: 'Group', kind: 'group', hostId: 'luna_1', streamerIds: ['sol_2', 'star_3'] };
    for (const [phases, message] of [
      [[{ ...group, hostId: null }], 'phases.0.hostId: Select the group host first'],
      [[double, { ...group, streamerIds: ['sol_2'] }], 'phases.1.streamerIds: Select at least two anchors'],
      [[{ ...double, streamerIds: ['luna_1', 'sol_2', 'star_3'] }], 'phases.0.streamerIds: Double PK needs exactly two anchors'],
      [[{ ...double, streamerIds: ['luna_1', 'ghost'] }], 'phases.0.streamerIds.1: This streamer is not in the configuration.'],
      [[double, { ...group, id: 'p1' }], 'phases.1.id: Each phase needs its own id'],
      [[], 'phases: Add at least one phase'],
    ] as const) {
      const res = await init(phases as unknown as Json);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const initialized = await command(id, 'pk/initialize', { phases: [double, group] });
    expect(initialized.pk.phases.map((p) => [p.id, p.status])).toEqual([
      ['p1', 'notStarted'],
      ['p2', 'notStarted'],
    ]);
    expect((await api('POST', `/api/liveConfigs/${id}/pk/phases/p9/start`, {})).json().message).toBe('The PK configuration of this phase is not created, so initialize it');

    expect((await command(id, 'pk/phases/p1/start')).pk.runningPhaseId).toBe('p1');
    const ask = await api('POST', `/api/liveConfigs/${id}/pk/phases/p2/start`, { confirmed: false });
    expect(ask.statusCode).toBe(409);
    expect(ask.json()).toMatchObject({
      status: 409,
      message: 'Another phase is running. Start this phase and stop scoring the other one?',
      needsConfirmation: true,
      timestamp: expect.any(String),
    });
    expect((await api('GET', `/api/liveConfigs/${id}/view`)).json<GameView>().pk.runningPhaseId).toBe('p1');
    const switched = await command(id, 'pk/phases/p2/start', { confirmed: true });
    expect(switched.pk.phases.map((p) => [p.id, p.status])).toEqual([
      ['p1', 'otherRunning'],
      ['p2', 'running'],
    ]);
    expect((await command(id, 'pk/stop')).pk.runningPhaseId).toBeNull();
  });
});

describe('turntable', () => {
  it('stores each record before the spin event is published; records are searched and exported; a repeated request spins once', async () => {
    const id = await createConfig({
      name: 'Wheel night',
      turntable: { options: [{ content: 'Golden lion', probability: 60 }, { content: 'Rose bouquet', probability: 40 }], spinSeconds: 2 },
    });
    // At the moment the hub hands out a spin event, its record must already be committed.
    const seenAtPublish: Promise<number>[] = [];
    const subscription = t.app.hub.subscribe(gameTopic(id), 0, {
      start: () => undefined,
      gap: () => undefined,
      event(entry) {
        const event = entry.event as GameTopicEvent;
        if (event.kind !== 'spin') return;
        seenAtPublish.push(
          t.app.db
            .select()
            .from(liveTurntableRecords)
            .where(eq(liveTurntableRecords.configId, id))
            .then((rows) => rows.filter((row) => row.spinNo === event.spin.spinNo).length),
        );
      },
    });
    try {
      const first = await command(id, 'turntable/spin', { requestId: 'press-1' });
      expect(first.turntable?.current).toMatchObject({ spinNo: 1, requestId: 'press-1', trigger: 'host', by: { nickname: 'Administrator' } });
      expect(['Golden lion', 'Rose bouquet']).toContain(first.turntable?.current?.result.content);
      // The same press again (a retry): no second spin.
      expect((await command(id, 'turntable/spin', { requestId: 'press-1' })).turntable?.queued).toBe(0);
      const queued = await command(id, 'turntable/spin', { requestId: 'press-2' });
      expect(queued.turntable).toMatchObject({ queued: 1, current: { spinNo: 1 } });
      await command(id, 'turntable/spin');

      // The wheel turns 2 s per spin; the queued ones start as it stops.
      const deadline = Date.now() + 15_000;
      while ((await t.app.db.select().from(liveTurntableRecords).where(eq(liveTurntableRecords.configId, id))).length < 3) {
        if (Date.now() > deadline) throw new Error('the queued spins did not run');
        await sleep(100);
      }
      await sleep(200);
      expect(await Promise.all(seenAtPublish)).toEqual([1, 1, 1]);
    } finally {
      subscription.close();
    }

    const records = (await api('GET', `/api/liveConfigs/${id}/turntable/records?size=10`)).json<Page<TurntableRecordRow>>();
    expect(records.totalElements).toBe(3);
    expect(records.content.map((r) => r.spinNo)).toEqual([3, 2, 1]);
    expect(records.content[2]).toMatchObject({ requestId: 'press-1', trigger: 'host', byNickname: 'Administrator', byUserId: expect.any(String) });
    const lions = records.content.filter((r) => r.content === 'Golden lion').length;
    const searched = (await api('GET', `/api/liveConfigs/${id}/turntable/records?blurry=golden`)).json<Page<TurntableRecordRow>>();
    expect(searched.totalElements).toBe(lions);
    expect((await api('GET', `/api/liveConfigs/${id}/turntable/records?blurry=administ`)).json<Page<TurntableRecordRow>>().totalElements).toBe(3);

    const download = await api('GET', `/api/liveConfigs/${id}/turntable/records/download`);
    expect(download.statusCode, download.body).toBe(200);
    expect(download.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="turntable-records-${id}.xlsx"`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(download.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Turntable records')!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Spin', 'Time', 'Trigger', 'User ID', 'Nickname', 'Prize']);
    expect(sheet.rowCount).toBe(4);
    expect(sheet.getRow(2).getCell(1).value).toBe(3);
    expect(sheet.getRow(4).getCell(6).value).toBe(records.content[2]!.content);
    const filtered = await api('GET', `/api/liveConfigs/${id}/turntable/records/download?blurry=nobody-has-this`);
    const empty = new ExcelJS.Workbook();
    await empty.xlsx.load(filtered.rawPayload as unknown as ArrayBuffer);
    expect(empty.getWorksheet('Turntable records')!.rowCount).toBe(1);
  });

  it('refuses a spin when the configuration has no turntable', async () => {
    const id = await createConfig();
    expect((await api('POST', `/api/liveConfigs/${id}/turntable/spin`, {})).json()).toMatchObject({ status: 400, message: 'This configuration has no turntable: add its options first.' });
  });
});

describe('PK score ranking', () => {
  it('sums ledger points per streamer over the ranges of the server zone, equal scores sharing a rank', async () => {
    const id = await createConfig({
      name: 'Ranking',
      streamers: [
        { anchorId: 'rank_a', nickname: 'Aurora', gifts: [ROSE], avatarUrl: 'https://example.invalid/a.webp' },
        { anchorId: 'rank_b', nickname: 'Boreal', gifts: [TEAM_BRACELET] },
        { anchorId: 'rank_c', nickname: 'Cirrus', gifts: [HEART_ME] },
      ],
    });
    const zone = t.config.timeZone;
    const now = Date.now();
    const inside = (range: Parameters<typeof rankingWindow>[0]) => new Date(rankingWindow(range, zone, now).from.getTime() + 60_000);
    let seq = 0;
    const entry = (streamerId: string, delta: number, at: Date) => ({
      configId: id,
      seq: ++seq,
      round: 1,
      streamerId,
      delta,
      at,
      cause: { kind: 'manual' as const, by: 'test', reason: 'ranking' },
    });
    const rows = [
      entry('rank_a', 10, inside('today')),
      entry('rank_b', 10, inside('today')),
      entry('rank_c', 4, inside('today')),
      entry('rank_c', 50, inside('yesterday')),
      entry('rank_a', 7, inside('lastWeek')),
      entry('rank_b', 3, inside('lastMonth')),
    ];
    await t.app.db.insert(liveScoreEntries).values(rows);
    const get = async (query: string) => {
      const res = await api('GET', `/api/liveConfigs/ranking?configId=${id}&${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<RankingEntry[]>();
    };
    expect(await get('range=today')).toEqual([
      { rank: 1, anchorId: 'rank_a', nickname: 'Aurora', score: 10, avatarUrl: 'https://example.invalid/a.webp' },
      { rank: 1, anchorId: 'rank_b', nickname: 'Boreal', score: 10, avatarUrl: null },
      { rank: 3, anchorId: 'rank_c', nickname: 'Cirrus', score: 4, avatarUrl: null },
    ]);
    // Which entries a range holds depends on today's date (yesterday may be last month, last week this month…):
    // expected totals per streamer from the windows themselves.
    for (const range of ['yesterday', 'thisWeek', 'lastWeek', 'thisMonth', 'lastMonth'] as const) {
      const window = rankingWindow(range, zone, now);
      const totals = new Map<string, number>();
      for (const row of rows) if (row.at >= window.from && row.at < window.to) totals.set(row.streamerId, (totals.get(row.streamerId) ?? 0) + row.delta);
      const expected = [...totals].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
      expect((await get(`range=${range}`)).map((r) => [r.anchorId, r.score]), range).toEqual(expected);
    }
    expect((await get('range=yesterday')).map((r) => [r.anchorId, r.score])).toEqual([['rank_c', 50]]);

    const day = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(d);
    const custom = await get(`range=custom&start=${day(inside('yesterday'))}&end=${day(inside('today'))}`);
    expect(custom.map((r) => [r.anchorId, r.score])).toEqual([
      ['rank_c', 54],
      ['rank_a', 10],
      ['rank_b', 10],
    ]);
    expect((await get('range=today&size=1')).map((r) => r.anchorId)).toEqual(['rank_a']);
    for (const [query, message] of [
      ['range=custom&end=2026-01-02', 'start: Please choose the start date'],
      ['range=custom&start=2026-01-02', 'end: Please choose the end date'],
      ['range=custom&start=2026-01-02&end=2026-01-01', 'end: The end date cannot be earlier than the start date'],
      ['range=custom&start=02/01/2026&end=2026-01-01', 'start: Dates are written yyyy-MM-dd'],
      ['range=forever', 'range: Invalid option: expected one of "today"|"yesterday"|"thisWeek"|"lastWeek"|"thisMonth"|"lastMonth"|"custom"'],
    ] as const) {
      const res = await api('GET', `/api/liveConfigs/ranking?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });
});

describe('permissions', () => {
  it('liveConfig:list reads; writes and games need their own permissions (403 naming it); nothing without a permission', async () => {
    const id = await createConfig();
    const reader = await createUser(t.app, { roles: [{ permissions: ['liveConfig:list'] }] });
    const readerAuth = auth((await login(t.app, reader.username, reader.password)).token);
    for (const url of ['/api/liveConfigs', `/api/liveConfigs/${id}`, `/api/liveConfigs/${id}/view`, `/api/liveConfigs/${id}/entries`, '/api/gifts', '/api/liveConfigs/ranking?range=today']) {
      expect((await api('GET', url, undefined, readerAuth)).statusCode, url).toBe(200);
    }
    for (const [method, url, payload, permission] of [
      ['POST', '/api/liveConfigs', configBody(), 'liveConfig:add'],
      ['PUT', '/api/liveConfigs', { ...configBody(), id }, 'liveConfig:edit'],
      ['DELETE', '/api/liveConfigs', [id], 'liveConfig:del'],
      ['POST', `/api/liveConfigs/${id}/overlayKey`, undefined, 'liveConfig:edit'],
      ['POST', `/api/liveConfigs/${id}/round/start`, undefined, 'liveConfig:control'],
      ['POST', `/api/liveConfigs/${id}/adjust`, { streamerId: 'luna_1', score: 1 }, 'liveConfig:control'],
      ['POST', `/api/liveConfigs/${id}/turntable/spin`, {}, 'liveConfig:control'],
      ['POST', `/api/liveConfigs/${id}/pk/stop`, undefined, 'liveConfig:control'],
    ] as const) {
      const res = await api(method, url, payload as Json | undefined, readerAuth);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toBe(`Forbidden: you lack the permission ${permission}`);
    }

    const nobody = await createUser(t.app);
    const nobodyAuth = auth((await login(t.app, nobody.username, nobody.password)).token);
    expect((await api('GET', '/api/liveConfigs', undefined, nobodyAuth)).statusCode).toBe(403);
    expect((await api('GET', '/api/gifts', undefined, nobodyAuth)).statusCode).toBe(403);
    expect((await api('GET', '/api/liveConfigs')).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/liveConfigs' })).statusCode).toBe(401);

    const host = await createUser(t.app, { roles: [{ permissions: ['liveConfig:control'] }] });
    const hostAuth = auth((await login(t.app, host.username, host.password)).token);
    expect((await api('POST', `/api/liveConfigs/${id}/round/start`, undefined, hostAuth)).statusCode).toBe(200);
    expect((await api('POST', `/api/liveConfigs/${id}/round/end`, undefined, hostAuth)).statusCode).toBe(200);
  });
});

describe('host room: the streamer (source and @uniqueId)', () => {
  it('starts a room of the streamer with the round, follows it, keeps it between rounds and stops it when the configuration is deleted', async () => {
    const id = await createConfig({ room: { source: 'simulator', uniqueId: 'group_host_1' } });
    expect(t.app.games.followedRoom(id).roomId).toBeNull();
    const started = await command(id, 'round/start');
    const followed = (await api('GET', `/api/liveConfigs/${id}`)).json<LiveConfigDetail>().followedRoom;
    expect(followed.roomId).toMatch(/^sim-/);
    expect(followed.running).toBe(true);
    expect(started.hostRoom).toMatchObject({ source: 'simulator', uniqueId: 'group_host_1', roomId: followed.roomId });
    await command(id, 'round/end');
    // The room keeps running between rounds; the next round uses it again.
    await command(id, 'round/start');
    expect(t.app.games.followedRoom(id).roomId).toBe(followed.roomId);
    await command(id, 'round/end');
    expect((await api('DELETE', '/api/liveConfigs', [id])).statusCode).toBe(200);
    expect(t.app.liveRooms.get(followed.roomId!)).toBeUndefined();
  });

  it('follows a room of the streamer that staff started, and leaves it running when the configuration goes', async () => {
    const room = await api('POST', '/api/live/rooms', { source: 'simulator', uniqueId: 'Staff_Host', speed: 1, seed: 3 });
    const roomId = room.json<{ roomId: string }>().roomId;
    const id = await createConfig({ room: { source: 'simulator', uniqueId: '@staff_host' } });
    const view = await command(id, 'round/start');
    expect(view.hostRoom).toMatchObject({ source: 'simulator', uniqueId: 'staff_host', roomId });
    await command(id, 'round/end');
    expect((await api('DELETE', '/api/liveConfigs', [id])).statusCode).toBe(200);
    expect(t.app.liveRooms.get(roomId)).toBeDefined();
    expect((await api('DELETE', '/api/live/rooms', [roomId])).statusCode).toBe(200);
  });

  it('a round whose room cannot be started runs and says the host room is not live, with the reason', async () => {
    const id = await createConfig({ room: { source: 'euler', uniqueId: 'someone' } });
    const view = await command(id, 'round/start');
    expect(view.round.status).toBe('collecting');
    expect(view.hostRoom).toMatchObject({ state: 'notLive', source: 'euler', uniqueId: 'someone', roomId: null, reason: 'The host room could not be started: source: euler needs EULER_API_KEY' });
    const replay = await createConfig({ room: { source: 'replay', uniqueId: 'nobody_yet' } });
    expect((await command(replay, 'round/start')).hostRoom).toMatchObject({
      state: 'notLive',
      reason: 'The host room could not be started: no replay room of @nobody_yet is running: start one on the Live rooms page with this @uniqueId',
    });
    await command(id, 'round/end');
    await command(replay, 'round/end');
    expect((await api('GET', `/api/liveConfigs/${id}/view`)).json<GameView>().hostRoom).toEqual({ state: 'idle', source: 'euler', uniqueId: 'someone' });
  });
});

describe('selected gifts that never arrive in the host room', () => {
  it("warns, naming them, once the room sent 30 counted gifts of other ids this round (the simulator sends the 10-diamond Heart, not the 1-diamond one)", async () => {
    const room = await api('POST', '/api/live/rooms', { source: 'simulator', uniqueId: 'heart_host', speed: 50, seed: 11 });
    expect(room.statusCode, room.body).toBe(201);
    const roomId = room.json<{ roomId: string }>().roomId;
    const id = await createConfig({
      room: { source: 'simulator', uniqueId: 'heart_host' },
      gifts: [
        { giftId: '6247', giftName: 'Heart', price: 1 },
        { giftId: HEART_ME, giftName: 'Heart Me', price: 1 },
      ],
      streamers: [
        { anchorId: 'luna_1', nickname: 'Luna', gifts: ['6247'] },
        { anchorId: 'sol_2', nickname: 'Sol', gifts: [HEART_ME] },
      ],
    });
    try {
      const started = await command(id, 'round/start');
      expect(started.giftArrivals).toEqual({ status: 'watching', otherGifts: 0, watchedMs: 0 });
      const warned = await viewWhen(t.app, admin, id, (v) => v.giftArrivals.status !== 'watching', 30_000);
      expect(warned.giftArrivals).toMatchObject({
        status: 'neverArrived',
        gifts: [
          { giftId: '6247', giftName: 'Heart' },
          { giftId: HEART_ME, giftName: 'Heart Me' },
        ],
      });
      expect(warned.giftArrivals.status === 'neverArrived' && warned.giftArrivals.otherGifts).toBeGreaterThanOrEqual(30);
      expect(scores(warned)).toEqual({ luna_1: 0, sol_2: 0 });
      // Another round watches again.
      await command(id, 'round/end');
      expect((await command(id, 'round/start')).giftArrivals).toEqual({ status: 'watching', otherGifts: 0, watchedMs: 0 });
      await command(id, 'round/end');
    } finally {
      await api('DELETE', '/api/live/rooms', [roomId]);
    }
  }, 40_000);
});

describe('configurations saved with a room id, before they named their host streamer', () => {
  /** Stores a configuration body as the API stored it then, with `room` as given. */
  const storeLegacy = async (db: TestApp['app']['db'], name: string, room: Record<string, string>) => {
    const body = { ...parsedBody(configBody({ name })), room };
    const [row] = await db.insert(liveConfigs).values({ name, body: body as never, overlayKey: `legacy-${name.replace(/\W/g, '')}-${Date.now()}` }).returning({ id: liveConfigs.id });
    return row!.id;
  };

  it('are migrated at start to the streamer when it can be told (their own fields, the monitored streamer, a platform room id); the others stay, refuse the round and ask for an edit', async () => {
    const database = await createTestDatabase();
    try {
      const env = { EULER_API_KEY: 'test-key' };
      const first = await buildTestApp({ database, env });
      const db = first.app.db;
      const ids: Record<string, number> = {};
      try {
        const [watched] = await db.insert(monitoredStreamers).values({ uniqueId: 'Watched_Star', nickname: 'Watched', type: 'focus', roomId: 'room-of-watched' }).returning();
        const [old] = await db.insert(monitoredStreamers).values({ uniqueId: 'old_star', nickname: 'Old', type: 'regular' }).returning();
        await db.insert(liveSessions).values({ streamerId: old!.id, roomId: 'room-of-old', startedAt: new Date(Date.now() - 3_600_000), endedAt: new Date() });
        expect(watched).toBeDefined();
        ids.own = await storeLegacy(db, 'Own fields', { roomId: 'sim-a1b2c3', source: 'simulator', uniqueId: 'demo_host_1' });
        ids.monitored = await storeLegacy(db, 'Monitored', { roomId: 'room-of-watched' });
        ids.session = await storeLegacy(db, 'Past session', { roomId: 'room-of-old' });
        ids.platform = await storeLegacy(db, 'Platform id', { roomId: 'star.host-ab12' });
        ids.simulator = await storeLegacy(db, 'Simulator id', { roomId: 'sim-zz99aa' });
        ids.replay = await storeLegacy(db, 'Replay id', { roomId: 'replay-link-ab12' });
      } finally {
        await first.close();
      }

      // The restart runs the migration.
      const second = await buildTestApp({ database, env });
      try {
        const headers = auth((await login(second.app, 'admin', ADMIN_PASSWORD)).token);
        const roomOf = async (id: number) => (await second.app.db.select({ body: liveConfigs.body }).from(liveConfigs).where(eq(liveConfigs.id, id)))[0]!.body.room;
        expect(await roomOf(ids.own!)).toEqual({ source: 'simulator', uniqueId: 'demo_host_1' });
        expect(await roomOf(ids.monitored!)).toEqual({ source: 'simulator', uniqueId: 'Watched_Star' });
        expect(await roomOf(ids.session!)).toEqual({ source: 'simulator', uniqueId: 'old_star' });
        expect(await roomOf(ids.platform!)).toEqual({ source: 'euler', uniqueId: 'star.host' });
        expect(await roomOf(ids.simulator!)).toEqual({ roomId: 'sim-zz99aa' });
        expect(await roomOf(ids.replay!)).toEqual({ roomId: 'replay-link-ab12' });

        const detail = (await call(second.app, headers, 'GET', `/api/liveConfigs/${ids.simulator}`)).json<LiveConfigDetail>();
        expect(detail.room).toEqual({ roomId: 'sim-zz99aa' });
        expect(detail.view.hostRoom).toEqual({ state: 'unresolved', roomId: 'sim-zz99aa' });
        expect((await call(second.app, headers, 'GET', `/api/liveConfigs/${ids.monitored}/view`)).json<GameView>().hostRoom).toEqual({
          state: 'idle',
          source: 'simulator',
          uniqueId: 'Watched_Star',
        });
        const refused = await call(second.app, headers, 'POST', `/api/liveConfigs/${ids.simulator}/round/start`);
        expect(refused.statusCode).toBe(400);
        expect(refused.json<{ message: string }>().message).toBe(
          'This configuration names room sim-zz99aa from before configurations named their host streamer: edit it to name the host streamer (source and @uniqueId)',
        );

        // Idempotent: another run changes nothing; a room running now resolves its id; an edit names the streamer.
        const log = { info: () => undefined, warn: () => undefined };
        const deps = { monitorSource: 'simulator' as const, platformSources: ['euler' as const], log };
        expect(await migrateHostRooms(second.app.db, { ...deps, room: () => undefined })).toEqual({
          migrated: [],
          unresolved: [
            { configId: ids.simulator, roomId: 'sim-zz99aa' },
            { configId: ids.replay, roomId: 'replay-link-ab12' },
          ],
        });
        const running = await migrateHostRooms(second.app.db, { ...deps, room: (roomId) => (roomId === 'replay-link-ab12' ? { source: 'replay', uniqueId: 'link_host' } : undefined) });
        expect(running.migrated).toEqual([ids.replay]);
        expect(await roomOf(ids.replay!)).toEqual({ source: 'replay', uniqueId: 'link_host' });

        const { view: _v, state: _s, overlayKey: _k, pluginLink: _l, createTime: _c, updateTime: _u, createBy: _b, followedRoom: _r, ...editable } = detail;
        const put = await call(second.app, headers, 'PUT', '/api/liveConfigs', { ...editable, room: { source: 'simulator', uniqueId: 'demo_host_2' } } as Json);
        expect(put.statusCode, put.body).toBe(204);
        expect((await call(second.app, headers, 'GET', `/api/liveConfigs/${ids.simulator}/view`)).json<GameView>().hostRoom).toEqual({
          state: 'idle',
          source: 'simulator',
          uniqueId: 'demo_host_2',
        });
      } finally {
        await second.close();
      }
    } finally {
      await database.dispose();
    }
  }, 60_000);
});

/** A valid body as stored (the API's parse), for writing older shapes straight into the table. */
function parsedBody(input: LiveConfigInput): Record<string, unknown> {
  return liveConfigBodySchema.parse(input) as unknown as Record<string, unknown>;
}

describe('OpenAPI', () => {
  it('documents the configuration, game and overlay routes from their zod schemas', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/doc.html/json' })).json<{ paths: Record<string, Record<string, unknown>> }>();
    for (const [path, method] of [
      ['/api/liveConfigs', 'get'],
      ['/api/liveConfigs', 'post'],
      ['/api/liveConfigs', 'put'],
      ['/api/liveConfigs', 'delete'],
      ['/api/liveConfigs/{id}', 'get'],
      ['/api/liveConfigs/ranking', 'get'],
      ['/api/liveConfigs/{id}/round/start', 'post'],
      ['/api/liveConfigs/{id}/adjust', 'post'],
      ['/api/liveConfigs/{id}/pk/phases/{phaseId}/start', 'post'],
      ['/api/liveConfigs/{id}/turntable/records/download', 'get'],
      ['/api/gifts', 'get'],
      ['/api/overlay/view', 'get'],
    ] as const) {
      expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    }
  });
});


describe('restart mid-round', () => {
  /**
   * A two-streamer config on the `link` fixture (tests/fixtures/tiktok/README.md): every gift of the timeline is
   * assigned at its catalogue price, so score = diamonds and the streamers' totals must be the exactly-once figures
   * with open streaks closed at the source end: Rose (5655) 1 + 11 + 1 + 10 + 1 = 24 for the first streamer, Team
   * Bracelet (9139) 6 × 2 + Heart Me (7934) 1 = 13 for the second; 37 in all (the live rooms test's figure).
   *
   * Feeding the first part: the lines up to the 132nd (both streaks of viewer 637 ended; 634's Rose streak at 11,
   * 231's at 7 and 521's at 1 still open) with their capture times set equal, followed by a line timed an hour
   * later, played at speed 1: the 132 lines arrive at once and the room then waits for that last line, so it is
   * still live, with three streaks open, when the app closes (STREAK_IDLE_MS is raised so no streak goes idle).
   *
   * Finishing the feed after the restart: the whole `link` timeline is replayed in a new room (rooms do not survive
   * a restart), as a platform would re-send recent messages on a reconnect. The records counted before the restart
   * come again with the same identity (end frame msgId and count) and count nothing; the streaks that were open
   * count once, at their final count. This only holds because an app shutdown leaves open streaks uncounted: when
   * the rooms closed them as "ended by the source" on shutdown, the board showed 21 instead of 2 after the restart
   * (634's streak at 11, 231's at 7, 521's at 1), and the replay then counted 634's streak again under its end frame
   * and 231's at 10 under its last frame: 55 instead of 37.
   *
   * The configuration names the host streamer, @link_host of the replay source, never a room: each replay room is
   * started with that @uniqueId after the round started, and the game takes all of its events. Between the two runs
   * the room is gone and the round says so (`hostRoom: notLive`); the second room has another id, and the round
   * resumes on it without an edit. The database is shared by the two apps (PGlite in memory, or the test
   * PostgreSQL); the hub is not in embedded mode (a restart loses the memory hub) and is on Redis (same key prefix),
   * as in production.
   */
  it("a round fed by the link replay, interrupted by a restart, resumes on the streamer's new room and ends with the fixture's exactly-once totals", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'livedesk-restart-'));
    const database = await createTestDatabase();
    const hubs = process.env.REDIS_URL ? createTestHubs() : null;
    const env = { DATA_DIR: dataDir, STREAK_IDLE_MS: '600000' };
    try {
      // --- first run ---
      const first = await buildTestApp({ database, env, ...(hubs ? { hub: await hubs.open() } : {}) });
      let configId = 0;
      let firstRoomId = '';
      try {
        const headers = auth((await login(first.app, 'admin', ADMIN_PASSWORD)).token);
        await writeLinkPartOne(fixturesDir(first.config), dataDir);

        const catalogue = (await call(first.app, headers, 'GET', '/api/gifts?size=500')).json<Page<CatalogueGift>>().content;
        const price = (giftId: string) => catalogue.find((g) => g.giftId === giftId)!.diamondCount;
        const body = configBody({
          name: 'Link restart',
          pluginStyle: 'battle',
          room: { source: 'replay', uniqueId: 'link_host' },
          pkTime: { value: 60, unit: 'minutes' },
          gifts: [ROSE, TEAM_BRACELET, HEART_ME].map((giftId) => ({ giftId, giftName: catalogue.find((g) => g.giftId === giftId)!.name, price: price(giftId) })),
        });
        const created = await call(first.app, headers, 'POST', '/api/liveConfigs', body as Json);
        configId = created.json<{ id: number }>().id;
        expect((await call(first.app, headers, 'POST', `/api/liveConfigs/${configId}/round/start`)).statusCode).toBe(200);

        const room = await call(first.app, headers, 'POST', '/api/live/rooms', { source: 'replay', file: 'link-part-one.timeline.jsonl', uniqueId: 'link_host', speed: 1 });
        expect(room.statusCode, room.body).toBe(201);
        firstRoomId = room.json<{ roomId: string }>().roomId;

        const view = await viewWhen(first.app, headers, configId, (v) => scores(v).luna_1 === 2 && v.provisional.luna_1 === 19);
        expect(scores(view)).toEqual({ luna_1: 2, sol_2: 0 });
        expect(view.hostRoom).toMatchObject({ state: 'live', source: 'replay', uniqueId: 'link_host', roomId: firstRoomId });
      } finally {
        await first.close();
      }
      // The shutdown counted nothing more: only the two ended streaks of the first part are in the ledger.
      const stored = await database.database.db.select().from(liveScoreEntries).where(eq(liveScoreEntries.configId, configId)).orderBy(asc(liveScoreEntries.seq));
      expect(stored.map((e) => [e.streamerId, e.delta, e.cause.kind])).toEqual([
        ['luna_1', 1, 'gift'],
        ['luna_1', 1, 'gift'],
      ]);

      // --- second run, same database ---
      const second = await buildTestApp({ database, env, ...(hubs ? { hub: await hubs.open() } : {}) });
      try {
        const headers = auth((await login(second.app, 'admin', ADMIN_PASSWORD)).token);
        // The streamer has no room yet: the round runs on, and says its host room is not live.
        const resumed = await viewWhen(second.app, headers, configId, (v) => v.hostRoom.state === 'notLive');
        expect(resumed.round).toMatchObject({ status: 'collecting', counting: true, round: 1 });
        expect(scores(resumed)).toEqual({ luna_1: 2, sol_2: 0 });
        expect(resumed.hostRoom).toMatchObject({ state: 'notLive', source: 'replay', uniqueId: 'link_host', roomId: null });
        const overlay = (await call(second.app, {}, 'GET', `/api/overlay/view?key=${(await call(second.app, headers, 'GET', `/api/liveConfigs/${configId}`)).json<LiveConfigDetail>().overlayKey}`)).json<{ view: GameView }>();
        expect(overlay.view.hostRoom.state).toBe('notLive');

        // The streamer's room comes back, under a new id: the round resumes on it without any edit.
        const room = await call(second.app, headers, 'POST', '/api/live/rooms', { source: 'replay', file: 'link.timeline.jsonl', uniqueId: 'LINK_HOST', speed: 0 });
        expect(room.statusCode, room.body).toBe(201);
        const roomId = room.json<{ roomId: string }>().roomId;
        expect(roomId).not.toBe(firstRoomId);
        await when(async () => (await call(second.app, headers, 'GET', `/api/live/rooms/${roomId}/summary`)).json<LiveRoomSummary>().state === 'ended');
        expect((await call(second.app, headers, 'GET', `/api/live/rooms/${roomId}/summary`)).json<LiveRoomSummary>().giftDiamonds).toBe(37);
        // Settled: every streak counted and none left open (a streak's end may reach the view a moment after its count).
        const done = await viewWhen(second.app, headers, configId, (v) => scores(v).luna_1! + scores(v).sol_2! >= 37 && Object.keys(v.provisional).length === 0);
        await sleep(300); // anything still queued would show now
        const final = (await call(second.app, headers, 'GET', `/api/liveConfigs/${configId}/view`)).json<GameView>();
        // (The host room's state may move on meanwhile: the replay ended.)
        expect({ ...final, hostRoom: null }).toEqual({ ...done, hostRoom: null, serverNow: final.serverNow });
        expect(scores(final)).toEqual({ luna_1: 24, sol_2: 13 });
        expect(final.provisional).toEqual({});
        // The resume cursor is the new room's; with the replay over, the streamer has no live room any more.
        const [cursor] = await database.database.db.select().from(liveGameStates).where(eq(liveGameStates.configId, configId));
        expect(cursor?.roomId).toBe(roomId);
        expect((await viewWhen(second.app, headers, configId, (v) => v.hostRoom.state === 'notLive')).hostRoom).toMatchObject({ roomId: null, uniqueId: 'link_host' });

        // Every counted record once: seven gift entries, distinct keys, the two first ones untouched.
        const ledger = (await call(second.app, headers, 'GET', `/api/liveConfigs/${configId}/entries?size=100`)).json<Page<ScoreEntryRow>>().content.reverse();
        const gifts = ledger.filter((e) => e.cause.kind === 'gift');
        expect(gifts).toHaveLength(7);
        expect(new Set(gifts.map((e) => (e.cause.kind === 'gift' ? e.cause.key : ''))).size).toBe(7);
        expect(gifts.reduce((total, e) => total + e.delta, 0)).toBe(37);
        expect(ledger.slice(0, 2).map((e) => [e.seq, e.delta])).toEqual(stored.map((e) => [e.seq, e.delta]));
        expect(gifts.map((e) => (e.cause.kind === 'gift' ? [e.cause.giftId, e.cause.count] : null))).toEqual([
          [ROSE, 1],
          [ROSE, 1],
          [HEART_ME, 1],
          [ROSE, 11],
          [ROSE, 10],
          [ROSE, 1],
          [TEAM_BRACELET, 6],
        ]);
        expect((await call(second.app, headers, 'POST', `/api/liveConfigs/${configId}/round/end`)).statusCode).toBe(200);
      } finally {
        await second.close();
      }
    } finally {
      await hubs?.dispose();
      await database.dispose();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});

/** Polls `condition` every 50 ms until it holds. */
async function when(condition: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await sleep(50);
  }
}

/** Polls a game's view until `done` holds; fails with the last view. */
async function viewWhen(app: TestApp['app'], headers: Record<string, string>, configId: number, done: (view: GameView) => boolean, timeoutMs = 15_000): Promise<GameView> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const view = (await call(app, headers, 'GET', `/api/liveConfigs/${configId}/view`)).json<GameView>();
    if (done(view)) return view;
    if (Date.now() > deadline) throw new Error(`timed out; last view ${JSON.stringify({ board: view.board, provisional: view.provisional, round: view.round })}`);
    await sleep(50);
  }
}
