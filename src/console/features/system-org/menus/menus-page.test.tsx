/**
 * The Menus page over MSW: translated `x:key` titles, children loaded when a row is expanded, a menu added with an
 * icon picked, a page refused when it names no console page (beside the field, before sending), the subtree delete
 * asked first, and no write buttons for a reader.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Menu } from '../../../../../streams/contracts/menus';
import { i18next } from '@shared/i18n/i18n';
import { server } from '../../../../test/msw-server';
import { refusal } from '../../../../../streams/contracts/refusals';
import { describeDeletedMeanwhile, label } from '../../../../test/refusals';
import { renderPage } from '../test-kit';
import { MenusPage } from './menus-page';
import { answerQuestion, expectReaderView, openAddDrawer, recordBody, recorded } from '../../../../test/crud-page';


const menu = (id: number, title: string, pid: number | null, type: 0 | 1 | 2, subCount = 0, over: Partial<Menu> = {}): Menu => ({
  id,
  pid,
  type,
  title,
  component: null,
  componentName: null,
  path: type === 2 ? null : title.toLowerCase(),
  permission: null,
  icon: null,
  menuSort: id,
  hidden: false,
  cache: false,
  iFrame: false,
  subCount,
  hasChildren: subCount > 0,
  leaf: subCount === 0,
  label: title,
  createTime: '2026-01-01 09:00:00',
  ...over,
});
const SYSTEM = menu(1, 'x:system', null, 0, 1, { icon: 'system' });
const DEPTS = menu(2, 'x:depts', 1, 1, 0, { componentName: 'Dept', permission: 'dept:list' });
const posts = recorded();
const deletes = recorded();

beforeEach(() => {
  server.use(
    http.get('/api/menus/lazy', ({ request }) => HttpResponse.json(new URL(request.url).searchParams.get('pid') === '1' ? [DEPTS] : [SYSTEM])),
    http.get('/api/menus/tree', () => HttpResponse.json([{ ...SYSTEM, children: [DEPTS] }])),
    http.post('/api/menus', recordBody(posts, () => HttpResponse.json(menu(9, 'New', null, 0), { status: 201 }))),
    http.delete('/api/menus', recordBody(deletes)),
  );
});

describe('the Menus page', () => {
  it('shows translated titles and loads the children of an expanded row', async () => {
    const user = userEvent.setup();
    renderPage(<MenusPage />);
    expect(await screen.findByText('System')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show the sub-items of System' }));
    const row = (await screen.findByText('Departments')).closest('tr') as HTMLElement;
    expect(within(row).getByText('dept:list')).toBeInTheDocument();
    expect(within(row).getByText('Dept')).toBeInTheDocument();
  });

  it('shows translated titles in their tooltips too, never the raw x:key (Chinese)', async () => {
    const user = userEvent.setup();
    await i18next.changeLanguage('zh');
    try {
      renderPage(<MenusPage />);
      expect(await screen.findByText('系统管理')).toHaveAttribute('title', '系统管理');
      await user.click(screen.getByRole('button', { name: /系统管理/, expanded: false }));
      expect(await screen.findByText('部门管理')).toHaveAttribute('title', '部门管理');
      expect(document.querySelectorAll('[title^="x:"]')).toHaveLength(0);
      expect(screen.queryByText(/^x:/)).not.toBeInTheDocument();
    } finally {
      await i18next.changeLanguage('en');
    }
  });

  it('adds a directory with a picked icon', async () => {
    const user = userEvent.setup();
    renderPage(<MenusPage />);
    const drawer = await openAddDrawer(user, 'System', 'Add menu');
    await user.type(drawer.getByRole('textbox', { name: 'Title' }), 'x:reports');
    await user.click(drawer.getByRole('button', { name: 'chart' }));
    expect(drawer.getByRole('button', { name: 'chart' })).toHaveAttribute('aria-pressed', 'true');
    await user.type(drawer.getByRole('textbox', { name: 'Path' }), 'reports');
    await user.click(drawer.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({ type: 0, title: 'x:reports', icon: 'chart', path: 'reports', pid: null, componentName: null, permission: null });
  });

  it('wants a console page for a page menu, beside the field, before sending', async () => {
    const user = userEvent.setup();
    renderPage(<MenusPage />);
    await user.click(await screen.findByRole('button', { name: 'Add under System' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Add menu' }));
    await user.type(drawer.getByRole('textbox', { name: 'Title' }), 'Reports');
    await user.type(drawer.getByRole('textbox', { name: 'Path' }), 'reports');
    await user.click(drawer.getByRole('button', { name: 'Save' }));
    expect(await drawer.findByText('required for a page')).toBeInTheDocument();
    expect(posts).toEqual([]);
    await user.selectOptions(drawer.getByRole('combobox', { name: 'Page component' }), 'Dashboard');
    await user.click(drawer.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({ type: 1, pid: 1, componentName: 'Dashboard' });
  });

  it('asks before deleting a menu with everything below it', async () => {
    const user = userEvent.setup();
    renderPage(<MenusPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete System' }));
    await answerQuestion(user, 'Delete System and everything below it?');
    await waitFor(() => expect(deletes).toEqual([[1]]));
  });

  it('shows a reader no write buttons', async () => {
    renderPage(<MenusPage />, ['menu:list']);
    await expectReaderView('System', 'Add', 'Delete System');
  });
});

describeDeletedMeanwhile('the Menus page (a menu someone else deleted)', {
  path: '/api/menus', gone: refusal('MENU_NOT_FOUND', { ids: ['1'] }), render: () => renderPage(<MenusPage />),
  // The seeded title x:system shows as the language's name of the System directory.
  row: () => label('route.system'),
  texts: { zh: '菜单 1 不存在', ko: '메뉴 1이(가) 없습니다', ar: 'القائمة 1 غير موجودة' },
  expectSaid: async (text) => {
    expect(await screen.findByText(text)).toBeInTheDocument();
  },
});
