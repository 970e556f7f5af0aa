/** The Server page over MSW: the figures in their cards, the refresh every 3 s with its time, the pause, the error. */
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ServerFigures } from '../../../../../streams/contracts/server-monitor';
import { useSessionStore } from '@shared/auth/session-store';
import { server } from '../../../../test/msw-server';
import { renderWithProviders } from '../../../../test/render';
import { ServerMonitorPage } from './server-monitor-page';

configure({ asyncUtilTimeout: 8_000 });

const GB = 1024 ** 3;
const figures = (n: number): ServerFigures => ({
  sys: { os: 'Debian GNU/Linux 12', ip: '192.0.2.2', hostname: 'vm', day: '2 days 3 hours 4 minutes', uptime: 2 * 86_400 + 3 * 3_600 + 4 * 60 },
  cpu: { name: 'AMD EPYC', package: 1, core: 2, coreNumber: 2, logic: 4, used: 12.5 },
  memory: { total: 16 * GB, available: 4 * GB, used: 12 * GB, usageRate: 75 },
  swap: { total: 0, available: 0, used: 0, usageRate: 0 },
  disk: { total: 100 * GB, available: 5 * GB, used: 95 * GB, usageRate: 95 },
  time: `2026-01-01 10:00:0${n}`,
});

let calls = 0;
beforeEach(() => {
  calls = 0;
  server.use(
    http.get('/api/monitor', () => {
      calls += 1;
      return HttpResponse.json(figures(calls));
    }),
  );
  useSessionStore.setState({ token: 'Bearer t', roles: ['server:list'] });
});

describe('the Server page', () => {
  it('shows each card with its figures in readable units and gauges', async () => {
    renderWithProviders(<ServerMonitorPage />);
    const system = await screen.findByRole('region', { name: 'System' });
    expect(within(system).getByText('Debian GNU/Linux 12')).toBeInTheDocument();
    expect(within(system).getByText('192.0.2.2')).toBeInTheDocument();
    expect(within(system).getByText('2 d 3 h 4 min')).toBeInTheDocument();
    const cpu = screen.getByRole('region', { name: 'CPU' });
    expect(within(cpu).getByText('AMD EPYC')).toBeInTheDocument();
    expect(within(cpu).getByText('12.5%')).toBeInTheDocument();
    const memory = screen.getByRole('region', { name: 'Memory' });
    expect(within(memory).getByText('16 GB')).toBeInTheDocument();
    expect(within(memory).getByText('12 GB')).toBeInTheDocument();
    expect(within(memory).getByText('75%')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Swap' })).getByText('No swap on this machine')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Disk' })).getByText('95%')).toBeInTheDocument();
  });

  it('refreshes every 3 seconds with the time of the figures, and stops while paused', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ServerMonitorPage />);
    const updated = screen.getByTestId('server-updated');
    await waitFor(() => expect(updated).toHaveTextContent('2026-01-01 10:00:01'));
    await waitFor(() => expect(updated).toHaveTextContent('2026-01-01 10:00:02'), { timeout: 6_000 });

    await user.click(screen.getByRole('button', { name: 'Pause refreshing' }));
    expect(screen.getByText('Paused')).toBeInTheDocument();
    const seen = calls;
    await new Promise((resolve) => setTimeout(resolve, 3_500));
    expect(calls).toBe(seen);
    await user.click(screen.getByRole('button', { name: 'Resume refreshing' }));
    await waitFor(() => expect(calls).toBeGreaterThan(seen), { timeout: 6_000 });
  });

  it('says so when the figures cannot be loaded, and retries', async () => {
    server.use(http.get('/api/monitor', () => HttpResponse.json({ status: 500, message: 'boom', timestamp: 'now' }, { status: 500 }), { once: true }));
    const user = userEvent.setup();
    renderWithProviders(<ServerMonitorPage />);
    expect(await screen.findByText('The server figures could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'System' })).toBeInTheDocument();
  });
});
