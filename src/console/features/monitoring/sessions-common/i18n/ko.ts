/** Korean texts shared by the live sessions pages (keys and meaning: en.ts). */
import type { SessionsCommonLocale } from './en';

export const sessionsCommonKo: SessionsCommonLocale = {
  metrics: {
    viewers: '시청자',
    peakViewers: '최고 시청자',
    avgViewers: '평균 시청자',
    diamonds: '다이아몬드',
    likes: '좋아요',
    liveTime: '방송 시간',
  },
  ranges: {
    label: '기간',
    today: '오늘',
    '7d': '7일',
    '30d': '30일',
    custom: '직접 선택',
  },
  dates: {
    from: '시작',
    to: '종료',
    fromLabel: '시작일',
    toLabel: '종료일',
  },
  duration: {
    hm: '{{h}}시간 {{m}}분',
    m: '{{m}}분',
    underMinute: '1분 미만',
  },
  live: '방송 중',
  none: '－',
  allTypes: '모든 유형',
  typeFilter: '모니터링 유형',
  updatedAt: '{{time}} 업데이트',
  rules: {
    timeFormat: '밀리초 타임스탬프, 2024-05-01 같은 날짜 또는 2024-05-01T20:00 같은 날짜와 시간을 사용하세요',
    rangeOrder: '기간의 끝은 시작보다 뒤여야 합니다',
    rangeTooLong: '기간은 최대 366일입니다. 더 짧게 선택하세요',
    timeZone: '알 수 없는 시간대입니다. Europe/Berlin 같은 IANA 이름을 사용하세요',
    streamerIdsRequired: '스트리머를 한 명 이상 선택하세요',
    streamerIdsFormat: '스트리머 ID는 쉼표로 구분된 정수입니다',
    tooManyStreamers: '스트리머는 최대 10명까지 선택할 수 있습니다',
    rangeChoice: '기간을 선택하세요: 오늘, 7일 또는 30일',
    metricChoice: '지표를 선택하세요: 다이아몬드, 시청자 또는 방송 시간',
    typeChoice: '모니터링 유형을 선택하세요: 집중, 일반 또는 PK',
    streamerId: '스트리머 ID는 정수입니다',
    dayFormat: '날짜는 2024-05-01 형식입니다',
  },
};
