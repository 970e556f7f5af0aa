/**
 * The wall in Chinese, Korean and Arabic: the scanner's reasons on the tiles, the unnamed PK opponent and the alerts'
 * details are in the user's language (carried as codes, streams/monitor/monitor-reasons.ts), a tile never says
 * 'Connected' twice, and no internal battle id reaches the rail.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18next } from '@shared/i18n/i18n';
import { monitorReason, OPPONENT_NAME, wallAlertText } from '../../../../../streams/monitor/monitor-reasons';
import { server } from '../../../../test/msw-server';
import { resetStores } from '../../../../test/reset-stores';
import { MONITORING_BUNDLES } from '../i18n/monitoring-locale';
import { WALL_BUNDLES } from './i18n/wall-locale';
import { alert, pk, scriptedWall, snapshot, tile } from './testing/wall-fixtures';
import { renderWall } from './testing/render-wall';

const SLOW = { timeout: 20_000 };
const fill = (text: string, params: Readonly<Record<string, string | number>>) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name]));

/** A wall with a connected tile, a regular one, one whose connection dropped, a PK against an unnamed host, and the three alerts. */
function theWall() {
  const gift = { sender: 'fan_9', gift: 'Gold Mine', count: 1 };
  return scriptedWall([
    snapshot({
      tiles: [
        tile(1),
        tile(2, { type: 'regular', status: 'tracked', connection: 'disconnected', reason: monitorReason('tracked'), roomId: null }),
        tile(3, { status: 'connecting', connection: 'disconnected', reason: monitorReason('roomStopped', { reason: 'staff stopped it' }) }),
        tile(4, { type: 'pk', pk: pk({ battleId: 'sim_001-battle-8502', teams: [{ hostUserId: 'a', nickname: 'Streamer 4', score: 10 }, { hostUserId: 'b', nickname: OPPONENT_NAME, score: 20 }] }) }),
      ],
      alerts: [
        alert(1, { kind: 'gift', code: 'giftSent', params: gift, detail: wallAlertText('giftSent', gift), diamonds: 1_000 }),
        alert(2, { kind: 'pk', code: 'pkStarted', params: {}, detail: wallAlertText('pkStarted'), diamonds: null }),
        alert(3, { kind: 'offline', code: 'connectionLost', params: { reason: monitorReason('reconnecting') }, detail: wallAlertText('connectionLost', { reason: monitorReason('reconnecting') }), diamonds: null }),
      ],
      lastAlertId: 3,
    }),
  ]);
}

beforeEach(() => resetStores());
afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('the monitoring wall in other languages', { timeout: 30_000 }, () => {
  it('shows in English each reason once, without repeating the connection state', async () => {
    server.use(theWall().handler);
    renderWall();
    const one = within(await screen.findByRole('article', { name: 'Streamer 1 (@streamer_1)' }, SLOW));
    expect(one.getByText('Connected')).toBeInTheDocument();
    expect(one.queryByText('connected to the live room')).toBeNull();
    expect(within(screen.getByRole('article', { name: 'Streamer 3 (@streamer_3)' })).getByText('the live room was stopped: staff stopped it')).toBeInTheDocument();
  });

  for (const language of ['zh', 'ko', 'ar'] as const) {
    it(`translates the tiles' reasons, the opponent and the alerts in ${language}, and shows no battle id`, async () => {
      await i18next.changeLanguage(language);
      const mo = MONITORING_BUNDLES[language];
      const wall = WALL_BUNDLES[language];
      server.use(theWall().handler);
      renderWall();
      const label = (n: number) => fill(wall.tile.label, { name: `Streamer ${n}`, uniqueId: `streamer_${n}` });
      const one = await screen.findByRole('article', { name: label(1) }, SLOW);
      expect(one).toHaveTextContent(wall.tile.connection.connected);
      expect(one).not.toHaveTextContent(mo.reasons.connected);
      expect(within(screen.getByRole('article', { name: label(2) })).queryByText(mo.reasons.tracked)).toBeNull();
      expect(screen.getByRole('article', { name: label(3) })).toHaveTextContent(fill(mo.reasons.roomStopped, { reason: 'staff stopped it' }));
      const four = within(screen.getByRole('article', { name: label(4) }));
      expect(four.getByText(wall.tile.opponent)).toBeInTheDocument();
      expect(four.queryByText(OPPONENT_NAME)).toBeNull();

      const rail = screen.getByRole('complementary', { name: wall.alerts.title });
      await waitFor(() => expect(within(rail).getAllByRole('listitem')).toHaveLength(3), SLOW);
      expect(rail).toHaveTextContent(fill(wall.alerts.details.giftSent, { sender: 'fan_9', gift: 'Gold Mine', count: 1 }));
      expect(rail).toHaveTextContent(wall.alerts.pk);
      expect(rail).toHaveTextContent(fill(wall.alerts.details.connectionLost, { reason: mo.reasons.reconnecting }));
      for (const english of ['sent', 'PK started', 'connection lost', 'reconnecting', 'connected to the live room', 'Opponent']) expect(document.body).not.toHaveTextContent(english);
      expect(document.body).not.toHaveTextContent(/battle/i);
    });
  }
});
