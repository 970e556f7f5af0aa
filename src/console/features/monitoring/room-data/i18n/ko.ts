/** Korean texts of the room data page (keys and meaning: en.ts). */
import type { RoomDataLocale } from './en';

export const roomDataKo: RoomDataLocale = {
  title: '방 데이터',
  help: '모니터링 중인 스트리머의 모든 방송을 시작부터 종료까지 수치와 함께 보여 줍니다. 진행 중인 방송은 방송 중으로 표시되고 지금까지의 수치가 나옵니다. 시간은 서버 시간대이며, 선택한 날짜와 겹치는 방송이 표시됩니다.',
  searchLabel: '스트리머로 방송 검색',
  searchPlaceholder: 'TikTok ID 또는 닉네임',
  statusFilter: '방송 상태',
  allStatuses: '진행 중 및 종료',
  running: '진행 중',
  ended: '종료',
  table: '방송 기록',
  columns: {
    streamer: '스트리머',
    type: '유형',
    start: '시작',
    end: '종료',
    duration: '방송 시간',
    newFollowers: '새 팔로워',
    shares: '공유',
    pkCount: 'PK 횟수',
  },
  empty: '아직 방송 기록이 없습니다. 모니터링 중인 스트리머가 방송을 시작하면 여기에 표시됩니다.',
  noMatch: '필터에 맞는 방송이 없습니다.',
  failed: '방송 기록을 불러올 수 없습니다',
};
