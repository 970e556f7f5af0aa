/**
 * The advice texts end to end (issue "Language management"): the administrator opens Guild figures → Advice texts,
 * switches to the Korean texts, edits the week summary with an unknown placeholder (named beside the text and refused
 * on Save before any request; the server refuses the same text too, naming it), fixes it with a placeholder chip, sees
 * the sample week's preview follow, saves, sees who changed it, and puts it back to the default after a question.
 * Screenshots at 1440×900 with the console in English, Korean and Arabic (right to left).
 */
import { expect, test, type Page } from '@playwright/test';
import { SCREENSHOTS, apiToken, signIn } from './helpers';

const shot = (page: Page, name: string) => page.screenshot({ path: `${SCREENSHOTS}/advice-texts-${name}.png`, animations: 'disabled' });

test('the administrator edits a Korean advice text, sees the preview, saves and puts it back', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  const sidebar = page.getByTestId('sidebar');
  const link = sidebar.getByRole('link', { name: 'Advice texts' });
  if (!(await link.isVisible())) await sidebar.getByText('Guild figures').click();
  await link.click();
  await expect(page).toHaveURL(/\/figures\/advice-texts$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Advice texts' })).toBeVisible();
  await expect(main.getByTestId('page-help')).toContainText('{placeholder}');
  const table = main.getByRole('table', { name: 'Advice texts' });
  await expect(table.locator('tr[data-key="summary"]')).toContainText('This week: {lives} lives');
  await shot(page, 'en');

  // The Korean texts.
  await main.getByRole('button', { name: '한국어' }).click();
  await expect(page).toHaveURL(/lang=ko/);
  const summary = table.locator('tr[data-key="summary"]');
  await expect(summary).toContainText('이번 주: {liveDays}일 동안 라이브 {lives}회');
  await expect(summary).toContainText('Default');

  // An unknown placeholder is named beside the text as it is typed, and Save sends nothing.
  const puts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().includes('/api/adviceTexts')) puts.push(request.postData() ?? '');
  });
  await summary.getByRole('button', { name: 'Edit Week summary' }).click();
  const drawer = page.getByRole('dialog', { name: 'Edit “Week summary” (한국어)' });
  const preview = drawer.getByTestId('advice-preview');
  await expect(preview).toContainText(/이번 주: \d+일 동안 라이브 \d+회/);
  const text = drawer.getByRole('textbox', { name: 'Text' });
  await text.fill('이번 주 라이브 {lives}회, PK {pkCount}회 (e2e)');
  await expect(drawer.getByText(/^Unknown placeholder: \{pkCount\}\. This text may use \{lives\}, .*\{pks\}\.$/)).toBeVisible();
  await expect(drawer.getByText('The preview follows once the text has no unknown placeholder.')).toBeVisible();
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(text).toBeFocused();
  await expect(drawer.getByText(/^Unknown placeholder: \{pkCount\}\./)).toBeVisible();
  await shot(page, 'refused');
  expect(puts).toEqual([]);

  // The server refuses the same text, naming the placeholder, on a save and on a preview.
  const token = await apiToken(page);
  const refused = await page.request.put('/api/adviceTexts', { headers: { Authorization: token }, data: { key: 'summary', lang: 'ko', text: '이번 주 PK {pkCount}회' } });
  expect(refused.status()).toBe(400);
  const body = (await refused.json()) as { code: string; message: string };
  expect(body.code).toBe('ADVICE_TEXT_PLACEHOLDER');
  expect(body.message).toContain('{pkCount}');
  const previewRefused = await page.request.get('/api/adviceTexts/preview', { headers: { Authorization: token }, params: { lang: 'ko', key: 'summary', text: '{pkCount}' } });
  expect(previewRefused.status()).toBe(400);

  // Fixed with a chip at the cursor; the preview follows.
  await text.fill('이번 주 라이브 {lives}회, PK ');
  await drawer.getByRole('button', { name: 'Insert {pks}' }).click();
  await expect(text).toBeFocused();
  await page.keyboard.type('회 (e2e)');
  await expect(text).toHaveValue('이번 주 라이브 {lives}회, PK {pks}회 (e2e)');
  await expect(drawer.getByText(/Unknown placeholder/i)).toHaveCount(0);
  await expect(preview).toContainText(/이번 주 라이브 \d+회, PK \d+회 \(e2e\)/);
  await expect(preview.locator('[data-edited]')).toContainText('(e2e)');
  await shot(page, 'editor');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The text is saved')).toBeVisible();
  await expect(drawer).toHaveCount(0);
  expect(puts).toHaveLength(1);
  await expect(summary).toContainText('이번 주 라이브 {lives}회, PK {pks}회 (e2e)');
  await expect(summary).toContainText('Changed');
  await expect(summary).toContainText('admin');
  await expect(summary).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);

  // Back to the default, asked first.
  await summary.getByRole('button', { name: 'Back to the default: Week summary' }).click();
  const question = page.getByRole('alertdialog');
  await expect(question).toContainText('Put “Week summary” (한국어) back to the default text?');
  await question.getByRole('button', { name: 'Back to the default' }).click();
  await expect(page.getByText('The default text is back')).toBeVisible();
  await expect(summary).toContainText('이번 주: {liveDays}일 동안 라이브 {lives}회');
  await expect(summary).toContainText('Default');
  await expect(summary.getByRole('button', { name: 'Back to the default: Week summary' })).toHaveCount(0);
});

test('the page in Korean and in Arabic (right to left) opens on the texts of that language', async ({ page, context, baseURL }) => {
  await signIn(page);
  await context.addCookies([{ name: 'language', value: 'ko', url: baseURL! }]);
  await page.goto('/figures/advice-texts');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: '조언 문구' })).toBeVisible();
  await expect(main.getByRole('button', { name: '한국어' })).toHaveAttribute('aria-pressed', 'true');
  await expect(main.locator('tr[data-key="summary"]')).toContainText('이번 주:');
  await shot(page, 'ko');

  await context.addCookies([{ name: 'language', value: 'ar', url: baseURL! }]);
  await page.goto('/figures/advice-texts');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(main.getByRole('heading', { name: 'نصوص النصائح' })).toBeVisible();
  await expect(main.locator('tr[data-key="summary"] [data-testid="advice-text"]')).toHaveAttribute('dir', 'rtl');
  await shot(page, 'ar');
  await main.locator('tr[data-key="pkGap.off"]').getByRole('button', { name: /^تعديل/ }).click();
  await expect(page.getByRole('dialog').getByRole('textbox')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('dialog').getByTestId('advice-preview')).toBeVisible();
  await shot(page, 'ar-editor');
});
