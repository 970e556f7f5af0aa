/** Chinese texts of the room data ranking page (keys and meaning: en.ts). */
import type { RoomRankingLocale } from './en';

export const roomRankingZh: RoomRankingLocale = {
  title: '直播间数据排行',
  help: '按时间范围内收到的钻石、最高观众或直播时长对监控主播排名。只统计范围内发生的数据：跨越首日或末日的直播只计算范围内的分钟。日期按你的时区；数值相同的主播名次并列。',
  metric: '排名依据',
  table: '直播间数据排行',
  columns: {
    rank: '名次',
    streamer: '主播',
    type: '类型',
    sessions: '直播场次',
  },
  medals: {
    first: '第一名',
    second: '第二名',
    third: '第三名',
  },
  ofFirst: '为第一名的 {{percent}}',
  empty: '此范围内没有监控主播开播。',
  failed: '无法加载排行',
};
