/**
 * The Prizes page over MSW: the activity from the URL sent as `activityId` with its total and "no prize" rest, the
 * drawer's body (empty stock = unlimited, empty picture = none), a total over 100 refused beside the probability
 * (also in Chinese, Korean and Arabic), and a drawn prize's refused delete kept on the page.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { fieldRefusal, refusal } from '../../../../../streams/contracts/refusals';
import { server } from '../../../../test/msw-server';
import { expectLastQuery, recordBody, recorded, recordQuery } from '../../../../test/crud-page';
import { confirmAsked, describeTranslatedRefusals, label, refusalAnswer, type InEachLanguage } from '../../../../test/refusals';
import { activityRow, prizeRow, renderPage } from '../test-kit';
import { LotteryPrizesPage } from './prizes-page';

let queries: URLSearchParams[] = [];
const posts = recorded<Record<string, unknown>>();

beforeEach(() => {
  queries = [];
  server.use(
    http.get('/api/lottery/activities', () => HttpResponse.json({ content: [activityRow(), activityRow({ id: 2, name: 'December week', probabilityTotal: 100 })], totalElements: 2 })),
    http.get('/api/lottery/prizes', recordQuery(queries, () => HttpResponse.json({ content: [prizeRow(), prizeRow({ id: 12, name: 'Crown', probability: 10, stock: 0, drawn: 4 })], totalElements: 2 }))),
    http.post(
      '/api/lottery/prizes',
      recordBody(posts, (body) => (body.probability === 70 ? refusalAnswer(fieldRefusal('probability', 'LOTTERY_PROBABILITY_TOTAL', { total: 110 })) : HttpResponse.json(prizeRow({ id: 13 }), { status: 201 }))),
    ),
    http.delete('/api/lottery/prizes', () => refusalAnswer(refusal('LOTTERY_PRIZE_DRAWN', { name: 'Crown' }))),
  );
});

describe('the lottery Prizes page', () => {
  it('lists the prizes of the activity in the URL with its total and the rest as no prize', async () => {
    renderPage(<LotteryPrizesPage />, ['admin'], '/lottery/page?activityId=1');
    expect(await screen.findByText('Rose')).toBeInTheDocument();
    await expectLastQuery(queries, { activityId: '1', sort: 'sort,asc' });
    expect(await screen.findByTestId('probability-total')).toHaveTextContent('November week: prizes 40 %, no prize 60 %');
    expect(screen.getByRole('combobox', { name: 'Activity' })).toHaveValue('1');
    const crown = screen.getByText('Crown').closest('tr')!;
    expect(within(crown).getByText('0')).toBeInTheDocument();
    expect(within(screen.getByText('Rose').closest('tr')!).getByText('Unlimited')).toBeInTheDocument();
  });

  it('refuses a total over 100 beside the probability, naming the total, then adds with unlimited stock', async () => {
    const user = userEvent.setup();
    renderPage(<LotteryPrizesPage />, ['admin'], '/lottery/page?activityId=1');
    await screen.findByText('Rose');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Add prize' }));
    await waitFor(() => expect(drawer.getByRole('combobox', { name: /Activity/ })).toHaveValue('1'));
    await user.type(drawer.getByRole('textbox', { name: /^Name/ }), 'Lion');
    const probability = drawer.getByRole('spinbutton', { name: /Probability/ });
    await user.clear(probability);
    await user.type(probability, '70');
    await user.click(drawer.getByRole('button', { name: 'Save' }));
    expect(await drawer.findByText('the prizes of an activity add up to 110; the total may be at most 100')).toBeInTheDocument();
    await user.clear(probability);
    await user.type(probability, '20');
    await user.click(drawer.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posts.at(-1)).toEqual({ activityId: 1, name: 'Lion', value: 0, picture: null, probability: 20, stock: null, sort: 0 }));
  });

  it('keeps a drawn prize’s refused delete on the page', async () => {
    const user = userEvent.setup();
    renderPage(<LotteryPrizesPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete Crown' }));
    await confirmAsked(user);
    expect(await screen.findByText('Prize Crown was already drawn, so its records keep it: set its probability or stock to 0 instead of deleting it')).toBeInTheDocument();
  });
});

const TOTAL: InEachLanguage = { zh: '本活动奖品概率合计为 110；合计不能超过 100', ko: '이 이벤트 경품 확률의 합이 110입니다; 합계는 100 이하여야 합니다', ar: 'مجموع احتمالات جوائز هذا النشاط 110؛ يجب ألا يتجاوز المجموع 100' };
const DRAWN: InEachLanguage = {
  zh: '奖品 Crown 已被抽中，记录中保留了它：请将其概率或库存设为 0，而不是删除',
  ko: '경품 Crown은(는) 이미 추첨되어 기록에 남아 있습니다: 삭제하지 말고 확률이나 재고를 0으로 설정하세요',
  ar: 'سُحبت الجائزة Crown من قبل وتحتفظ بها السجلات: اجعل احتمالها أو مخزونها 0 بدلًا من حذفها',
};

describeTranslatedRefusals('the lottery Prizes page (a total over 100, a drawn prize)', async (user, language) => {
  server.use(http.post('/api/lottery/prizes', () => refusalAnswer(fieldRefusal('probability', 'LOTTERY_PROBABILITY_TOTAL', { total: 110 }))));
  renderPage(<LotteryPrizesPage />, ['admin'], '/lottery/page?activityId=1');
  await screen.findByText('Rose');
  await user.click(screen.getByRole('button', { name: label('crud.add') }));
  const drawer = within(await screen.findByRole('dialog'));
  await waitFor(() => expect(drawer.getAllByRole('combobox')[0]).toHaveValue('1'));
  await user.type(drawer.getAllByRole('textbox')[0]!, 'Lion');
  await user.click(drawer.getByRole('button', { name: label('crud.save') }));
  expect(await drawer.findByText(TOTAL[language])).toBeInTheDocument();
  await user.click(drawer.getByRole('button', { name: label('common.cancel') }));
  await user.click(await screen.findByRole('button', { name: label('crud.deleteItem', { name: 'Crown' }) }));
  await confirmAsked(user);
  expect(await screen.findByText(DRAWN[language])).toBeInTheDocument();
});
