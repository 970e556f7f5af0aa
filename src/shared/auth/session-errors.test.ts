import Cookies from 'js-cookie';
import { Subject } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import type { HttpError } from '../http/http-error';
import { i18next } from '../i18n/i18n';
import { describeHttpError, loadServerMessages } from '../i18n/server-messages';
import { ERROR_NOTIFICATION_MS, installSessionErrorHandling, reactionTo } from './session-errors';

const t = i18next.getFixedT('en');
const req = (silent = false) => ({ method: 'GET', url: 'api/x', silent });

describe('session layer reactions to failed requests', () => {
  it.each<[HttpError, ReturnType<typeof reactionTo>]>([
    [{ kind: 'timeout', message: undefined, request: req() }, { type: 'notify', message: 'Network request time out' }],
    [{ kind: 'network', message: undefined, request: req() }, { type: 'notify', message: 'Request Failed' }],
    [{ kind: 'business', code: 5, message: 'Order expired', request: req() }, { type: 'notify', message: 'Order expired' }],
    [{ kind: 'business', code: 5, message: undefined, request: req() }, { type: 'notify', message: 'Error' }],
    [{ kind: 'http', status: 400, message: 'name: required', request: req() }, { type: 'notify', message: 'name: required' }],
    [{ kind: 'http', status: 502, message: undefined, request: req() }, { type: 'notify', message: 'Request Failed' }],
    [{ kind: 'http', status: 401, message: 'expired', request: req() }, { type: 'expire' }],
    [{ kind: 'http', status: 403, message: 'no', request: req() }, { type: 'forbidden' }],
    [{ kind: 'cancelled', message: 'CancelRepeatRequest', request: req() }, { type: 'ignore' }],
    [{ kind: 'http', status: 401, message: 'expired', request: req(true) }, { type: 'expire' }],
    [{ kind: 'http', status: 401, message: 'bad password', request: { method: 'POST', url: 'auth/login', silent: true } }, { type: 'ignore' }],
  ])('%j → %j', (error, expected) => {
    expect(reactionTo(error, t)).toEqual(expected);
  });
});

describe('installSessionErrorHandling', () => {
  const setup = () => {
    const errors$ = new Subject<HttpError>();
    const deps = {
      t,
      notifyError: vi.fn(),
      navigate: vi.fn(),
      logout: vi.fn(() => Promise.resolve()),
      reload: vi.fn(),
    };
    const sub = installSessionErrorHandling(errors$, deps);
    return { errors$, deps, sub };
  };

  it('401: logs out, stores point=401 and reloads — once for a burst of 401s', async () => {
    const { errors$, deps, sub } = setup();
    errors$.next({ kind: 'http', status: 401, message: undefined, request: req() });
    errors$.next({ kind: 'http', status: 401, message: undefined, request: req() });
    await vi.waitFor(() => expect(deps.reload).toHaveBeenCalledTimes(1));
    expect(deps.logout).toHaveBeenCalledTimes(1);
    expect(Cookies.get('point')).toBe('401');
    expect(deps.notifyError).not.toHaveBeenCalled();
    sub.unsubscribe();
  });

  it('403 navigates to /401; other failures notify for 5 s', () => {
    const { errors$, deps, sub } = setup();
    errors$.next({ kind: 'http', status: 403, message: 'no', request: req() });
    errors$.next({ kind: 'http', status: 500, message: 'Boom', request: req() });
    errors$.next({ kind: 'cancelled', message: 'CancelRepeatRequest', request: req() });
    expect(deps.navigate).toHaveBeenCalledWith('/401');
    expect(deps.notifyError).toHaveBeenCalledTimes(1);
    expect(deps.notifyError).toHaveBeenCalledWith('Boom', ERROR_NOTIFICATION_MS);
    expect(ERROR_NOTIFICATION_MS).toBe(5000);
    sub.unsubscribe();
  });

  it("with describe: notifies the refusal in the user's language (the English one if describing fails)", async () => {
    await loadServerMessages('ko');
    const errors$ = new Subject<HttpError>();
    const notifyError = vi.fn();
    const ko = i18next.getFixedT('ko');
    const deps = { t, notifyError, navigate: vi.fn(), logout: vi.fn(() => Promise.resolve()), reload: vi.fn() };
    const sub = installSessionErrorHandling(errors$, { ...deps, describe: (error) => Promise.resolve(describeHttpError(ko, error)) });
    errors$.next({ kind: 'http', status: 400, code: 'OLD_PASSWORD_WRONG', message: 'The old password is wrong', request: req() });
    await vi.waitFor(() => expect(notifyError).toHaveBeenCalledWith('이전 비밀번호가 틀렸습니다', ERROR_NOTIFICATION_MS));
    sub.unsubscribe();
    const failing = installSessionErrorHandling(errors$, { ...deps, describe: () => Promise.reject(new Error('chunk failed')) });
    errors$.next({ kind: 'http', status: 400, message: 'The old password is wrong', request: req() });
    await vi.waitFor(() => expect(notifyError).toHaveBeenLastCalledWith('The old password is wrong', ERROR_NOTIFICATION_MS));
    failing.unsubscribe();
  });
});
