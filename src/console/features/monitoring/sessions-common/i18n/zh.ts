/** Chinese texts shared by the live sessions pages (keys and meaning: en.ts). */
import type { SessionsCommonLocale } from './en';

export const sessionsCommonZh: SessionsCommonLocale = {
  metrics: {
    viewers: '观众',
    peakViewers: '最高观众',
    avgViewers: '平均观众',
    diamonds: '钻石',
    likes: '点赞',
    liveTime: '直播时长',
  },
  ranges: {
    label: '时间范围',
    today: '今天',
    '7d': '近 7 天',
    '30d': '近 30 天',
    custom: '自定义',
  },
  dates: {
    from: '开始',
    to: '结束',
    fromLabel: '开始日期',
    toLabel: '结束日期',
  },
  duration: {
    hm: '{{h}} 小时 {{m}} 分钟',
    m: '{{m}} 分钟',
    underMinute: '不到 1 分钟',
  },
  live: '直播中',
  none: '－',
  allTypes: '全部类型',
  typeFilter: '监控类型',
  updatedAt: '更新于 {{time}}',
  rules: {
    timeFormat: '请使用毫秒时间戳、日期（如 2024-05-01）或日期时间（如 2024-05-01T20:00）',
    rangeOrder: '结束时间必须晚于开始时间',
    rangeTooLong: '时间范围最多 366 天，请缩短范围',
    timeZone: '未知时区，请使用 IANA 名称，例如 Europe/Berlin',
    streamerIdsRequired: '请至少选择一位主播',
    streamerIdsFormat: '主播 ID 应为用逗号分隔的整数',
    tooManyStreamers: '最多选择 10 位主播',
    rangeChoice: '请选择范围：今天、7 天或 30 天',
    metricChoice: '请选择指标：钻石、观众或直播时长',
    typeChoice: '请选择监控类型：重点、普通或 PK',
    streamerId: '主播 ID 应为整数',
    dayFormat: '日期格式应如 2024-05-01',
  },
};
