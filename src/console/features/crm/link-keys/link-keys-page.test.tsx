/**
 * The Link keys page over MSW: the keys (never the key itself), a key issued to oneself shown once with its H5
 * links to copy, a key issued to another user by id, and a revoke asked first.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { LinkKeyRow } from '../../../../../streams/contracts/link-keys';
import { useSessionStore } from '@shared/auth/session-store';
import { adminInfo } from '../../../../test/fixtures';
import { server } from '../../../../test/msw-server';
import { answerQuestion, recordBody, recorded } from '../../../../test/crud-page';
import { pageOf, renderCrmPage } from '../testing/crm-fixtures';
import { LinkKeysPage } from './link-keys-page';

const key = (id: number, patch: Partial<LinkKeyRow> = {}): LinkKeyRow => ({
  id,
  userId: 1,
  username: 'admin',
  prefix: `abc${id}00`,
  note: 'My phone',
  expiresAt: '2026-12-26 08:00:00',
  revokedAt: null,
  lastUsedAt: null,
  createBy: 'admin',
  createTime: '2026-11-26 08:00:00',
  ...patch,
});

const issues = recorded();
const revokes = recorded();

beforeEach(() => {
  server.use(
    http.get('/api/linkKeys', () => pageOf([key(1), key(2, { revokedAt: '2026-11-25 08:00:00' })])),
    http.post('/api/linkKeys', recordBody(issues, () => HttpResponse.json({ row: key(3), key: 'abc300-secret' }, { status: 201 }))),
    http.put('/api/linkKeys/revoke', recordBody(revokes)),
  );
});

const renderKeys = () => {
  const shown = renderCrmPage(<LinkKeysPage />);
  useSessionStore.setState({ user: adminInfo.user });
  return shown;
};

describe('the Link keys page', () => {
  it('issues a key to oneself and shows it once with the H5 links', async () => {
    const user = userEvent.setup();
    renderKeys();
    await screen.findByText('abc100…');
    await user.click(screen.getByRole('button', { name: 'Issue key' }));
    const form = within(await screen.findByRole('dialog', { name: 'Issue a link key' }));
    await user.type(form.getByRole('textbox', { name: 'Note' }), 'Work phone');
    await user.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(issues).toEqual([{ userId: 1, days: 30, note: 'Work phone' }]));
    const shown = within(await screen.findByRole('dialog', { name: 'Key issued' }));
    expect(shown.getByText('abc300-secret')).toBeInTheDocument();
    expect(shown.getByText(`${window.location.origin}/whiteListPages/tiktokOrder?key=abc300-secret`)).toBeInTheDocument();
    expect(shown.getByText(`${window.location.origin}/whiteListPages/ttCheckAnchorList?key=abc300-secret`)).toBeInTheDocument();
    expect(shown.getByRole('button', { name: 'Copy Orders page' })).toBeInTheDocument();
  });

  it('issues a key to another user by id', async () => {
    const user = userEvent.setup();
    renderKeys();
    await screen.findByText('abc100…');
    await user.click(screen.getByRole('button', { name: 'Issue key' }));
    const form = within(await screen.findByRole('dialog', { name: 'Issue a link key' }));
    await user.selectOptions(form.getByRole('combobox', { name: 'For user' }), 'other');
    await user.type(await form.findByRole('spinbutton', { name: /User ID/ }), '7');
    await user.clear(form.getByRole('spinbutton', { name: 'Days valid' }));
    await user.type(form.getByRole('spinbutton', { name: 'Days valid' }), '7');
    await user.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(issues).toEqual([{ userId: 7, days: 7, note: null }]));
  });

  it('revokes a key after asking; a revoked key has no revoke button', async () => {
    const user = userEvent.setup();
    renderKeys();
    await screen.findByText('abc100…');
    expect(screen.queryByRole('button', { name: 'Revoke key abc200…' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Revoke key abc100…' }));
    await answerQuestion(user, 'Revoke the key abc100…? Its links stop working at once.');
    await waitFor(() => expect(revokes).toEqual([{ id: 1 }]));
  });
});
