/**
 * System → Departments, Jobs, Menus and Dictionaries against the real server: a department is created
 * under another and found in the tree, a job is added, a menu with an icon is added at the top level, a dictionary
 * gets an entry (all removed again at the end, so other specs' pages and screenshots do not show them); each page is
 * screenshotted at 1440×900 as tests/e2e/screenshots/system-{depts,jobs,menus,dicts}-*.png.
 */
import { expect, test, type Page } from '@playwright/test';
import { SCREENSHOTS, apiToken, signIn } from './helpers';

const shot = (page: Page, name: string) => page.screenshot({ path: `${SCREENSHOTS}/system-${name}.png`, fullPage: false, animations: 'disabled' });
/** Waits for the success notices to go, so they do not cover the page in a screenshot. */
const noticesGone = (page: Page) => expect(page.getByText('Added successfully')).toHaveCount(0);
/** Names no earlier run used (the e2e database may outlive a run). */
const suffix = Date.now().toString(36).slice(-5);

async function openPage(page: Page, name: string): Promise<void> {
  const nav = page.getByRole('navigation');
  const link = nav.getByRole('link', { name, exact: true });
  if (!(await link.isVisible())) await nav.getByText('System', { exact: true }).click();
  await link.click();
  await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
}

test('departments, jobs, menus and dictionaries are managed from their pages', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page);
  try {
    await manage(page);
  } finally {
    await cleanUp(page);
  }
});

/** Deletes what this spec made, by name, through the API. */
async function cleanUp(page: Page): Promise<void> {
  const headers = { Authorization: await apiToken(page) };
  const ids = async (url: string, pick: (row: { id: number; name?: string; title?: string }) => boolean) => {
    const body = (await (await page.request.get(url, { headers })).json()) as { content: { id: number; name?: string; title?: string }[] };
    return body.content.filter(pick).map((row) => row.id);
  };
  const ours = (text: string | undefined) => (text ?? '').endsWith(suffix);
  for (const [list, target] of [
    [`/api/dept?name=${suffix}`, '/api/dept'],
    [`/api/job?name=${suffix}`, '/api/job'],
    [`/api/menus?blurry=${suffix}`, '/api/menus'],
    [`/api/dict?blurry=${suffix}`, '/api/dict'],
  ] as const) {
    const found = await ids(list, (row) => ours(row.name ?? row.title));
    if (found.length > 0) expect((await page.request.delete(target, { headers, data: found })).status()).toBe(200);
  }
}

async function manage(page: Page): Promise<void> {

  // ---- a department under another ----
  await openPage(page, 'Departments');
  const table = page.getByRole('table', { name: 'Departments' });
  await expect(table.getByText('Guild HQ')).toBeVisible();
  await page.getByRole('button', { name: 'Show the sub-items of Guild HQ' }).click();
  await page.getByRole('button', { name: 'Show the sub-items of Live operations' }).click();
  await expect(table.getByText('Live team Beta')).toBeVisible();
  const deptName = `Live team Gamma ${suffix}`;
  await page.getByRole('button', { name: 'Add under Live operations' }).click();
  const deptDrawer = page.getByRole('dialog', { name: 'Add department' });
  await deptDrawer.getByLabel('Name').fill(deptName);
  await expect(deptDrawer.getByRole('combobox', { name: 'Parent' })).toHaveValue(/\d+/);
  await deptDrawer.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Added successfully').first()).toBeVisible();
  await expect(deptDrawer).toBeHidden();
  await expect(table.getByText(deptName)).toBeVisible();
  await noticesGone(page);
  await shot(page, 'depts-tree');
  // Its parent now has it among its children, so it cannot move under itself: its own row is not a parent option.
  await page.getByRole('button', { name: `Edit ${deptName}` }).click();
  const editDrawer = page.getByRole('dialog', { name: 'Edit department' });
  const parent = editDrawer.getByRole('combobox', { name: 'Parent' });
  await expect(parent.locator('option', { hasText: deptName })).toHaveCount(0);
  await expect(parent.locator('option:checked')).toHaveText(/Live operations/);
  await shot(page, 'depts-form');
  await editDrawer.getByRole('button', { name: 'Cancel' }).click();

  // ---- a job ----
  await openPage(page, 'Jobs');
  await expect(page.getByRole('table', { name: 'Jobs' }).getByText('Guild manager')).toBeVisible();
  const jobName = `Stream producer ${suffix}`;
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const jobDrawer = page.getByRole('dialog', { name: 'Add job' });
  await jobDrawer.getByLabel('Name').fill('Operator');
  await jobDrawer.getByRole('button', { name: 'Save' }).click();
  await expect(jobDrawer.getByText("a job named 'Operator' already exists")).toBeVisible();
  await jobDrawer.getByLabel('Name').fill(jobName);
  await jobDrawer.getByLabel('Sort').fill('5');
  await jobDrawer.getByRole('button', { name: 'Save' }).click();
  await expect(jobDrawer).toBeHidden();
  await expect(page.getByRole('table', { name: 'Jobs' }).getByText(jobName)).toBeVisible();
  await noticesGone(page);
  await shot(page, 'jobs-list');

  // ---- a menu with an icon ----
  await openPage(page, 'Menus');
  const menus = page.getByRole('table', { name: 'Menus' });
  await expect(menus.getByText('System', { exact: true })).toBeVisible();
  const menuTitle = `Reports ${suffix}`;
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const menuDrawer = page.getByRole('dialog', { name: 'Add menu' });
  await menuDrawer.getByLabel('Title').fill(menuTitle);
  await menuDrawer.getByRole('button', { name: 'chart', exact: true }).click();
  await expect(menuDrawer.getByRole('button', { name: 'chart', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await menuDrawer.getByLabel('Path').fill(`reports-${suffix}`);
  await menuDrawer.getByLabel('Sort').fill('99');
  await shot(page, 'menus-form');
  await menuDrawer.getByRole('button', { name: 'Save' }).click();
  await expect(menuDrawer).toBeHidden();
  await expect(menus.getByText(menuTitle)).toBeVisible();
  await page.getByRole('button', { name: 'Show the sub-items of System' }).click();
  await expect(menus.getByText('Departments', { exact: true })).toBeVisible();
  await noticesGone(page);
  await shot(page, 'menus-tree');

  // ---- a dictionary with an entry ----
  await openPage(page, 'Dictionaries');
  const dictName = `gift_tier_${suffix}`;
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const dictDrawer = page.getByRole('dialog', { name: 'Add dictionary' });
  await dictDrawer.getByLabel('Name').fill(dictName);
  await dictDrawer.getByLabel('Description').fill('Gift tiers');
  await dictDrawer.getByRole('button', { name: 'Save' }).click();
  await expect(dictDrawer).toBeHidden();
  await page.getByRole('button', { name: dictName, exact: true }).click();
  const entries = page.getByRole('region', { name: `Entries of ${dictName}` });
  await expect(entries.getByText('This dictionary has no entries yet')).toBeVisible();
  await entries.getByRole('button', { name: 'Add entry' }).click();
  const entryDrawer = page.getByRole('dialog', { name: 'Add entry' });
  await entryDrawer.getByLabel('Label').fill('Gold');
  await entryDrawer.getByLabel('Value').fill('gold');
  await entryDrawer.getByRole('button', { name: 'Save' }).click();
  await expect(entryDrawer).toBeHidden();
  await expect(entries.getByRole('cell', { name: 'Gold', exact: true })).toBeVisible();
  await noticesGone(page);
  await shot(page, 'dicts-details');

  // ---- the department tree in Arabic, right to left ----
  const setLanguage = (value: string) => page.context().addCookies([{ name: 'language', value, url: page.url() }]);
  await setLanguage('ar');
  try {
    await page.goto('/system/dept');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'الأقسام', exact: true })).toBeVisible();
    // The seeded departments read in Arabic too (Guild HQ, Live operations).
    await page.getByRole('button', { name: 'إظهار العناصر الفرعية لـ مقر النقابة' }).click();
    await expect(page.getByText('عمليات البث المباشر')).toBeVisible();
    // A collapsed row's chevron points the way Arabic reads (lucide's chevron-left path).
    await expect(page.getByRole('button', { name: 'إظهار العناصر الفرعية لـ عمليات البث المباشر' }).locator('path')).toHaveAttribute('d', 'm15 18-6-6 6-6');
    await shot(page, 'depts-ar');
  } finally {
    await setLanguage('en');
  }
}
