/**
 * The Devices page over MSW: rows with their online state and key hint; an add shows the key once with the demo
 * command line; the duplicate name lands beside the field; a delete refused because a rule uses the device says so
 * after asking; a reader sees no write buttons.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEVICE_MESSAGES, type DeviceRow } from '../../../../../streams/contracts/devices';
import { i18next } from '@shared/i18n/i18n';
import { expectReaderView, openAddDrawer, recordBody, recorded } from '../../../../test/crud-page';
import { server } from '../../../../test/msw-server';
import { fieldRefusal, refusal } from '../../../../../streams/contracts/refusals';
import { describeTranslatedRefusals, deleteRow, label, refusalAnswer, type InEachLanguage } from '../../../../test/refusals';
import { badRequest, renderPage } from '../test-kit';
import { DevicesPage } from './devices-page';


const row = (over: Partial<DeviceRow> = {}): DeviceRow => ({
  id: 1,
  name: 'Confetti cannon',
  type: 'prop',
  keyHint: 'dk_AbCd',
  enabled: true,
  online: true,
  lastSeenAt: '2026-01-01 10:00:00',
  note: 'Stage left',
  pending: 2,
  ruleCount: 1,
  createTime: '2026-01-01 09:00:00',
  updateTime: '2026-01-01 09:00:00',
  ...over,
});

const created = recorded<{ name: string }>();
const deleted = recorded();

beforeEach(() => {
  server.use(
    http.get('/api/devices', () => HttpResponse.json({ content: [row(), row({ id: 2, name: 'Disco light', type: 'light', online: false, enabled: false, lastSeenAt: null, note: null, pending: 0, ruleCount: 0 })], totalElements: 2 })),
    http.post('/api/devices', recordBody(created, (body) =>
      body.name === 'Confetti cannon' ? badRequest(`name: ${DEVICE_MESSAGES.deviceExists}`) : HttpResponse.json({ id: 3, key: 'dk_the-new-key' }, { status: 201 }),
    )),
    http.delete('/api/devices', recordBody(deleted, () => badRequest(DEVICE_MESSAGES.deviceInUse('Every gift bursts')))),
  );
});

describe('the Devices page', () => {
  it('lists devices with their state, key hint and waiting commands', async () => {
    renderPage(<DevicesPage />);
    const cannon = (await screen.findByText('Confetti cannon')).closest('tr') as HTMLElement;
    expect(within(cannon).getByText('Online')).toBeInTheDocument();
    expect(within(cannon).getByText('dk_AbCd…')).toBeInTheDocument();
    expect(within(cannon).getByText('2')).toBeInTheDocument();
    const light = screen.getByText('Disco light').closest('tr') as HTMLElement;
    expect(within(light).getByText('Disabled')).toBeInTheDocument();
    expect(within(light).getByText('Never')).toBeInTheDocument();
    expect(within(light).getByRole('button', { name: 'Send a test command to Disco light' })).toBeDisabled();
  });

  it('adds a device and shows its key once, with the demo command line; a name in use goes beside the field', async () => {
    const user = userEvent.setup();
    renderPage(<DevicesPage />);
    const drawer = await openAddDrawer(user, 'Confetti cannon', 'Add a device');
    await user.type(drawer.getByRole('textbox', { name: 'Name' }), 'Confetti cannon');
    await user.click(drawer.getByRole('button', { name: 'Save' }));
    expect(await drawer.findByText(DEVICE_MESSAGES.deviceExists)).toBeInTheDocument();

    await user.clear(drawer.getByRole('textbox', { name: 'Name' }));
    await user.type(drawer.getByRole('textbox', { name: 'Name' }), 'Smoke machine');
    await user.selectOptions(drawer.getByRole('combobox', { name: 'Type' }), 'game-pc');
    await user.click(drawer.getByRole('button', { name: 'Save' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Device key' }));
    expect(dialog.getByRole('textbox', { name: 'Key' })).toHaveValue('dk_the-new-key');
    expect(dialog.getByText(/npm run device:demo -- --url=ws:\/\/.+\/device --key=dk_the-new-key/)).toBeInTheDocument();
    expect(created.at(-1)).toEqual({ name: 'Smoke machine', type: 'game-pc', note: null, enabled: true });
    await user.click(dialog.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Device key' })).not.toBeInTheDocument());
  });

  it('asks before deleting, and says which rules keep the device', async () => {
    const user = userEvent.setup();
    renderPage(<DevicesPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete Confetti cannon' }));
    const confirm = within(await screen.findByRole('alertdialog'));
    expect(deleted).toEqual([]);
    await user.click(confirm.getByRole('button', { name: 'OK' }));
    expect(await screen.findByTestId('delete-error')).toHaveTextContent(DEVICE_MESSAGES.deviceInUse('Every gift bursts'));
    expect(deleted).toEqual([[1]]);
  });

  it('with no device yet, says what a device is and shows the device protocol, in the reader\'s language', async () => {
    server.use(http.get('/api/devices', () => HttpResponse.json({ content: [], totalElements: 0 })));
    const user = userEvent.setup();
    await i18next.changeLanguage('zh');
    try {
      renderPage(<DevicesPage />);
      const intro = within(await screen.findByTestId('device-intro'));
      expect(intro.getByText(/设备是直播间里的一台机器/)).toBeInTheDocument();
      expect(screen.queryByText(/npm/)).not.toBeInTheDocument();
      await user.click(intro.getByRole('button', { name: '设备协议' }));
      const dialog = within(await screen.findByRole('dialog', { name: '设备协议' }));
      expect(dialog.getByTestId('device-protocol')).toHaveTextContent('/device?key=');
      expect(dialog.getByTestId('device-protocol')).toHaveTextContent('"type":"ack"');
    } finally {
      await i18next.changeLanguage('en');
    }
  });

  it('says nothing of the protocol once there are devices', async () => {
    renderPage(<DevicesPage />);
    await screen.findByText('Disco light');
    expect(screen.queryByTestId('device-intro')).not.toBeInTheDocument();
  });

  it('shows a reader no write buttons', async () => {
    renderPage(<DevicesPage />, ['device:list']);
    await expectReaderView('Confetti cannon', 'Add', 'Delete Confetti cannon', 'Edit Confetti cannon');
  });
});

const EXISTS: InEachLanguage = { zh: '已有同名设备', ko: '같은 이름의 장치가 이미 있습니다', ar: 'يوجد جهاز بهذا الاسم بالفعل' };
const IN_USE: InEachLanguage = {
  zh: '该设备正被控制规则（Every gift bursts、Roses）使用；请先修改或删除这些规则',
  ko: '이 장치는 제어 규칙(Every gift bursts, Roses)에서 사용 중입니다. 먼저 규칙을 바꾸거나 삭제하세요',
  ar: 'تستخدم قواعد التحكم (Every gift bursts، Roses) هذا الجهاز؛ عدّلها أو احذفها أولًا',
};

describeTranslatedRefusals('the Devices page (a taken name beside the field, a device rules still use)', async (user, language) => {
  server.use(
    http.post('/api/devices', () => refusalAnswer(fieldRefusal('name', 'DEVICE_EXISTS'))),
    http.delete('/api/devices', () => refusalAnswer(refusal('DEVICE_IN_USE', { names: ['Every gift bursts', 'Roses'] }))),
  );
  renderPage(<DevicesPage />);
  await user.click(await screen.findByRole('button', { name: label('crud.add') }));
  const drawer = within(await screen.findByRole('dialog'));
  await user.type(drawer.getAllByRole('textbox')[0]!, 'Confetti cannon');
  await user.click(drawer.getByRole('button', { name: label('crud.save') }));
  expect(await drawer.findByText(EXISTS[language])).toBeInTheDocument();
  await user.click(drawer.getByRole('button', { name: label('common.cancel') }));
  await deleteRow(user, 'Confetti cannon');
  expect(await screen.findByTestId('delete-error')).toHaveTextContent(IN_USE[language]);
});
