/**
 * Monitored streamers page, against the real server on the embedded database: the simulator's 24 streamers
 * are there on a fresh start; filters; the form's messages and 'The streamer already exists' beside the TikTok
 * ID (another case, with @); add, edit, the monitoring switch; an import refused with its rows listed (nothing
 * written), then accepted, then again in skip mode; the xlsx export read back; the CSV template; a batch switch and a
 * batch delete with confirmation; the page in Arabic. Screenshots as tests/e2e/screenshots/monitor-streamers-*.png.
 */
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { SCREENSHOTS, signIn } from './helpers';

const PAGE = '/monitoring/streamers';

const shot = (page: Page, name: string, fullPage = true) => page.screenshot({ path: `${SCREENSHOTS}/monitor-streamers-${name}.png`, fullPage, animations: 'disabled' });

const csv = (text: string) => ({ name: 'streamers.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });

async function search(page: Page, text: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Search monitored streamers' }).fill(text);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

test('an admin keeps the monitored streamers: seed, add, edit, switch, import, export, delete', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page);

  // ---- the menu and the seeded population ----
  await page.getByRole('navigation').getByText('Live monitoring').click();
  await page.getByRole('navigation').getByRole('link', { name: 'Monitored streamers' }).click();
  await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
  await expect(page.getByRole('heading', { name: 'Monitored streamers' })).toBeVisible();
  await expect(page.getByText('Total 24')).toBeVisible();
  const table = page.getByRole('table', { name: 'Monitored streamers' });
  await expect(table.locator('tbody tr')).toHaveCount(10);
  // The embedded scanner checks the seeded streamers from the first minute on: any scan status, never an empty cell.
  await expect(table.locator('tr[data-streamer="sim_001"]')).toContainText(/Not checked yet|Offline|Connecting|Connected|Disconnected|Live \(figures only\)/);
  await shot(page, 'list');

  await page.getByRole('combobox', { name: 'Monitor type' }).selectOption('pk');
  await expect(page.getByText('Total 6')).toBeVisible();
  await expect(table.locator('tbody tr').first().getByText('PK', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByText('Total 24')).toBeVisible();

  // ---- add: the form's messages, then the duplicate beside the TikTok ID ----
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Add a monitored streamer' });
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer.getByText('Please enter the TikTok ID')).toBeVisible();
  await drawer.getByLabel('TikTok ID').fill('bad id!');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer.getByText('A TikTok ID has 2 to 24 letters, digits, dots or underscores')).toBeVisible();
  await drawer.getByLabel('TikTok ID').fill('@SIM_001');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer.getByText('The streamer already exists')).toBeVisible();
  await shot(page, 'duplicate', false);

  await drawer.getByLabel('TikTok ID').fill('@e2e_luna');
  await drawer.getByLabel('Nickname').fill('Luna E2E');
  await drawer.getByRole('combobox', { name: 'Monitor type' }).selectOption('focus');
  await expect(drawer.getByText('Checked every minute; a live connection while live')).toBeVisible();
  await drawer.getByRole('combobox', { name: 'Assigned staff' }).selectOption({ label: 'Administrator (admin)' });
  await drawer.getByLabel('Notes').fill('Evening shows');
  await shot(page, 'form', false);
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Added successfully')).toBeVisible();
  await expect(drawer).toBeHidden();

  await search(page, 'e2e_');
  const luna = table.locator('tr[data-streamer="e2e_luna"]');
  await expect(luna).toContainText('Luna E2E');
  await expect(luna).toContainText('@e2e_luna');
  await expect(luna).toContainText('Focus');
  await expect(luna).toContainText('Administrator');
  await expect(luna).toContainText('Evening shows');

  // ---- edit ----
  await luna.getByRole('button', { name: 'Edit Luna E2E' }).click();
  const editDrawer = page.getByRole('dialog', { name: 'Edit the monitored streamer' });
  await expect(editDrawer.getByLabel('TikTok ID')).toHaveValue('e2e_luna');
  await editDrawer.getByRole('combobox', { name: 'Monitor type' }).selectOption('pk');
  await editDrawer.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Edited successfully')).toBeVisible();
  await expect(luna).toContainText('PK');

  // ---- the monitoring switch acts at once ----
  const lunaSwitch = luna.getByRole('checkbox', { name: 'Monitor Luna E2E' });
  await expect(lunaSwitch).toBeChecked();
  await luna.locator('label[data-scope="switch"]').click();
  await expect(page.getByText('Stopped monitoring Luna E2E')).toBeVisible();
  await expect(lunaSwitch).not.toBeChecked();
  await expect(luna).toContainText('Not monitored');

  // ---- import: a file with problems is refused whole, with its rows ----
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Import monitored streamers' });
  await dialog.getByLabel('File').setInputFiles(
    csv(['uniqueId,nickname,type,staff,notes,enabled', 'e2e_imp_one,Import One,focus,admin,,', 'bad id,,,,,', 'e2e_imp_two,,weekly,,,', 'E2E_IMP_ONE,,,,,', 'sim_002,,,,,'].join('\n')),
  );
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  const result = dialog.getByTestId('import-result');
  await expect(result).toContainText('Nothing was imported');
  await expect(result).toContainText('4 problems in the file. Correct these rows and import the file again.');
  const problems = result.getByRole('table');
  await expect(problems.locator('tbody tr')).toHaveCount(4);
  await expect(problems.locator('tbody tr').nth(0)).toContainText('3uniqueIdA TikTok ID has 2 to 24 letters, digits, dots or underscores');
  await expect(problems.locator('tbody tr').nth(1)).toContainText('4typePlease choose the monitor type: focus, regular or pk');
  await expect(problems.locator('tbody tr').nth(2)).toContainText('5uniqueIdThis TikTok ID is also on row 2');
  await expect(problems.locator('tbody tr').nth(3)).toContainText('6uniqueIdThe streamer already exists');
  await shot(page, 'import-refused', false);

  // … fixed, it goes in; the same file again in skip mode adds nothing.
  const good = csv(['uniqueId,nickname,type,staff,notes,enabled', 'e2e_imp_one,Import One,focus,admin,,', 'e2e_imp_two,Import Two,regular,,from a file,no'].join('\r\n'));
  await dialog.getByLabel('File').setInputFiles(good);
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(result).toContainText('Imported: 2 added, 0 skipped');
  await shot(page, 'import-done', false);
  await dialog.getByLabel('File').setInputFiles(good);
  await dialog.getByText('Skip them').click();
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(result).toContainText('Imported: 0 added, 2 skipped');
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Total 3')).toBeVisible();
  await expect(table.locator('tr[data-streamer="e2e_imp_two"]')).toContainText('Not monitored');

  // ---- export the filtered list; read it back ----
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('monitored-streamers.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(await file.path())) as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0]!;
  const cells = (n: number) => Array.from({ length: 6 }, (_, i) => sheet.getRow(n).getCell(i + 1).text);
  expect(cells(1)).toEqual(['Unique ID', 'Nickname', 'Type', 'Staff', 'Notes', 'Enabled']);
  expect(sheet.actualRowCount).toBe(4);
  const exported = [cells(2), cells(3), cells(4)].sort((a, b) => a[0]!.localeCompare(b[0]!));
  expect(exported).toEqual([
    ['e2e_imp_one', 'Import One', 'focus', 'admin', '', 'true'],
    ['e2e_imp_two', 'Import Two', 'regular', '', 'from a file', 'false'],
    ['e2e_luna', 'Luna E2E', 'pk', 'admin', 'Evening shows', 'false'],
  ]);

  // ---- the template ----
  const templateDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Template' }).click();
  const template = await templateDownload;
  expect(template.suggestedFilename()).toBe('monitored-streamers-template.csv');
  expect((await readFile(await template.path(), 'utf8')).replace(/^\uFEFF/, '')).toBe('uniqueId,nickname,type,staff,notes,enabled\r\n');

  // ---- a selection: switch on, then delete with confirmation ----
  const selectPage = page.getByRole('checkbox', { name: 'Select the streamers on this page' });
  await selectPage.focus();
  await page.keyboard.press('Space');
  await expect(selectPage).toBeChecked();
  await page.getByRole('button', { name: 'Monitor (3)' }).click();
  await expect(page.getByText('Monitoring 3 streamers')).toBeVisible();
  await expect(lunaSwitch).toBeChecked();
  await expect(table.getByText('Not monitored')).toHaveCount(0);
  await page.getByRole('button', { name: 'Delete (3)' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Are you sure you want to delete the 3 selected items?');
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Deleted successfully')).toBeVisible();
  await expect(page.getByTestId('table-empty')).toHaveText('No streamer matches these filters.');
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByText('Total 24')).toBeVisible();

  // ---- the page in Arabic, right to left ----
  const setLanguage = (value: string) => page.context().addCookies([{ name: 'language', value, url: page.url() }]);
  await setLanguage('ar');
  await page.goto(PAGE);
  await expect(page.getByRole('heading', { name: 'المذيعون المراقَبون' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // The scan status in Arabic, whichever the embedded scanner has reached.
  await expect(page.getByRole('table').locator('tr[data-streamer="sim_001"]')).toContainText(/لم يُفحص بعد|غير متصل|جارٍ الاتصال|متصل|انقطع الاتصال|مباشر \(أرقام فقط\)/);
  await shot(page, 'ar');
  await setLanguage('en');
});
