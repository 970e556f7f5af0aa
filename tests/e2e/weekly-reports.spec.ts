/**
 * Weekly reports end to end on the main instance (sample monitored streamers, the simulator's monitoring): a manager
 * (a role with the Weekly reports page and its edit button, data scope all, made through the admin API) generates the
 * week's reports, opens a streamer's report, switches the console to Korean, sets the streamer's report language to
 * Korean and regenerates the draft, writes the advice in Korean, marks it reviewed and sent (asked first), issues the
 * public link and opens it on a 360×740 phone where the Korean advice shows, downloads the card as PNG and PDF
 * (checked by their signatures), revokes the link and sees the phone page refuse it. A second streamer's report in
 * Arabic shows right to left in the console and on the phone. Screenshots: the drawer in ko and ar at 1440×900, the
 * phone page in ko and ar at 360×740.
 *
 * Which week: the first week, from the current one back, whose generation writes reports (the sample data's lives;
 * the generation is the product's own way to make them), so the reports carry real figures.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Download, type Page } from '@playwright/test';
import { E2E_ADMIN_PASSWORD } from '../../playwright.config';
import { SCREENSHOTS } from './helpers';

const suffix = Date.now().toString(36).slice(-5);
const shot = (page: Page, name: string) => page.screenshot({ path: `${SCREENSHOTS}/weekly-reports-${name}.png`, animations: 'disabled' });

interface ReportRow {
  id: number;
  streamerId: string;
  uniqueId: string;
  nickname: string;
  state: string;
  figures: { lives: number };
}

async function token(request: APIRequestContext, username: string, password: string): Promise<string> {
  const res = await request.post('/auth/login', { data: { username, password, code: '', uuid: '' } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

async function api<T>(request: APIRequestContext, auth: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, data?: unknown): Promise<T> {
  const res = await request.fetch(url, { method, headers: { authorization: auth }, ...(data === undefined ? {} : { data }) });
  expect(res.ok(), `${method} ${url}: ${await res.text()}`).toBe(true);
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** The Monday `weeksBack` weeks before this week's, yyyy-MM-dd (the server checks it is a Monday in its zone). */
function monday(weeksBack: number): string {
  const day = new Date();
  day.setHours(12, 0, 0, 0);
  day.setDate(day.getDate() - ((day.getDay() + 6) % 7) - weeksBack * 7);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/** The downloaded file's first bytes. */
async function signatureOf(download: Download, length: number): Promise<string> {
  const path = await download.path();
  return (await readFile(path)).subarray(0, length).toString('latin1');
}

async function switchLanguage(page: Page, name: string) {
  await page.getByTestId('navbar').getByRole('button', { name: /Language|语言|언어|اللغة/ }).click();
  await Promise.all([page.waitForEvent('load'), page.getByRole('menuitemradio', { name }).or(page.getByRole('menuitem', { name })).click()]);
}

test('a manager generates, edits in Korean, reviews, sends and shares a weekly report; the phone page shows it and refuses it once revoked', async ({ browser, request }) => {
  test.setTimeout(240_000);
  const admin = await token(request, 'admin', E2E_ADMIN_PASSWORD);

  // ---- the manager, through the admin API ----
  const tree = await api<{ id: number; title: string }[]>(request, admin, 'GET', '/api/roles/menu-tree');
  const menus = ['x:figures', 'x:weeklyReports', 'x:weeklyReportEdit'].map((title) => {
    const menu = tree.find((node) => node.title === title);
    expect(menu, `the seeded menu ${title}`).toBeDefined();
    return { id: menu!.id };
  });
  const role = await api<{ id: number }>(request, admin, 'POST', '/api/roles', { name: `Report manager ${suffix}`, level: 3, dataScope: 'all', description: 'weekly reports e2e' });
  await api(request, admin, 'PUT', '/api/roles/menu', { id: role.id, menus });
  const username = `rm_${suffix}`;
  const password = 'Report-manager-1';
  await api(request, admin, 'POST', '/api/users', { username, nickName: 'Report Manager', gender: 'female', enabled: true, dept: null, roles: [{ id: role.id }], password });

  // ---- the week with lives: this week if the sample has some in it, else the latest week before that does ----
  let week = '';
  let withLives: ReportRow[] = [];
  for (let back = 0; back < 8 && week === ''; back += 1) {
    const done = await api<{ generated: number }>(request, admin, 'POST', '/api/weeklyReports/generate', { week: monday(back) });
    if (done.generated === 0) continue;
    const listed = await api<{ content: ReportRow[] }>(request, admin, 'GET', `/api/weeklyReports?week=${monday(back)}&size=100&sort=uniqueId,asc`);
    withLives = listed.content.filter((row) => row.figures.lives > 0);
    if (withLives.length >= 2) week = monday(back);
  }
  expect(week, 'a week with lives of two streamers in the sample').not.toBe('');
  const [first, second] = withLives as [ReportRow, ReportRow];
  const firstName = first.nickname || first.uniqueId;
  const secondName = second.nickname || second.uniqueId;

  // ---- the manager signs in on the week and generates it ----
  const desk = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await desk.newPage();
  await page.goto(`/figures/weekly-reports?week=${week}`);
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/figures\/weekly-reports/);
  await expect(page.getByLabel('Week (Monday)')).toHaveValue(week);
  await page.getByRole('button', { name: 'Generate for this week' }).click();
  await expect(page.getByText(new RegExp(`^Week of ${week}: \\d+ generated, 0 kept \\(reviewed or sent\\), in \\d+ ms\\.$`))).toBeVisible();
  await expect(page.getByText('Generating again rewrites draft reports only: reviewed and sent reports are kept as they are.')).toBeVisible();

  // ---- in Korean: the report's language, the advice, the states ----
  await switchLanguage(page, '한국어');
  await page.getByRole('searchbox', { name: '주간 리포트 검색' }).fill(first.uniqueId);
  await page.getByRole('button', { name: '검색' }).click();
  await page.getByRole('button', { name: `${firstName}의 리포트 열기` }).click();
  const drawer = page.getByRole('dialog', { name: `주간 리포트 · ${firstName}` });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('combobox', { name: `${firstName}의 리포트 언어` }).selectOption('ko');
  await drawer.getByRole('button', { name: '언어 설정' }).click();
  await drawer.getByRole('button', { name: '이번 주 초안 지금 다시 생성' }).click();
  const card = drawer.getByRole('article', { name: `주간 리포트 · ${firstName}` });
  await expect(card).toBeVisible();
  await expect(card.getByText('이번 주 결과')).toBeVisible();

  const advice = '이번 주에는 라이브마다 PK를 세 번 해 보세요.';
  // A line of the manager's own after the generated ones (a week may have none).
  const lines = await drawer.getByRole('textbox', { name: /^조언 \d+$/ }).count();
  await drawer.getByRole('button', { name: '줄 추가' }).click();
  await drawer.getByRole('textbox', { name: `조언 ${lines + 1}` }).fill(advice);
  await drawer.getByRole('button', { name: '조언 저장' }).click();
  await expect(card.getByText(advice)).toBeVisible();
  await expect(drawer.getByText('매니저가 수정함')).toBeVisible();
  await drawer.getByRole('button', { name: '검토 완료로 표시' }).click();
  await drawer.getByRole('button', { name: '발송 완료로 표시' }).click();
  const question = page.getByRole('alertdialog');
  await expect(question).toContainText('발송된 리포트는 잠기며');
  await question.getByRole('button', { name: '발송 완료로 표시' }).click();
  await expect(drawer.getByText('이 리포트는 스트리머에게 발송되어 잠겼습니다.', { exact: false })).toBeVisible();
  await expect(drawer.getByRole('button', { name: '조언 저장' })).toHaveCount(0);

  // The PNG of the card from the console.
  const [consolePng] = await Promise.all([page.waitForEvent('download'), drawer.getByRole('button', { name: 'PNG 다운로드' }).click()]);
  expect(await signatureOf(consolePng, 8)).toBe('\x89PNG\r\n\x1a\n');
  // Kept for a person to look at: the rasterised card's Korean glyphs (test-results is not committed).
  await consolePng.saveAs('test-results/weekly-report-card-ko.png');

  // ---- the public link, shown once ----
  await drawer.getByRole('button', { name: '공개 링크 발급' }).click();
  const link = drawer.getByRole('textbox', { name: '리포트 공개 링크' });
  await expect(link).toHaveValue(/\/whiteListPages\/weeklyReport\?key=/);
  const url = await link.inputValue();
  await drawer.getByText('공개 링크가 열려 있습니다.').scrollIntoViewIfNeeded();
  await drawer.locator('.report-card').scrollIntoViewIfNeeded();
  await shot(page, 'drawer-ko');

  const phoneContext = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  const phone = await phoneContext.newPage();
  await phone.goto(url);
  const publicCard = phone.getByRole('article', { name: `주간 리포트 · ${firstName}` });
  await expect(publicCard.getByText(advice)).toBeVisible();
  await expect(publicCard).toHaveAttribute('dir', 'ltr');
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await shot(phone, 'public-ko');
  const [png] = await Promise.all([phone.waitForEvent('download'), phone.getByRole('button', { name: '이미지로 저장 (PNG)' }).click()]);
  expect(await signatureOf(png, 8)).toBe('\x89PNG\r\n\x1a\n');
  expect(png.suggestedFilename()).toMatch(new RegExp(`^weekly-report-.+-${week}\\.png$`));
  const [pdf] = await Promise.all([phone.waitForEvent('download'), phone.getByRole('button', { name: 'PDF로 저장' }).click()]);
  expect(await signatureOf(pdf, 5)).toBe('%PDF-');

  // ---- revoked: the phone page refuses it ----
  await drawer.getByRole('button', { name: '링크 해지' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '링크 해지' }).click();
  await expect(drawer.getByText('공개 링크가 없습니다.')).toBeVisible();
  await phone.reload();
  await expect(phone.getByRole('alert')).toContainText('이 보고서 링크는 철회되었습니다');
  await expect(phone.getByText(advice)).toHaveCount(0);

  // ---- a report in Arabic, right to left, in the console and on the phone ----
  await api(request, admin, 'PUT', '/api/weeklyReports/lang', { streamerId: Number(second.streamerId), lang: 'ar' });
  await api(request, admin, 'POST', '/api/weeklyReports/generate', { week });
  const { key } = await api<{ key: string }>(request, admin, 'POST', `/api/weeklyReports/${second.id}/key`);
  await drawer.getByRole('button', { name: '닫기' }).click();
  await switchLanguage(page, 'العربية');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('searchbox', { name: 'البحث في التقارير الأسبوعية' }).fill(second.uniqueId);
  await page.getByRole('button', { name: 'بحث' }).click();
  await page.getByRole('button', { name: `فتح تقرير ${secondName}` }).click();
  const arabicDrawer = page.getByRole('dialog', { name: `التقرير الأسبوعي · ${secondName}` });
  const arabicCard = arabicDrawer.getByRole('article', { name: `التقرير الأسبوعي · ${secondName}` });
  await expect(arabicCard).toHaveAttribute('dir', 'rtl');
  await expect(arabicCard.getByText('كيف كان الأسبوع')).toBeVisible();
  await shot(page, 'drawer-ar');

  await phone.goto(`/whiteListPages/weeklyReport?key=${encodeURIComponent(key)}&lang=ar`);
  const arabicPublic = phone.getByRole('article', { name: `التقرير الأسبوعي · ${secondName}` });
  await expect(arabicPublic).toHaveAttribute('dir', 'rtl');
  await expect(phone.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await shot(phone, 'public-ar');
  await phoneContext.close();
  await desk.close();
});
