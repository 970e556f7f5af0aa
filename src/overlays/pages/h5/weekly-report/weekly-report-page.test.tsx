/**
 * The public weekly report page over MSW: the report in its language (Arabic right to left, Korean advice), the key
 * sent in the query and no staff token, and the states a streamer may meet: no key, a revoked or unknown key, a
 * failed request that a retry recovers from.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { PublicWeeklyReport } from '../../../../../streams/contracts/weekly-reports';
import { server } from '../../../../test/msw-server';
import { openPage, recordRequests, refusal } from '../testing/h5-fixtures';

const report = (patch: Partial<PublicWeeklyReport> = {}): PublicWeeklyReport => ({
  weekStart: 1_795_651_200_000,
  zone: 'Asia/Riyadh',
  lang: 'ko',
  figures: { lives: 5, liveDays: 4, liveMinutes: 615, liveHours: 10, liveRestMinutes: 15, pks: 17 },
  findings: [
    { rule: 'pksPerLive', outcome: 'off', numbers: { lives: 5, offLives: 2, fewLives: 1, manyLives: 1, fewestPks: 1, mostPks: 7, meanPks: 3.4, skippedLives: 0, targetMin: 2, targetMax: 5 } },
    { rule: 'privateMessages', outcome: 'noData', numbers: { contacts: 0, offContacts: 0, most: 0, target: 3 } },
  ],
  summary: '이번 주 라이브 5회, PK 17회.',
  advice: ['라이브마다 PK를 2~5회 하세요.'],
  week: '2026-11-23',
  nickname: 'Luna',
  ...patch,
});

describe('the public weekly report page', () => {
  it('shows the report in its language with the key sent in the query', async () => {
    const sent = recordRequests();
    server.use(http.get('/api/h5/weeklyReport', () => HttpResponse.json(report())));
    await openPage('weeklyReport', '?key=rk-1&lang=ko');
    const card = await screen.findByRole('article', { name: '주간 리포트 · Luna' });
    expect(card).toHaveAttribute('dir', 'ltr');
    expect(within(card).getByText('라이브마다 PK를 2~5회 하세요.')).toBeInTheDocument();
    expect(within(card).getByText('10시간 15분')).toBeInTheDocument();
    // The finding with the streamer's numbers; the rule without data names itself and says so, with no numbers.
    expect(within(card).getByText('라이브 5회 중 2회가 PK 2–5회 범위를 벗어남; 라이브당 평균 3.4회')).toBeInTheDocument();
    expect(within(card).getByText('데이터 없음')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '이미지로 저장 (PNG)' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'PDF로 저장' })).toBeEnabled();
    expect(sent.map((request) => [request.path, request.query.get('key'), request.key, request.authorization])).toEqual([['/api/h5/weeklyReport', 'rk-1', null, null]]);
  });

  it('reads an Arabic report right to left', async () => {
    server.use(http.get('/api/h5/weeklyReport', () => HttpResponse.json(report({ lang: 'ar', summary: 'خمسة بثوث.', advice: ['قم بمواجهتين على الأقل.'] }))));
    await openPage('weeklyReport', '?key=rk-2&lang=ar');
    const card = await screen.findByRole('article', { name: 'التقرير الأسبوعي · Luna' });
    expect(card).toHaveAttribute('dir', 'rtl');
    expect(card).toHaveAttribute('lang', 'ar');
    expect(within(card).getByText('قم بمواجهتين على الأقل.')).toBeInTheDocument();
  });

  it('a link without a key says so and asks nothing', async () => {
    const sent = recordRequests();
    await openPage('weeklyReport', '');
    expect(screen.getByRole('alert')).toHaveTextContent('This report link has no key. Open the whole link your manager sent you.');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent).toEqual([]);
  });

  it('a revoked key is refused in the reader’s language, with what to do and no retry', async () => {
    server.use(http.get('/api/h5/weeklyReport', () => refusal(401, 'WEEKLY_REPORT_KEY_REVOKED', 'This report link was withdrawn: ask your manager for a new one')));
    await openPage('weeklyReport', '?key=old&lang=ko');
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('이 보고서 링크는 철회되었습니다: 매니저에게 새 링크를 요청하세요');
    expect(notice).toHaveTextContent('매니저에게 주간 리포트의 새 링크를 요청하세요.');
    expect(screen.queryByRole('button', { name: '다시 시도' })).not.toBeInTheDocument();
  });

  it('an unknown key is refused in English in the server’s words', async () => {
    server.use(http.get('/api/h5/weeklyReport', () => refusal(401, 'WEEKLY_REPORT_KEY_INVALID', 'This report link is not valid')));
    await openPage('weeklyReport', '?key=nope');
    expect(await screen.findByRole('alert')).toHaveTextContent('This report cannot be opened');
    expect(screen.getByRole('alert')).toHaveTextContent('This report link is not valid');
  });

  it('a network failure offers a retry that loads the report', async () => {
    let calls = 0;
    server.use(http.get('/api/h5/weeklyReport', () => (++calls === 1 ? HttpResponse.error() : HttpResponse.json(report({ lang: 'en', advice: ['Two PKs at least.'] })))));
    await openPage('weeklyReport', '?key=rk-3');
    expect(await screen.findByRole('alert')).toHaveTextContent('The request failed. Check your connection and try again.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Two PKs at least.')).toBeInTheDocument();
  });
});
