/**
 * Registry of lazy pages by component name (the server's menus name their components). The server's
 * `api/menus/build` names a page (`component: 'OnlineUser'`); the name picks a lazily loaded feature page here,
 * so each page is its own chunk and the initial bundle stays small. This is the one place features are composed.
 * 'Layout' and 'ParentView' are containers, not pages (see `menu-routes.tsx`).
 *
 * Keyed by the menus contract's {@link ConsolePageName}: a name the menus may use without a page here, or a page here
 * the menus cannot name, fails the typecheck.
 */
import type { ComponentType } from 'react';
import type { ConsolePageName } from '../../../../streams/contracts/menus';

/** Loads a page the way react-router's route `lazy` expects: the data-router form of React.lazy. */
export type LazyPage = () => Promise<{ Component: ComponentType }>;

export const CONTAINER_COMPONENTS = ['Layout', 'ParentView'] as const;

/** Every page the menus can name, and nothing else. */
export type PageRegistry = Readonly<Record<ConsolePageName, LazyPage>>;

export const pageRegistry: PageRegistry = {
  Dashboard: () => import('../../features/dashboard/dashboard-page').then((m) => ({ Component: m.DashboardPage })),
  UserCenter: () => import('../../features/user-center/user-center-page').then((m) => ({ Component: m.UserCenterPage })),
  OnlineUser: () => import('../../features/online-users/online-users-page').then((m) => ({ Component: m.OnlineUsersPage })),
  LiveRooms: () => import('../../features/live/rooms/live-rooms-page').then((m) => ({ Component: m.LiveRoomsPage })),
  LiveStreamerInfo: () => import('../../features/live/streamer-info/streamer-info-page').then((m) => ({ Component: m.StreamerInfoPage })),
  LiveGiftMessages: () => import('../../features/live/gift-messages/gift-messages-page').then((m) => ({ Component: m.GiftMessagesPage })),
  // Group host config: one lazy chunk per page.
  LiveConfigs: () => import('../../features/live-configs/configs/live-configs-page').then((m) => ({ Component: m.LiveConfigsPage })),
  LiveConfigControl: () => import('../../features/live-configs/control/live-config-control-page').then((m) => ({ Component: m.LiveConfigControlPage })),
  PkGame: () => import('../../features/live-configs/pk/pk-game-page').then((m) => ({ Component: m.PkGamePage })),
  RankGame: () => import('../../features/live-configs/rank/rank-game-page').then((m) => ({ Component: m.RankGamePage })),
  FlowerGame: () => import('../../features/live-configs/flower/flower-game-page').then((m) => ({ Component: m.FlowerGamePage })),
  Turntable: () => import('../../features/live-configs/turntable/turntable-page').then((m) => ({ Component: m.TurntablePage })),
  TurntableRecords: () => import('../../features/live-configs/turntable-records/turntable-records-page').then((m) => ({ Component: m.TurntableRecordsPage })),
  RecordScores: () => import('../../features/live-configs/record-scores/record-scores-page').then((m) => ({ Component: m.RecordScoresPage })),
  PkScoreRanking: () => import('../../features/live-configs/ranking/pk-score-ranking-page').then((m) => ({ Component: m.PkScoreRankingPage })),
  IceFireGame: () => import('../../features/live-configs/ice-fire/ice-fire-page').then((m) => ({ Component: m.IceFirePage })),
  GroupStreamers: () => import('../../features/live-configs/streamers/group-streamers-page').then((m) => ({ Component: m.GroupStreamersPage })),
  // Animations config (entry animations).
  UserAnimations: () => import('../../features/animations/user-animations/user-animations-page').then((m) => ({ Component: m.UserAnimationsPage })),
  AnimationLibrary: () => import('../../features/animations/library/animation-library-page').then((m) => ({ Component: m.AnimationLibraryPage })),
  // Live monitoring.
  MonitorStreamers: () => import('../../features/monitoring/streamers/monitor-streamers-page').then((m) => ({ Component: m.MonitorStreamersPage })),
  MonitorWall: () => import('../../features/monitoring/wall/monitor-wall-page').then((m) => ({ Component: m.MonitorWallPage })),
  MonitorLineChart: () => import('../../features/monitoring/line-chart/line-chart-page').then((m) => ({ Component: m.LineChartPage })),
  MonitorStreamerRoom: () => import('../../features/monitoring/room/streamer-room-page').then((m) => ({ Component: m.StreamerRoomPage })),
  MonitorRoomData: () => import('../../features/monitoring/room-data/room-data-page').then((m) => ({ Component: m.RoomDataPage })),
  MonitorRoomRanking: () => import('../../features/monitoring/room-ranking/room-ranking-page').then((m) => ({ Component: m.RoomRankingPage })),
  // Live game devices.
  Devices: () => import('../../features/devices/list/devices-page').then((m) => ({ Component: m.DevicesPage })),
  DeviceCommands: () => import('../../features/devices/commands/device-commands-page').then((m) => ({ Component: m.DeviceCommandsPage })),
  DeviceCommandLog: () => import('../../features/devices/command-log/command-log-page').then((m) => ({ Component: m.CommandLogPage })),
  DeviceRules: () => import('../../features/devices/rules/control-rules-page').then((m) => ({ Component: m.ControlRulesPage })),
  DeviceGiftMessages: () => import('../../features/devices/gift-messages/device-gift-messages-page').then((m) => ({ Component: m.DeviceGiftMessagesPage })),
  // The streamer CRM.
  CrmStreamers: () => import('../../features/crm/streamers/streamers-page').then((m) => ({ Component: m.StreamersPage })),
  CrmTargets: () => import('../../features/crm/targets/target-streamers-page').then((m) => ({ Component: m.TargetStreamersPage })),
  CrmMarking: () => import('../../features/crm/marking/marking-page').then((m) => ({ Component: m.MarkingPage })),
  CrmPipeline: () => import('../../features/crm/pipeline/pipeline-page').then((m) => ({ Component: m.PipelinePage })),
  CrmGivenUp: () => import('../../features/crm/views/given-up-page').then((m) => ({ Component: m.GivenUpPage })),
  CrmFavourites: () => import('../../features/crm/views/favourites-page').then((m) => ({ Component: m.FavouritesPage })),
  CrmInternal: () => import('../../features/crm/views/internal-page').then((m) => ({ Component: m.InternalPage })),
  CrmDispatchStats: () => import('../../features/crm/views/dispatch-stats').then((m) => ({ Component: m.DispatchStatsPage })),
  CrmServiceLogs: () => import('../../features/crm/service-logs/service-logs-page').then((m) => ({ Component: m.ServiceLogsPage })),
  CrmOrders: () => import('../../features/crm/orders/orders-page').then((m) => ({ Component: m.OrdersPage })),
  CrmReviews: () => import('../../features/crm/reviews/reviews-page').then((m) => ({ Component: m.ReviewsPage })),
  CrmLinkKeys: () => import('../../features/crm/link-keys/link-keys-page').then((m) => ({ Component: m.LinkKeysPage })),
  // The guild's figures.
  WeekData: () => import('../../features/figures/week-data/week-data-page').then((m) => ({ Component: m.WeekDataPage })),
  WeeklyReports: () => import('../../features/figures/weekly-reports/weekly-reports-page').then((m) => ({ Component: m.WeeklyReportsPage })),
  AdviceTexts: () => import('../../features/figures/advice-texts/advice-texts-page').then((m) => ({ Component: m.AdviceTextsPage })),
  // The streamers' lottery.
  LotteryActivities: () => import('../../features/lottery/activities/activities-page').then((m) => ({ Component: m.LotteryActivitiesPage })),
  LotteryPrizes: () => import('../../features/lottery/prizes/prizes-page').then((m) => ({ Component: m.LotteryPrizesPage })),
  LotteryCodes: () => import('../../features/lottery/codes/codes-page').then((m) => ({ Component: m.LotteryCodesPage })),
  LotteryRecords: () => import('../../features/lottery/records/records-page').then((m) => ({ Component: m.LotteryRecordsPage })),
  // The Korea group PK (its statistics page sits under the live assistant).
  KoreaStreamerConfig: () => import('../../features/korea-pk/events/events-page').then((m) => ({ Component: m.KoreaStreamerConfigPage })),
  KoreaDoublePk: () => import('../../features/korea-pk/double/double-pk-page').then((m) => ({ Component: m.KoreaDoublePkPage })),
  KoreaSoloShow: () => import('../../features/korea-pk/solo/solo-show-page').then((m) => ({ Component: m.KoreaSoloShowPage })),
  KoreaTeamShow: () => import('../../features/korea-pk/team/team-show-page').then((m) => ({ Component: m.KoreaTeamShowPage })),
  KoreaTotalScore: () => import('../../features/korea-pk/total/total-score-page').then((m) => ({ Component: m.KoreaTotalScorePage })),
  KoreaStatistics: () => import('../../features/korea-pk/statistics/statistics-page').then((m) => ({ Component: m.KoreaStatisticsPage })),
  // System administration and monitor.
  User: () => import('../../features/system-users/users/users-page').then((m) => ({ Component: m.UsersPage })),
  Role: () => import('../../features/system-users/roles/roles-page').then((m) => ({ Component: m.RolesPage })),
  Menu: () => import('../../features/system-org/menus/menus-page').then((m) => ({ Component: m.MenusPage })),
  Dept: () => import('../../features/system-org/depts/depts-page').then((m) => ({ Component: m.DeptsPage })),
  Job: () => import('../../features/system-org/jobs/jobs-page').then((m) => ({ Component: m.JobsPage })),
  Dict: () => import('../../features/system-org/dicts/dicts-page').then((m) => ({ Component: m.DictsPage })),
  Timing: () => import('../../features/system-timing/timing-page').then((m) => ({ Component: m.TimingPage })),
  Log: () => import('../../features/system-logs/operation-log/operation-log-page').then((m) => ({ Component: m.OperationLogPage })),
  ErrorLog: () => import('../../features/system-logs/error-log/error-log-page').then((m) => ({ Component: m.ErrorLogPage })),
  ServerMonitor: () => import('../../features/system-server/server/server-monitor-page').then((m) => ({ Component: m.ServerMonitorPage })),
  SqlMonitor: () => import('../../features/system-server/sql/sql-monitor-page').then((m) => ({ Component: m.SqlMonitorPage })),
  Page401: () => import('../../features/errors/page-401').then((m) => ({ Component: m.Page401 })),
  Page404: () => import('../../features/errors/page-404').then((m) => ({ Component: m.Page404 })),
};

/** The lazy page for a component name, or undefined when this console has no such page. */
export function pageFor(name: string | undefined, registry: Readonly<Record<string, LazyPage>> = pageRegistry): LazyPage | undefined {
  return name && Object.hasOwn(registry, name) ? registry[name] : undefined;
}
