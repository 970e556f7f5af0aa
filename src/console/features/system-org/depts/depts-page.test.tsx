/**
 * The Departments page over MSW: the roots, a row's sub-departments after expanding it, the enable switch asked first
 * then sent as a PUT, a delete refused because of users (named, translated after asking), a sub-department added
 * under a row with its parent preselected, no write buttons for a reader, and seeded names in the reader's language.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEPT_MESSAGES, type Dept } from '../../../../../streams/contracts/depts';
import { i18next } from '@shared/i18n/i18n';
import { server } from '../../../../test/msw-server';
import { refusal } from '../../../../../streams/contracts/refusals';
import { describeTranslatedRefusals, deleteRow, refusalAnswer, type InEachLanguage } from '../../../../test/refusals';
import { badRequest, renderPage } from '../test-kit';
import { DeptsPage } from './depts-page';
import { answerQuestion, expectReaderView, noContent, recordBody, recorded } from '../../../../test/crud-page';


const dept = (id: number, name: string, pid: number | null, subCount = 0, over: Partial<Dept> = {}): Dept => ({
  id,
  pid,
  name,
  deptSort: id,
  enabled: true,
  subCount,
  hasChildren: subCount > 0,
  leaf: subCount === 0,
  label: name,
  createTime: '2026-01-01 09:00:00',
  ...over,
});
const HQ = dept(1, 'Guild HQ', null, 2);
const OPS = dept(2, 'Operations', 1, 0);
const LIVE = dept(3, 'Live operations', 1, 0, { enabled: false });

const puts = recorded();
const posts = recorded();
const deletes = recorded();

beforeEach(() => {
  server.use(
    http.get('/api/dept', ({ request }) => {
      const pid = new URL(request.url).searchParams.get('pid');
      if (pid === '1') return HttpResponse.json({ content: [OPS, LIVE], totalElements: 2 });
      return HttpResponse.json({ content: [HQ], totalElements: 1 });
    }),
    http.get('/api/dept/tree', () => HttpResponse.json([{ ...HQ, children: [OPS, LIVE] }])),
    http.put('/api/dept', recordBody(puts, noContent)),
    http.post('/api/dept', recordBody(posts, () => HttpResponse.json(dept(9, 'New', 1), { status: 201 }))),
    http.delete('/api/dept', recordBody(deletes, () => badRequest(DEPT_MESSAGES.hasUsers('Operations', 'amy, bob')))),
  );
});

describe('the Departments page', () => {
  it('shows the roots, then the sub-departments of an expanded row', async () => {
    const user = userEvent.setup();
    renderPage(<DeptsPage />);
    await screen.findByText('Guild HQ');
    expect(screen.queryByText('Operations')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show the sub-items of Guild HQ' }));
    expect(await screen.findByText('Operations')).toBeInTheDocument();
    expect(screen.getByText('Live operations')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide the sub-items of Guild HQ' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('asks before switching a department on, then sends the whole row', async () => {
    const user = userEvent.setup();
    renderPage(<DeptsPage />);
    await user.click(await screen.findByRole('button', { name: 'Show the sub-items of Guild HQ' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Live operations' }));
    const confirm = within(await screen.findByRole('alertdialog'));
    expect(confirm.getByText('Switch Live operations on?')).toBeInTheDocument();
    expect(puts).toEqual([]);
    await user.click(confirm.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(puts).toEqual([{ id: 3, name: 'Live operations', pid: 1, deptSort: 3, enabled: true }]));
  });

  it('asks before deleting, and names the users that keep the department', async () => {
    const user = userEvent.setup();
    renderPage(<DeptsPage />);
    await user.click(await screen.findByRole('button', { name: 'Show the sub-items of Guild HQ' }));
    await user.click(await screen.findByRole('button', { name: 'Delete Operations' }));
    await answerQuestion(user, 'Delete Operations and all its sub-departments?');
    expect(await screen.findByText('Department Operations has users: amy, bob')).toBeInTheDocument();
    expect(deletes).toEqual([[2]]);
  });

  it('adds a sub-department under a row with that row preselected as the parent', async () => {
    const user = userEvent.setup();
    renderPage(<DeptsPage />);
    await user.click(await screen.findByRole('button', { name: 'Add under Guild HQ' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Add department' }));
    await user.click(drawer.getByRole('button', { name: 'Save' }));
    expect(await drawer.findByText('required')).toBeInTheDocument();
    await user.type(drawer.getByRole('textbox', { name: 'Name' }), 'Team Gamma');
    expect(await drawer.findByRole('combobox', { name: 'Parent' })).toHaveValue('1');
    await user.click(drawer.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posts).toEqual([{ name: 'Team Gamma', pid: 1, deptSort: 999, enabled: true }]));
  });

  it('shows a reader no write buttons and a disabled switch', async () => {
    renderPage(<DeptsPage />, ['dept:list']);
    await expectReaderView('Guild HQ', 'Add', 'Delete Guild HQ');
    expect(screen.getByRole('checkbox', { name: 'Guild HQ' })).toBeDisabled();
  });

  it('shows a seeded department in the reader\'s language and a typed one as typed', async () => {
    const user = userEvent.setup();
    await i18next.changeLanguage('ko');
    try {
      server.use(
        http.get('/api/dept', ({ request }) => {
          const pid = new URL(request.url).searchParams.get('pid');
          if (pid === '1') return HttpResponse.json({ content: [dept(2, 'seed:dept.operations', 1), dept(3, 'Night crew', 1)], totalElements: 2 });
          return HttpResponse.json({ content: [dept(1, 'seed:dept.guildHq', null, 2)], totalElements: 1 });
        }),
      );
      renderPage(<DeptsPage />);
      expect(await screen.findByText('길드 본부')).toBeInTheDocument();
      expect(screen.queryByText('seed:dept.guildHq')).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: /길드 본부/, expanded: false }));
      expect(await screen.findByText('운영팀')).toBeInTheDocument();
      expect(screen.getByText('Night crew')).toBeInTheDocument();
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});

const HAS_USERS: InEachLanguage = { zh: '部门 Guild HQ 下有用户：amy、bob', ko: '부서 Guild HQ에 사용자가 있습니다: amy, bob', ar: 'القسم Guild HQ فيه مستخدمون: amy، bob' };
const IN_SCOPE: InEachLanguage = { zh: '部门 Guild HQ 在以下角色的数据权限中：Operator', ko: '부서 Guild HQ이(가) 다음 역할의 데이터 범위에 있습니다: Operator', ar: 'القسم Guild HQ ضمن نطاق بيانات الأدوار: Operator' };

describeTranslatedRefusals("the Departments page (a delete: users in the department, a role's data scope)", async (user, language) => {
  let answer = refusal('DEPT_HAS_USERS', { dept: 'Guild HQ', users: ['amy', 'bob'] });
  server.use(http.delete('/api/dept', () => refusalAnswer(answer)));
  renderPage(<DeptsPage />);
  await deleteRow(user, 'Guild HQ');
  expect(await screen.findByText(HAS_USERS[language])).toBeInTheDocument();
  answer = refusal('DEPT_IN_ROLE_SCOPE', { dept: 'Guild HQ', roles: ['Operator'] });
  await deleteRow(user, 'Guild HQ');
  expect(await screen.findByText(IN_SCOPE[language])).toBeInTheDocument();
});
