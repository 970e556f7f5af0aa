/** An admin's `GET api/dashboard/figures` answer (Wednesday 2024-01-03 in UTC) for the browser tests. */
import type { DashboardFigures, DashboardPeriod } from '../../streams/contracts/dashboard';

const period = (from: string, to: string, scale: number): DashboardPeriod => ({
  from,
  to,
  monitor: { diamonds: 5_000 * scale, liveMs: 36_000_000 * scale, pks: 12 * scale },
  crm: { newTargets: 3 * scale, ordersDispatched: 10 * scale, ordersTaken: 8 * scale, ordersExpired: 2 * scale, takingRate: 0.8, guildJoined: scale },
});

const days = ['2023-12-28', '2023-12-29', '2023-12-30', '2023-12-31', '2024-01-01', '2024-01-02', '2024-01-03'];

export function dashboardFiguresFixture(range: '7' | '30' = '7'): DashboardFigures {
  const history = range === '7' ? days : Array.from({ length: 30 }, (_, i) => new Date(Date.UTC(2023, 11, 5 + i)).toISOString().slice(0, 10));
  return {
    serverTime: '2024-01-03T10:15:00.000+00:00',
    sections: { monitor: true, crm: true },
    live: { streamersLive: 7, viewers: 1_234, diamondsThisHour: 980, monitored: 40 },
    periods: {
      today: period('2024-01-03', '2024-01-03', 1),
      yesterday: { ...period('2024-01-02', '2024-01-02', 2), crm: { newTargets: 6, ordersDispatched: 20, ordersTaken: 10, ordersExpired: 10, takingRate: 0.5, guildJoined: 0 } },
      thisWeek: period('2024-01-01', '2024-01-03', 3),
      lastWeek: period('2023-12-25', '2023-12-31', 7),
    },
    pipeline: [
      { progress: 'new', count: 12 },
      { progress: 'contacted', count: 8 },
      { progress: 'enteredLiveRoom', count: 5 },
      { progress: 'addedWhatsApp', count: 4 },
      { progress: 'gotInvitationCode', count: 2 },
      { progress: 'guildJoined', count: 9 },
      { progress: 'invalid', count: 1 },
      { progress: 'givenUp', count: 3 },
    ],
    topStreamers: [
      { id: 11, uniqueId: 'luna_live', nickname: 'Luna', diamonds: 9_000, liveMs: 18_000_000, pks: 6 },
      { id: 12, uniqueId: 'kai_plays', nickname: 'Kai', diamonds: 4_500, liveMs: 7_200_000, pks: 2 },
    ],
    topOperators: [{ id: 5, username: 'operator_amy', ordersDispatched: 12, ordersTaken: 10, takingRate: 10 / 11, guildJoined: 2 }],
    history: history.map((day, i) => ({ day, diamonds: 1_000 * (i + 1), liveMs: 3_600_000 * (i % 4), pks: i % 3, ordersTaken: i })),
  };
}
