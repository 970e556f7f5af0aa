/**
 * The Commands page over MSW: rows with template, expiry and rule count; the editor's preview and its checks beside
 * their inputs (an expiry's beside the seconds); a placeholder inserted at the cursor; the body sent; a delete refused
 * because rules use the command stays on the page.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEVICE_MESSAGES, type DeviceCommandRow } from '../../../../../streams/contracts/devices';
import { server } from '../../../../test/msw-server';
import { refusal } from '../../../../../streams/contracts/refusals';
import { describeTranslatedRefusals, deleteRow, refusalAnswer, type InEachLanguage } from '../../../../test/refusals';
import { badRequest, renderPage } from '../test-kit';
import { DeviceCommandsPage } from './device-commands-page';
import { openAddDrawer, recordBody, recorded } from '../../../../test/crud-page';


const command: DeviceCommandRow = {
  id: 1,
  name: 'Confetti burst',
  payloadTemplate: '{"action":"burst"}',
  ttlMs: 60_000,
  note: 'Stage left',
  ruleCount: 2,
  createTime: '2026-01-01 09:00:00',
  updateTime: '2026-01-01 09:30:00',
};
const posted = recorded();

beforeEach(() => {
  server.use(
    http.get('/api/deviceCommands', () => HttpResponse.json({ content: [command], totalElements: 1 })),
    http.post('/api/deviceCommands', recordBody(posted, () => HttpResponse.json({ id: 2 }, { status: 201 }))),
    http.delete('/api/deviceCommands', () => badRequest(DEVICE_MESSAGES.commandInUse('Every gift bursts'))),
  );
});

describe('the Commands page', () => {
  it('lists commands with their template, expiry and rules', async () => {
    renderPage(<DeviceCommandsPage />);
    const row = (await screen.findByText('Confetti burst')).closest('tr') as HTMLElement;
    expect(row).toHaveAttribute('data-command', 'Confetti burst');
    expect(within(row).getByText('Stage left')).toBeInTheDocument();
    expect(within(row).getByText('{"action":"burst"}')).toBeInTheDocument();
    expect(within(row).getByText('60 s')).toBeInTheDocument();
    expect(within(row).getByText('2')).toBeInTheDocument();
  });

  it('previews the template, shows the checks beside their inputs, and sends the command', async () => {
    const user = userEvent.setup();
    renderPage(<DeviceCommandsPage />);
    const drawer = await openAddDrawer(user, 'Confetti burst', 'Add a command');
    const template = drawer.getByRole('textbox', { name: 'Payload template' });
    await user.clear(template);
    await user.type(template, 'go {{{{gift.nam}}');
    expect(await drawer.findByTestId('template-preview')).toHaveTextContent(DEVICE_MESSAGES.unknownPlaceholders('{{gift.nam}}'));
    await user.clear(drawer.getByRole('textbox', { name: 'Expiry (seconds)' }));
    await user.type(drawer.getByRole('textbox', { name: 'Expiry (seconds)' }), 'soon');
    await user.click(drawer.getByRole('button', { name: 'Save' }));
    expect(await drawer.findByText(DEVICE_MESSAGES.ttlRange)).toBeInTheDocument();
    expect(drawer.getByText(DEVICE_MESSAGES.nameRequired)).toBeInTheDocument();

    await user.type(drawer.getByRole('textbox', { name: 'Name' }), 'Lights');
    await user.clear(template);
    await user.click(drawer.getByRole('button', { name: 'Insert gift.name' }));
    await waitFor(() => expect(template).toHaveValue('{{gift.name}}'));
    expect(drawer.getByTestId('template-preview')).toHaveTextContent('Rose');
    await user.clear(drawer.getByRole('textbox', { name: 'Expiry (seconds)' }));
    await user.type(drawer.getByRole('textbox', { name: 'Expiry (seconds)' }), '30');
    await user.click(drawer.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({ name: 'Lights', payloadTemplate: '{{gift.name}}', ttlMs: 30_000, note: null });
  });

  it('asks before deleting, and keeps the rules that use the command on the page', async () => {
    const user = userEvent.setup();
    renderPage(<DeviceCommandsPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete Confetti burst' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'OK' }));
    expect(await screen.findByTestId('delete-error')).toHaveTextContent(DEVICE_MESSAGES.commandInUse('Every gift bursts'));
  });
});

const IN_USE: InEachLanguage = {
  zh: '该命令正被控制规则（Every gift bursts）使用；请先修改或删除这些规则',
  ko: '이 명령은 제어 규칙(Every gift bursts)에서 사용 중입니다. 먼저 규칙을 바꾸거나 삭제하세요',
  ar: 'تستخدم قواعد التحكم (Every gift bursts) هذا الأمر؛ عدّلها أو احذفها أولًا',
};

describeTranslatedRefusals('the Device commands page (a command rules still use)', async (user, language) => {
  server.use(http.delete('/api/deviceCommands', () => refusalAnswer(refusal('COMMAND_IN_USE', { names: ['Every gift bursts'] }))));
  renderPage(<DeviceCommandsPage />);
  await deleteRow(user, 'Confetti burst');
  expect(await screen.findByTestId('delete-error')).toHaveTextContent(IN_USE[language]);
});
