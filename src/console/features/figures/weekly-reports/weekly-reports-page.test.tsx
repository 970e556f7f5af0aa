/**
 * The Weekly reports page over MSW: the week's list (current week by default, previous week, state and search in the
 * query), the generation and what it says, and the drawer: the card, the advice edited line by line (a blank line
 * refused beside it), the moves (sent asked first, then locked), the language, the public link shown once and
 * revoked after a question, a server refusal in the user's language, and a reader who sees no write.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { refusal } from '../../../../../streams/contracts/refusals';
import type { WeeklyReportRow } from '../../../../../streams/contracts/weekly-reports';
import { expectLastQuery, recordBody, recordQuery, renderRoutedPage, answerQuestion, noContent } from '../../../../test/crud-page';
import { server } from '../../../../test/msw-server';
import { refusalAnswer, speak } from '../../../../test/refusals';
import { currentMonday, shiftWeeks } from '../common/week-dates';
import { WeeklyReportsPage } from './weekly-reports-page';

const row = (patch: Partial<WeeklyReportRow> = {}): WeeklyReportRow => ({
  id: 7,
  streamerId: '3',
  weekStart: 1_795_651_200_000,
  zone: 'Asia/Riyadh',
  lang: 'en',
  figures: { lives: 5, liveDays: 4, liveMinutes: 615, liveHours: 10, liveRestMinutes: 15, pks: 17 },
  findings: [{ rule: 'pksPerLive', outcome: 'off', numbers: { lives: 5, offLives: 2, fewLives: 1, manyLives: 1, fewestPks: 1, mostPks: 7, meanPks: 3.4, skippedLives: 0, targetMin: 2, targetMax: 5 } }],
  summary: 'Five lives, 17 PKs.',
  advice: ['Keep to 2–5 PKs a live.'],
  week: '2026-11-23',
  uniqueId: 'luna_live',
  nickname: 'Luna',
  state: 'draft',
  editedAdvice: null,
  shownAdvice: ['Keep to 2–5 PKs a live.'],
  linkOpen: false,
  reviewedBy: null,
  reviewedAt: null,
  sentBy: null,
  sentAt: null,
  generatedAt: '2026-11-26 09:00:00',
  updateTime: '2026-11-26 09:00:00',
  ...patch,
});

let current: WeeklyReportRow;
let queries: URLSearchParams[];
let edits: Record<string, unknown>[];
let generated: Record<string, unknown>[];
let langs: Record<string, unknown>[];
let revoked: number;

beforeEach(() => {
  current = row();
  queries = [];
  edits = [];
  generated = [];
  langs = [];
  revoked = 0;
  server.use(
    http.get('/api/weeklyReports', recordQuery(queries, () => HttpResponse.json({ content: [current], totalElements: 1 }))),
    http.get('/api/weeklyReports/:id', () => HttpResponse.json(current)),
    http.put(
      '/api/weeklyReports',
      recordBody<Record<string, unknown>>(edits, (body) => {
        if (body.advice !== undefined) current = { ...current, editedAdvice: body.advice as string[] | null, shownAdvice: (body.advice as string[] | null) ?? current.advice };
        if (typeof body.state === 'string') current = { ...current, state: body.state as WeeklyReportRow['state'], reviewedBy: 'mgr', reviewedAt: '2026-11-26 10:00:00' };
        return noContent();
      }),
    ),
    http.put('/api/weeklyReports/lang', recordBody(langs, noContent)),
    http.post('/api/weeklyReports/generate', recordBody<Record<string, unknown>>(generated, (body) => HttpResponse.json({ week: body.week, generated: 3, kept: 1, tookMs: 42 }))),
    http.post('/api/weeklyReports/:id/key', () => {
      current = { ...current, linkOpen: true };
      return HttpResponse.json({ key: 'rk-secret' }, { status: 201 });
    }),
    http.delete('/api/weeklyReports/:id/key', () => {
      revoked += 1;
      current = { ...current, linkOpen: false };
      return noContent();
    }),
  );
});

afterEach(async () => {
  await speak('en');
});

const renderPage = (roles = ['admin']) => renderRoutedPage('/figures/weekly-reports', <WeeklyReportsPage />, roles);

async function openReport(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'Open the report of Luna' }));
  return within(await screen.findByRole('dialog', { name: 'Weekly report · Luna' }));
}

describe('the Weekly reports page', () => {
  it('lists the current week and sends the week, state and search', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('@luna_live')).toBeInTheDocument();
    const week = currentMonday();
    await expectLastQuery(queries, { week, sort: 'week,desc', page: '0' });
    await user.click(screen.getByRole('button', { name: 'Previous week' }));
    await expectLastQuery(queries, { week: shiftWeeks(week, -1) });
    expect(screen.getByLabelText('Week (Monday)')).toHaveValue(shiftWeeks(week, -1));
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'reviewed');
    await user.type(screen.getByRole('searchbox', { name: 'Search weekly reports' }), 'luna');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await expectLastQuery(queries, { week: shiftWeeks(week, -1), state: 'reviewed', blurry: 'luna' });
  });

  it('generates the week shown and says what it did, and that reviewed and sent reports are kept', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByText(/Generating again rewrites draft reports only: reviewed and sent reports are kept/)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Next week' }));
    await user.click(screen.getByRole('button', { name: 'Generate for this week' }));
    const week = shiftWeeks(currentMonday(), 1);
    expect(await screen.findByText(`Week of ${week}: 3 generated, 1 kept (reviewed or sent), in 42 ms.`)).toBeInTheDocument();
    expect(generated).toEqual([{ week }]);
  });

  it('edits the advice line by line, refusing a blank line beside it, and puts the generated lines back', async () => {
    const user = userEvent.setup();
    renderPage();
    const drawer = await openReport(user);
    const card = drawer.getByRole('article', { name: 'Weekly report · Luna' });
    expect(within(card).getByText('2 of 5 lives outside 2–5 PKs; 3.4 PKs per live on average')).toBeInTheDocument();
    expect(within(card).getByText('10 h 15 min')).toBeInTheDocument();
    const first = drawer.getByRole('textbox', { name: 'Advice line 1' });
    await user.clear(first);
    await user.click(drawer.getByRole('button', { name: 'Add a line' }));
    await user.click(drawer.getByRole('button', { name: 'Save advice' }));
    expect(drawer.getAllByText('Write the line or remove it')).toHaveLength(2);
    expect(edits).toEqual([]);
    await user.type(first, 'Start the first PK early.');
    await user.click(drawer.getByRole('button', { name: 'Remove line 2' }));
    await user.click(drawer.getByRole('button', { name: 'Save advice' }));
    await waitFor(() => expect(edits).toEqual([{ id: 7, advice: ['Start the first PK early.'] }]));
    expect(await within(card).findByText('Start the first PK early.')).toBeInTheDocument();
    await user.click(await drawer.findByRole('button', { name: 'Put the generated lines back' }));
    await waitFor(() => expect(edits.at(-1)).toEqual({ id: 7, advice: null }));
    expect(await within(card).findByText('Keep to 2–5 PKs a live.')).toBeInTheDocument();
  });

  it('marks reviewed, asks before marking sent, then shows the report locked', async () => {
    const user = userEvent.setup();
    renderPage();
    const drawer = await openReport(user);
    await user.click(drawer.getByRole('button', { name: 'Mark reviewed' }));
    await waitFor(() => expect(edits).toEqual([{ id: 7, state: 'reviewed' }]));
    await user.click(await drawer.findByRole('button', { name: 'Mark sent' }));
    await answerQuestion(user, 'Mark the report of Luna as sent? A sent report is locked: its advice can no longer be edited.', 'Mark sent');
    await waitFor(() => expect(edits.at(-1)).toEqual({ id: 7, state: 'sent' }));
    expect(await drawer.findByText('This report was sent to the streamer, so it is locked: what they received is not rewritten.')).toBeInTheDocument();
    expect(drawer.queryByRole('button', { name: 'Save advice' })).toBeNull();
  });

  it('shows a refused edit in the user’s language', async () => {
    server.use(http.put('/api/weeklyReports', () => refusalAnswer(refusal('WEEKLY_REPORT_SENT_LOCKED'))));
    await speak('ko');
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Luna의 리포트 열기' }));
    const drawer = within(await screen.findByRole('dialog', { name: '주간 리포트 · Luna' }));
    await user.click(drawer.getByRole('button', { name: '조언 저장' }));
    expect(await drawer.findByRole('alert')).toHaveTextContent('조언을 저장하지 못했습니다: 발송된 보고서입니다: 조언을 더 이상 수정할 수 없습니다');
  });

  it('sets the streamer’s language for the next generation and offers to regenerate the draft week', async () => {
    const user = userEvent.setup();
    renderPage();
    const drawer = await openReport(user);
    expect(drawer.getByText('Applies from the next generation; this report stays in English.')).toBeInTheDocument();
    await user.selectOptions(drawer.getByRole('combobox', { name: 'Language of Luna’s reports' }), 'ar');
    await user.click(drawer.getByRole('button', { name: 'Set language' }));
    await waitFor(() => expect(langs).toEqual([{ streamerId: 3, lang: 'ar' }]));
    await user.click(await drawer.findByRole('button', { name: 'Regenerate this week’s drafts now' }));
    await waitFor(() => expect(generated).toEqual([{ week: '2026-11-23' }]));
  });

  it('issues the public link once with Copy, and revokes it after asking', async () => {
    const user = userEvent.setup();
    renderPage();
    const drawer = await openReport(user);
    await user.click(drawer.getByRole('button', { name: 'Issue a public link' }));
    expect(await drawer.findByRole('textbox', { name: 'Public link of the report' })).toHaveValue(`${window.location.origin}/whiteListPages/weeklyReport?key=rk-secret&lang=en`);
    expect(drawer.getByText('Copy the link now: it is shown only once.')).toBeInTheDocument();
    expect(drawer.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    await user.click(await drawer.findByRole('button', { name: 'Revoke the link' }));
    await answerQuestion(user, 'Revoke the public link of Luna’s report? Whoever has it can no longer open the report.', 'Revoke the link');
    await waitFor(() => expect(revoked).toBe(1));
    expect(await drawer.findByText('No public link.')).toBeInTheDocument();
    expect(drawer.queryByRole('textbox', { name: 'Public link of the report' })).toBeNull();
  });

  it('a reader sees the reports and their card, but no generation and no edit', async () => {
    const user = userEvent.setup();
    renderPage(['weeklyReport:list']);
    const drawer = await openReport(user);
    expect(drawer.getByText('Keep to 2–5 PKs a live.')).toBeInTheDocument();
    expect(drawer.getByRole('button', { name: 'Download PNG' })).toBeInTheDocument();
    for (const name of ['Mark reviewed', 'Save advice', 'Set language', 'Issue a public link']) expect(drawer.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Generate for this week' })).toBeNull();
  });
});
