/**
 * The Timed tasks page over MSW: rows with status, cron and next runs; run now asks first and then calls the server;
 * the cron field shows the server's verdict beside it and the next runs; a delete refused because the task is a
 * sub-task says so; the log shows a failure's error on demand; a reader sees no write buttons; seeded tasks read in
 * the reader's language.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TimedTask, TimedTaskLog } from '../../../../streams/contracts/timing';
import { i18next } from '@shared/i18n/i18n';
import { server } from '../../../test/msw-server';
import { refusal } from '../../../../streams/contracts/refusals';
import { describeTranslatedRefusals, deleteRow, refusalAnswer, type InEachLanguage } from '../../../test/refusals';
import { TimingPage } from './timing-page';
import { expectReaderView, noContent, openAddDrawer, recordBody, recorded, renderRoutedPage } from '../../../test/crud-page';


const task = (over: Partial<TimedTask> = {}): TimedTask => ({
  id: 1,
  jobName: 'Clean expired sessions',
  taskName: 'cleanExpiredSessions',
  params: null,
  cronExpression: '0 * * * *',
  isPause: false,
  personInCharge: 'Ops',
  email: null,
  subTask: null,
  pauseAfterFailure: false,
  description: 'Every hour',
  createBy: 'system',
  updateBy: 'system',
  createTime: '2026-01-01 09:00:00',
  updateTime: '2026-01-01 09:00:00',
  nextRuns: ['2026-01-01 10:00:00', '2026-01-01 11:00:00', '2026-01-01 12:00:00'],
  ...over,
});
const log = (over: Partial<TimedTaskLog> = {}): TimedTaskLog => ({
  id: 7,
  taskId: 2,
  jobName: 'Purge old logs',
  taskName: 'purgeOldLogs',
  params: '{"days":90}',
  cronExpression: '0 3 * * 0',
  scheduledAt: null,
  isSuccess: false,
  exceptionDetail: 'Error: the disk is full\n    at purge (purge.ts:1:1)',
  time: 42,
  createTime: '2026-01-01 09:30:00',
  ...over,
});
const badRequest = (message: string) => HttpResponse.json({ status: 400, message, timestamp: '2026-01-01 00:00:00' }, { status: 400 });

const calls = recorded<string>();
const posted = recorded();

beforeEach(() => {
  server.use(
    http.get('/api/jobs', () => HttpResponse.json({ content: [task(), task({ id: 2, jobName: 'Purge old logs', taskName: 'purgeOldLogs', params: '{"days":90}', isPause: true, nextRuns: [], description: null })], totalElements: 2 })),
    http.get('/api/jobs/tasks', () =>
      HttpResponse.json([
        { name: 'cleanExpiredSessions', description: 'Removes online sessions whose time is up.', paramsHint: '' },
        { name: 'purgeOldLogs', description: 'Deletes old logs.', paramsHint: '{"days":90}' },
      ]),
    ),
    http.get('/api/jobs/cron', ({ request }) => {
      const expression = new URL(request.url).searchParams.get('cronExpression');
      return expression === '61 * * * *'
        ? HttpResponse.json({ valid: false, message: 'cronExpression: Invalid value for minute: 61', nextRuns: [] })
        : HttpResponse.json({ valid: true, message: null, nextRuns: ['2026-01-02 03:00:00', '2026-01-03 03:00:00', '2026-01-04 03:00:00'] });
    }),
    http.put('/api/jobs/exec/:id', ({ params }) => {
      calls.push(`exec ${String(params.id)}`);
      return new HttpResponse(null, { status: 204 });
    }),
    http.put('/api/jobs/:id', ({ params }) => {
      calls.push(`toggle ${String(params.id)}`);
      return new HttpResponse(null, { status: 204 });
    }),
    http.post('/api/jobs', recordBody(posted, () => HttpResponse.json(task({ id: 3 }), { status: 201 }))),
    http.delete('/api/jobs', () => badRequest("'Clean expired sessions' is a sub-task of 'Nightly' (task 5): remove it there first")),
    http.get('/api/jobs/logs', () => HttpResponse.json({ content: [log(), log({ id: 8, isSuccess: true, exceptionDetail: null, time: 5 })], totalElements: 2 })),
  );
});

const renderPage = (roles?: string[]) => renderRoutedPage('/system/timing', <TimingPage />, roles);

describe('the Timed tasks page', () => {
  it('lists tasks with their status, cron and next runs', async () => {
    renderPage();
    const clean = (await screen.findByText('Clean expired sessions')).closest('tr') as HTMLElement;
    expect(within(clean).getByText('Running')).toBeInTheDocument();
    expect(within(clean).getByText('0 * * * *')).toBeInTheDocument();
    expect(within(clean).getByText('2026-01-01 11:00:00')).toBeInTheDocument();
    const purge = screen.getByText('Purge old logs').closest('tr') as HTMLElement;
    expect(within(purge).getByText('Paused')).toBeInTheDocument();
    expect(within(purge).getByText('Not scheduled')).toBeInTheDocument();
    expect(within(purge).getByRole('checkbox', { name: 'Schedule of Purge old logs' })).not.toBeChecked();
  });

  it('asks before running a task now, then starts it; the switch pauses', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Run Clean expired sessions now' }));
    const confirm = within(await screen.findByRole('alertdialog'));
    expect(confirm.getByText('Run "Clean expired sessions" now?')).toBeInTheDocument();
    expect(calls).toEqual([]);
    await user.click(confirm.getByRole('button', { name: 'Run now' }));
    expect(await screen.findByText('The run has started; its result appears in the execution log.')).toBeInTheDocument();
    expect(calls).toEqual(['exec 1']);
    await user.click(screen.getByRole('checkbox', { name: 'Schedule of Clean expired sessions' }));
    await waitFor(() => expect(calls).toEqual(['exec 1', 'toggle 1']));
    expect(await screen.findByText('Paused', { selector: '[data-part="title"], [data-scope="toast"] *' })).toBeInTheDocument();
  });

  it('checks the cron expression beside the field with the next runs, and sends the form', async () => {
    const user = userEvent.setup();
    renderPage();
    const drawer = await openAddDrawer(user, 'Clean expired sessions', 'Add a timed task');
    const cron = drawer.getByRole('textbox', { name: 'Cron expression' });
    await user.clear(cron);
    await user.type(cron, '61 * * * *');
    expect(await drawer.findByText('Not a valid cron expression: Invalid value for minute: 61')).toBeInTheDocument();
    await user.clear(cron);
    await user.type(cron, '0 3 * * *');
    expect(await drawer.findByTestId('cron-next-runs')).toHaveTextContent('2026-01-03 03:00:00');

    await user.click(drawer.getByRole('button', { name: 'Save' }));
    expect(await drawer.findByText('Enter a job name.')).toBeInTheDocument();
    expect(drawer.getByText('Choose a task.')).toBeInTheDocument();
    expect(posted).toEqual([]);

    await user.type(drawer.getByRole('textbox', { name: 'Job name' }), 'Weekly purge');
    await user.selectOptions(drawer.getByRole('combobox', { name: 'Task' }), 'purgeOldLogs');
    expect(drawer.getByText('For example {"days":90}')).toBeInTheDocument();
    await user.type(drawer.getByRole('textbox', { name: 'Params (JSON)' }), '{{"days":30}');
    await user.selectOptions(drawer.getByRole('combobox', { name: 'Add a sub-task' }), 'Clean expired sessions');
    await user.click(drawer.getByRole('button', { name: 'Add a sub-task' }));
    await user.click(drawer.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ jobName: 'Weekly purge', taskName: 'purgeOldLogs', params: '{"days":30}', cronExpression: '0 3 * * *', subTask: '1', email: null });
  });

  it('asks before deleting, and says why a sub-task cannot go', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete Clean expired sessions' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('This task is a sub-task of another task: remove it there first.')).toBeInTheDocument();
  });

  it("shows the execution log with a failure's error on demand, and a task's own runs", async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Execution log of Purge old logs' }));
    const table = within(await screen.findByRole('table', { name: 'Execution log' }));
    const failed = (await table.findAllByText('Purge old logs'))[0]!.closest('tr') as HTMLElement;
    expect(within(failed).getByText('Failure')).toBeInTheDocument();
    expect(within(failed).getByText('42 ms')).toBeInTheDocument();
    expect(screen.getByText('Only Purge old logs')).toBeInTheDocument();
    expect(screen.queryByText(/the disk is full/)).not.toBeInTheDocument();
    await user.click(within(failed).getByRole('button', { name: 'Show the error' }));
    expect(screen.getByText(/the disk is full/)).toBeInTheDocument();
  });

  it('shows a reader no write buttons', async () => {
    renderPage(['timing:list']);
    await expectReaderView('Clean expired sessions', 'Add', 'Run Clean expired sessions now', 'Delete Clean expired sessions');
    expect(screen.queryByRole('checkbox', { name: 'Schedule of Clean expired sessions' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Execution log of Clean expired sessions' })).toBeInTheDocument();
  });

  it('shows a seeded task\'s name and description in the reader\'s language, and keeps their keys on an edit', async () => {
    const user = userEvent.setup();
    await i18next.changeLanguage('zh');
    try {
      server.use(
        http.get('/api/jobs', () =>
          HttpResponse.json({ content: [task({ jobName: 'seed:task.cleanExpiredSessions', description: 'seed:task.cleanExpiredSessionsDescription' }), task({ id: 2, jobName: 'Nightly', description: 'Typed by staff' })], totalElements: 2 }),
        ),
      );
      renderPage();
      const clean = (await screen.findByText('清理过期会话')).closest('tr') as HTMLElement;
      expect(within(clean).getByText('每小时：移除已到期的在线会话。')).toBeInTheDocument();
      expect(clean).toHaveAttribute('data-task', 'Clean expired sessions');
      expect(screen.getByText('Typed by staff')).toBeInTheDocument();
      expect(screen.queryByText(/seed:/)).not.toBeInTheDocument();

      // Edited in Chinese and saved unchanged, the seeded name and description keep their keys.
      const puts: unknown[] = [];
      server.use(
        http.put('/api/jobs', recordBody(puts, noContent)),
      );
      await user.click(screen.getByRole('button', { name: '编辑 清理过期会话' }));
      const drawer = within(await screen.findByRole('dialog'));
      expect(drawer.getByRole('textbox', { name: /任务名称/ })).toHaveValue('清理过期会话');
      await user.click(drawer.getByRole('button', { name: '保存' }));
      await waitFor(() => expect(puts).toEqual([expect.objectContaining({ id: 1, jobName: 'seed:task.cleanExpiredSessions', description: 'seed:task.cleanExpiredSessionsDescription' })]));
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});

const SUB_TASK: InEachLanguage = { zh: '此任务是其他任务的子任务：请先在那里移除。', ko: '이 작업은 다른 작업의 하위 작업입니다. 먼저 그곳에서 제거하세요.', ar: 'هذه المهمة مهمة فرعية لمهمة أخرى: أزلها من هناك أولًا.' };

describeTranslatedRefusals('the Timed tasks page (a task another one runs as its sub-task)', async (user, language) => {
  server.use(http.delete('/api/jobs', () => refusalAnswer(refusal('TASK_USED_AS_SUBTASK', { names: "'Clean expired sessions'", parent: 'Nightly', parentId: 5 }))));
  renderPage();
  await deleteRow(user, 'Clean expired sessions');
  expect(await screen.findByText(SUB_TASK[language])).toBeInTheDocument();
});
