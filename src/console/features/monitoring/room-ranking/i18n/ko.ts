/** Korean texts of the room data ranking page (keys and meaning: en.ts). */
import type { RoomRankingLocale } from './en';

export const roomRankingKo: RoomRankingLocale = {
  title: '방 데이터 순위',
  help: '기간 동안 받은 다이아몬드, 최고 시청자 또는 방송 시간으로 모니터링 스트리머의 순위를 매깁니다. 기간 안에서 일어난 것만 셉니다: 첫날이나 마지막 날에 걸친 방송은 기간 안의 분만 셉니다. 날짜는 사용자의 시간대이며, 수치가 같은 스트리머는 같은 순위입니다.',
  metric: '순위 기준',
  table: '방 데이터 순위',
  columns: {
    rank: '순위',
    streamer: '스트리머',
    type: '유형',
    sessions: '방송 횟수',
  },
  medals: {
    first: '1위',
    second: '2위',
    third: '3위',
  },
  ofFirst: '1위의 {{percent}}',
  empty: '이 기간에 방송한 모니터링 스트리머가 없습니다.',
  failed: '순위를 불러올 수 없습니다',
};
