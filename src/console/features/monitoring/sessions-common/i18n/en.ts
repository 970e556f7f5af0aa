/**
 * English texts shared by the live sessions pages (line chart, room data, ranking), under `sessionsCommon.*`
 * (sessions-locale.ts). `rules` translates the contract's messages (streams/contracts/monitor-sessions.ts
 * `SESSION_MESSAGES`): their English here is the contract's, word for word, so a server message is found by its text.
 */
import type { BundleShape } from '@shared/i18n/bundle-shape';

export const sessionsCommonEn = {
  metrics: {
    viewers: 'Viewers',
    peakViewers: 'Peak viewers',
    avgViewers: 'Average viewers',
    diamonds: 'Diamonds',
    likes: 'Likes',
    liveTime: 'Live time',
  },
  ranges: {
    label: 'Range',
    today: 'Today',
    '7d': '7 days',
    '30d': '30 days',
    custom: 'Custom',
  },
  dates: {
    from: 'From',
    to: 'To',
    fromLabel: 'First day',
    toLabel: 'Last day',
  },
  duration: {
    hm: '{{h}} h {{m}} min',
    m: '{{m}} min',
    underMinute: 'under 1 min',
  },
  live: 'Live',
  none: '—',
  allTypes: 'All types',
  typeFilter: 'Monitor type',
  updatedAt: 'Updated {{time}}',
  rules: {
    timeFormat: 'Use epoch milliseconds, a date such as 2024-05-01 or a date and time such as 2024-05-01T20:00',
    rangeOrder: 'The end of the range must be after its start',
    rangeTooLong: 'A range can cover at most 366 days; choose a shorter one',
    timeZone: 'Unknown time zone; use an IANA name such as Europe/Berlin',
    streamerIdsRequired: 'Choose at least one streamer',
    streamerIdsFormat: 'Streamer ids are whole numbers separated by commas',
    tooManyStreamers: 'Choose at most 10 streamers',
    rangeChoice: 'Choose a range: today, 7d or 30d',
    metricChoice: 'Choose a metric: diamonds, viewers or liveTime',
    typeChoice: 'Choose a monitor type: focus, regular or pk',
    streamerId: 'The streamer id is a whole number',
    dayFormat: 'The day is a date such as 2024-05-01',
  },
};

/** The shape of a shared bundle. */
export type SessionsCommonLocale = BundleShape<typeof sessionsCommonEn>;
