/**
 * The Codes page over MSW: filters sent (activity from the URL, state), issuing codes (the lines become the body; the
 * issued codes with their personal links), revoking asked first, and a drawn code's refused delete kept on the page
 * (also in Chinese, Korean and Arabic).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { refusal } from '../../../../../streams/contracts/refusals';
import { server } from '../../../../test/msw-server';
import { expectLastQuery, expectReaderView, noContent, recordBody, recorded, recordQuery } from '../../../../test/crud-page';
import { confirmAsked, describeTranslatedRefusals, label, refusalAnswer, type InEachLanguage } from '../../../../test/refusals';
import { activityRow, codeRow, renderPage } from '../test-kit';
import { LotteryCodesPage } from './codes-page';

let queries: URLSearchParams[] = [];
const issues = recorded();
const revokes = recorded();

beforeEach(() => {
  queries = [];
  server.use(
    http.get('/api/lottery/activities', () => HttpResponse.json({ content: [activityRow()], totalElements: 1 })),
    http.get('/api/lottery/codes', recordQuery(queries, () => HttpResponse.json({ content: [codeRow(), codeRow({ id: 22, code: 'WXYZ765432', uniqueId: 'omar_tt', nickname: null, draws: 2, lastDrawDay: '2026-11-25' })], totalElements: 2 }))),
    http.post('/api/lottery/codes/issue', recordBody(issues, () => HttpResponse.json({ issued: [codeRow({ id: 23, code: 'NEWC0DE234', uniqueId: 'sora', nickname: 'Sora' })] }, { status: 201 }))),
    http.put('/api/lottery/codes/revoke', recordBody(revokes, noContent)),
    http.delete('/api/lottery/codes', () => refusalAnswer(refusal('LOTTERY_CODE_DRAWN', { code: 'WXYZ765432' }))),
  );
});

describe('the lottery Codes page', () => {
  it('filters by the activity in the URL and by state', async () => {
    const user = userEvent.setup();
    renderPage(<LotteryCodesPage />, ['admin'], '/lottery/page?activityId=1');
    await screen.findByText('ABCD234567');
    await expectLastQuery(queries, { activityId: '1' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'true');
    await expectLastQuery(queries, { activityId: '1', revoked: 'true' });
  });

  it('issues codes from the lines typed and shows each personal link', async () => {
    const user = userEvent.setup();
    renderPage(<LotteryCodesPage />, ['admin'], '/lottery/page?activityId=1');
    await screen.findByText('ABCD234567');
    await user.click(screen.getByRole('button', { name: 'Issue codes' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Issue lottery codes' }));
    await user.click(dialog.getByRole('button', { name: 'Issue codes' }));
    expect(await dialog.findByText('Enter at least one TikTok ID')).toBeInTheDocument();
    await user.type(dialog.getByRole('textbox', { name: /Streamers/ }), 'sora, Sora{enter}@omar_tt');
    await user.click(dialog.getByRole('button', { name: 'Issue codes' }));
    const issued = within(await screen.findByRole('dialog', { name: 'Codes issued' }));
    expect(issues).toEqual([{ activityId: 1, streamers: [{ uniqueId: 'sora', nickname: 'Sora' }, { uniqueId: 'omar_tt', nickname: null }] }]);
    expect(issued.getByTestId('personal-link')).toHaveTextContent(`${window.location.origin}/whiteListPages/luckLottery?code=NEWC0DE234`);
    expect(issued.getByRole('button', { name: 'Copy Sora (@sora)' })).toBeInTheDocument();
  });

  it('asks before revoking a code, then sends it', async () => {
    const user = userEvent.setup();
    renderPage(<LotteryCodesPage />);
    await user.click(await screen.findByRole('button', { name: 'Revoke Lily (@lily.live)' }));
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent('Revoke 1 code(s)? Their links stop working until restored.');
    expect(revokes).toEqual([]);
    await user.click(within(question).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(revokes).toEqual([{ ids: [21], revoked: true }]));
  });

  it('restores the ticked codes after asking, and says so', async () => {
    const user = userEvent.setup();
    renderPage(<LotteryCodesPage />);
    await screen.findByText('ABCD234567');
    await user.click(screen.getByRole('checkbox', { name: 'Select Lily (@lily.live)' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select @omar_tt' }));
    await user.click(screen.getByRole('button', { name: 'Restore selected (2)' }));
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent('Restore 2 code(s)? Their links work again.');
    await user.click(within(question).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(revokes).toEqual([{ ids: [21, 22], revoked: false }]));
    expect(await screen.findByText('Codes restored')).toBeInTheDocument();
  });

  it('keeps a drawn code’s refused delete on the page', async () => {
    const user = userEvent.setup();
    renderPage(<LotteryCodesPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete @omar_tt' }));
    await confirmAsked(user);
    expect(await screen.findByText('Code WXYZ765432 has draws on record: revoke it instead of deleting it')).toBeInTheDocument();
  });

  it('shows a reader no write buttons', async () => {
    renderPage(<LotteryCodesPage />, ['lottery:list']);
    await expectReaderView('ABCD234567', 'Issue codes', 'Revoke Lily (@lily.live)', 'Delete @omar_tt');
  });
});

const DRAWN: InEachLanguage = { zh: '抽奖码 WXYZ765432 已有抽奖记录：请作废而不是删除', ko: '코드 WXYZ765432에는 추첨 기록이 있습니다: 삭제하지 말고 취소하세요', ar: 'للرمز WXYZ765432 سحوبات مسجلة: ألغه بدلًا من حذفه' };

describeTranslatedRefusals('the lottery Codes page (a code with draws)', async (user, language) => {
  renderPage(<LotteryCodesPage />);
  await user.click(await screen.findByRole('button', { name: label('crud.deleteItem', { name: '@omar_tt' }) }));
  await confirmAsked(user);
  expect(await screen.findByText(DRAWN[language])).toBeInTheDocument();
});
