/**
 * The lucky wheel page over MSW: the wheel from the slices (the "no prize" rest and a sold-out prize marked), the
 * countdown on the server's clock, one draw per tap (a double tap sends one request), the wheel stopping on the
 * server's slice before the result shows, today's earlier result, and the refusals (missing, unknown and revoked code;
 * a draw already made today) in the page's language.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { LotteryDrawResult, LotteryWheel } from '../../../../../streams/contracts/lottery';
import { server } from '../../../../test/msw-server';
import { openPage } from '../testing/h5-fixtures';
import { sliceArcs, sliceAtPointer } from './wheel-geometry';

const now = Date.parse('2026-11-25T15:00:00Z');

function wheel(overrides: Partial<LotteryWheel> = {}): LotteryWheel {
  return {
    activityName: 'November week',
    startDate: '2026-11-20',
    endDate: '2026-11-30',
    nickname: 'Lily',
    slices: [
      { prizeId: 1, name: 'Rose', picture: null, probability: 30, soldOut: false },
      { prizeId: 2, name: 'Crown', picture: null, probability: 10, soldOut: true },
      { prizeId: null, name: null, picture: null, probability: 60, soldOut: false },
    ],
    opensAt: Date.parse('2026-11-25T14:00:00Z'),
    closesAt: Date.parse('2026-11-25T18:00:00Z'),
    now,
    today: null,
    ...overrides,
  };
}

const won: LotteryDrawResult = { recordId: 9, sliceIndex: 0, prizeId: 1, prizeName: 'Rose', value: 1.5, picture: null };

afterEach(() => {
  document.documentElement.dir = '';
  document.documentElement.classList.remove('h5');
});

/** The slice under the pointer, read from the disc's transform. */
function sliceShown(): number {
  const disc = document.querySelector<SVGGElement>('.h5-wheel__disc')!;
  const rotation = Number(/rotate\(([-\d.]+)deg\)/.exec(disc.style.transform)?.[1]);
  return sliceAtPointer(sliceArcs(wheel().slices.map((slice) => slice.probability)), rotation);
}

describe('the lucky wheel page', () => {
  it('shows the activity, the wheel’s prizes with their chances and the time left on the server’s clock', async () => {
    server.use(http.get('/api/h5/lottery', () => HttpResponse.json(wheel())));
    await openPage('luckLottery', '?code=ABCD234567');
    expect(await screen.findByRole('heading', { name: 'November week' })).toBeInTheDocument();
    expect(screen.getByText('Hello Lily!')).toBeInTheDocument();
    // The days stay left to right inside the sentence, whatever its direction.
    expect(screen.getByText(/^Activity days:/)).toHaveTextContent('Activity days: \u20662026-11-20\u2069 – \u20662026-11-30\u2069 (Dubai)');
    const legend = within(screen.getByRole('list'));
    expect(legend.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Rose30 %', 'CrownSold out10 %', 'No prize60 %']);
    expect(screen.getByRole('img', { name: 'The prize wheel' })).toBeInTheDocument();
    // 15:00 UTC is 19:00 in Dubai: three hours left, whatever this machine's clock says.
    expect(screen.getByTestId('lottery-countdown')).toHaveTextContent(/^Open now: \u2066(2:59:5\d|3:00:00)\u2069 left today$/);
    expect(screen.getByRole('button', { name: 'Spin the wheel' })).toBeEnabled();
  });

  it('draws once for a double tap, spins to the server’s slice, then says the prize', async () => {
    const draws: unknown[] = [];
    server.use(
      http.get('/api/h5/lottery', () => HttpResponse.json(wheel())),
      http.post('/api/h5/lottery/draw', async ({ request }) => {
        draws.push(await request.json());
        return HttpResponse.json(won);
      }),
    );
    const user = userEvent.setup();
    await openPage('luckLottery', '?code=ABCD234567');
    const button = await screen.findByRole('button', { name: 'Spin the wheel' });
    await user.dblClick(button);
    expect(await screen.findByText('You won Rose!', {}, { timeout: 8_000 })).toBeInTheDocument();
    expect(screen.getByText('Worth 1.50')).toBeInTheDocument();
    expect(draws).toEqual([{ code: 'ABCD234567' }]);
    expect(sliceShown()).toBe(0);
    expect(screen.getByTestId('lottery-wheel')).toHaveAttribute('data-state', 'stopped');
    expect(screen.queryByRole('button', { name: /Spin/ })).toBeNull();
  });

  it('says the draw of today was already made, in Korean', async () => {
    server.use(
      http.get('/api/h5/lottery', () => HttpResponse.json(wheel())),
      http.post('/api/h5/lottery/draw', () =>
        HttpResponse.json({ status: 400, code: 'LOTTERY_CODE_USED', message: 'This code was already used today: come back tomorrow between 18:00 and 22:00 (Dubai time)' }, { status: 400 }),
      ),
    );
    const user = userEvent.setup();
    await openPage('luckLottery', '?code=ABCD234567&lang=ko');
    await user.click(await screen.findByRole('button', { name: '룰렛 돌리기' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('이 코드는 오늘 이미 사용했습니다: 내일 18:00~22:00(두바이 시간)에 다시 오세요');
  });

  it('shows today’s earlier result on the wheel, without a draw button', async () => {
    server.use(http.get('/api/h5/lottery', () => HttpResponse.json(wheel({ today: { sliceIndex: 2, prizeName: null, value: null } }))));
    await openPage('luckLottery', '?code=ABCD234567');
    expect(await screen.findByText('You already drew today (no prize). Come back tomorrow!')).toBeInTheDocument();
    expect(sliceShown()).toBe(2);
    expect(screen.queryByRole('button', { name: 'Spin the wheel' })).toBeNull();
  });

  it('counts down to 18:00 Dubai before the hours and keeps the button off', async () => {
    server.use(http.get('/api/h5/lottery', () => HttpResponse.json(wheel({ now: Date.parse('2026-11-25T13:00:00Z') }))));
    await openPage('luckLottery', '?code=ABCD234567');
    expect(await screen.findByTestId('lottery-countdown')).toHaveTextContent(/^Draws open in \u2066(1:00:00|0:59:5\d)\u2069$/);
    expect(screen.getByRole('button', { name: 'Spin the wheel' })).toBeDisabled();
  });

  it('explains a link without a code, an unknown code and a revoked link, in Arabic', async () => {
    await openPage('luckLottery', '?lang=ar');
    expect(screen.getByRole('alert')).toHaveTextContent('هذا الرابط بلا رمز سحب');

    server.use(http.get('/api/h5/lottery', ({ request }) => {
      const code = new URL(request.url).searchParams.get('code');
      return code === 'GONE'
        ? HttpResponse.json({ status: 410, code: 'LOTTERY_LINK_INVALID', message: 'This lottery link is no longer valid' }, { status: 410 })
        : HttpResponse.json({ status: 404, code: 'LOTTERY_CODE_INVALID', message: 'This lottery code is not valid' }, { status: 404 });
    }));
    const unknown = await openPage('luckLottery', '?code=NOPE&lang=ar');
    expect(await screen.findByTestId('lottery-refused')).toHaveTextContent('رمز السحب هذا غير صالح');
    unknown.unmount();
    await openPage('luckLottery', '?code=GONE');
    expect(await screen.findByTestId('lottery-refused')).toHaveTextContent('This lottery link is no longer valid');
  });
});
