/**
 * The Control rules page over MSW: rows with streamer, gift, minimums and device; the device filter sent as a query
 * field; the form's own checks beside their inputs (a cooldown's beside the seconds it is typed in), then the body it
 * sends; a refused delete stays on the page; a reader sees no write buttons.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEVICE_MESSAGES, type DeviceRuleRow } from '../../../../../streams/contracts/devices';
import { server } from '../../../../test/msw-server';
import { refusal } from '../../../../../streams/contracts/refusals';
import { describeDeletedMeanwhile } from '../../../../test/refusals';
import { badRequest, renderPage } from '../test-kit';
import { ControlRulesPage } from './control-rules-page';
import { expectReaderView, openAddDrawer, recordBody, recorded, recordQuery } from '../../../../test/crud-page';


const rule = (over: Partial<DeviceRuleRow> = {}): DeviceRuleRow => ({
  id: 1,
  name: 'Roses burst',
  uniqueId: 'host_a',
  giftId: '5655',
  giftName: 'Rose',
  minCount: 10,
  minDiamonds: null,
  command: { id: 3, name: 'Confetti burst' },
  device: { id: 4, name: 'Confetti cannon', type: 'prop', enabled: false },
  cooldownMs: 5_000,
  enabled: true,
  lastFiredAt: null,
  createTime: '2026-01-01 09:00:00',
  updateTime: '2026-01-01 09:00:00',
  ...over,
});

const queries = recorded<URLSearchParams>();
const posted = recorded();

beforeEach(() => {
  server.use(
    http.get('/api/deviceRules', recordQuery(queries, () => HttpResponse.json({ content: [rule(), rule({ id: 2, name: 'Any gift', giftId: null, giftName: null, minCount: null, cooldownMs: 0 })], totalElements: 2 }))),
    http.get('/api/devices/options', () => HttpResponse.json([{ id: 4, name: 'Confetti cannon', type: 'prop', enabled: true }])),
    http.get('/api/deviceCommands/options', () => HttpResponse.json([{ id: 3, name: 'Confetti burst' }])),
    http.get('/api/deviceRules/gifts', () => HttpResponse.json([{ giftId: '5655', name: 'Rose', diamondCount: 1, imageUrl: null }])),
    http.post('/api/deviceRules', recordBody(posted, () => HttpResponse.json({ id: 5 }, { status: 201 }))),
    http.delete('/api/deviceRules', () => badRequest('Rule 1 does not exist')),
  );
});

describe('the Control rules page', () => {
  it('lists rules and filters by device', async () => {
    const user = userEvent.setup();
    renderPage(<ControlRulesPage />);
    const roses = (await screen.findByText('Roses burst')).closest('tr') as HTMLElement;
    expect(roses).toHaveAttribute('data-rule', 'Roses burst');
    expect(within(roses).getByText('@host_a')).toBeInTheDocument();
    expect(within(roses).getByText('at least 10 gifts')).toBeInTheDocument();
    expect(within(roses).getByText('disabled')).toBeInTheDocument();
    expect(within(roses).getByText('Never')).toBeInTheDocument();
    const any = screen.getAllByText('Any gift')[0]!.closest('tr') as HTMLElement;
    expect(within(any).getByText('No minimum')).toBeInTheDocument();
    expect(within(any).getByText('none')).toBeInTheDocument();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Device' }), 'Confetti cannon');
    await waitFor(() => expect(queries.at(-1)?.get('deviceId')).toBe('4'));
  });

  it('shows the checks beside their inputs, then sends the rule', async () => {
    const user = userEvent.setup();
    renderPage(<ControlRulesPage />);
    const drawer = await openAddDrawer(user, 'Roses burst', 'Add a control rule');
    await user.clear(drawer.getByRole('textbox', { name: 'Cooldown (seconds)' }));
    await user.type(drawer.getByRole('textbox', { name: 'Cooldown (seconds)' }), '-1');
    await user.click(drawer.getByRole('button', { name: 'Save' }));
    expect(await drawer.findByText(DEVICE_MESSAGES.commandRequired)).toBeInTheDocument();
    expect(drawer.getByText(DEVICE_MESSAGES.cooldownRange)).toBeInTheDocument();
    expect(posted).toEqual([]);

    await user.type(drawer.getByRole('textbox', { name: 'Name' }), 'Every gift');
    await user.type(drawer.getByRole('textbox', { name: 'Streamer (TikTok ID)' }), '@host_b');
    await user.selectOptions(drawer.getByRole('combobox', { name: 'Command' }), 'Confetti burst');
    await user.selectOptions(drawer.getByRole('combobox', { name: 'Device' }), 'Confetti cannon');
    await user.clear(drawer.getByRole('textbox', { name: 'Cooldown (seconds)' }));
    await user.type(drawer.getByRole('textbox', { name: 'Cooldown (seconds)' }), '2');
    await user.click(drawer.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({ name: 'Every gift', uniqueId: 'host_b', giftId: null, giftName: null, minCount: null, minDiamonds: null, commandId: 3, deviceId: 4, cooldownMs: 2_000, enabled: true });
  });

  it('keeps a refused delete on the page, and shows a reader no write buttons', async () => {
    const user = userEvent.setup();
    const first = renderPage(<ControlRulesPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete Roses burst' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'OK' }));
    expect(await screen.findByTestId('delete-error')).toHaveTextContent('Rule 1 does not exist');
    first.unmount();

    renderPage(<ControlRulesPage />, ['device:list']);
    await expectReaderView('Roses burst', 'Add', 'Edit Roses burst');
  });
});

describeDeletedMeanwhile('the Control rules page (a rule someone else deleted)', {
  path: '/api/deviceRules', gone: refusal('RULE_NOT_FOUND', { ids: ['1'] }), render: () => renderPage(<ControlRulesPage />), row: () => 'Roses burst',
  texts: { zh: '规则 1 不存在', ko: '규칙 1이(가) 없습니다', ar: 'القاعدة 1 غير موجودة' },
  expectSaid: async (text) => {
    expect(await screen.findByTestId('delete-error')).toHaveTextContent(text);
  },
});
