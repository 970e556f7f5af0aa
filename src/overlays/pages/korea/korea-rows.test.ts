import { describe, expect, it } from 'vitest';
import type { KoreaView } from '../../../../streams/contracts/korea-view';
import { demoKoreaGameView } from '../../feed/demo-data';
import { formatPoints, shownStage, soloOrder, soloTurn, stageRows, teamRows, totalRows } from './korea-rows';

const NOW = 1_700_000_000_000;

describe('Korea rows', () => {
  it('joins the totals with nicknames and teams, best first, ranks as the server gave them', () => {
    const view = demoKoreaGameView(NOW, 'solo');
    const rows = totalRows(view, view.korea!);
    expect(rows.map((row) => row.nickname).slice(0, 3)).toEqual(['민지', '지우', '유나 Yuna']);
    expect(rows[0]).toMatchObject({ rank: 1, total: 9_800 + Math.round(18_900 * 1.5), team: { id: 'phoenix', color: '#4a9dff' }, stages: { double: 9_800, solo: 18_900, team: 0 } });
  });

  it('shows a streamer the view does not name by their id, without a team', () => {
    const view = demoKoreaGameView(NOW, 'solo');
    const korea: KoreaView = { ...view.korea!, totals: [{ streamerId: 'ghost', stages: { double: 1, solo: 0, team: 0 }, total: 1, rank: 1 }] };
    expect(totalRows(view, korea)[0]).toMatchObject({ id: 'ghost', nickname: 'ghost', avatarUrl: null, team: null });
  });

  it('the board shows the running stage, else the one that ended last, else none', () => {
    const view = demoKoreaGameView(NOW, 'double');
    const korea = view.korea!;
    expect(shownStage(korea)).toBe('double');
    const ended = (at: number) => ({ status: 'ended' as const, startedAt: at - 10, endedAt: at, endsAt: null });
    expect(shownStage({ ...korea, running: null, stages: { double: ended(50), solo: ended(20), team: korea.stages.team } })).toBe('double');
    const idle = { status: 'notStarted' as const, startedAt: null, endedAt: null, endsAt: null };
    expect(shownStage({ ...korea, running: null, stages: { double: idle, solo: idle, team: idle } })).toBeNull();
  });

  it('the solo turn: performer, place in the order and the turn end; none outside the solo show', () => {
    const view = demoKoreaGameView(NOW, 'solo');
    expect(soloTurn(view, view.korea!)).toEqual({ performer: expect.objectContaining({ id: 'kr-5', nickname: '유나 Yuna' }), number: 5, count: 8, endsAt: NOW + 85_000 });
    expect(soloOrder(view, view.korea!).map((item) => item.state)).toEqual(['done', 'done', 'done', 'done', 'now', 'next', 'next', 'next']);
    const team = demoKoreaGameView(NOW, 'team');
    expect(soloTurn(team, team.korea!)).toBeNull();
    expect(soloOrder(team, team.korea!).every((item) => item.state === 'done')).toBe(true);
  });

  it('open combos show only on the running stage', () => {
    const view = demoKoreaGameView(NOW, 'solo');
    expect(stageRows(view, view.korea!, 'solo').find((row) => row.id === 'kr-5')?.provisional).toBe(1_200);
    expect(stageRows(view, view.korea!, 'double').every((row) => row.provisional === 0)).toBe(true);
  });

  it('team lines carry the team name and colour; unknown teams are left out', () => {
    const view = demoKoreaGameView(NOW, 'team');
    const korea = view.korea!;
    expect(teamRows(korea, [...korea.teamScores, { id: 'gone', score: 5, rank: 3 }])).toEqual([
      { id: 'phoenix', name: '불사조 Phoenix', color: '#4a9dff', score: 7_300 + 6_100 + 3_300 + 4_480, rank: 1 },
      { id: 'tigers', name: '호랑이 Tigers', color: '#ff6b4a', score: 5_400 + 2_950 + 8_020 + 1_900, rank: 2 },
    ]);
  });

  it('prints whole points with separators', () => {
    expect(formatPoints(1_234_567)).toBe('1,234,567');
    expect(formatPoints(0)).toBe('0');
  });
});
