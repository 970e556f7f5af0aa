import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PK_MESSAGES } from '../../../../../machines/pk-phase.machine';
import type { GameView } from '../../../../../streams/contracts/game-topic';
import type { RealtimeClient } from '@shared/realtime/realtime-client';
import { server } from '../../../../test/msw-server';
import { badRequest, gameHandlers, gameView } from '../testing/game-fixtures';
import { renderGamePage } from '../testing/render-game-page';
import { PkGamePage } from './pk-game-page';
import { recorded } from '../../../../test/crud-page';

const T = 1_700_000_000_000;
const phase = (id: string, name: string, status: 'notStarted' | 'running' | 'otherRunning') => ({
  id,
  name,
  kind: 'double' as const,
  hostId: null,
  streamerIds: ['luna', 'sol'],
  status,
});
/** Opening runs; Final waits. */
const openingRuns = gameView({ pk: { runningPhaseId: 'opening', phases: [phase('opening', 'Opening', 'running'), phase('final', 'Final', 'otherRunning')] } });
const finalRuns: GameView = { ...openingRuns, serverNow: T + 5_000, pk: { runningPhaseId: 'final', phases: [phase('opening', 'Opening', 'otherRunning'), phase('final', 'Final', 'running')] } };

let client: RealtimeClient | undefined;
let starts: Array<{ phaseId: string; body: unknown }> = [];
const initialized = recorded();

beforeEach(() => {
  starts = [];
  server.use(
    http.post('/api/liveConfigs/7/pk/phases/:phaseId/start', async ({ request, params }) => {
      const body = (await request.json()) as { confirmed?: boolean };
      starts.push({ phaseId: String(params.phaseId), body });
      if (!body.confirmed) return HttpResponse.json({ status: 409, message: PK_MESSAGES.confirmSwitch, timestamp: '2024-01-01 00:00:00', needsConfirmation: true }, { status: 409 });
      return HttpResponse.json(finalRuns);
    }),
    http.post('/api/liveConfigs/7/pk/initialize', async ({ request }) => {
      const body = (await request.json()) as { phases: Array<{ streamerIds: string[] }> };
      initialized.push(body);
      if (body.phases[0]?.streamerIds.includes('ghost')) return badRequest('phases.0.streamerIds.1: This streamer is not in the configuration.');
      return HttpResponse.json({ ...openingRuns, serverNow: T + 1 });
    }),
    ...gameHandlers(openingRuns),
  );
});
afterEach(() => {
  client?.close();
  client = undefined;
});

const phases = () => screen.getByRole('list', { name: 'Phases' });
const statusOf = (name: string) => within(phases()).getByText(name).closest('li')?.getAttribute('data-phase-status');

describe('PK game: starting a phase while another runs asks first (409 needsConfirmation)', () => {
  it('asks with the PK message, then sends the start again confirmed and shows the new statuses', async () => {
    const user = userEvent.setup();
    client = renderGamePage(<PkGamePage />, '/live/group/pk?configId=7').client;
    await waitFor(() => expect(statusOf('Opening')).toBe('running'));
    expect(within(phases()).getByText('Other phase running')).toBeInTheDocument();

    await user.click(within(phases()).getByRole('button', { name: 'Start Final' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(PK_MESSAGES.confirmSwitch);
    expect(starts).toEqual([{ phaseId: 'final', body: { confirmed: false } }]);

    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(statusOf('Final')).toBe('running'));
    expect(statusOf('Opening')).toBe('otherRunning');
    expect(starts).toEqual([
      { phaseId: 'final', body: { confirmed: false } },
      { phaseId: 'final', body: { confirmed: true } },
    ]);
    expect(await screen.findByText('Final started')).toBeInTheDocument();
  });

  it('changes nothing when the host cancels', async () => {
    const user = userEvent.setup();
    client = renderGamePage(<PkGamePage />, '/live/group/pk?configId=7').client;
    await waitFor(() => expect(statusOf('Opening')).toBe('running'));
    await user.click(within(phases()).getByRole('button', { name: 'Start Final' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(starts).toHaveLength(1);
    expect(statusOf('Opening')).toBe('running');
  });
});

describe('PK phase editor', () => {
  it('checks each phase like the server (name, group host first, at least two anchors) before sending', async () => {
    const user = userEvent.setup();
    client = renderGamePage(<PkGamePage />, '/live/group/pk?configId=7').client;
    const editor = await screen.findByRole('form', { name: 'Phase configuration' });
    await user.click(within(editor).getByRole('button', { name: 'Add phase' }));
    const third = within(editor).getByRole('group', { name: 'Phase 3' });
    await user.selectOptions(within(third).getByRole('combobox', { name: 'Kind' }), 'group');
    await user.click(within(editor).getByRole('button', { name: 'Initialize' }));
    expect(await within(third).findByText('Please enter the phase name')).toBeInTheDocument();
    expect(within(third).getByText('Select the group host first')).toBeInTheDocument();
    await user.type(within(third).getByRole('textbox', { name: 'Phase name' }), 'Group');
    await user.selectOptions(within(third).getByRole('combobox', { name: 'Group host' }), 'luna');
    await user.click(within(third).getByRole('checkbox', { name: 'Luna' }));
    await user.click(within(editor).getByRole('button', { name: 'Initialize' }));
    expect(await within(third).findByText('Select at least two anchors')).toBeInTheDocument();
    expect(initialized).toEqual([]);

    await user.click(within(third).getByRole('checkbox', { name: 'Sol' }));
    await user.click(within(editor).getByRole('button', { name: 'Initialize' }));
    expect(await screen.findByText('PK phases initialized')).toBeInTheDocument();
    expect(initialized).toEqual([
      {
        phases: [
          { id: 'opening', name: 'Opening', kind: 'double', hostId: null, streamerIds: ['luna', 'sol'] },
          { id: 'final', name: 'Final', kind: 'double', hostId: null, streamerIds: ['luna', 'sol'] },
          expect.objectContaining({ name: 'Group', kind: 'group', hostId: 'luna', streamerIds: ['luna', 'sol'] }),
        ],
      },
    ]);
  });

  it("holds a double PK to two anchors, and puts the server's `phases.<i>.streamerIds.<j>` message under that phase's streamers", async () => {
    const user = userEvent.setup();
    server.use(
      http.get('/api/liveConfigs/:id/view', () =>
        HttpResponse.json({ ...openingRuns, streamers: [...openingRuns.streamers, { anchorId: 'ghost', nickname: 'Ghost', avatarUrl: null }] }),
      ),
    );
    client = renderGamePage(<PkGamePage />, '/live/group/pk?configId=7').client;
    const editor = await screen.findByRole('form', { name: 'Phase configuration' });
    const first = within(editor).getByRole('group', { name: 'Phase 1' });
    await user.click(within(first).getByRole('checkbox', { name: 'Ghost' }));
    await user.click(within(editor).getByRole('button', { name: 'Initialize' }));
    expect(await within(first).findByText('Double PK needs exactly two anchors')).toBeInTheDocument();
    expect(initialized).toEqual([]);
    await user.click(within(first).getByRole('checkbox', { name: 'Sol' }));
    await user.click(within(editor).getByRole('button', { name: 'Initialize' }));
    expect(await within(first).findByText('This streamer is not in the configuration.')).toBeInTheDocument();
  });
});
