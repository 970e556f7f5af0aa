/** Chinese texts of the room data page (keys and meaning: en.ts). */
import type { RoomDataLocale } from './en';

export const roomDataZh: RoomDataLocale = {
  title: '直播间数据',
  help: '监控主播的每一场直播，从开始到结束，以及各项数据。仍在进行的直播显示“直播中”和目前的数据。时间为服务器时区；所选日期列出与之重叠的直播。',
  searchLabel: '按主播搜索直播',
  searchPlaceholder: 'TikTok ID 或昵称',
  statusFilter: '直播状态',
  allStatuses: '进行中和已结束',
  running: '进行中',
  ended: '已结束',
  table: '直播场次',
  columns: {
    streamer: '主播',
    type: '类型',
    start: '开始',
    end: '结束',
    duration: '时长',
    newFollowers: '新增关注',
    shares: '分享',
    pkCount: 'PK 场次',
  },
  empty: '还没有直播记录。监控主播开播后会显示在这里。',
  noMatch: '没有符合筛选条件的直播。',
  failed: '无法加载直播场次',
};
