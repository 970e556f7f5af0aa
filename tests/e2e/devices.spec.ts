/**
 * Live game devices (a device rule fires to the demo device), against the real server on the
 * embedded database: a device is added from the console and its key shown once; a command's template is refused with
 * the unknown placeholder named, then saved with its preview; a rule is made for a simulator room's handle; the real
 * demo client (`scripts/device-demo.ts`) runs with the key, prints the commands the rule fires and acknowledges them;
 * the command log shows them acknowledged, the device shows online, the gift messages page shows the gifts with the
 * rule that fired. Screenshots as tests/e2e/screenshots/devices-*.png.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config';
import { SCREENSHOTS, apiToken, signIn } from './helpers';

const shot = (page: Page, name: string, fullPage = true) => page.screenshot({ path: `${SCREENSHOTS}/devices-${name}.png`, fullPage, animations: 'disabled' });

const HANDLE = 'e2e_dev_host';

/** The demo device as a process, with what it printed. */
function runDemo(key: string): { child: ChildProcessWithoutNullStreams; output: () => string } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/device-demo.ts', `--url=ws://127.0.0.1:${E2E_PORT}/device`, `--key=${key}`], { env: { ...process.env, DEVICE_KEY: '', DEVICE_URL: '' } });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  return { child, output: () => output };
}

async function openPage(page: Page, name: string): Promise<void> {
  const nav = page.getByRole('navigation');
  const link = nav.getByRole('link', { name, exact: true });
  if (!(await link.isVisible())) await nav.getByText('Live game devices').click();
  await link.click();
  await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
}

test('a control rule fires to the demo device, which prints and acknowledges the command', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page);
  const token = await apiToken(page);
  let demo: ReturnType<typeof runDemo> | null = null;
  let roomId: string | null = null;
  try {
    // ---- a device, its key shown once ----
    await openPage(page, 'Devices');
    await expect(page.getByTestId('table-empty')).toBeVisible();
    await shot(page, 'empty');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Add a device' });
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect(drawer.getByText('Please enter the name')).toBeVisible();
    await drawer.getByLabel('Name').fill('Confetti cannon');
    await drawer.getByRole('combobox', { name: 'Type' }).selectOption('prop');
    await drawer.getByLabel('Note').fill('Stage left, next to the host');
    await shot(page, 'device-form', false);
    await drawer.getByRole('button', { name: 'Save' }).click();
    const keyDialog = page.getByRole('dialog', { name: 'Device key' });
    await expect(keyDialog).toContainText('Copy its key now: it is shown only this once.');
    const key = await keyDialog.getByTestId('device-key').inputValue();
    expect(key).toMatch(/^dk_/);
    await expect(keyDialog.getByText(`--key=${key}`)).toBeVisible();
    await shot(page, 'key', false);
    await keyDialog.getByRole('button', { name: 'Done' }).click();
    const deviceRow = page.getByRole('table', { name: 'Devices' }).locator('tr[data-device="Confetti cannon"]');
    await expect(deviceRow).toContainText('Offline');
    await expect(deviceRow).toContainText(key.slice(0, 7));

    // ---- a command: the unknown placeholder named, then the preview ----
    await openPage(page, 'Commands');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const commandDrawer = page.getByRole('dialog', { name: 'Add a command' });
    await commandDrawer.getByRole('textbox', { name: 'Name', exact: true }).fill('Confetti burst');
    const template = commandDrawer.getByLabel('Payload template');
    await template.fill('{"action":"burst","for":"{{user.name}}","count":{{gift.repeatCount}}}');
    await expect(commandDrawer.getByTestId('template-preview')).toContainText('Unknown placeholders: {{user.name}}');
    await commandDrawer.getByRole('button', { name: 'Save' }).click();
    await expect(commandDrawer.getByText('Unknown placeholders: {{user.name}}. Use the placeholders listed under the editor').first()).toBeVisible();
    await template.fill('{"action":"burst","for":"","count":{{gift.repeatCount}},"gift":"{{gift.name}}"}');
    // Insert a placeholder from the list at the cursor (inside the empty "for" string).
    await template.focus();
    await template.evaluate((area: HTMLTextAreaElement) => {
      const at = area.value.indexOf('""') + 1;
      area.setSelectionRange(at, at);
    });
    await commandDrawer.getByRole('button', { name: 'Insert user.nickname' }).click();
    await expect(template).toHaveValue('{"action":"burst","for":"{{user.nickname}}","count":{{gift.repeatCount}},"gift":"{{gift.name}}"}');
    await expect(commandDrawer.getByTestId('template-preview')).toContainText('"for": "Sample \\"viewer\\""');
    await shot(page, 'command-form', false);
    await commandDrawer.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Added successfully').last()).toBeVisible();
    await expect(page.getByRole('table', { name: 'Commands' }).locator('tr[data-command="Confetti burst"]')).toContainText('60 s');
    await shot(page, 'commands');

    // ---- a simulator room for the handle, and a rule on it ----
    const started = await page.request.post('/api/live/rooms', { headers: { Authorization: token }, data: { source: 'simulator', uniqueId: HANDLE, speed: 5, seed: 21 } });
    expect(started.status()).toBe(201);
    roomId = ((await started.json()) as { roomId: string }).roomId;

    await openPage(page, 'Control rules');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const ruleDrawer = page.getByRole('dialog', { name: 'Add a control rule' });
    await ruleDrawer.getByRole('button', { name: 'Save' }).click();
    await expect(ruleDrawer.getByText('Please choose the command')).toBeVisible();
    await ruleDrawer.getByRole('textbox', { name: 'Name', exact: true }).fill('Every gift bursts');
    await ruleDrawer.getByLabel('Streamer (TikTok ID)').fill(`@${HANDLE}`);
    await ruleDrawer.getByRole('combobox', { name: 'Gift' }).selectOption({ label: 'Any gift' });
    await ruleDrawer.getByRole('combobox', { name: 'Command' }).selectOption({ label: 'Confetti burst' });
    await ruleDrawer.getByRole('combobox', { name: 'Device' }).selectOption({ label: 'Confetti cannon' });
    await ruleDrawer.getByLabel('Cooldown (seconds)').fill('0');
    await shot(page, 'rule-form', false);
    await ruleDrawer.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Added successfully').last()).toBeVisible();
    const ruleRow = page.getByRole('table', { name: 'Control rules' }).locator('tr[data-rule="Every gift bursts"]');
    await expect(ruleRow).toContainText(`@${HANDLE}`);
    await expect(ruleRow).toContainText('Any gift');

    // ---- the demo device gets the commands and acknowledges them ----
    demo = runDemo(key);
    const running = demo;
    await expect.poll(() => running.output(), { timeout: 60_000 }).toMatch(/command #\d+ "Confetti burst" \{"action":"burst","for":"[^"]*","count":\d+,"gift":"[^"]+"\}/);
    // The rules list refreshes every 10 s: "last sent" shows within one refresh.
    await expect(ruleRow).toContainText(/\d{4}-\d\d-\d\d \d\d:\d\d:\d\d/, { timeout: 20_000 });
    await shot(page, 'rules');

    await openPage(page, 'Command log');
    // The newest acknowledged command on the page is one the demo printed.
    const logRow = page.getByRole('table', { name: 'Command log' }).locator('tr[data-status="acked"]').first();
    await expect(logRow).toContainText('Acknowledged');
    const commandId = await logRow.getAttribute('data-log');
    expect(running.output()).toContain(`command #${commandId} "Confetti burst"`);
    await expect(logRow).toContainText('Every gift bursts');
    await expect(logRow).toContainText('Confetti cannon');
    await expect(logRow).toContainText(/\d+ ms/);
    await shot(page, 'log');

    await openPage(page, 'Devices');
    await expect(deviceRow).toContainText('Online');
    await shot(page, 'list');

    await openPage(page, 'Device gift messages');
    await page.getByRole('button', { name: `@${HANDLE}` }).click();
    await expect(page).toHaveURL(new RegExp(`uniqueId=${HANDLE}`));
    const giftTable = page.getByRole('table', { name: 'Gift messages' });
    await expect(giftTable.locator('tbody tr').first()).toContainText('Every gift bursts');
    await expect(page.getByText('Rooms followed now')).toBeVisible();
    await shot(page, 'gift-messages');

    // ---- the log in Arabic, right to left ----
    const setLanguage = (value: string) => page.context().addCookies([{ name: 'language', value, url: page.url() }]);
    await setLanguage('ar');
    await page.goto('/devices/command-log');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'سجل الأوامر' })).toBeVisible();
    await expect(page.locator('tr[data-status="acked"]').first()).toContainText('تم التأكيد');
    await shot(page, 'log-ar');
    await setLanguage('en');
  } finally {
    const child = demo?.child;
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGINT');
      await exited;
    }
    if (roomId) await page.request.delete('/api/live/rooms', { headers: { Authorization: token }, data: [roomId] });
  }
});
