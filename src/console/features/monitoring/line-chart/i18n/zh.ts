/** Chinese texts of the line chart page (keys and meaning: en.ts). */
import type { LineChartLocale } from './en';

export const lineChartZh: LineChartLocale = {
  title: '折线图',
  help: '最多 10 位主播的观众、钻石和点赞随时间的变化。今天按 5 分钟绘制并每分钟刷新，7 天按小时，30 天按天。观众为每个时段的平均值；主播未开播的时段折线断开。',
  picker: {
    label: '添加主播到图表',
    placeholder: '搜索 TikTok ID 或昵称',
    searching: '搜索中…',
    noMatch: '没有匹配的监控主播',
    failed: '无法搜索主播',
    full: '最多 10 位主播：请先移除一位再添加',
  },
  legend: {
    label: '图表中的主播',
    remove: '从图表移除 {{name}}',
    clear: '全部移除',
  },
  totals: {
    viewers: '最高 {{value}}',
    diamonds: '{{value}} 钻石',
    likes: '{{value}} 点赞',
  },
  metric: '指标',
  chartLabel: {
    today: '今天的{{metric}}，每 5 分钟',
    '7d': '近 7 天的{{metric}}，每小时',
    '30d': '近 30 天的{{metric}}，每天',
  },
  keyboardHint: '使用方向键在有数据的时间之间移动',
  tooltip: {
    notLive: '未开播',
    peak: '最高 {{value}}',
  },
  noSelection: '选择一位或多位主播以绘制折线。',
  noSelectionToday: '今天还没有人开播。选择主播以查看之前的数据。',
  noData: '这些主播在此范围内都没有开播。',
  failed: '无法加载图表',
  refresh: '刷新',
  autoRefresh: '每分钟刷新',
};
