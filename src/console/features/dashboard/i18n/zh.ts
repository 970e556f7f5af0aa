/** 数据看板的中文文本（use-dashboard-t.ts），位于 `guildFigures.*`。 */
import type { dashboardEn } from './en';

export const dashboardZh: typeof dashboardEn = {
  title: '公会数据',
  subtitle: '更新于 {{time}} · 每 30 秒自动刷新',
  refresh: '立即刷新',
  wall: '大屏模式',
  leaveWall: '退出大屏模式',
  range: { label: '历史范围', days: '{{count}} 天' },
  loadFailed: '数据加载失败。',
  nothingToShow: '您的角色在这里看不到数据：直播数据需要监控页面权限，订单和主播需要 CRM 页面权限。',
  live: {
    title: '正在直播',
    streamersLive: '直播中的主播',
    ofMonitored: '共监控 {{count}} 位',
    viewers: '观众',
    viewersHint: '各直播间的最新人数',
    diamondsThisHour: '本小时钻石',
    sinceHour: '自 {{time}} 起',
  },
  compare: {
    day: '今天与昨天',
    week: '本周与上周',
    today: '今天',
    yesterday: '昨天',
    thisWeek: '本周',
    lastWeek: '上周',
    before: '{{period}}：{{value}}',
    change: '较{{period}} {{change}}',
    noChange: '与{{period}}持平',
  },
  figures: {
    diamonds: '钻石',
    liveHours: '直播时长（小时）',
    pks: 'PK 场次',
    newTargets: '新增主播',
    ordersDispatched: '派发订单',
    ordersTaken: '已接订单',
    ordersExpired: '过期订单',
    takingRate: '接单率',
    guildJoined: '加入公会',
  },
  links: {
    open: '{{figure}}：{{value}}。打开列表',
  },
  pipeline: {
    title: '按进度的主播漏斗',
    empty: 'CRM 中还没有主播。',
    row: '{{progress}}：{{count}}',
  },
  topStreamers: {
    title: '本周主播排行',
    empty: '本周还没有直播场次。',
    streamer: '主播',
  },
  topOperators: {
    title: '本周运营排行',
    empty: '本周还没有订单。',
    operator: '运营',
  },
  history: {
    title: '历史',
    chart: '{{figure}}（每日，{{from}} 至 {{to}}）',
    total: '合计：{{value}}',
    empty: '这些天没有记录。',
  },
};
