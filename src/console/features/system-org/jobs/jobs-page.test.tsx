/**
 * The Jobs page over MSW: rows, search and on/off filter sent as query fields, a taken name shown beside the field,
 * a delete refused because users hold the job (named after asking), and no write buttons for a reader.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { JOB_MESSAGES, type Job } from '../../../../../streams/contracts/jobs';
import { fieldRefusal, refusal } from '../../../../../streams/contracts/refusals';
import { i18next } from '@shared/i18n/i18n';
import { server } from '../../../../test/msw-server';
import { describeTranslatedRefusals, deleteRow, label, refusalAnswer, type InEachLanguage } from '../../../../test/refusals';
import { badRequest, renderPage } from '../test-kit';
import { JobsPage } from './jobs-page';
import { expectReaderView, noContent, openAddDrawer, recordBody, recorded, recordQuery } from '../../../../test/crud-page';


const job = (id: number, name: string, enabled = true): Job => ({ id, name, enabled, jobSort: id, createTime: '2026-01-01 09:00:00' });
let queries: URLSearchParams[] = [];
const posts = recorded();

beforeEach(() => {
  queries = [];
  server.use(
    http.get('/api/job', recordQuery(queries, (params) => {
      const rows = [job(1, 'Guild manager'), job(2, 'Operator', false)].filter((row) => row.name.toLowerCase().includes((params.get('name') ?? '').toLowerCase()));
      return HttpResponse.json({ content: rows, totalElements: rows.length });
    })),
    http.post('/api/job', async ({ request }) => {
      const body = (await request.json()) as { name: string };
      posts.push(body);
      if (body.name === 'Operator') return badRequest(JOB_MESSAGES.nameTaken('Operator'));
      return HttpResponse.json(job(3, body.name), { status: 201 });
    }),
    http.delete('/api/job', () => badRequest(JOB_MESSAGES.hasUsers('Operator', 'amy'))),
  );
});

describe('the Jobs page', () => {
  it('lists jobs and searches by name and switch', async () => {
    const user = userEvent.setup();
    renderPage(<JobsPage />);
    expect(await screen.findByText('Guild manager')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Operator' })).not.toBeChecked();
    await user.type(screen.getByRole('searchbox', { name: 'Job name' }), 'oper');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.queryByText('Guild manager')).not.toBeInTheDocument());
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'false');
    await waitFor(() => expect(queries.at(-1)?.get('enabled')).toBe('false'));
    expect(queries.at(-1)?.get('name')).toBe('oper');
    expect(queries.at(-1)?.get('sort')).toBe('jobSort,asc');
  });

  it('shows a taken name beside the field, then adds', async () => {
    const user = userEvent.setup();
    renderPage(<JobsPage />);
    const drawer = await openAddDrawer(user, 'Guild manager', 'Add job');
    await user.type(drawer.getByRole('textbox', { name: 'Name' }), 'Operator');
    await user.click(drawer.getByRole('button', { name: 'Save' }));
    expect(await drawer.findByText("a job named 'Operator' already exists")).toBeInTheDocument();
    await user.clear(drawer.getByRole('textbox', { name: 'Name' }));
    await user.type(drawer.getByRole('textbox', { name: 'Name' }), 'Host');
    await user.click(drawer.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add job' })).not.toBeInTheDocument());
    expect(posts.at(-1)).toEqual({ name: 'Host', jobSort: 999, enabled: true });
  });

  it('asks before deleting and names the users holding the job', async () => {
    const user = userEvent.setup();
    renderPage(<JobsPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete Operator' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Job Operator is held by users: amy')).toBeInTheDocument();
  });

  it("shows a seeded job in the reader's language, edits it so, and keeps its key when the name is left as it was", async () => {
    const puts: unknown[] = [];
    server.use(
      http.get('/api/job', () => HttpResponse.json({ content: [job(1, 'seed:job.guildManager'), job(2, 'Night crew')], totalElements: 2 })),
      http.put('/api/job', recordBody(puts, noContent)),
    );
    const user = userEvent.setup();
    await i18next.changeLanguage('ko');
    try {
      renderPage(<JobsPage />);
      expect(await screen.findByText('길드 매니저')).toBeInTheDocument();
      expect(screen.getByText('Night crew')).toBeInTheDocument();
      expect(screen.queryByText(/seed:/)).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: '길드 매니저 편집' }));
      const drawer = within(await screen.findByRole('dialog'));
      expect(drawer.getByRole('textbox', { name: /이름/ })).toHaveValue('길드 매니저');
      await user.click(drawer.getByRole('button', { name: '저장' }));
      await waitFor(() => expect(puts).toEqual([expect.objectContaining({ id: 1, name: 'seed:job.guildManager' })]));
    } finally {
      await i18next.changeLanguage('en');
    }
  });

  it('shows a reader no write buttons', async () => {
    renderPage(<JobsPage />, ['job:list']);
    await expectReaderView('Guild manager', 'Add', 'Edit Operator');
  });
});

describe('the Jobs list in the URL', () => {
  it('keeps page, sort and filters in the address, so a reload (or a link) shows the same list', async () => {
    server.use(
      http.get('/api/job', ({ request }) => {
        const params = new URL(request.url).searchParams;
        queries.push(params);
        const page = Number(params.get('page') ?? 0);
        return HttpResponse.json({ content: [job(page * 10 + 1, `Job ${page * 10 + 1}`)], totalElements: 25 });
      }),
    );
    const user = userEvent.setup();
    const first = renderPage(<JobsPage />);
    await screen.findByText('Job 1');
    await user.type(screen.getByRole('searchbox', { name: 'Job name' }), 'job');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'true');
    await user.click(screen.getByRole('button', { name: 'Sort by Name' }));
    await user.click(await screen.findByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Job 11')).toBeInTheDocument();
    const search = first.router.state.location.search;
    expect(Object.fromEntries(new URLSearchParams(search))).toEqual({ name: 'job', enabled: 'true', sort: 'name,asc', page: '2' });
    first.unmount();

    queries = [];
    renderPage(<JobsPage />, ['admin'], `/system/page${search}`);
    expect(await screen.findByText('Job 11')).toBeInTheDocument();
    expect(Object.fromEntries(queries[0] ?? [])).toEqual({ page: '1', size: '10', sort: 'name,asc', name: 'job', enabled: 'true' });
    expect(screen.getByRole('searchbox', { name: 'Job name' })).toHaveValue('job');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('true');
    expect(screen.getByRole('button', { name: 'Sort by Name' }).closest('th')).toHaveAttribute('aria-sort', 'ascending');
  });

  it('ignores values the list does not know and starts on the defaults', async () => {
    renderPage(<JobsPage />, ['admin'], '/system/page?sort=password,asc&enabled=maybe&page=-3');
    await screen.findByText('Guild manager');
    expect(Object.fromEntries(queries[0] ?? [])).toEqual({ page: '0', size: '10', sort: 'jobSort,asc' });
  });
});

const TAKEN: InEachLanguage = { zh: '岗位名称“Operator”已存在', ko: "'Operator' 직무가 이미 있습니다", ar: "توجد وظيفة باسم 'Operator' بالفعل" };
const HELD: InEachLanguage = { zh: '岗位 Operator 有用户担任：amy、bob', ko: '직무 Operator을(를) 맡은 사용자가 있습니다: amy, bob', ar: 'الوظيفة Operator يشغلها المستخدمون: amy، bob' };

describeTranslatedRefusals('the Jobs page (a taken name beside the field, a job held by users)', async (user, language) => {
  server.use(
    http.post('/api/job', () => refusalAnswer(fieldRefusal('name', 'JOB_NAME_TAKEN', { name: 'Operator' }))),
    http.delete('/api/job', () => refusalAnswer(refusal('JOB_HELD_BY', { job: 'Operator', users: ['amy', 'bob'] }))),
  );
  renderPage(<JobsPage />);
  await screen.findByText('Guild manager');
  await user.click(screen.getByRole('button', { name: label('crud.add') }));
  const drawer = within(await screen.findByRole('dialog'));
  await user.type(drawer.getAllByRole('textbox')[0]!, 'Operator');
  await user.click(drawer.getByRole('button', { name: label('crud.save') }));
  expect(await drawer.findByText(TAKEN[language])).toBeInTheDocument();
  await user.click(drawer.getByRole('button', { name: label('common.cancel') }));
  await deleteRow(user, 'Operator');
  expect(await screen.findByText(HELD[language])).toBeInTheDocument();
});
