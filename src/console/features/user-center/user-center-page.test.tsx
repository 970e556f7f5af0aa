/**
 * The avatar upload and own log over MSW: the avatar picker refuses a wrong type, a file over 10 MB and a text file
 * named .png before sending anything; a real PNG is previewed, uploaded (the session then shows the new avatar) or the
 * server's refusal is shown under the picker; the Operation log tab lists the user's own writes.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AVATAR_MAX_BYTES, AVATAR_MESSAGES } from '../../../../streams/contracts/user-center';
import { useSessionStore } from '@shared/auth/session-store';
import { adminInfo } from '../../../test/fixtures';
import { server } from '../../../test/msw-server';
import { renderWithProviders } from '../../../test/render';
import { refusal } from '../../../../streams/contracts/refusals';
import { describeTranslatedRefusals, label, refusalAnswer, type InEachLanguage } from '../../../test/refusals';
import { UserCenterPage } from './user-center-page';


const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = (name = 'me.png', size = 64) => {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_HEAD);
  return new File([bytes], name, { type: 'image/png' });
};

let uploads = 0;
let avatarPath: string | null = null;

beforeEach(() => {
  uploads = 0;
  avatarPath = null;
  // jsdom has no object URLs; the preview only needs a string.
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:preview'), revokeObjectURL: vi.fn() }));
  server.use(
    http.post('/api/users/updateAvatar', () => {
      uploads += 1;
      avatarPath = '/files/avatars/0123456789abcdef0123456789abcdef.png';
      return HttpResponse.json({ avatar: avatarPath });
    }),
    http.get('/auth/info', () => HttpResponse.json({ ...adminInfo, user: { ...adminInfo.user, avatarPath } })),
    http.get('/api/logs/user', () =>
      HttpResponse.json({
        content: [
          { id: 5, username: 'admin', description: "Change the caller's password", method: 'POST api/users/updatePass', params: '{"oldPass":"******"}', requestIp: '10.0.0.1', browser: 'Firefox 128.0', time: 12, status: 200, createTime: '2026-01-02 03:04:05' },
        ],
        totalElements: 1,
      }),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderPage() {
  useSessionStore.setState({ token: 'Bearer t', roles: ['admin'] });
  useSessionStore.getState().setUserInfo(adminInfo);
  return renderWithProviders(<UserCenterPage />);
}

describe('the avatar upload', () => {
  it('refuses a wrong type, a file over 10 MB and a fake image in the browser, sending nothing', async () => {
    renderPage();
    const input = screen.getByLabelText('Avatar image');
    const cases: Array<[File, string]> = [
      [new File(['GIF89a'], 'me.gif', { type: 'image/gif' }), 'Choose a JPG or PNG image'],
      [png('big.png', AVATAR_MAX_BYTES + 1), 'The image cannot be larger than 10 MB'],
      [new File(['just text'], 'fake.png', { type: 'image/png' }), 'This file is not a JPG or PNG image'],
    ];
    for (const [file, message] of cases) {
      // applyAccept off: the picker's filter is a hint a user can override ("All files").
      await userEvent.setup({ applyAccept: false }).upload(input, file);
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(screen.queryByRole('img', { name: 'Preview of the new avatar' })).not.toBeInTheDocument();
    }
    expect(uploads).toBe(0);
  });

  it('previews a PNG, uploads it and shows the new avatar', async () => {
    renderPage();
    await userEvent.upload(screen.getByLabelText('Avatar image'), png());
    expect(await screen.findByRole('img', { name: 'Preview of the new avatar' })).toHaveAttribute('src', 'blob:preview');
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Your avatar was changed')).toBeInTheDocument();
    expect(uploads).toBe(1);
    await waitFor(() => expect(useSessionStore.getState().user?.avatarPath).toBe(avatarPath));
    expect(screen.queryByRole('img', { name: 'Preview of the new avatar' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal under the picker", async () => {
    server.use(http.post('/api/users/updateAvatar', () => HttpResponse.json({ status: 400, message: AVATAR_MESSAGES.size, timestamp: '' }, { status: 400 })));
    renderPage();
    await userEvent.upload(screen.getByLabelText('Avatar image'), png());
    await userEvent.click(await screen.findByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('The image cannot be larger than 10 MB')).toBeInTheDocument();
  });

  it('cancel drops the chosen image', async () => {
    renderPage();
    await userEvent.upload(screen.getByLabelText('Avatar image'), png());
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('img', { name: 'Preview of the new avatar' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change avatar' })).toBeInTheDocument();
  });
});

describe('the Operation log tab', () => {
  it("lists the user's own writes", async () => {
    renderPage();
    await userEvent.click(screen.getByRole('tab', { name: 'Operation log' }));
    const table = await screen.findByRole('table', { name: 'My operation log' });
    const entry = (await within(table).findByText('POST api/users/updatePass')).closest('tr') as HTMLElement;
    expect(within(entry).getByText('Change own password')).toBeInTheDocument();
    expect(within(entry).getByText('2026-01-02 03:04:05')).toBeInTheDocument();
  });
});

/** The page words AVATAR_SIZE as its own browser check does. */
const TOO_BIG: InEachLanguage = { zh: '图片不能超过 10 MB', ko: '이미지는 10MB를 넘을 수 없습니다', ar: 'لا يمكن أن تتجاوز الصورة 10 ميغابايت' };

describeTranslatedRefusals('the avatar upload (a picture over 10 MB, under the picker)', async (user, language) => {
  server.use(http.post('/api/users/updateAvatar', () => refusalAnswer(refusal('AVATAR_SIZE'))));
  renderPage();
  await user.upload(screen.getByLabelText(label('userCenterMore.avatar.input')), png());
  await user.click(await screen.findByRole('button', { name: label('userCenterMore.avatar.upload') }));
  expect(await screen.findByText(TOO_BIG[language])).toBeInTheDocument();
});

const OLD_WRONG: InEachLanguage = { zh: '旧密码错误', ko: '이전 비밀번호가 틀렸습니다', ar: 'كلمة المرور القديمة غير صحيحة' };

describeTranslatedRefusals('the password change (a wrong current password, beside that field)', async (user, language) => {
  server.use(http.post('/api/users/updatePass', () => refusalAnswer(refusal('OLD_PASSWORD_WRONG'))));
  renderPage();
  await user.click(screen.getByRole('tab', { name: label('userCenter.changePassword') }));
  const panel = within(await screen.findByRole('tabpanel'));
  // Current, new, confirm: in this order (the labels of the last two overlap in Korean and Arabic).
  const [oldPass, newPass, confirm] = [...(await screen.findByRole('tabpanel')).querySelectorAll('input[type="password"]')];
  await user.type(oldPass!, 'wrong-password');
  await user.type(newPass!, 'new-Pass-123');
  await user.type(confirm!, 'new-Pass-123');
  await user.click(panel.getByRole('button', { name: label('common.save') }));
  expect(await panel.findByText(OLD_WRONG[language])).toBeInTheDocument();
  await waitFor(() => expect(oldPass).toHaveAttribute('aria-invalid', 'true'));
});
