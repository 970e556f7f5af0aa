import { describe, expect, it } from 'vitest';
import { KOREA_MESSAGES, koreaSettingsSchema, pairResults, stageStartError, teamScores, teamTotals, totalScores, weighted, type KoreaSettingsInput } from './korea-pk';
import { liveConfigBodySchema, type LiveConfigInput } from './live-config';

const teams = [
  { id: 'red', name: '레드', color: '#ff3366' },
  { id: 'blue', name: '블루', color: '#3366ff' },
];
const streamers = [
  { anchorId: 'mina', teamId: 'red' },
  { anchorId: 'jisoo', teamId: 'blue' },
  { anchorId: 'hana', teamId: 'red' },
  { anchorId: 'yuna', teamId: 'blue' },
];
const settings = (over: Partial<KoreaSettingsInput> = {}) =>
  koreaSettingsSchema.parse({
    teams,
    double: { pairs: [{ a: 'mina', b: 'jisoo' }, { a: 'hana', b: 'yuna' }] },
    solo: { order: ['mina', 'jisoo', 'hana', 'yuna'], turnSeconds: 60 },
    team: {},
    weights: {},
    ...over,
  });

const points = (entries: Record<string, number>) => new Map(Object.entries(entries));

const body = (over: Partial<LiveConfigInput> = {}): LiveConfigInput => ({
  name: 'Korea night',
  room: { source: 'simulator', uniqueId: 'host_kr' },
  streamers: streamers.map((s, i) => ({ ...s, nickname: s.anchorId, gifts: [`g${i}`] })),
  gifts: streamers.map((_, i) => ({ giftId: `g${i}`, giftName: `Gift ${i}`, price: 1 })),
  pkTime: { value: 60, unit: 'minutes' },
  autoEndSeconds: 0,
  pluginStyle: 'korea',
  korea: settings(),
  ...over,
});

const issues = (input: LiveConfigInput) => {
  const result = liveConfigBodySchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('Korea group PK scoring', () => {
  it('a pair\'s winner has more points and the margin is the difference; equal points is a draw', () => {
    const results = pairResults(settings().double.pairs, points({ mina: 120, jisoo: 45, hana: 30, yuna: 30 }));
    expect(results).toEqual([
      { a: 'mina', b: 'jisoo', aScore: 120, bScore: 45, winner: 'mina', margin: 75 },
      { a: 'hana', b: 'yuna', aScore: 30, bScore: 30, winner: null, margin: 0 },
    ]);
  });

  it('a streamer pushed below 0 by a subtraction counts 0 on the board and in the pair', () => {
    expect(pairResults([{ a: 'mina', b: 'jisoo' }], points({ mina: -20, jisoo: 5 }))[0]).toMatchObject({ aScore: 0, bScore: 5, winner: 'jisoo', margin: 5 });
  });

  it('a team\'s score is the sum of its streamers\' points, ranked, equal teams sharing a rank', () => {
    expect(teamScores(teams, streamers, points({ mina: 10, hana: 5, jisoo: 7 }))).toEqual([
      { id: 'red', score: 15, rank: 1 },
      { id: 'blue', score: 7, rank: 2 },
    ]);
    expect(teamScores(teams, streamers, points({ mina: 10, yuna: 10 }))).toEqual([
      { id: 'red', score: 10, rank: 1 },
      { id: 'blue', score: 10, rank: 1 },
    ]);
  });

  it('the total weighs each stage\'s points by its percentage, each part rounded to a whole point', () => {
    expect(weighted(45, 150)).toBe(68); // 67.5 rounds up
    expect(weighted(10, 0)).toBe(0);
    const lines = totalScores(
      streamers,
      { double: points({ mina: 100, jisoo: 45 }), solo: points({ jisoo: 200, hana: 10 }), team: points({ mina: 30, yuna: 3 }) },
      { double: 100, solo: 50, team: 200 },
    );
    expect(lines).toEqual([
      { streamerId: 'mina', stages: { double: 100, solo: 0, team: 30 }, total: 160, rank: 1 },
      { streamerId: 'jisoo', stages: { double: 45, solo: 200, team: 0 }, total: 145, rank: 2 },
      { streamerId: 'yuna', stages: { double: 0, solo: 0, team: 3 }, total: 6, rank: 3 },
      { streamerId: 'hana', stages: { double: 0, solo: 10, team: 0 }, total: 5, rank: 4 },
    ]);
    expect(teamTotals(teams, streamers, lines)).toEqual([
      { id: 'red', score: 165, rank: 1 },
      { id: 'blue', score: 151, rank: 2 },
    ]);
  });

  it('weights default to 100 % and are whole percentages from 0 to 1,000', () => {
    expect(settings().weights).toEqual({ double: 100, solo: 100, team: 100 });
    expect(koreaSettingsSchema.safeParse({ ...settings(), weights: { double: 1_001 } }).error?.issues[0]?.message).toBe(KOREA_MESSAGES.weight);
    expect(koreaSettingsSchema.safeParse({ ...settings(), weights: { solo: 12.5 } }).error?.issues[0]?.message).toBe(KOREA_MESSAGES.weight);
  });
});

describe('Korea group PK settings', () => {
  it('a valid event passes the live configuration rules', () => {
    expect(issues(body())).toEqual([]);
  });

  it('a Korea event needs its settings', () => {
    expect(issues(body({ korea: undefined }))).toContain(`korea: ${KOREA_MESSAGES.settingsRequired}`);
  });

  it('every streamer is in a team of the event', () => {
    const input = body({ streamers: [...body().streamers.slice(0, 3), { anchorId: 'yuna', nickname: 'yuna', gifts: ['g3'], teamId: 'green' }] });
    expect(issues(input)).toContain(`streamers.3.teamId: ${KOREA_MESSAGES.streamerTeam}`);
  });

  it('pairs take two different streamers of the event, each in one pair at most', () => {
    const pairs = [
      { a: 'mina', b: 'mina' },
      { a: 'jisoo', b: 'ghost' },
      { a: 'hana', b: 'jisoo' },
    ];
    expect(issues(body({ korea: settings({ double: { pairs } }) }))).toEqual([
      `korea.double.pairs.0.b: ${KOREA_MESSAGES.pairStreamer}`,
      `korea.double.pairs.1.b: ${KOREA_MESSAGES.pairStreamer}`,
      `korea.double.pairs.2.b: ${KOREA_MESSAGES.pairTwice}`,
    ]);
  });

  it('the solo order takes the event\'s streamers, each once, and a turn lasts 10 s to 1 h', () => {
    expect(issues(body({ korea: settings({ solo: { order: ['mina', 'mina', 'ghost'], turnSeconds: 60 } }) }))).toEqual([
      `korea.solo.order.1: ${KOREA_MESSAGES.soloStreamer}`,
      `korea.solo.order.2: ${KOREA_MESSAGES.soloStreamer}`,
    ]);
    expect(koreaSettingsSchema.safeParse({ ...settings(), solo: { order: [], turnSeconds: 9 } }).error?.issues[0]?.message).toBe(KOREA_MESSAGES.turnSeconds);
  });

  it('team ids are unique and there are 2 to 8 teams', () => {
    expect(issues(body({ korea: settings({ teams: [teams[0]!, { ...teams[1]!, id: 'red' }] }) }))).toContain(`korea.teams.1.id: ${KOREA_MESSAGES.teamIdsUnique}`);
    expect(koreaSettingsSchema.safeParse({ ...settings(), teams: [teams[0]] }).error?.issues[0]?.message).toBe(KOREA_MESSAGES.teamsCount);
  });

  it('a stage cannot start without what it needs: pairs, a solo order, two teams with streamers', () => {
    const empty = settings({ double: { pairs: [] }, solo: { order: [], turnSeconds: 60 } });
    expect(stageStartError(empty, streamers, 'double')).toBe(KOREA_MESSAGES.noPairs);
    expect(stageStartError(empty, streamers, 'solo')).toBe(KOREA_MESSAGES.noSoloOrder);
    expect(stageStartError(empty, streamers.filter((s) => s.teamId === 'red'), 'team')).toBe(KOREA_MESSAGES.teamsEmpty);
    expect(stageStartError(settings(), streamers, 'team')).toBeNull();
  });
});
