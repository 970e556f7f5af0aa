/**
 * The streamers' lottery end to end, on the CRM instance (playwright.config.ts: `CRM_BASE`, whose lottery clock starts
 * at a Dubai evening, LOTTERY_CLOCK_START, with a seeded random source): the administrator adds an activity covering
 * that day and two prizes through the pages (a third prize over the 100 % total refused beside its field), issues a
 * code to a streamer and reads their personal link; the streamer opens it on a 360×740 phone, spins, the wheel stops
 * on the server's slice and says the result, which is the record staff then see on the Records page (and mark
 * awarded); a second draw the same day (from another tab opened before) is refused with its message. Screenshots of
 * the phone page in English, Korean and Arabic and of the four console pages at 1440×900.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { CRM_BASE, E2E_ADMIN_PASSWORD } from '../../playwright.config';
import { SCREENSHOTS } from './helpers';

test.use({ baseURL: CRM_BASE });

const suffix = Date.now().toString(36).slice(-5);
const activity = `Lucky week ${suffix}`;
const streamer = `lily.e2e.${suffix}`;
const shot = (page: Page, name: string) => page.screenshot({ path: `${SCREENSHOTS}/lottery-${name}.png`, animations: 'disabled' });

async function signIn(page: Page, path: string) {
  await page.goto(path);
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** A phone at 360×740 opening `url`. */
async function phone(browser: Browser, url: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, baseURL: CRM_BASE, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto(url);
  return page;
}

/** Adds a prize through the Prizes page's drawer (the list filtered to the activity). */
async function addPrize(page: Page, fields: { name: string; value: string; probability: string; stock?: string }) {
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Add prize' });
  await expect(drawer.getByRole('combobox', { name: /Activity/ })).toHaveValue(/\d+/);
  await drawer.getByRole('textbox', { name: /^Name/ }).fill(fields.name);
  await drawer.getByRole('spinbutton', { name: /Value/ }).fill(fields.value);
  await drawer.getByRole('spinbutton', { name: /Probability/ }).fill(fields.probability);
  if (fields.stock) await drawer.getByRole('textbox', { name: /Stock/ }).fill(fields.stock);
  await drawer.getByRole('button', { name: 'Save' }).click();
  return drawer;
}

test('an activity, prizes and a code made by staff, a streamer’s draw on the phone, the record awarded', async ({ page, browser }) => {
  test.setTimeout(240_000);
  await signIn(page, '/lottery/activities');

  // The activity, through its drawer: the fixed clock's day (2026-11-25, 19:00 in Dubai) is inside it.
  await expect(page.getByRole('heading', { name: 'Lottery activities' })).toBeVisible();
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Add activity' });
  await drawer.getByRole('textbox', { name: /^Name/ }).fill(activity);
  await drawer.getByLabel(/First day/).fill('2026-11-20');
  await drawer.getByLabel(/Last day/).fill('2026-11-30');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: activity });
  await expect(row).toContainText('2026-11-20 – 2026-11-30');
  await expect(row).toContainText('0 % prizes, 100 % no prize');

  // Two prizes on the activity's Prizes page (its row's link); a third over the 100 % total is refused beside the field.
  await row.getByRole('link', { name: `Prizes of ${activity}` }).click();
  await expect(page).toHaveURL(/\/lottery\/prizes\?activityId=\d+/);
  await expect(page.getByRole('heading', { name: 'Lottery prizes' })).toBeVisible();
  await expect(page.getByTestId('probability-total')).toHaveText(`${activity}: prizes 0 %, no prize 100 %`);
  await expect(await addPrize(page, { name: 'Rose', value: '1.5', probability: '50' })).toBeHidden();
  await expect(await addPrize(page, { name: 'Crown', value: '20', probability: '30', stock: '5' })).toBeHidden();
  await expect(page.getByTestId('probability-total')).toHaveText(`${activity}: prizes 80 %, no prize 20 %`);
  const refused = await addPrize(page, { name: 'Lion', value: '5', probability: '30' });
  await expect(refused.getByText('the prizes of an activity add up to 110; the total may be at most 100')).toBeVisible();
  await refused.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Crown' })).toContainText('30 %');
  await shot(page, 'prizes');

  // A code for the streamer, issued on the Codes page; the dialog gives the personal link.
  await page.goto('/lottery/activities');
  await page.getByRole('row').filter({ hasText: activity }).getByRole('link', { name: `Codes of ${activity}` }).click();
  await expect(page.getByRole('heading', { name: 'Lottery codes' })).toBeVisible();
  await page.getByRole('button', { name: 'Issue codes' }).click();
  const issue = page.getByRole('dialog', { name: 'Issue lottery codes' });
  await issue.getByRole('textbox', { name: /Streamers/ }).fill(`${streamer}, Lily`);
  await issue.getByRole('button', { name: 'Issue codes' }).click();
  const issued = page.getByRole('dialog', { name: 'Codes issued' });
  const link = (await issued.getByTestId('personal-link').textContent())?.trim() ?? '';
  expect(link).toMatch(new RegExp(`^${CRM_BASE}/whiteListPages/luckLottery\\?code=[A-Z0-9]{10}$`));
  await shot(page, 'codes-issued');
  await issued.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('row').filter({ hasText: streamer })).toContainText('Valid');
  await shot(page, 'codes');

  // The streamer's phone: the wheel, open now (19:00 Dubai on the fixed clock). A second tab is opened before the draw.
  const mobile = await phone(browser, link);
  const otherTab = await mobile.context().newPage();
  await otherTab.goto(link);
  // Its wheel loaded before the draw (else it would show today's result and no button).
  await expect(otherTab.getByRole('button', { name: 'Spin the wheel' })).toBeEnabled();
  await expect(mobile.getByRole('heading', { name: activity })).toBeVisible();
  await expect(mobile.getByText('Hello Lily!')).toBeVisible();
  await expect(mobile.getByTestId('lottery-countdown')).toContainText(/Open now: \u2066[23]:\d\d:\d\d\u2069 left today/);
  await expect(mobile.getByRole('list').getByRole('listitem')).toHaveText(['Rose50 %', 'Crown30 %', 'No prize20 %']);
  await shot(mobile, 'phone-before');
  await mobile.getByRole('button', { name: 'Spin the wheel' }).click();
  await expect(mobile.getByTestId('lottery-wheel')).toHaveAttribute('data-state', 'spinning');
  await expect(mobile.getByTestId('lottery-wheel')).toHaveAttribute('data-state', 'stopped', { timeout: 10_000 });
  const outcome = mobile.getByTestId('lottery-outcome');
  await expect(outcome).toHaveText(/You won (Rose|Crown)!|No prize this time/);
  const said = (await outcome.textContent()) ?? '';
  const prize = /You won (Rose|Crown)!/.exec(said)?.[1] ?? null;
  await shot(mobile, 'phone-drawn');

  // The same code again the same day, from the tab opened before: refused with its message.
  await otherTab.getByRole('button', { name: 'Spin the wheel' }).click();
  await expect(otherTab.getByRole('alert')).toHaveText('This code was already used today: come back tomorrow between 18:00 and 22:00 (Dubai time)');

  // The phone page in Korean and Arabic (today's result shown, no button).
  const korean = await phone(browser, `${link}&lang=ko`);
  await expect(korean.getByRole('heading', { level: 1 })).toHaveText('행운의 룰렛');
  await expect(korean.getByTestId('lottery-outcome')).toHaveText(prize ? `오늘 이미 ${prize}에 당첨되었습니다. 내일 다시 오세요!가치 ${prize === 'Rose' ? '1.50' : '20.00'}` : '오늘 이미 추첨했습니다(꽝). 내일 다시 오세요!');
  await shot(korean, 'phone-ko');
  const arabic = await phone(browser, `${link}&lang=ar`);
  await expect(arabic.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(arabic.getByRole('heading', { level: 1 })).toHaveText('عجلة الحظ');
  await expect(arabic.getByTestId('lottery-countdown')).toContainText('السحب متاح الآن');
  await shot(arabic, 'phone-ar');
  const noCode = await phone(browser, '/whiteListPages/luckLottery?lang=ar');
  await expect(noCode.getByRole('alert')).toContainText('هذا الرابط بلا رمز سحب');

  // Staff see the same draw on the Records page, and mark a prize awarded.
  await page.goto('/lottery/records');
  const record = page.getByRole('row').filter({ hasText: streamer });
  await expect(record).toHaveCount(1);
  await expect(record).toContainText(prize ?? 'No prize');
  await expect(record).toContainText('2026-11-25');
  if (prize) {
    await expect(record).toContainText('Not awarded');
    await record.getByRole('button', { name: `Mark @${streamer} – ${prize} awarded` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Mark awarded' }).click();
    await expect(record).toContainText('admin');
    await expect(record).not.toContainText('Not awarded');
  }
  await shot(page, 'records');

  await page.goto('/lottery/activities');
  await expect(page.getByRole('row').filter({ hasText: activity })).toContainText('80 % prizes, 20 % no prize');
  await shot(page, 'activities');
});
