/**
 * Animations config pages (entry animations), against the real server: an admin adds an animation to the
 * library through the form (the contract's messages first, a refused file type, then a real PNG picture and a zip
 * resource uploaded with progress), sees it in the table with its thumbnail, switches its status, configures a
 * viewer's entry animation with it (the picker offers enabled animations only), is refused a second one for the same
 * viewer and streamer beside the user ID, is refused deleting the animation while it is used, then deletes with
 * confirmation. The pages in Arabic (right to left). Screenshots as tests/e2e/screenshots/animations-*.png.
 */
import { deflateSync } from 'node:zlib';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiToken, SCREENSHOTS, signIn } from './helpers';

const LIBRARY = '/animations/library';
const USERS = '/animations/users';

const shot = (page: Page, name: string, fullPage = true) => page.screenshot({ path: `${SCREENSHOTS}/animations-${name}.png`, fullPage, animations: 'disabled' });

/** CRC-32 of PNG chunks (ISO 3309). */
function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return ~crc >>> 0;
}

/** A real `size`×`size` RGB PNG with a diagonal gradient (so a thumbnail visibly shows it). */
function gradientPng(size: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // RGB
  const rows: number[] = [];
  for (let y = 0; y < size; y += 1) {
    rows.push(0); // filter: none
    for (let x = 0; x < size; x += 1) rows.push(Math.round((255 * x) / size), 80, Math.round((255 * y) / size));
  }
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.from(rows))), chunk('IEND', Buffer.alloc(0))]);
}

/** A zip's local file header signature and some bytes: what the server checks a zip resource by. */
const tinyZip = () => Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(60, 1)]);

/** The image is loaded (not a broken icon). */
async function expectLoaded(image: Locator): Promise<void> {
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
}

test('an admin builds the animation library with uploads and gives a viewer an entry animation', async ({ page }) => {
  test.setTimeout(180_000);
  const token = await apiToken(page);
  await signIn(page);

  // ---- library: empty, then the form's messages ----
  await page.goto(LIBRARY);
  await expect(page.getByRole('heading', { name: 'Vehicle animation library' })).toBeVisible();
  await expect(page.getByTestId('table-empty')).toHaveText('No animation yet. Add one to start the library.');
  await shot(page, 'library-empty');

  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Add animation' });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer.getByText('Please enter the animation name')).toBeVisible();
  await expect(drawer.getByText('Please choose the animation type')).toBeVisible();
  // A file of the wrong type is refused before anything is sent.
  await drawer.getByLabel('Picture', { exact: true }).setInputFiles({ name: 'phoenix.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(drawer.getByText('The picture must be a jpg, png or jpeg file')).toBeVisible();
  await shot(page, 'form-errors', false);

  // ---- a real picture and a zip resource, then save ----
  await drawer.getByLabel(/^Name/).fill('E2E Phoenix');
  await drawer.getByLabel(/^Type/).selectOption('popular');
  await drawer.getByLabel('Category', { exact: true }).fill('Festival');
  await drawer.getByLabel('Description', { exact: true }).fill('A phoenix circles the room, then lands beside the name.');
  await drawer.getByLabel('Picture', { exact: true }).setInputFiles({ name: 'phoenix.png', mimeType: 'image/png', buffer: gradientPng(96) });
  await expect(drawer.getByRole('link', { name: 'phoenix.png' })).toHaveAttribute('href', /^\/files\/animations\/.+\.png$/);
  await expect(drawer.getByText('The picture must be a jpg, png or jpeg file')).toBeHidden();
  await expectLoaded(drawer.getByRole('img', { name: 'Preview of the picture' }));
  await expect(drawer.getByTestId('upload-picture').getByRole('status')).toHaveText('Uploaded successfully');
  await drawer.getByLabel('Resource', { exact: true }).setInputFiles({ name: 'phoenix.zip', mimeType: 'application/zip', buffer: tinyZip() });
  await expect(drawer.getByRole('link', { name: 'phoenix.zip' })).toHaveAttribute('href', /^\/files\/animations\/.+\.zip$/);
  await shot(page, 'form', false);
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Added successfully')).toBeVisible();
  await expect(drawer).toBeHidden();

  // A disabled one through the API: listed, but never offered to a viewer.
  const snail = await page.request.post('/api/vehicleAnimations', {
    headers: { Authorization: token },
    data: { name: 'E2E Snail', type: 'normal', enabled: false, category: 'Slow', description: null, pictureUrl: null, resourceUrl: null },
  });
  expect(snail.status(), await snail.text()).toBe(201);
  await page.reload();

  const phoenix = page.locator('tbody tr', { hasText: 'E2E Phoenix' });
  await expectLoaded(phoenix.getByRole('img', { name: 'Picture of E2E Phoenix' }));
  await expect(phoenix).toContainText('Popular');
  await expect(phoenix).toContainText('Festival');
  await expect(phoenix.getByRole('link', { name: 'Open the resource of E2E Phoenix (ZIP)' })).toHaveAttribute('href', /\.zip$/);
  const snailRow = page.locator('tbody tr', { hasText: 'E2E Snail' });
  await expect(snailRow).toContainText('Disabled');
  await shot(page, 'library');

  // Search and filters.
  await page.getByRole('searchbox', { name: 'Search animations by name, category or description' }).fill('festival');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(snailRow).toBeHidden();
  await expect(phoenix).toBeVisible();
  await page.getByRole('button', { name: 'Reset' }).click();
  await page.getByLabel('Status', { exact: true }).selectOption('false');
  await expect(phoenix).toBeHidden();
  await expect(snailRow).toBeVisible();
  await page.getByLabel('Status', { exact: true }).selectOption('');
  await expect(phoenix).toBeVisible();

  // The status switch acts at once (and is reachable from the keyboard).
  const status = phoenix.getByRole('checkbox', { name: 'Status of E2E Phoenix' });
  await expect(status).toBeChecked();
  await status.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('E2E Phoenix is disabled')).toBeVisible();
  await expect(status).not.toBeChecked();
  await phoenix.locator('label[data-scope="switch"]').click();
  await expect(page.getByText('E2E Phoenix is enabled')).toBeVisible();
  await expect(status).toBeChecked();

  // ---- user entry animations ----
  await page.goto(USERS);
  await expect(page.getByRole('heading', { name: 'Vehicle animation config' })).toBeVisible();
  await expect(page.getByTestId('table-empty')).toHaveText('No user has an entry animation yet.');
  await shot(page, 'users-empty');

  const addConfig = async () => {
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const form = page.getByRole('dialog', { name: 'Add user entry animation' });
    await form.getByLabel('User ID').fill('@e2e_viewer');
    await form.getByLabel('Streamer ID').fill('@e2e_luna');
    const picker = form.getByRole('combobox', { name: 'Animation' });
    await picker.click();
    await picker.pressSequentially('e2e', { delay: 40 });
    await expect(page.getByRole('option', { name: /E2E Phoenix/ })).toBeVisible();
    // Disabled animations are not offered.
    await expect(page.getByRole('option', { name: /E2E Snail/ })).toHaveCount(0);
    await page.getByRole('option', { name: /E2E Phoenix/ }).click();
    await expect(picker).toHaveValue('E2E Phoenix');
    await form.getByLabel('Expiry time').fill('2031-06-30T20:00');
    return form;
  };
  const first = await addConfig();
  await shot(page, 'user-form', false);
  await first.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Added successfully')).toBeVisible();
  await expect(first).toBeHidden();
  const row = page.locator('tbody tr', { hasText: 'e2e_viewer' });
  // The leading @ was stripped from both IDs.
  await expect(row.locator('td').nth(1)).toHaveText('e2e_viewer');
  await expect(row.locator('td').nth(2)).toHaveText('e2e_luna');
  await expect(row).toContainText('E2E Phoenix');
  await expect(row).toContainText('2031-06-30 20:00:00');
  await expect(row.getByTestId('expiry-tag')).toHaveText('Active');
  await expectLoaded(row.getByRole('img', { name: 'Picture of E2E Phoenix' }));

  // The same viewer and streamer again: the server's refusal beside the user ID.
  const again = await addConfig();
  await again.getByRole('button', { name: 'Save' }).click();
  await expect(again.getByText('This user already has an entry animation for this streamer')).toBeVisible();
  await expect(again.getByLabel('User ID')).toHaveAttribute('aria-invalid', 'true');
  await shot(page, 'user-form-duplicate', false);
  await again.getByRole('button', { name: 'Cancel' }).click();
  await expect(again).toBeHidden();

  // An expired one (through the API) shows its tag.
  const found = await page.request.get('/api/vehicleAnimations?blurry=Phoenix', { headers: { Authorization: token } });
  const phoenixId = ((await found.json()) as { content: Array<{ id: number }> }).content[0]?.id;
  const expired = await page.request.post('/api/userEntryAnimations', {
    headers: { Authorization: token },
    data: { userId: 'e2e_old_fan', anchorId: 'e2e_luna', animationId: phoenixId, expireTime: '2020-01-01 00:00:00' },
  });
  expect(expired.status(), await expired.text()).toBe(201);
  await page.reload();
  const expiredRow = page.locator('tbody tr', { hasText: 'e2e_old_fan' });
  await expect(expiredRow.getByTestId('expiry-tag')).toHaveText('Expired');
  await page.getByLabel('Expiry', { exact: true }).selectOption('false');
  await expect(expiredRow).toBeHidden();
  await page.getByLabel('Expiry', { exact: true }).selectOption('');
  await expect(expiredRow).toBeVisible();
  await shot(page, 'users');

  // ---- the animation cannot go while it is used ----
  await page.goto(LIBRARY);
  await phoenix.getByRole('button', { name: 'Delete E2E Phoenix' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Are you sure you want to delete this data?');
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByTestId('delete-error')).toContainText('This animation is used by user animation configs (');
  await expect(page.getByTestId('delete-error')).toContainText('e2e_viewer');
  await expect(phoenix).toBeVisible();
  await shot(page, 'library-in-use', false);

  // ---- the pages in Arabic, right to left ----
  const setLanguage = (value: string) => page.context().addCookies([{ name: 'language', value, url: page.url() }]);
  await setLanguage('ar');
  await page.goto(USERS);
  await expect(page.getByRole('heading', { name: 'إعداد رسوم الدخول' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('tbody tr', { hasText: 'e2e_old_fan' }).getByTestId('expiry-tag')).toHaveText('منتهية');
  await shot(page, 'users-ar');
  await page.goto(LIBRARY);
  await expect(page.getByRole('heading', { name: 'مكتبة رسوم الدخول' })).toBeVisible();
  await expect(phoenix.getByText('رائج')).toBeVisible();
  await shot(page, 'library-ar');
  await setLanguage('en');

  // ---- delete the configurations (one, then a selection) with confirmation, then the animation ----
  await page.goto(USERS);
  await row.getByRole('button', { name: 'Delete e2e_viewer in e2e_luna’s room' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Are you sure you want to delete this data?');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toBeVisible();
  const selectPage = page.getByRole('checkbox', { name: 'Select every row on this page' });
  await selectPage.focus();
  await page.keyboard.press('Space');
  await expect(selectPage).toBeChecked();
  await page.getByRole('button', { name: 'Delete selected (2)' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Are you sure you want to delete the 2 selected items?');
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Deleted successfully')).toBeVisible();
  await expect(row).toBeHidden();
  await expect(page.getByTestId('table-empty')).toBeVisible();

  await page.goto(LIBRARY);
  await phoenix.getByRole('button', { name: 'Delete E2E Phoenix' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Deleted successfully')).toBeVisible();
  await expect(phoenix).toBeHidden();
  await expect(snailRow).toBeVisible();
});
