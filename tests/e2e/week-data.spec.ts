/**
 * Weekly data end to end on the main instance (its sample monitored streamers): a manager (a role made through the
 * admin API with the Weekly data page and its import button, a department data scope and `anchor:allocate`, which makes
 * the scope a department's) opens Guild figures → Weekly data from the menu, imports the agency's export for two of
 * the sample streamers (a csv whose headers need mapping), confirms the mapping and sees the figures marked imported;
 * sorts a column; opens a streamer's trend; a refused import (a bad row) shows the row and writes nothing.
 * Screenshots at 1440×900 in English and Arabic, and of the import dialog.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN, SCREENSHOTS } from './helpers';

const suffix = Date.now().toString(36).slice(-5);
const password = 'Week-manager-pass-1';
const shot = (page: Page, name: string) => page.screenshot({ path: `${SCREENSHOTS}/week-data-${name}.png`, animations: 'disabled' });

async function api<T>(request: APIRequestContext, auth: string, method: 'GET' | 'POST' | 'PUT', url: string, data?: unknown): Promise<T> {
  const res = await request.fetch(url, { method, headers: { authorization: auth }, ...(data === undefined ? {} : { data }) });
  expect(res.ok(), `${method} ${url}: ${await res.text()}`).toBe(true);
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

interface Streamer {
  id: number;
  uniqueId: string;
  nickname: string | null;
  avatarUrl: string | null;
  type: string;
  notes: string | null;
  enabled: boolean;
}
interface WeekRow {
  uniqueId: string;
  managerId: number | null;
  impressions: number | null;
}

/**
 * The staff and the streamers, through the admin API: a department, the manager's role (custom scope over it) and the
 * manager in it; two sample streamers handed to the manager (monitoring staff, and CRM operator where the sample's
 * CRM holds them), and the week recomputed by the
 * `recomputeWeekData` timed task so their rows carry the manager and the department.
 */
async function prepare(request: APIRequestContext): Promise<{ username: string; streamers: Streamer[] }> {
  const login = await request.post('/auth/login', { data: { username: ADMIN.username, password: ADMIN.password, code: '', uuid: '' } });
  expect(login.status(), await login.text()).toBe(200);
  const admin = ((await login.json()) as { token: string }).token;
  const team = await api<{ id: number }>(request, admin, 'POST', '/api/dept', { name: `Week team ${suffix}`, pid: null, deptSort: 1, enabled: true });
  const tree = await api<{ id: number; title: string }[]>(request, admin, 'GET', '/api/roles/menu-tree');
  const menus = ['x:figures', 'x:weekData', 'x:weekDataImport', 'x:crmStreamerAllocate'].map((title) => {
    const menu = tree.find((node) => node.title === title);
    expect(menu, `the seeded menu ${title}`).toBeDefined();
    return { id: menu!.id };
  });
  const role = await api<{ id: number }>(request, admin, 'POST', '/api/roles', { name: `Week manager ${suffix}`, level: 3, dataScope: 'custom', depts: [{ id: team.id }], description: 'Weekly data e2e' });
  await api(request, admin, 'PUT', '/api/roles/menu', { id: role.id, menus });
  const username = `wk_${suffix}`;
  const manager = await api<{ id: number }>(request, admin, 'POST', '/api/users', { username, nickName: 'Week Manager', gender: 'female', enabled: true, dept: { id: team.id }, roles: [{ id: role.id }], password });

  const sample = await api<{ content: Streamer[] }>(request, admin, 'GET', '/api/monitor/streamers?page=0&size=2&sort=id,asc');
  expect(sample.content).toHaveLength(2);
  for (const streamer of sample.content) {
    await api(request, admin, 'PUT', '/api/monitor/streamers', { id: streamer.id, uniqueId: streamer.uniqueId, nickname: streamer.nickname, avatarUrl: streamer.avatarUrl, type: streamer.type, notes: streamer.notes, enabled: streamer.enabled, staffId: manager.id });
  }
  // The sample's CRM pipeline may hold these streamers too: the CRM operator is then their manager, so allocate them.
  const crmRows: number[] = [];
  for (const streamer of sample.content) {
    const found = await api<{ content: { id: number; uniqueId: string | null; anchorId: string }[] }>(request, admin, 'GET', `/api/anchors?blurry=${streamer.uniqueId}&size=50`);
    crmRows.push(...found.content.filter((row) => (row.uniqueId ?? row.anchorId).toLowerCase() === streamer.uniqueId.toLowerCase()).map((row) => row.id));
  }
  if (crmRows.length > 0) await api(request, admin, 'PUT', '/api/anchors/allocate', { ids: crmRows, operatorId: manager.id });
  const job = await api<{ id: number }>(request, admin, 'POST', '/api/jobs', { jobName: `Week e2e ${suffix}`, taskName: 'recomputeWeekData', cronExpression: '0 0 3 1 1 *', isPause: true });
  await api(request, admin, 'PUT', `/api/jobs/exec/${job.id}`);
  for (const streamer of sample.content) {
    await expect
      .poll(async () => (await api<{ content: WeekRow[] }>(request, admin, 'GET', `/api/weekData?blurry=${streamer.uniqueId}`)).content.find((row) => row.uniqueId === streamer.uniqueId)?.managerId, { timeout: 30_000 })
      .toBe(manager.id);
  }
  return { username, streamers: sample.content };
}

async function signIn(page: Page, username: string) {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** Writes a csv into the test's output folder and returns its path. */
function csvFile(name: string, lines: string[]): string {
  const dir = path.join('test-results', 'week-data');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, name);
  fs.writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

const rowOf = (page: Page, uniqueId: string) => page.locator(`tr[data-streamer="${uniqueId}"]`);

/** Imports `file` through the dialog with the mapping the export needs; returns the dialog. */
async function importThrough(page: Page, file: string) {
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByTestId('week-import-dialog');
  await expect(dialog).toContainText('replaces all of that week’s imported figures');
  await dialog.getByLabel('File').setInputFiles(file);
  await dialog.getByRole('button', { name: 'Read the columns' }).click();
  return dialog;
}

test('a manager imports the agency’s export with a mapping, sees the figures marked imported, sorts and opens a trend; a bad row writes nothing', async ({ page, request, context, baseURL }) => {
  test.setTimeout(180_000);
  const { username, streamers } = await prepare(request);
  const [first, second] = streamers as [Streamer, Streamer];
  await signIn(page, username);

  // ---- from the menu ----
  const nav = page.getByRole('navigation');
  const link = nav.getByRole('link', { name: 'Weekly data', exact: true });
  if (!(await link.isVisible())) await nav.getByText('Guild figures', { exact: true }).click();
  await link.click();
  await expect(page.getByRole('heading', { name: 'Weekly data', exact: true })).toBeVisible();
  await expect(rowOf(page, first.uniqueId)).toBeVisible();
  await expect(rowOf(page, first.uniqueId).locator('[data-figure="impressions"]')).toHaveAttribute('data-source', 'none');

  // ---- the import: headers that need mapping ----
  const file = csvFile(`export-${suffix}.csv`, ['Creator ID,LIVE impressions,LIVE taps,Gift rate,Region', `@${first.uniqueId},"12,345",340,12.5%,AE`, `${second.uniqueId},800,20,3,KR`]);
  const dialog = await importThrough(page, file);
  await expect(dialog.getByRole('combobox', { name: 'Creator ID' })).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Creator ID' }).selectOption('uniqueId');
  await dialog.getByRole('combobox', { name: 'LIVE impressions' }).selectOption('impressions');
  await dialog.getByRole('combobox', { name: 'LIVE taps' }).selectOption('taps');
  await dialog.getByRole('combobox', { name: 'Gift rate' }).selectOption('conversionRate');
  await dialog.getByRole('combobox', { name: 'Region' }).selectOption('ignore');
  await shot(page, 'import-mapping');
  await dialog.getByRole('button', { name: 'Import 2 rows' }).click();
  await expect(dialog.getByTestId('import-result')).toContainText('2 streamers imported');
  await shot(page, 'import-done');
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();

  const impressions = rowOf(page, first.uniqueId).locator('[data-figure="impressions"]');
  await expect(impressions).toHaveAttribute('data-source', 'imported');
  await expect(impressions).toContainText('12,345');
  await expect(impressions.getByRole('img', { name: 'imported' })).toBeVisible();
  await expect(rowOf(page, first.uniqueId).locator('[data-figure="conversionRate"]')).toContainText('12.5%');
  await expect(rowOf(page, second.uniqueId).locator('[data-figure="taps"]')).toContainText('20');
  await shot(page, 'en');

  // ---- a refused import: a bad row is shown and nothing is written (the mapping is remembered now) ----
  const bad = csvFile(`bad-${suffix}.csv`, ['Creator ID,LIVE impressions,LIVE taps,Gift rate,Region', `${first.uniqueId},1,1,1,AE`, `${second.uniqueId},lots,1,1,KR`]);
  const refused = await importThrough(page, bad);
  await expect(refused.getByRole('combobox', { name: 'LIVE impressions' })).toHaveValue('impressions');
  await refused.getByRole('button', { name: 'Import 2 rows' }).click();
  const problems = refused.getByTestId('import-result').getByRole('table');
  await expect(problems.getByRole('row').nth(1)).toContainText('3');
  await expect(problems.getByRole('row').nth(1)).toContainText('LIVE impressions');
  await shot(page, 'import-refused');
  await refused.getByRole('button', { name: 'Close' }).first().click();
  await expect(impressions).toContainText('12,345');

  // ---- sort a column ----
  await page.getByRole('button', { name: 'Sort by Impressions' }).click();
  await expect(page).toHaveURL(/sort=impressions%2Cdesc|sort=impressions,desc/);
  await expect(page.locator('tbody tr').first()).toHaveAttribute('data-streamer', first.uniqueId);

  // ---- a streamer's trend ----
  await page.getByRole('button', { name: `Trend of ${first.nickname || first.uniqueId}` }).click();
  const trend = page.getByTestId('trend-dialog');
  await expect(trend.getByTestId('trend-chart')).toBeVisible();
  await trend.getByRole('combobox', { name: 'Figure' }).selectOption('impressions');
  await expect(trend.getByRole('table')).toContainText('12,345');
  await shot(page, 'trend');
  await trend.getByRole('button', { name: 'Close' }).first().click();

  await context.addCookies([{ name: 'language', value: 'ar', url: baseURL! }]);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'البيانات الأسبوعية', exact: true })).toBeVisible();
  await expect(rowOf(page, first.uniqueId)).toBeVisible();
  await shot(page, 'ar');
  await page.getByRole('button', { name: 'استيراد', exact: true }).click();
  await expect(page.getByTestId('week-import-dialog')).toBeVisible();
  await shot(page, 'ar-import');
});
