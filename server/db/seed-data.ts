/**
 * What a fresh installation starts with: the admin role and user, a sample dept tree, jobs, the dictionaries the
 * console reads, and the menu rows of every console page that exists. A new page appends its menus to
 * {@link SEED_MENUS}. Titles `x:key` are translated by the console through `route.key` (the product rule: "A menu
 * title of the form 'x:key' is shown through the translation key route.key").
 */
import type { ConsolePageName } from '../../streams/contracts/menus';
import type { CrudArea, Permission } from '../../streams/contracts/permissions';
import type { DataScopeKind } from './schema/users';

/**
 * A dept and its sub-depts; seeded by name under its parent. Seeded names, and the seeded roles' and jobs' names and
 * descriptions, are `seed:key` texts the console shows through the translation key `seed.key` in the reader's language
 * (src/shared/i18n/i18n.ts `translateSeeded`); a name an administrator types is shown as typed. Migration
 * 0008_seed_text_keys turned the English texts of earlier installs into these keys.
 */
export interface SeedDept {
  name: string;
  sort: number;
  children?: SeedDept[];
}

export const SEED_DEPTS: SeedDept[] = [
  {
    name: 'seed:dept.guildHq',
    sort: 1,
    children: [
      { name: 'seed:dept.operations', sort: 1 },
      { name: 'seed:dept.recruitment', sort: 2 },
      {
        name: 'seed:dept.liveOperations',
        sort: 3,
        children: [
          { name: 'seed:dept.liveTeamAlpha', sort: 1 },
          { name: 'seed:dept.liveTeamBeta', sort: 2 },
        ],
      },
    ],
  },
];

export const SEED_JOBS = [
  { name: 'seed:job.guildManager', sort: 1 },
  { name: 'seed:job.operator', sort: 2 },
  { name: 'seed:job.recruiter', sort: 3 },
  { name: 'seed:job.reviewer', sort: 4 },
];

/** Dictionaries by name, with their entries in display order. */
export const SEED_DICTS: { name: string; description: string; details: { label: string; value: string }[] }[] = [
  {
    name: 'user_status',
    description: 'User status',
    details: [
      { label: 'Enabled', value: 'true' },
      { label: 'Disabled', value: 'false' },
    ],
  },
  {
    name: 'dept_status',
    description: 'Department status',
    details: [
      { label: 'Enabled', value: 'true' },
      { label: 'Disabled', value: 'false' },
    ],
  },
  {
    name: 'job_status',
    description: 'Job status',
    details: [
      { label: 'Enabled', value: 'true' },
      { label: 'Disabled', value: 'false' },
    ],
  },
  {
    // Monitor types focus, regular, PK (scanned every 1, 5, 1 minutes).
    name: 'monitor_type',
    description: 'Live monitoring type',
    details: [
      { label: 'Focus', value: 'focus' },
      { label: 'Regular', value: 'regular' },
      { label: 'PK', value: 'pk' },
    ],
  },
];

export const ADMIN_ROLE = {
  name: 'seed:role.superAdmin',
  level: 1,
  dataScope: 'all' as DataScopeKind,
  permission: 'admin' satisfies Permission,
  description: 'seed:role.superAdminDescription',
};
export const OPERATOR_ROLE = {
  name: 'seed:role.operator',
  level: 2,
  dataScope: 'own' as DataScopeKind,
  permission: null,
  description: 'seed:role.operatorDescription',
};

/** What the seeded operator role is given on a new database: the CRM's pages an operator works, adding and editing. */
export const OPERATOR_MENU_PERMISSIONS = ['anchor:list', 'anchor:add', 'anchor:edit'] as const satisfies readonly Permission[];

export const ADMIN_USER = {
  username: 'admin',
  nickName: 'Administrator',
  email: 'admin@livedesk.local',
  gender: 'male',
  dept: 'seed:dept.guildHq',
  job: 'seed:job.guildManager',
};

/** A seeded menu; `parent` is the title of its parent menu. Titles are unique (they key the seed). */
export interface SeedMenu {
  title: string;
  parent: string | null;
  type: 0 | 1 | 2;
  path?: string;
  component?: string;
  /** The console page it opens (typed, so a page without a console component fails the typecheck). */
  componentName?: ConsolePageName;
  permission?: Permission;
  icon?: string;
  sort: number;
  hidden?: boolean;
  cache?: boolean;
}

export const SEED_MENUS: SeedMenu[] = [
  { title: 'x:monitor', parent: null, type: 0, path: 'monitor', icon: 'monitor', sort: 10 },
  // The streamer CRM ('Streamer CRM'): recruiting streamers to the guild. Pages read with anchor:list, the reviews
  // with anchor:check; the buttons grant adding, editing, deleting, allocating (managers) and reviewing.
  { title: 'x:crm', parent: null, type: 0, path: 'crm', icon: 'peoples', sort: 2 },
  ...crmPages([
    ['x:crmStreamers', 'streamers', 'CrmStreamers', 'peoples', 'anchor:list'],
    ['x:crmTargets', 'targets', 'CrmTargets', 'user', 'anchor:list'],
    ['x:crmMarking', 'marking', 'CrmMarking', 'list', 'anchor:list'],
    ['x:crmPipeline', 'pipeline', 'CrmPipeline', 'chart', 'anchor:list'],
    ['x:crmGivenUp', 'given-up', 'CrmGivenUp', 'log', 'anchor:list'],
    ['x:crmFavourites', 'favourites', 'CrmFavourites', 'trophy', 'anchor:list'],
    ['x:crmInternal', 'internal', 'CrmInternal', 'role', 'anchor:list'],
    ['x:crmDispatchStats', 'dispatch-stats', 'CrmDispatchStats', 'chart', 'anchor:allocate'],
    ['x:crmServiceLogs', 'service-logs', 'CrmServiceLogs', 'log', 'anchor:list'],
    ['x:crmOrders', 'orders', 'CrmOrders', 'list', 'anchor:list'],
    ['x:crmReviews', 'reviews', 'CrmReviews', 'skill', 'anchor:check'],
    ['x:crmLinkKeys', 'link-keys', 'CrmLinkKeys', 'tool', 'anchor:list'],
  ]),
  { title: 'x:crmStreamerAdd', parent: 'x:crmStreamers', type: 2, permission: 'anchor:add', sort: 1 },
  { title: 'x:crmStreamerEdit', parent: 'x:crmStreamers', type: 2, permission: 'anchor:edit', sort: 2 },
  { title: 'x:crmStreamerDel', parent: 'x:crmStreamers', type: 2, permission: 'anchor:del', sort: 3 },
  { title: 'x:crmStreamerAllocate', parent: 'x:crmStreamers', type: 2, permission: 'anchor:allocate', sort: 4 },
  { title: 'x:crmReviewCheck', parent: 'x:crmReviews', type: 2, permission: 'anchor:check', sort: 1 },
  // The guild's figures: the week page (weekData:list, importing with weekData:import), the weekly reports
  // (weeklyReport:list, generating/editing/sending with weeklyReport:edit) and the advice texts (adviceText:edit).
  { title: 'x:figures', parent: null, type: 0, path: 'figures', icon: 'chart', sort: 3 },
  ...figurePages([
    ['x:weekData', 'week-data', 'WeekData', 'chart', 'weekData:list'],
    ['x:weeklyReports', 'weekly-reports', 'WeeklyReports', 'log', 'weeklyReport:list'],
    ['x:adviceTexts', 'advice-texts', 'AdviceTexts', 'dictionary', 'adviceText:edit'],
  ]),
  { title: 'x:weekDataImport', parent: 'x:weekData', type: 2, permission: 'weekData:import', sort: 1 },
  { title: 'x:weeklyReportEdit', parent: 'x:weeklyReports', type: 2, permission: 'weeklyReport:edit', sort: 1 },
  // The streamers' lottery: activities (with the writes' buttons), prizes, codes (personal links) and records, all read
  // with lottery:list; adding, editing (issuing, revoking, awarding) and deleting with lottery:add|edit|del.
  { title: 'x:lottery', parent: null, type: 0, path: 'lottery', icon: 'trophy', sort: 4 },
  ...lotteryPages([
    ['x:lotteryActivities', 'activities', 'LotteryActivities', 'list', 'lottery:list'],
    ['x:lotteryPrizes', 'prizes', 'LotteryPrizes', 'trophy', 'lottery:list'],
    ['x:lotteryCodes', 'codes', 'LotteryCodes', 'tool', 'lottery:list'],
    ['x:lotteryRecords', 'records', 'LotteryRecords', 'log', 'lottery:list'],
  ]),
  { title: 'x:lotteryAdd', parent: 'x:lotteryActivities', type: 2, permission: 'lottery:add', sort: 1 },
  { title: 'x:lotteryEdit', parent: 'x:lotteryActivities', type: 2, permission: 'lottery:edit', sort: 2 },
  { title: 'x:lotteryDel', parent: 'x:lotteryActivities', type: 2, permission: 'lottery:del', sort: 3 },
  // The Korea group PK: its events (live configurations of style korea, written with liveConfig:add|edit|del, whose
  // buttons are seeded under the group host's configurations), the three stage pages and the total score, all read
  // with liveConfig:list and run with liveConfig:control; its statistics page is under the live assistant.
  { title: 'x:koreaPk', parent: null, type: 0, path: 'korea-pk', icon: 'pk', sort: 6 },
  ...koreaPages([
    ['x:koreaStreamerConfig', 'streamer-config', 'KoreaStreamerConfig', 'peoples'],
    ['x:koreaDoublePk', 'double-pk', 'KoreaDoublePk', 'pk'],
    ['x:koreaSoloShow', 'solo-show', 'KoreaSoloShow', 'skill'],
    ['x:koreaTeamShow', 'team-show', 'KoreaTeamShow', 'peoples'],
    ['x:koreaTotalScore', 'total-score', 'KoreaTotalScore', 'trophy'],
  ]),
  {
    title: 'x:onlineUsers',
    parent: 'x:monitor',
    type: 1,
    path: 'online',
    component: 'monitor/online/index',
    componentName: 'OnlineUser',
    permission: 'online:list',
    icon: 'online',
    sort: 10,
  },
  { title: 'x:forceLogout', parent: 'x:onlineUsers', type: 2, permission: 'online:del', sort: 2 },
  // The live assistant, the guild's daily tool, sorts above monitoring.
  { title: 'x:liveAssistant', parent: null, type: 0, path: 'live', icon: 'live', sort: 5 },
  {
    title: 'x:liveRooms',
    parent: 'x:liveAssistant',
    type: 1,
    path: 'rooms',
    component: 'live/rooms/index',
    componentName: 'LiveRooms',
    permission: 'live:list',
    icon: 'radio',
    sort: 1,
  },
  { title: 'x:liveRoomEdit', parent: 'x:liveRooms', type: 2, permission: 'live:edit', sort: 1 },
  {
    title: 'x:liveStreamerInfo',
    parent: 'x:liveAssistant',
    type: 1,
    path: 'streamer',
    component: 'live/streamer/index',
    componentName: 'LiveStreamerInfo',
    permission: 'live:list',
    icon: 'user',
    sort: 2,
  },
  {
    title: 'x:liveGiftMessages',
    parent: 'x:liveAssistant',
    type: 1,
    path: 'gifts',
    component: 'live/gifts/index',
    componentName: 'LiveGiftMessages',
    permission: 'live:list',
    icon: 'gift',
    sort: 3,
  },
  // Group-live games ('Live assistant' / 'Group host config'). Pages read with
  // liveConfig:list; the buttons grant writing configurations and running the games (liveConfig:control).
  { title: 'x:groupHost', parent: 'x:liveAssistant', type: 0, path: 'group', icon: 'peoples', sort: 4 },
  ...groupHostPages([
    ['x:liveConfigs', 'configs', 'LiveConfigs', 'configs', 'tools'],
    ['x:liveConfigControl', 'control', 'LiveConfigControl', 'control', 'game'],
    ['x:pkGame', 'pk', 'PkGame', 'pk', 'pk'],
    ['x:rankGame', 'rank', 'RankGame', 'rank', 'chart'],
    ['x:flowerGame', 'flower', 'FlowerGame', 'flower', 'gift'],
    ['x:turntable', 'turntable', 'Turntable', 'turntable', 'game'],
    ['x:turntableRecords', 'turntable-records', 'TurntableRecords', 'turntable-records', 'log'],
    ['x:recordScores', 'record-scores', 'RecordScores', 'record-scores', 'dictionary'],
    ['x:pkScoreRanking', 'pk-score-ranking', 'PkScoreRanking', 'pk-score-ranking', 'pk'],
    ['x:iceFireGame', 'ice-fire', 'IceFireGame', 'ice-fire', 'fire'],
    ['x:groupStreamers', 'streamers', 'GroupStreamers', 'streamers', 'peoples'],
  ]),
  { title: 'x:liveConfigAdd', parent: 'x:liveConfigs', type: 2, permission: 'liveConfig:add', sort: 1 },
  { title: 'x:liveConfigEdit', parent: 'x:liveConfigs', type: 2, permission: 'liveConfig:edit', sort: 2 },
  { title: 'x:liveConfigDel', parent: 'x:liveConfigs', type: 2, permission: 'liveConfig:del', sort: 3 },
  {
    title: 'x:koreaStatistics',
    parent: 'x:liveAssistant',
    type: 1,
    path: 'korea-statistics',
    component: 'liveAssistant/korea-statistics/index',
    componentName: 'KoreaStatistics',
    permission: 'liveConfig:list',
    icon: 'chart',
    sort: 5,
  },
  { title: 'x:liveConfigRun', parent: 'x:liveConfigControl', type: 2, permission: 'liveConfig:control', sort: 1 },
  // Entry animations: 'Animations config' (vehicle animation config and library).
  { title: 'x:animationsConfig', parent: null, type: 0, path: 'animations', icon: 'animation', sort: 6 },
  {
    title: 'x:userAnimations',
    parent: 'x:animationsConfig',
    type: 1,
    path: 'users',
    component: 'animations/users/index',
    componentName: 'UserAnimations',
    permission: 'animation:list',
    icon: 'user',
    sort: 1,
  },
  {
    title: 'x:animationLibrary',
    parent: 'x:animationsConfig',
    type: 1,
    path: 'library',
    component: 'animations/library/index',
    componentName: 'AnimationLibrary',
    permission: 'animation:list',
    icon: 'animation',
    sort: 2,
  },
  { title: 'x:userAnimationAdd', parent: 'x:userAnimations', type: 2, permission: 'animation:add', sort: 1 },
  { title: 'x:userAnimationEdit', parent: 'x:userAnimations', type: 2, permission: 'animation:edit', sort: 2 },
  { title: 'x:userAnimationDel', parent: 'x:userAnimations', type: 2, permission: 'animation:del', sort: 3 },
  { title: 'x:animationAdd', parent: 'x:animationLibrary', type: 2, permission: 'animation:add', sort: 1 },
  { title: 'x:animationEdit', parent: 'x:animationLibrary', type: 2, permission: 'animation:edit', sort: 2 },
  { title: 'x:animationDel', parent: 'x:animationLibrary', type: 2, permission: 'animation:del', sort: 3 },
  // Live monitoring: the directory and its pages.
  { title: 'x:liveMonitoring', parent: null, type: 0, path: 'monitoring', icon: 'chart', sort: 7 },
  {
    title: 'x:monitorStreamers',
    parent: 'x:liveMonitoring',
    type: 1,
    path: 'streamers',
    component: 'monitoring/streamers/index',
    componentName: 'MonitorStreamers',
    permission: 'monitor:list',
    icon: 'peoples',
    sort: 3,
  },
  { title: 'x:monitorStreamerAdd', parent: 'x:monitorStreamers', type: 2, permission: 'monitor:add', sort: 1 },
  { title: 'x:monitorStreamerEdit', parent: 'x:monitorStreamers', type: 2, permission: 'monitor:edit', sort: 2 },
  { title: 'x:monitorStreamerDel', parent: 'x:monitorStreamers', type: 2, permission: 'monitor:del', sort: 3 },
  ...monitoringPages([
    // [title, path, componentName, icon, sort]; 'Monitored streamers' above is the spec's 'streamer config' (sort 3).
    ['x:monitorWall', 'wall', 'MonitorWall', 'monitor', 0],
    ['x:monitorLineChart', 'line-chart', 'MonitorLineChart', 'chart', 2],
    ['x:monitorStreamerRoom', 'room', 'MonitorStreamerRoom', 'video', 4],
    ['x:monitorRoomData', 'room-data', 'MonitorRoomData', 'list', 5],
    ['x:monitorRoomRanking', 'room-ranking', 'MonitorRoomRanking', 'trophy', 6],
  ]),
  // Live game devices: devices, commands, command log, control rules, gift messages.
  { title: 'x:liveDevices', parent: null, type: 0, path: 'devices', icon: 'gamepad', sort: 8 },
  ...devicePages([
    ['x:devices', 'list', 'Devices', 'tool', 1],
    ['x:deviceCommands', 'commands', 'DeviceCommands', 'code', 2],
    ['x:deviceCommandLog', 'command-log', 'DeviceCommandLog', 'log', 3],
    ['x:deviceRules', 'rules', 'DeviceRules', 'skill', 4],
    ['x:deviceGiftMessages', 'gift-messages', 'DeviceGiftMessages', 'gift', 5],
  ]),
  { title: 'x:deviceAdd', parent: 'x:devices', type: 2, permission: 'device:add', sort: 1 },
  { title: 'x:deviceEdit', parent: 'x:devices', type: 2, permission: 'device:edit', sort: 2 },
  { title: 'x:deviceDel', parent: 'x:devices', type: 2, permission: 'device:del', sort: 3 },
  // System administration (dept, dict, job, menu, role, timing, user), eladmin's paths and
  // permission prefixes; every page has add/edit/del buttons guarded by `<prefix>:add|edit|del`.
  { title: 'x:system', parent: null, type: 0, path: 'system', icon: 'system', sort: 9 },
  ...adminPages('x:system', 'system', [
    ['x:users', 'user', 'User', 'user', 'user', 1],
    ['x:roles', 'role', 'Role', 'roles', 'role', 2],
    ['x:menus', 'menu', 'Menu', 'menu', 'menu', 3],
    ['x:depts', 'dept', 'Dept', 'dept', 'dept', 4],
    ['x:jobs', 'job', 'Job', 'job', 'job', 5],
    ['x:dicts', 'dict', 'Dict', 'dict', 'dictionary', 6],
    ['x:timing', 'timing', 'Timing', 'timing', 'timing', 7],
  ]),
  // Monitor pages besides 'Online users'. 'server:list' / 'sql:list' rather than eladmin's 'monitor:list',
  // which this product already gives to live monitoring. The error log is for administrators only.
  ...monitorPages([
    ['x:operationLog', 'logs', 'Log', 'log', 'log:list', 1],
    ['x:errorLog', 'errorLog', 'ErrorLog', 'error', 'admin', 2],
    ['x:serverMonitor', 'server', 'ServerMonitor', 'server', 'server:list', 3],
    ['x:sqlMonitor', 'sql', 'SqlMonitor', 'database', 'sql:list', 4],
  ]),
  { title: 'x:logDel', parent: 'x:operationLog', type: 2, permission: 'log:del', sort: 1 },
];

/**
 * A console area's CRUD pages with their add/edit/del buttons (titled `x:usersAdd`, …): [title, path, componentName, permission prefix, icon,
 * sort]. The list permission is `<prefix>:list`.
 */
function adminPages(parent: string, folder: string, pages: [string, string, ConsolePageName, CrudArea, string, number][]): SeedMenu[] {
  return pages.flatMap(([title, path, componentName, prefix, icon, sort]): SeedMenu[] => [
    { title, parent, type: 1, path, component: `${folder}/${path}/index`, componentName, permission: `${prefix}:list`, icon, sort },
    ...(['add', 'edit', 'del'] as const).map((action, index): SeedMenu => ({
      title: `${title}${action[0]!.toUpperCase()}${action.slice(1)}`,
      parent: title,
      type: 2,
      permission: `${prefix}:${action}`,
      sort: index + 1,
    })),
  ]);
}

/** Monitor pages: [title, path, componentName, icon, permission, sort]. */
function monitorPages(pages: [string, string, ConsolePageName, string, Permission, number][]): SeedMenu[] {
  return pages.map(([title, path, componentName, icon, permission, sort]) => ({
    title,
    parent: 'x:monitor',
    type: 1,
    path,
    component: `monitor/${path}/index`,
    componentName,
    permission,
    icon,
    sort,
  }));
}

/** Live monitoring pages besides 'Monitored streamers': [title, path, componentName, icon, sort]. */
function monitoringPages(pages: [string, string, ConsolePageName, string, number][]): SeedMenu[] {
  return pages.map(([title, path, componentName, icon, sort]) => ({
    title,
    parent: 'x:liveMonitoring',
    type: 1,
    path,
    component: `monitoring/${path}/index`,
    componentName,
    permission: 'monitor:list',
    icon,
    sort,
  }));
}

/** Live game devices pages: [title, path, componentName, icon, sort]. */
function devicePages(pages: [string, string, ConsolePageName, string, number][]): SeedMenu[] {
  return pages.map(([title, path, componentName, icon, sort]) => ({
    title,
    parent: 'x:liveDevices',
    type: 1,
    path,
    component: `devices/${path}/index`,
    componentName,
    permission: 'device:list',
    icon,
    sort,
  }));
}

/** The pages of 'Group host config': [title, path, componentName, component folder, icon], in menu order. */
function groupHostPages(pages: [string, string, ConsolePageName, string, string][]): SeedMenu[] {
  return pages.map(([title, path, componentName, folder, icon], index) => ({
    title,
    parent: 'x:groupHost',
    type: 1,
    path,
    component: `liveAssistant/${folder}/index`,
    componentName,
    permission: 'liveConfig:list',
    icon,
    sort: index + 1,
  }));
}

/** The Korea group PK's pages: [title, path, componentName, icon], in menu order, read with liveConfig:list. */
function koreaPages(pages: [string, string, ConsolePageName, string][]): SeedMenu[] {
  return pages.map(([title, path, componentName, icon], index) => ({
    title,
    parent: 'x:koreaPk',
    type: 1,
    path,
    component: `koreaPk/${path}/index`,
    componentName,
    permission: 'liveConfig:list',
    icon,
    sort: index + 1,
  }));
}

/** The streamer CRM's pages: [title, path, componentName, icon, permission], in menu order. */
function crmPages(pages: [string, string, ConsolePageName, string, Permission][]): SeedMenu[] {
  return pages.map(([title, path, componentName, icon, permission], index) => ({
    title,
    parent: 'x:crm',
    type: 1,
    path,
    component: `crm/${path}/index`,
    componentName,
    permission,
    icon,
    sort: index + 1,
  }));
}

/** The lottery's pages: [title, path, componentName, icon, permission], in menu order. */
function lotteryPages(pages: [string, string, ConsolePageName, string, Permission][]): SeedMenu[] {
  return pages.map(([title, path, componentName, icon, permission], index) => ({
    title,
    parent: 'x:lottery',
    type: 1,
    path,
    component: `lottery/${path}/index`,
    componentName,
    permission,
    icon,
    sort: index + 1,
  }));
}

/** The guild figures' pages: [title, path, componentName, icon, permission], in menu order. */
function figurePages(pages: [string, string, ConsolePageName, string, Permission][]): SeedMenu[] {
  return pages.map(([title, path, componentName, icon, permission], index) => ({
    title,
    parent: 'x:figures',
    type: 1,
    path,
    component: `figures/${path}/index`,
    componentName,
    permission,
    icon,
    sort: index + 1,
  }));
}
