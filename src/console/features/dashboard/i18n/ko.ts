/** 대시보드의 한국어 텍스트 (use-dashboard-t.ts), `guildFigures.*` 아래. */
import type { dashboardEn } from './en';

export const dashboardKo: typeof dashboardEn = {
  title: '길드 현황',
  subtitle: '{{time}}에 업데이트 · 30초마다 새로 고침',
  refresh: '지금 새로 고침',
  wall: '월 디스플레이',
  leaveWall: '월 디스플레이 종료',
  range: { label: '기록 범위', days: '{{count}}일' },
  loadFailed: '수치를 불러오지 못했습니다.',
  nothingToShow: '현재 역할로는 여기에서 볼 수 있는 수치가 없습니다. 라이브 수치는 모니터링 페이지, 주문과 스트리머는 CRM 페이지 권한이 필요합니다.',
  live: {
    title: '지금 라이브',
    streamersLive: '라이브 중인 스트리머',
    ofMonitored: '모니터링 {{count}}명 중',
    viewers: '시청자',
    viewersHint: '각 라이브 방의 최신 시청자 수',
    diamondsThisHour: '이번 시간 다이아몬드',
    sinceHour: '{{time}}부터',
  },
  compare: {
    day: '오늘 대 어제',
    week: '이번 주 대 지난주',
    today: '오늘',
    yesterday: '어제',
    thisWeek: '이번 주',
    lastWeek: '지난주',
    before: '{{period}}: {{value}}',
    change: '{{period}} 대비 {{change}}',
    noChange: '{{period}}와 같음',
  },
  figures: {
    diamonds: '다이아몬드',
    liveHours: '라이브 시간',
    pks: 'PK 횟수',
    newTargets: '신규 스트리머',
    ordersDispatched: '배정된 주문',
    ordersTaken: '수락된 주문',
    ordersExpired: '만료된 주문',
    takingRate: '수락률',
    guildJoined: '길드 가입',
  },
  links: {
    open: '{{figure}}: {{value}}. 목록 열기',
  },
  pipeline: {
    title: '진행 단계별 파이프라인',
    empty: 'CRM에 아직 스트리머가 없습니다.',
    row: '{{progress}}: {{count}}',
  },
  topStreamers: {
    title: '이번 주 상위 스트리머',
    empty: '이번 주에는 아직 라이브 세션이 없습니다.',
    streamer: '스트리머',
  },
  topOperators: {
    title: '이번 주 상위 운영자',
    empty: '이번 주에는 아직 주문이 없습니다.',
    operator: '운영자',
  },
  history: {
    title: '기록',
    chart: '일별 {{figure}}, {{from}} ~ {{to}}',
    total: '합계: {{value}}',
    empty: '이 기간에는 기록이 없습니다.',
  },
};
