/**
 * Users and roles against the real server: the admin creates a department through the
 * Departments page, a role with a custom data scope of that department through the Roles page, assigns it two menus
 * (Users and Jobs) on the tree, creates a user in that department holding the role through the Users page (the
 * generated password shown once); the new user signs in and sees only those menus and only that department's users.
 * Screenshots at 1440×900 as tests/e2e/screenshots/system-roles-*.png and system-users-*.png.
 */
import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { SCREENSHOTS, signIn } from './helpers';

const shot = (page: Page, name: string) => page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true, animations: 'disabled' });

test.use({ viewport: { width: 1440, height: 900 } });

test('an admin creates a department, a role with a custom scope and two menus, and a user who then sees only those', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const suffix = randomBytes(3).toString('hex');
  const roleName = `E2E operator ${suffix}`;
  const username = `e2e_${suffix}`;
  const deptName = `E2E desk ${suffix}`;
  await signIn(page, '/system/dept');

  // A department of its own under the top one, so the new user's scope holds nobody else.
  const depts = page.getByRole('table', { name: 'Departments' });
  await expect(depts.getByText('Guild HQ')).toBeVisible();
  await page.getByRole('button', { name: 'Add under Guild HQ' }).click();
  const deptDrawer = page.getByRole('dialog', { name: 'Add department' });
  await deptDrawer.getByLabel('Name').fill(deptName);
  await deptDrawer.getByRole('button', { name: 'Save' }).click();
  await expect(deptDrawer).toBeHidden();
  await page.getByRole('button', { name: 'Show the sub-items of Guild HQ' }).click();
  await expect(depts.getByText(deptName)).toBeVisible();

  await page.goto('/system/role');
  await expect(page.getByRole('heading', { name: 'Roles', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const roleForm = page.getByRole('dialog', { name: 'Add a role' });
  await roleForm.getByLabel('Name').fill(roleName);
  await roleForm.getByLabel('Level').fill('3');
  await roleForm.getByLabel('Data scope').selectOption('custom');
  await roleForm.getByRole('button', { name: 'Save' }).click();
  await expect(roleForm.getByText('Pick at least one department')).toBeVisible();
  await roleForm.getByText(deptName, { exact: true }).click();
  await roleForm.getByLabel('Description').fill('Made by the e2e test');
  await roleForm.getByRole('button', { name: 'Save' }).click();
  await expect(roleForm).toBeHidden();

  await page.getByRole('searchbox', { name: 'Search roles' }).fill(suffix);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('button', { name: `Show the menus of ${roleName}` }).click();
  const panel = page.getByTestId('menu-panel');
  // A button brings its page and directory along: System, Users and Add user; then a second page, Jobs.
  await panel.getByText('Add user', { exact: true }).click();
  await expect(panel.getByRole('checkbox', { name: /^Users/ })).toBeChecked();
  await panel.getByText('Jobs', { exact: true }).click();
  await expect(panel.getByRole('checkbox', { name: /^Jobs/ })).toBeChecked();
  await panel.getByRole('button', { name: 'Save menus' }).click();
  await expect(page.getByText('Edited successfully').last()).toBeVisible();
  await shot(page, 'system-roles-menus');

  await page.goto('/system/user');
  await expect(page.getByRole('heading', { name: 'Users', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const userForm = page.getByRole('dialog', { name: 'Add a user' });
  await userForm.getByLabel('Username').fill(username);
  await userForm.getByLabel('Nickname').fill('E2E person');
  await userForm.getByLabel('Department').selectOption({ label: `\u00a0\u00a0\u00a0${deptName}` });
  await userForm.getByText(`${roleName} (3)`).click();
  await userForm.getByRole('button', { name: 'Save' }).click();
  const passwords = page.getByRole('dialog', { name: 'Passwords' });
  const password = await passwords.getByRole('textbox', { name: `Password of ${username}` }).inputValue();
  expect(password).toMatch(/^[A-Za-z0-9]{12}$/);
  await shot(page, 'system-users-password');
  await passwords.getByRole('button', { name: 'Done' }).click();

  await page.getByRole('navigation', { name: 'Departments' }).getByRole('button', { name: deptName, exact: true }).click();
  await expect(page.getByRole('cell', { name: username, exact: true })).toBeVisible();
  await shot(page, 'system-users-list');

  // The new user signs in and finds only the menus of their role, and only their department's users.
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const other = await context.newPage();
  await other.goto('/system/user');
  await other.getByLabel('Username').fill(username);
  await other.getByLabel('Password', { exact: true }).fill(password);
  await other.getByRole('button', { name: 'Log in' }).click();
  await expect(other).not.toHaveURL(/\/login/);
  await other.goto('/system/user');
  await expect(other.getByRole('heading', { name: 'Users', exact: true })).toBeVisible();
  const nav = other.getByRole('navigation', { name: 'Main menu' });
  await expect(nav.getByRole('link', { name: 'Users', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Jobs', exact: true })).toBeVisible();
  for (const hidden of ['Roles', 'Menus', 'Departments', 'Dictionaries', 'Timed tasks', 'Live assistant', 'Live monitoring', 'Monitor', 'Live game devices', 'Animations config']) {
    await expect(nav.getByText(hidden, { exact: true })).toHaveCount(0);
  }
  await expect(other.getByRole('button', { name: 'Add', exact: true })).toBeVisible();
  await expect(other.getByRole('button', { name: /^Delete / })).toHaveCount(0);
  // Their data scope is the new department: themselves, not the admin or anyone elsewhere.
  await expect(other.getByRole('cell', { name: username, exact: true })).toBeVisible();
  await expect(other.getByRole('cell', { name: 'admin', exact: true })).toHaveCount(0);
  await expect(other.locator('tbody tr')).toHaveCount(1);
  await other.screenshot({ path: `${SCREENSHOTS}/system-users-scoped.png`, fullPage: true, animations: 'disabled' });
  await context.close();
});
