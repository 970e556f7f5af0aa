import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { HttpResponse, http } from 'msw';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@shared/auth/session-store';
import { captcha, loginResult } from '../../../../test/fixtures';
import { refusal } from '../../../../../streams/contracts/refusals';
import { server } from '../../../../test/msw-server';
import { describeTranslatedRefusals, label, refusalAnswer, type InEachLanguage } from '../../../../test/refusals';
import { renderWithProviders } from '../../../../test/render';
import { LoginPage } from './login-page';
import { recordBody, recorded } from '../../../../test/crud-page';

let captchaCalls = 0;
const loginBodies = recorded();

function renderLogin(path = '/login') {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/', element: <p>home</p> },
      { path: '/monitor/online', element: <p>online page</p> },
    ],
    { initialEntries: [path] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

const field = (name: string) => screen.getByLabelText(name, { exact: false, selector: 'input' });

beforeEach(() => {
  captchaCalls = 0;
  server.use(
    http.get('/auth/code', () => {
      captchaCalls += 1;
      return HttpResponse.json(captcha(captchaCalls));
    }),
  );
});

describe('login page', () => {
  it("shows 'System Login' and the three required messages beside the fields", async () => {
    const user = userEvent.setup();
    renderLogin();
    expect(screen.getByRole('heading', { name: 'System Login' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Account cannot be empty')).toBeInTheDocument();
    expect(screen.getByText('Password cannot be empty')).toBeInTheDocument();
    expect(screen.getByText('Verification code cannot be empty')).toBeInTheDocument();
    expect(field('Username')).toHaveAttribute('aria-invalid', 'true');
    // Exactly one control answers to the e2e label 'Verification code' (the image button must not).
    expect(screen.getAllByLabelText(/Verification code/)).toHaveLength(1);
  });

  it('waits for the server to say whether a captcha is asked before it takes a click (a click before would be lost)', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('/auth/code', async () => {
        await answered;
        return HttpResponse.json({ enabled: false, img: '', uuid: '' });
      }),
    );
    renderLogin();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeDisabled();
    answer();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled());
  });

  it('logs in, stores the token cookie for 1 day with remember-me, keeps only the user name, honours redirect', async () => {
    server.use(
      http.post('/auth/login', recordBody(loginBodies, () => HttpResponse.json(loginResult))),
    );
    const set = vi.spyOn(Cookies, 'set');
    const user = userEvent.setup();
    const router = renderLogin('/login?redirect=%2Fmonitor%2Fonline');
    await waitFor(() => expect(screen.getByRole('button', { name: /click to refresh/ }).querySelector('img')).not.toBeNull());
    await user.type(field('Username'), 'admin');
    await user.type(field('Password'), 'secret-pass');
    await user.type(field('Verification code'), '42');
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/monitor/online'));
    expect(loginBodies).toEqual([{ username: 'admin', password: 'secret-pass', code: '42', uuid: 'uuid-1' }]);
    expect(Cookies.get('EL-ADMIN-TOEKN')).toBe('Bearer test.jwt.token');
    expect(set).toHaveBeenCalledWith('EL-ADMIN-TOEKN', 'Bearer test.jwt.token', { path: '/', expires: 1 });
    expect(Cookies.get('username')).toBe('admin');
    expect(Object.values(Cookies.get())).not.toContain('secret-pass');
    expect(useSessionStore.getState().roles).toEqual(['admin']);
  });

  it('without remember-me the token is a session cookie and the user name is forgotten', async () => {
    server.use(http.post('/auth/login', () => HttpResponse.json(loginResult)));
    Cookies.set('username', 'old', { path: '/' });
    Cookies.set('rememberMe', 'true', { path: '/' });
    const set = vi.spyOn(Cookies, 'set');
    const user = userEvent.setup();
    const router = renderLogin();
    expect(field('Username')).toHaveValue('old');
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await user.type(field('Password'), 'secret-pass');
    await user.type(field('Verification code'), '42');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(set).toHaveBeenCalledWith('EL-ADMIN-TOEKN', 'Bearer test.jwt.token', { path: '/' });
    expect(Cookies.get('username')).toBeUndefined();
  });

  it("shows the server's message on failure and fetches a new captcha (codes are single-use)", async () => {
    server.use(
      http.post('/auth/login', () => HttpResponse.json({ status: 400, message: 'Wrong verification code', timestamp: 'now' }, { status: 400 })),
    );
    const user = userEvent.setup();
    renderLogin();
    await waitFor(() => expect(captchaCalls).toBe(1));
    await user.type(field('Username'), 'admin');
    await user.type(field('Password'), 'wrong');
    await user.type(field('Verification code'), '9');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong verification code');
    await waitFor(() => expect(captchaCalls).toBe(2));
    expect(field('Verification code')).toHaveValue('');
    expect(Cookies.get('EL-ADMIN-TOEKN')).toBeUndefined();
  });

  it('refreshes the captcha when its image is clicked', async () => {
    const user = userEvent.setup();
    renderLogin();
    await waitFor(() => expect(captchaCalls).toBe(1));
    await user.click(screen.getByRole('button', { name: /click to refresh/ }));
    await waitFor(() => expect(captchaCalls).toBe(2));
  });

  it('hides the code field when the server has the captcha off', async () => {
    server.use(
      http.get('/auth/code', () => HttpResponse.json({ ...captcha(), enabled: false })),
      http.post('/auth/login', recordBody(loginBodies, () => HttpResponse.json(loginResult))),
    );
    const user = userEvent.setup();
    const router = renderLogin();
    await waitFor(() => expect(screen.queryByLabelText('Verification code', { exact: false })).not.toBeInTheDocument());
    await user.type(field('Username'), 'admin');
    await user.type(field('Password'), 'pw');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(loginBodies).toEqual([expect.objectContaining({ code: '' })]);
  });

  it('after a 401 (cookie point=401) shows the expired message once', async () => {
    Cookies.set('point', '401', { path: '/' });
    renderLogin();
    expect(await screen.findByText('The current login status has expired, please log in again!')).toBeInTheDocument();
    await waitFor(() => expect(Cookies.get('point')).toBeUndefined());
    cleanup();
    renderLogin();
    expect(await screen.findByRole('heading', { name: 'System Login' })).toBeInTheDocument();
    expect(screen.queryByText('The current login status has expired, please log in again!')).not.toBeInTheDocument();
  });
});

const SIGN_IN: Readonly<Record<'captcha' | 'credentials' | 'throttled', InEachLanguage>> = {
  captcha: { zh: '验证码错误', ko: '인증 코드가 틀렸습니다', ar: 'رمز التحقق غير صحيح' },
  credentials: { zh: '用户名或密码错误', ko: '사용자 이름 또는 비밀번호가 틀렸습니다', ar: 'اسم المستخدم أو كلمة المرور غير صحيحة' },
  throttled: { zh: '登录失败次数过多，请 5 分钟后再试。', ko: '로그인 실패가 너무 많습니다. 5분 후에 다시 시도하세요.', ar: 'محاولات تسجيل دخول فاشلة كثيرة جدًا؛ حاول مرة أخرى بعد 5 دقيقة.' },
};

describeTranslatedRefusals('the login page (every sign-in refusal, by its code)', async (user, language) => {
  const answers = [refusalAnswer(refusal('CAPTCHA_WRONG')), refusalAnswer(refusal('WRONG_CREDENTIALS')), refusalAnswer(refusal('SIGN_IN_THROTTLED', { minutes: 5 }), 429)];
  server.use(http.post('/auth/login', () => answers.shift()));
  renderLogin();
  await waitFor(() => expect(captchaCalls).toBe(1));
  await user.type(field(label('login.username')), 'admin');
  await user.type(field(label('login.password')), 'wrong');
  for (const expected of [SIGN_IN.captcha, SIGN_IN.credentials, SIGN_IN.throttled]) {
    await user.type(field(label('login.code')), '9');
    await user.click(screen.getByRole('button', { name: label('login.submit') }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(expected[language]));
    expect(screen.getByRole('alert')).not.toHaveTextContent(/[A-Za-z]{3}/); // no English left around it
  }
});
