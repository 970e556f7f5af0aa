/**
 * The user center (/user/center): profile edit, password change with the old one, and e-mail change, with
 * the messages beside the fields and the server's refusal.
 */
import { expect, test } from '@playwright/test';
import { ADMIN, SCREENSHOTS, apiToken, signIn } from './helpers';

test('edits the profile; the new nickname shows in the navbar', async ({ page }) => {
  await signIn(page, '/user/center');
  await expect(page.getByRole('tab', { name: 'Edit profile' })).toBeVisible();
  const nick = page.getByLabel('Nickname');
  await nick.fill('A');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Nickname must be 2 to 20 characters')).toBeVisible();
  await nick.fill('Guild Admin');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile saved')).toBeVisible();
  await expect(page.getByTestId('navbar')).toContainText('Guild Admin');
  await page.screenshot({ path: `${SCREENSHOTS}/user-center.png` });

  // Put the nickname back for the other specs.
  const token = await apiToken(page);
  const reset = await page.request.put('/api/users/center', { headers: { Authorization: token }, data: { nickName: 'Administrator', gender: 'male', phone: '' } });
  expect(reset.status()).toBe(204);
});

test('changes the password only with the right current one', async ({ page }) => {
  await signIn(page, '/user/center');
  await page.getByRole('tab', { name: 'Change password' }).click();
  const panel = page.getByRole('tabpanel');
  await panel.getByLabel('Current password').fill('wrong-password');
  // The label also holds the required mark (hidden from assistive technology), so the field is found by its name.
  await panel.getByRole('textbox', { name: 'New password', exact: true }).fill('new-Pass-123');
  await panel.getByLabel('Confirm new password').fill('new-Pass-124');
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The two passwords do not match')).toBeVisible();

  await panel.getByLabel('Confirm new password').fill('new-Pass-123');
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The old password is wrong')).toBeVisible();

  await panel.getByLabel('Current password').fill(ADMIN.password);
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Password changed')).toBeVisible();
  try {
    const withNew = await page.request.post('/auth/login', { data: { username: 'admin', password: 'new-Pass-123', code: '', uuid: '' } });
    expect(withNew.status()).toBe(200);
    const withOld = await page.request.post('/auth/login', { data: { username: 'admin', password: ADMIN.password, code: '', uuid: '' } });
    expect(withOld.status()).toBe(400);
  } finally {
    // Put the password back for the other specs.
    const { token } = (await (await page.request.post('/auth/login', { data: { username: 'admin', password: 'new-Pass-123', code: '', uuid: '' } })).json()) as { token: string };
    const back = await page.request.post('/api/users/updatePass', { headers: { Authorization: token }, data: { oldPass: 'new-Pass-123', newPass: ADMIN.password } });
    expect(back.status()).toBe(200);
  }
});

test('changes the e-mail with the current password', async ({ page }) => {
  await signIn(page, '/user/center');
  await page.getByRole('tab', { name: 'Change email' }).click();
  const panel = page.getByRole('tabpanel');
  await panel.getByLabel('New email').fill('not-an-email');
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Enter a valid email address')).toBeVisible();
  await panel.getByLabel('New email').fill('ops@guild.example');
  await panel.getByLabel('Current password').fill(ADMIN.password);
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Email changed')).toBeVisible();
  await expect(page.getByText('ops@guild.example')).toBeVisible();
});

/** A real 8×8 PNG (brand-coloured square), so the navbar and the card show a picture. */
const AVATAR_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGOwbvqGFTEMLQkAT35swc7BrU0AAAAASUVORK5CYII=',
  'base64',
);

test('uploads an avatar: refused for a fake image, previewed, uploaded and shown; the own operation log lists it', async ({ page }) => {
  await signIn(page, '/user/center');
  const picker = page.getByLabel('Avatar image');
  await picker.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not an image') });
  await expect(page.getByText('This file is not a JPG or PNG image')).toBeVisible();

  await picker.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: AVATAR_PNG });
  await expect(page.getByRole('img', { name: 'Preview of the new avatar' })).toBeVisible();
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Your avatar was changed')).toBeVisible();
  const avatar = page.locator('img[src^="/files/avatars/"]').first();
  await expect(avatar).toBeVisible();
  const src = await avatar.getAttribute('src');
  const served = await page.request.get(src!);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/png');
  await page.screenshot({ path: `${SCREENSHOTS}/user-center-avatar.png` });

  await page.getByRole('tab', { name: 'Operation log' }).click();
  const own = page.getByRole('table', { name: 'My operation log' });
  await expect(own.getByRole('row').filter({ hasText: 'POST api/users/updateAvatar' }).first()).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/user-center-log.png` });
});
