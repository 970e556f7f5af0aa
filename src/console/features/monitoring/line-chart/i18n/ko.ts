/** Korean texts of the line chart page (keys and meaning: en.ts). */
import type { LineChartLocale } from './en';

export const lineChartKo: LineChartLocale = {
  title: '라인 차트',
  help: '최대 10명의 스트리머에 대한 시간별 시청자, 다이아몬드, 좋아요입니다. 오늘은 5분 단위로 그려지고 1분마다 새로 고쳐지며, 7일은 시간 단위, 30일은 일 단위입니다. 시청자는 각 구간의 평균이며, 방송하지 않은 구간에서는 선이 끊깁니다.',
  picker: {
    label: '차트에 스트리머 추가',
    placeholder: 'TikTok ID 또는 닉네임 검색',
    searching: '검색 중…',
    noMatch: '일치하는 모니터링 스트리머가 없습니다',
    failed: '스트리머를 검색할 수 없습니다',
    full: '최대 10명: 추가하려면 한 명을 제거하세요',
  },
  legend: {
    label: '차트의 스트리머',
    remove: '차트에서 {{name}} 제거',
    clear: '모두 제거',
  },
  totals: {
    viewers: '최고 {{value}}',
    diamonds: '다이아몬드 {{value}}',
    likes: '좋아요 {{value}}',
  },
  metric: '지표',
  chartLabel: {
    today: '오늘의 {{metric}}, 5분 단위',
    '7d': '7일간의 {{metric}}, 1시간 단위',
    '30d': '30일간의 {{metric}}, 1일 단위',
  },
  keyboardHint: '화살표 키로 데이터가 있는 시간 사이를 이동합니다',
  tooltip: {
    notLive: '방송 안 함',
    peak: '최고 {{value}}',
  },
  noSelection: '선을 그릴 스트리머를 한 명 이상 선택하세요.',
  noSelectionToday: '오늘은 아직 아무도 방송하지 않았습니다. 지난 날을 보려면 스트리머를 선택하세요.',
  noData: '이 기간에 방송한 스트리머가 없습니다.',
  failed: '차트를 불러올 수 없습니다',
  refresh: '새로 고침',
  autoRefresh: '1분마다 새로 고침',
};
