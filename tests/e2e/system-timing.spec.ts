/**
 * Timed tasks (a task is created, run now and its log shown), against the real server on the
 * embedded database: the seeded tasks with their next runs; a task is added from the drawer (a bad cron expression
 * refused beside the field, then a good one with its next runs), run now after confirming, and its run shown in the
 * execution log with success and duration; the page in Arabic, right to left. Screenshots as
 * tests/e2e/screenshots/system-timing-*.png.
 */
import { expect, test, type Page } from '@playwright/test';
import { SCREENSHOTS, apiToken, signIn } from './helpers';

const shot = (page: Page, name: string, fullPage = true) => page.screenshot({ path: `${SCREENSHOTS}/system-timing-${name}.png`, fullPage, animations: 'disabled' });

test('a timed task is created, run now, and its run shown in the execution log', async ({ page }) => {
  test.setTimeout(90_000);
  const name = `E2E daily stats ${Date.now().toString(36)}`;
  await signIn(page);
  const token = await apiToken(page);
  try {
    await page.goto('/system/timing');
    await expect(page.getByRole('heading', { name: 'Timed tasks', exact: true })).toBeVisible();
    const tasks = page.getByRole('table', { name: 'Timed tasks' });
    const seeded = tasks.locator('tr[data-task="Clean expired sessions"]');
    await expect(seeded).toContainText('0 * * * *');
    await expect(seeded).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:00:00/);
    await expect(seeded.getByText('Running')).toBeVisible();
    await shot(page, 'tasks');

    // ---- add a task: the cron field is checked as it is typed ----
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Add a timed task' });
    await drawer.getByLabel('Job name').fill(name);
    await drawer.getByRole('combobox', { name: 'Task', exact: true }).selectOption('aggregateDailyLiveStats');
    await expect(drawer.getByText('For example {"date":"2025-01-31"}')).toBeVisible();
    await drawer.getByLabel('Params (JSON)').fill('{"date":"2024-01-01"}');
    const cron = drawer.getByRole('textbox', { name: 'Cron expression' });
    await cron.fill('61 * * * *');
    await expect(drawer.getByText(/Not a valid cron expression: .*61/)).toBeVisible();
    await shot(page, 'drawer-bad-cron', false);
    await cron.fill('0 30 2 * * *');
    await expect(drawer.getByTestId('cron-next-runs')).toContainText('02:30:00');
    await drawer.getByLabel('Alert e-mail').fill('ops@example.com');
    await shot(page, 'drawer', false);
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Added successfully').last()).toBeVisible();
    await expect(drawer).toBeHidden();

    // ---- run it now, after confirming ----
    const row = tasks.locator(`tr[data-task="${name}"]`);
    await page.getByRole('searchbox', { name: 'Search tasks' }).fill(name);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(row).toContainText('0 30 2 * * *');
    await row.getByRole('button', { name: `Run ${name} now` }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(`Run "${name}" now?`);
    await confirm.getByRole('button', { name: 'Run now' }).click();
    await expect(page.getByText('The run has started; its result appears in the execution log.').last()).toBeVisible();

    // ---- its run in the execution log ----
    await row.getByRole('button', { name: `Execution log of ${name}` }).click();
    const log = page.getByRole('table', { name: 'Execution log' });
    await expect(page.getByText(`Only ${name}`)).toBeVisible();
    const run = log.locator(`tr[data-log="${name}"]`);
    await expect(run).toHaveCount(1);
    await expect(run.getByText('Success')).toBeVisible({ timeout: 15_000 });
    await expect(run).toContainText(/\d+ ms/);
    await expect(run).toContainText('{"date":"2024-01-01"}');
    await shot(page, 'log');

    // ---- the page in Arabic, right to left ----
    const setLanguage = (value: string) => page.context().addCookies([{ name: 'language', value, url: page.url() }]);
    await setLanguage('ar');
    await page.goto('/system/timing');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'المهام المجدولة' })).toBeVisible();
    const arRow = page.getByRole('table', { name: 'المهام المجدولة' }).locator('tr[data-task="Clean expired sessions"]');
    await expect(arRow).toContainText('قيد التشغيل');
    // The cron pattern still reads left to right: its first field ('0') is drawn left of its stars.
    const cronBox = arRow.getByTestId('cron');
    await expect(cronBox).toHaveCSS('direction', 'ltr');
    await shot(page, 'tasks-ar');
    await setLanguage('en');
  } finally {
    const list = await page.request.get(`/api/jobs?blurry=${encodeURIComponent(name)}`, { headers: { Authorization: token } });
    const ids = ((await list.json()) as { content: Array<{ id: number }> }).content.map((task) => task.id);
    if (ids.length > 0) await page.request.delete('/api/jobs', { headers: { Authorization: token }, data: ids });
  }
});
