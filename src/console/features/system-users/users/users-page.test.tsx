/**
 * The Users page over MSW: rows with dept and roles; the dept tree filters; an add without a password shows the
 * generated one once; a refusal naming a field lands beside it; a reset asks first and shows the new passwords;
 * a reader sees no write buttons.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SystemUser } from '../../../../../streams/contracts/system-users';
import { server } from '../../../../test/msw-server';
import { refusal } from '../../../../../streams/contracts/refusals';
import { describeTranslatedRefusals, deleteRow, refusalAnswer, type InEachLanguage } from '../../../../test/refusals';
import { UsersPage } from './users-page';
import { expectReaderView, openAddDrawer, recordBody, recorded, renderRoutedPage } from '../../../../test/crud-page';


const alice: SystemUser = {
  id: 7,
  username: 'alice',
  nickName: 'Alice',
  gender: 'female',
  email: 'alice@example.com',
  phone: null,
  enabled: true,
  avatarPath: null,
  dept: { id: 2, name: 'Operations' },
  roles: [{ id: 2, name: 'Operator', level: 2 }],
  jobs: [],
  createTime: '2026-01-01 09:00:00',
};
const role = (id: number, name: string, level: number) => ({ id, name, level, dataScope: 'own', description: null, depts: [], menus: [], createTime: '2026-01-01 09:00:00' });
const badRequest = (message: string) => HttpResponse.json({ status: 400, message, timestamp: '2026-01-01 00:00:00' }, { status: 400 });

const listUrls = recorded<URL>();
const created = recorded();
const resets = recorded();

beforeEach(() => {
  server.use(
    http.get('/api/users', ({ request }) => {
      listUrls.push(new URL(request.url));
      return HttpResponse.json({ content: [alice], totalElements: 1 });
    }),
    http.get('/api/users/depts', () =>
      HttpResponse.json([
        { id: 1, pid: null, name: 'Guild HQ', enabled: true },
        { id: 2, pid: 1, name: 'Operations', enabled: true },
      ]),
    ),
    http.get('/api/users/jobs', () => HttpResponse.json([{ id: 1, name: 'Operator job' }])),
    http.get('/api/roles/all', () => HttpResponse.json([role(1, 'Super admin', 1), role(2, 'Operator', 2), role(3, 'Viewer', 3)])),
    http.get('/api/roles/level', () => HttpResponse.json({ level: 2 })),
    http.post('/api/users', async ({ request }) => {
      const body = (await request.json()) as { username: string };
      created.push(body);
      if (body.username === 'alice') return badRequest("username: 'alice' is already taken");
      return HttpResponse.json({ id: 9, password: 'Gen3ratedPw12' }, { status: 201 });
    }),
    http.put('/api/users/resetPwd', recordBody(resets, () => HttpResponse.json([{ id: 7, username: 'alice', password: 'FreshPassw0rd' }]))),
  );
});

const renderPage = (roles?: string[]) => renderRoutedPage('/system/user', <UsersPage />, roles);

describe('the Users page', () => {
  it('lists users and filters by a department of the tree', async () => {
    const user = userEvent.setup();
    renderPage();
    const row = (await screen.findByText('alice')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Operator')).toBeInTheDocument();
    expect(within(row).getByText('Operations')).toBeInTheDocument();
    const tree = within(screen.getByRole('navigation', { name: 'Departments' }));
    await user.click(await tree.findByRole('button', { name: 'Operations' }));
    await waitFor(() => expect(listUrls.at(-1)?.searchParams.get('deptId')).toBe('2'));
    expect(tree.getByRole('button', { name: 'Operations' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('offers only assignable roles, puts a refusal beside its field, and shows a generated password once', async () => {
    const user = userEvent.setup();
    renderPage();
    const drawer = await openAddDrawer(user, 'alice', 'Add a user');
    const roles = within(await drawer.findByRole('group', { name: 'Roles' }));
    await roles.findByText('Operator (2)');
    expect(roles.queryByText('Super admin (1)')).not.toBeInTheDocument();
    await user.type(drawer.getByRole('textbox', { name: 'Username' }), 'alice');
    await user.type(drawer.getByRole('textbox', { name: 'Nickname' }), 'Alice two');
    await user.click(roles.getByRole('checkbox', { name: 'Viewer (3)' }));
    expect(roles.getByRole('checkbox', { name: 'Viewer (3)' })).toBeChecked();
    await user.click(drawer.getByRole('button', { name: 'Save' }));
    expect(await drawer.findByText("'alice' is already taken")).toBeInTheDocument();

    await user.clear(drawer.getByRole('textbox', { name: 'Username' }));
    await user.type(drawer.getByRole('textbox', { name: 'Username' }), 'bob');
    await user.click(drawer.getByRole('button', { name: 'Save' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Passwords' }));
    expect(dialog.getByRole('textbox', { name: 'Password of bob' })).toHaveValue('Gen3ratedPw12');
    expect(created[0]).toMatchObject({ username: 'alice', roles: [{ id: 3 }] });
    expect(created.at(-1)).toMatchObject({ username: 'bob', password: null, roles: [{ id: 3 }], dept: null });
  });

  it('asks before resetting a password, then shows the new one', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Reset the password of alice' }));
    const confirm = within(await screen.findByRole('alertdialog'));
    expect(resets).toEqual([]);
    await user.click(confirm.getByRole('button', { name: 'Reset password' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Passwords' }));
    expect(dialog.getByRole('textbox', { name: 'Password of alice' })).toHaveValue('FreshPassw0rd');
    expect(resets).toEqual([[7]]);
  });

  it('shows a reader no write buttons', async () => {
    renderPage(['user:list']);
    await expectReaderView('alice', 'Add', 'Delete alice', 'Edit alice');
  });

  it('says when the list cannot be loaded', async () => {
    server.use(http.get('/api/users', () => HttpResponse.json({ status: 500, message: 'Internal server error', timestamp: 'now' }, { status: 500 })));
    renderPage();
    expect(await screen.findByText('The users could not be loaded')).toBeInTheDocument();
  });
});

const SELF: InEachLanguage = { zh: '不能删除自己', ko: '자기 자신을 삭제할 수 없습니다', ar: 'لا يمكنك حذف نفسك' };
const LAST_ADMIN: InEachLanguage = {
  zh: '这样将没有任何启用的用户拥有管理员权限；请先给其他用户分配管理员角色',
  ko: '이렇게 하면 관리자 권한을 가진 활성 사용자가 없게 됩니다. 먼저 다른 사용자에게 관리자 역할을 주세요',
  ar: 'سيؤدي هذا إلى عدم وجود مستخدم مفعّل بصلاحية المسؤول؛ امنح مستخدمًا آخر دور مسؤول أولًا',
};

describeTranslatedRefusals('the Users page (a delete: yourself, the last administrator)', async (user, language) => {
  let answer = refusal('DELETE_SELF');
  server.use(http.delete('/api/users', () => refusalAnswer(answer)));
  renderPage();
  await deleteRow(user, 'alice');
  expect(await screen.findByText(SELF[language])).toBeInTheDocument();
  answer = refusal('LAST_ADMIN');
  await deleteRow(user, 'alice');
  expect(await screen.findByText(LAST_ADMIN[language])).toBeInTheDocument();
});
