import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GameView } from '../../../../streams/contracts/game-topic';
import type { KoreaView } from '../../../../streams/contracts/korea-view';
import { createServerClock } from '@shared/realtime/server-clock';
import { demoKoreaGameView } from '../../feed/demo-data';
import { OVERLAY_MESSAGES } from '../../text/overlay-messages';
import { TextProvider } from '../../text/use-text';
import type { Layout } from '../../overlay-params';
import KoreaPage from './korea-pages';

const NOW = 1_700_000_000_000;
type Page = 'koreaGroupPk' | 'koreaScoreRanking';

function renderPage(page: Page, view: GameView, { lang = 'en', layout = 'landscape' }: { lang?: keyof typeof OVERLAY_MESSAGES; layout?: Layout } = {}) {
  const clock = createServerClock();
  clock.observe(view.serverNow);
  const ui = (next: GameView) => (
    <TextProvider value={OVERLAY_MESSAGES[lang]}>
      <KoreaPage page={page} view={next} korea={next.korea!} clock={clock} layout={layout} />
    </TextProvider>
  );
  const result = render(ui(view));
  return { ...result, update: (next: GameView) => result.rerender(ui(next)) };
}

const figure = (testId: string, stage?: string) => {
  const all = screen.getAllByTestId(testId);
  const one = stage ? all.find((element) => element.dataset.stage === stage) : all[0];
  if (!one) throw new Error(`no ${testId} ${stage ?? ''}`);
  return one;
};

/** A view whose Korea part has `totals` replaced (and nothing else), for rank cases. */
function withTotals(view: GameView, totals: KoreaView['totals']): GameView {
  return { ...view, korea: { ...view.korea!, totals } };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('total score page (koreaGroupPk)', () => {
  it('ranks every streamer by weighted total with the three stage parts, the team totals, the stage and the solo turn', () => {
    const view = demoKoreaGameView(NOW, 'solo');
    renderPage('koreaGroupPk', view, { lang: 'ko' });
    expect(screen.getByRole('heading', { name: '총점' })).toBeInTheDocument();
    expect(screen.getByText('솔로 쇼')).toBeInTheDocument();
    // 민지: 9,800 (double, 100%) + 18,900 × 150% (solo) = 38,150.
    expect(figure('korea-total-kr-2')).toHaveTextContent('38,150');
    expect(figure('korea-total-kr-2')).toHaveAttribute('data-value', '38150');
    expect(figure('korea-points-kr-2', 'double')).toHaveTextContent('9,800');
    expect(figure('korea-points-kr-2', 'solo')).toHaveTextContent('18,900');
    expect(figure('korea-points-kr-2', 'team')).toHaveTextContent('0');
    const rows = document.querySelectorAll('.ov-k-row');
    expect(within(rows[0] as HTMLElement).getByText('민지')).toBeInTheDocument();
    expect(rows[0]).toHaveAttribute('data-rank', '1');
    const teams = screen.getByRole('region', { name: '팀 총점' });
    expect(within(teams).getByText('불사조 Phoenix')).toBeInTheDocument();
    expect(figure('korea-team-total-phoenix')).toHaveAttribute('data-value', String(view.korea!.teamTotals[0]!.score));
    const performer = screen.getByTestId('korea-performer');
    expect(performer).toHaveTextContent('유나 Yuna');
    expect(performer).toHaveTextContent('지금 공연 중 · 8명 중 5번째');
    expect(screen.getByRole('timer')).toHaveTextContent(/^01:2[45]$/);
  });

  it('equal totals share a rank (1, 2, 2, 4)', () => {
    const base = demoKoreaGameView(NOW, 'double');
    const line = (streamerId: string, total: number, rank: number) => ({ streamerId, stages: { double: total, solo: 0, team: 0 }, total, rank });
    renderPage('koreaGroupPk', withTotals(base, [line('kr-1', 300, 1), line('kr-2', 200, 2), line('kr-3', 200, 2), line('kr-4', 100, 4)]));
    expect([...document.querySelectorAll('.ov-k-row')].map((row) => [row.querySelector('.ov-name')?.textContent, row.getAttribute('data-rank')])).toEqual([
      ['하늘', '1'],
      ['민지', '2'],
      ['Seojun', '2'],
      ['지우', '4'],
    ]);
  });

  it('between stages says no stage is running and shows no countdown or performer', () => {
    const base = demoKoreaGameView(NOW, 'double');
    const idle = { status: 'notStarted' as const, startedAt: null, endedAt: null, endsAt: null };
    renderPage('koreaGroupPk', { ...base, korea: { ...base.korea!, running: null, stages: { double: idle, solo: idle, team: idle } } });
    expect(screen.getByText('No stage running')).toBeInTheDocument();
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.queryByTestId('korea-performer')).toBeNull();
  });

  it('reads right to left in Arabic, with the figures unchanged', () => {
    renderPage('koreaGroupPk', demoKoreaGameView(NOW, 'solo'), { lang: 'ar', layout: 'portrait' });
    expect(screen.getByRole('heading', { name: 'المجموع الكلي' })).toBeInTheDocument();
    expect(screen.getByText('العرض الفردي')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'مجموع الفرق' })).toBeInTheDocument();
    expect(figure('korea-total-kr-2')).toHaveTextContent('38,150');
    expect(screen.getByTestId('korea-performer')).toHaveTextContent('يؤدي الآن · الدور 5 من 8');
  });
});

describe('stage board page (koreaScoreRanking)', () => {
  it('double PK: pairs face to face, the leader highlighted with the margin, a tie is a draw', () => {
    renderPage('koreaScoreRanking', demoKoreaGameView(NOW, 'double'));
    expect(screen.getByRole('heading', { name: 'Double PK' })).toBeInTheDocument();
    const pairs = document.querySelectorAll('.ov-k-pair');
    expect(pairs).toHaveLength(4);
    const first = pairs[0] as HTMLElement;
    expect(first.querySelector('[data-leader]')).toHaveTextContent('하늘');
    expect(first).toHaveTextContent('Leads by 2,600');
    expect(figure('korea-points-kr-1', 'double')).toHaveTextContent('12,400');
    expect(figure('korea-points-kr-2', 'double')).toHaveTextContent('9,800');
    // 민지's open combo shows beside her points, not in them.
    expect(within(first).getByText('+640')).toBeInTheDocument();
    const tie = pairs[1] as HTMLElement;
    expect(tie).toHaveAttribute('data-outcome', 'draw');
    expect(tie.querySelector('[data-leader]')).toBeNull();
    expect(tie).toHaveTextContent('Draw');
    expect(screen.getByRole('timer')).toHaveTextContent('06:12');
  });

  it('solo show: the performer big with the turn countdown, and the order with points', () => {
    renderPage('koreaScoreRanking', demoKoreaGameView(NOW, 'solo'), { lang: 'ko' });
    expect(screen.getByRole('heading', { name: '솔로 쇼' })).toBeInTheDocument();
    const spot = screen.getByTestId('korea-performer');
    expect(spot).toHaveTextContent('유나 Yuna');
    expect(spot).toHaveTextContent('12,750');
    expect(spot).toHaveTextContent('+1,200');
    expect(within(spot).getByRole('timer')).toHaveTextContent(/^01:2[45]$/);
    const order = screen.getByRole('region', { name: '공연 순서' });
    expect([...order.querySelectorAll('li')].map((item) => item.getAttribute('data-state'))).toEqual(['done', 'done', 'done', 'done', 'now', 'next', 'next', 'next']);
    expect(figure('korea-points-kr-2', 'solo')).toHaveTextContent('18,900');
  });

  it('team show: team scores as bars in the team colours, with each team\'s streamers', () => {
    const view = demoKoreaGameView(NOW, 'team');
    renderPage('koreaScoreRanking', view);
    expect(screen.getByRole('heading', { name: 'Team show' })).toBeInTheDocument();
    expect(figure('korea-team-score-phoenix')).toHaveTextContent('21,180');
    expect(figure('korea-team-score-tigers')).toHaveTextContent('18,270');
    const fills = [...document.querySelectorAll<HTMLElement>('.ov-k-team__fill')];
    expect(fills.map((fill) => fill.style.background)).toEqual(['rgb(74, 157, 255)', 'rgb(255, 107, 74)']);
    const tigers = screen.getByRole('region', { name: '호랑이 Tigers' });
    expect(within(tigers).getByText('Sua')).toBeInTheDocument();
    expect(figure('korea-points-kr-7', 'team')).toHaveTextContent('1,900');
  });

  it('after the last stage, shows the board of the stage that ended last, marked over', () => {
    renderPage('koreaScoreRanking', demoKoreaGameView(NOW, null));
    expect(screen.getByRole('heading', { name: 'Team show' })).toBeInTheDocument();
    expect(screen.getByText('Stage over')).toBeInTheDocument();
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('before any stage, shows the total ranking', () => {
    const base = demoKoreaGameView(NOW, 'double');
    const idle = { status: 'notStarted' as const, startedAt: null, endedAt: null, endsAt: null };
    renderPage('koreaScoreRanking', { ...base, korea: { ...base.korea!, running: null, stages: { double: idle, solo: idle, team: idle } } });
    expect(screen.getByRole('heading', { name: 'Total Score' })).toBeInTheDocument();
    expect(document.querySelectorAll('.ov-k-row')).toHaveLength(8);
    expect(figure('korea-total-kr-3')).toBeInTheDocument();
  });
});

describe('score changes', () => {
  it('the first view shows its figures at once; a new view counts up to the new figure, once', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
    const view = demoKoreaGameView(NOW, 'solo');
    const { update } = renderPage('koreaGroupPk', view);
    expect(figure('korea-total-kr-2')).toHaveTextContent('38,150');
    const totals = view.korea!.totals.map((line) => (line.streamerId === 'kr-2' ? { ...line, total: line.total + 1_000 } : line));
    const next = { ...withTotals(view, totals), serverNow: NOW + 1_000 };
    update(next);
    expect(figure('korea-total-kr-2')).toHaveAttribute('data-value', '39150');
    act(() => void vi.advanceTimersByTime(100));
    const midway = Number(figure('korea-total-kr-2').textContent!.replace(/,/g, ''));
    expect(midway).toBeGreaterThan(38_150);
    expect(midway).toBeLessThan(39_150);
    act(() => void vi.advanceTimersByTime(1_000));
    expect(figure('korea-total-kr-2')).toHaveTextContent('39,150');
    // The same figures again (a resync) do not move anything.
    update({ ...next, serverNow: NOW + 2_000 });
    act(() => void vi.advanceTimersByTime(50));
    expect(figure('korea-total-kr-2')).toHaveTextContent('39,150');
  });
});
