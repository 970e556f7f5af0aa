/**
 * The Roles page over MSW: a role's menus shown as a tree, ticking a button ticks its page, Save sends exactly the
 * ticked menus; a delete refused because users hold the role names them after asking.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '@shared/i18n/i18n';
import { server } from '../../../../test/msw-server';
import { refusal } from '../../../../../streams/contracts/refusals';
import { describeTranslatedRefusals, deleteRow, refusalAnswer, type InEachLanguage } from '../../../../test/refusals';
import { RolesPage } from './roles-page';
import { expectNoButtons, noContent, recordBody, recorded, renderRoutedPage } from '../../../../test/crud-page';


const operator = { id: 2, name: 'Operator', level: 2, dataScope: 'own', description: 'Day to day', depts: [], menus: [], createTime: '2026-01-01 09:00:00' };
const menuBodies = recorded();
const deletes = recorded();

beforeEach(() => {
  server.use(
    http.get('/api/roles', () => HttpResponse.json({ content: [operator], totalElements: 1 })),
    http.get('/api/roles/level', () => HttpResponse.json({ level: 1 })),
    http.get('/api/roles/menu-tree', () =>
      HttpResponse.json([
        { id: 10, pid: null, type: 0, title: 'x:system', permission: null, menuSort: 1 },
        { id: 11, pid: 10, type: 1, title: 'x:users', permission: 'user:list', menuSort: 1 },
        { id: 12, pid: 11, type: 2, title: 'x:usersAdd', permission: 'user:add', menuSort: 1 },
      ]),
    ),
    http.put('/api/roles/menu', recordBody(menuBodies, noContent)),
    http.delete('/api/roles', recordBody(deletes, () => HttpResponse.json({ status: 400, message: 'Role Operator is held by: alice, bob', timestamp: 'now' }, { status: 400 }))),
  );
});

const renderPage = (roles?: string[]) => renderRoutedPage('/system/role', <RolesPage />, roles);

describe('the Roles page', () => {
  it('assigns menus on the tree: a button brings its page and directory', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Show the menus of Operator' }));
    const panel = within(await screen.findByTestId('menu-panel'));
    await user.click(await panel.findByText('Add user'));
    await user.click(panel.getByRole('button', { name: 'Save menus' }));
    await vi.waitFor(() => expect(menuBodies).toEqual([{ id: 2, menus: [{ id: 10 }, { id: 11 }, { id: 12 }] }]));
  });

  it("shows a seeded role in the reader's language (Arabic), and an edit left unchanged keeps its keys", async () => {
    const seeded = { ...operator, name: 'seed:role.operator', description: 'seed:role.operatorDescription' };
    const puts: unknown[] = [];
    server.use(
      http.get('/api/roles', () => HttpResponse.json({ content: [seeded], totalElements: 1 })),
      http.get('/api/users/depts', () => HttpResponse.json([])),
      http.put('/api/roles', recordBody(puts, noContent)),
    );
    const user = userEvent.setup();
    await i18next.changeLanguage('ar');
    try {
      renderPage();
      expect(await screen.findByRole('button', { name: 'عرض قوائم مشغّل' })).toBeInTheDocument();
      expect(screen.getByText('العمليات اليومية داخل القسم نفسه')).toBeInTheDocument();
      expect(screen.queryByText(/seed:/)).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'تعديل مشغّل' }));
      const drawer = within(await screen.findByRole('dialog'));
      expect(drawer.getByRole('textbox', { name: /الاسم/ })).toHaveValue('مشغّل');
      await user.click(drawer.getByRole('button', { name: 'حفظ' }));
      await vi.waitFor(() => expect(puts).toEqual([expect.objectContaining({ id: 2, name: 'seed:role.operator', description: 'seed:role.operatorDescription' })]));
    } finally {
      await i18next.changeLanguage('en');
    }
  });

  it('asks before deleting and names the holders of a role in use', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete Operator' }));
    const confirm = within(await screen.findByRole('alertdialog'));
    expect(deletes).toEqual([]);
    await user.click(confirm.getByRole('button', { name: 'OK' }));
    expect(await screen.findByTestId('action-error')).toHaveTextContent('Role Operator is held by: alice, bob');
    expect(deletes).toEqual([[2]]);
  });

  it('shows a reader no write buttons and a read-only tree', async () => {
    const user = userEvent.setup();
    renderPage(['roles:list']);
    await user.click(await screen.findByRole('button', { name: 'Show the menus of Operator' }));
    expectNoButtons('Add', 'Delete Operator', 'Save menus');
  });
});

const HELD: InEachLanguage = { zh: '角色 Operator 仍有用户持有：alice、bob', ko: '역할 Operator을(를) 가진 사용자가 있습니다: alice, bob', ar: 'الدور Operator يحمله: alice، bob' };

describeTranslatedRefusals('the Roles page (a delete, the holders named)', async (user, language) => {
  server.use(http.delete('/api/roles', () => refusalAnswer(refusal('ROLE_HELD_BY', { role: 'Operator', users: ['alice', 'bob'] }))));
  renderPage();
  await deleteRow(user, 'Operator');
  expect(await screen.findByText(HELD[language])).toBeInTheDocument();
});
