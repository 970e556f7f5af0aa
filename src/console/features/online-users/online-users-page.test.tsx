/**
 * The Online users page over MSW: sessions listed, sort and search sent to the server, force-out after asking (and the
 * own-session refusal in words), export, no force-out for a reader.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { OnlineSession } from '../../../../streams/contracts/auth';
import { server } from '../../../test/msw-server';
import { refusal } from '../../../../streams/contracts/refusals';
import { describeTranslatedRefusals, confirmAsked, label, refusalAnswer, type InEachLanguage } from '../../../test/refusals';
import { OWN_SESSION_MESSAGE } from './online-users-api';
import { OnlineUsersPage } from './online-users-page';
import { recorded, recordQuery, renderRoutedPage } from '../../../test/crud-page';


const session = (over: Partial<OnlineSession>): OnlineSession => ({
  key: 'k1',
  userName: 'alice',
  nickName: 'Alice',
  dept: 'Operations',
  ip: '10.0.0.1',
  address: null,
  browser: 'Firefox 128',
  loginTime: '2026-01-01 10:00:00',
  ...over,
});
const sessions = [session({}), session({ key: 'k2', userName: 'admin', nickName: 'Admin', ip: '10.0.0.2', browser: 'Chrome 126' })];
const queries = recorded<URLSearchParams>();
const kicked = recorded();
const downloads = recorded<URLSearchParams>();

beforeEach(() => {
  server.use(
    http.get('/auth/online', recordQuery(queries, (params) => {
      const filter = params.get('filter') ?? '';
      const content = sessions.filter((s) => kicked.flat().every((k) => k !== s.key) && (filter === '' || s.userName.includes(filter)));
      return HttpResponse.json({ content, totalElements: content.length });
    })),
    http.delete('/auth/online', async ({ request }) => {
      const keys = (await request.json()) as string[];
      if (keys.includes('k2')) return HttpResponse.json({ status: 400, message: OWN_SESSION_MESSAGE, timestamp: 'now' }, { status: 400 });
      kicked.push(keys);
      return new HttpResponse(null, { status: 200 });
    }),
    http.get('/auth/online/download', recordQuery(downloads, () => new HttpResponse(new Uint8Array([80, 75, 3, 4]), { headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'content-disposition': 'attachment; filename="online-users.xlsx"' } }))),
  );
});

/** The page at its route: the list keeps its search, sort and page in the URL. */
const renderPage = (roles = ['online:list', 'online:del']) => renderRoutedPage('/monitor/online', <OnlineUsersPage />, roles);

describe('the Online users page', () => {
  it('lists sessions newest first and sorts and searches on the server', async () => {
    const user = userEvent.setup();
    renderPage();
    const row = (await screen.findByText('Firefox 128')).closest('tr') as HTMLElement;
    expect(within(row).getByText('alice')).toBeInTheDocument();
    expect(within(row).getByText('2026-01-01 10:00:00')).toBeInTheDocument();
    expect(queries[0]?.get('sort')).toBe('loginTime,desc');

    await user.click(screen.getByRole('button', { name: 'Sort by Username' }));
    await waitFor(() => expect(queries.at(-1)?.get('sort')).toBe('userName,asc'));
    await user.type(screen.getByRole('textbox', { name: 'Search by user name, nickname or IP' }), 'nobody');
    await user.click(screen.getByRole('button', { name: /^Search$/ }));
    expect(await screen.findByText('No session matches this search.')).toBeInTheDocument();
    expect(queries.at(-1)?.get('filter')).toBe('nobody');
  });

  it('forces a session out only after asking, and words the refusal of one’s own session', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Force out alice' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(kicked).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Force out alice' }));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    expect(await screen.findByText('The user was forced out')).toBeInTheDocument();
    expect(kicked).toEqual([['k1']]);
    await waitFor(() => expect(screen.queryByText('alice')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Force out admin' }));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    expect(await screen.findByText('You cannot force out your own session; sign out instead.')).toBeInTheDocument();
  });

  it('exports the sessions of the current search and sort', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('Firefox 128');
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Exported successfully')).toBeInTheDocument();
    expect(downloads[0]?.get('sort')).toBe('loginTime,desc');
  });

  it('shows no force-out to a reader without online:del', async () => {
    renderPage(['online:list']);
    await screen.findByText('Firefox 128');
    expect(screen.queryByRole('button', { name: /Force out/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
  });
});

const OWN: InEachLanguage = { zh: '不能强退自己的会话；请改为退出登录。', ko: '자신의 세션은 강제 로그아웃할 수 없습니다. 대신 로그아웃하세요.', ar: 'لا يمكنك إخراج جلستك إجباريًا؛ سجّل الخروج بدلًا من ذلك.' };
const STRONGER: InEachLanguage = {
  zh: '不能结束 alice 的会话：其角色 Super admin 的级别为 1，而您的级别为 2；只能结束角色级别与您相同或更低的用户的会话',
  ko: 'alice의 세션을 종료할 수 없습니다: 역할 Super admin의 레벨은 1이고 내 레벨은 2입니다. 내 레벨과 같거나 더 약한 역할의 사용자 세션만 종료할 수 있습니다',
  ar: 'لا يمكنك إنهاء جلسة alice: مستوى دوره Super admin هو 1، ومستواك 2؛ يمكنك إنهاء جلسات من أدوارهم في مستواك أو أضعف فقط',
};

describeTranslatedRefusals("the Online users page (forcing out one's own session, a stronger user's)", async (user, language) => {
  server.use(
    http.delete('/auth/online', async ({ request }) => {
      const keys = (await request.json()) as string[];
      if (keys.includes('k2')) return refusalAnswer(refusal('KICK_OWN_SESSION'));
      return refusalAnswer(refusal('KICK_STRONGER_USER', { user: 'alice', role: 'Super admin', level: 1, yourLevel: 2 }), 403);
    }),
  );
  renderPage();
  for (const [name, shows] of [['admin', OWN], ['alice', STRONGER]] as const) {
    await user.click(await screen.findByRole('button', { name: label('online.kickUser', { name }) }));
    await confirmAsked(user);
    expect(await screen.findByText(shows[language])).toBeInTheDocument();
  }
});
