/**
 * The phone pages' own words in English, the reference shape: zh.ts, ko.ts and ar.ts must have exactly these keys
 * (a missing one fails the typecheck). The CRM's enumeration labels are not here: they are the console's `anchor.*`
 * labels (src/shared/i18n/locales), so a status reads the same on the phone and in the console. Interpolate with
 * `{{name}}`, never concatenate.
 */
import type { BundleShape } from '@shared/i18n/bundle-shape';

export const h5En = {
  title: {
    tiktokOrder: 'Orders',
    guildJoinedTiktokOrder: 'Guild streamer orders',
    ttOrderAnchorList: 'My streamers',
    ttOrderAnchorInfo: 'Streamer',
    ttCheckAnchorList: 'Review queue',
    ttCheckAnchorInfo: 'Review streamer',
    tiktokConnectUs: 'Contact us',
    openWeApp: 'Livedesk for operators',
    weeklyReport: 'Weekly report',
  },
  loading: 'Loading…',
  retry: 'Try again',
  back: 'Back',
  home: 'Home',
  loadMore: 'Load more',
  requestFailed: 'The request failed. Check your connection and try again.',
  key: {
    heading: 'This link cannot open the page',
    whatToDo: 'Ask your manager for a new personal link and open it on this phone. Do not share your link.',
  },
  order: {
    take: 'Take',
    taking: 'Taking…',
    taken: 'Taken',
    takenAt: 'Taken at {{time}}',
    expired: 'Order expired',
    timeLeft: 'Time left to take',
    liveSince: 'Live since {{time}}',
    empty: 'No orders yet. A new one appears here as soon as one of your streamers goes live.',
    live: 'Live updates',
    offline: 'Live updates paused, refreshing every 30 s',
  },
  anchor: {
    search: 'Search nickname or @ID',
    searchButton: 'Search',
    living: 'Live now',
    others: 'Not live',
    fans: 'Fans',
    highestDiamonds: 'Highest diamonds',
    country: 'Country',
    progress: 'Progress',
    liveStatus: 'Live status',
    whatsApp: 'WhatsApp',
    noWhatsApp: 'No WhatsApp number',
    openLive: 'Open TikTok live room',
    openWhatsApp: 'Chat on WhatsApp',
    empty: 'No streamers found.',
    unknown: '—',
  },
  check: {
    empty: 'Nothing waiting for review.',
    result: 'Review result',
    approve: 'Approve',
    reject: 'Reject',
    pending: 'Leave pending',
    inviteType: 'Invite type',
    rejectReason: 'Reject reason',
    chooseReason: 'Choose the reject reason first.',
    submit: 'Submit review',
    submitting: 'Submitting…',
    saved: 'Saved: {{result}}',
    current: 'Current result',
    noPermission: 'This link cannot review streamers.',
  },
  weeklyReport: {
    noKey: 'This report link has no key. Open the whole link your manager sent you.',
    heading: 'This report cannot be opened',
    whatToDo: 'Ask your manager for a new link to your weekly report.',
    download: 'Save for WhatsApp',
    png: 'Save as picture (PNG)',
    pdf: 'Save as PDF',
    busy: 'Drawing…',
    failed: 'The picture could not be drawn. Try again.',
  },
  contact: {
    intro: 'Want to join {{guild}}? Reach us here:',
    introNoName: 'Want to join the guild? Reach us here:',
    whatsApp: 'WhatsApp',
    instagram: 'Instagram',
    email: 'E-mail',
    tiktok: 'TikTok',
    empty: 'No contact details have been published yet.',
  },
  open: {
    whose: 'Personal link of {{name}} ({{username}})',
    choose: 'Choose a page:',
    needKey: 'To see your orders and streamers, open the personal link your manager gave you. It ends with ?key=…',
    streamers: 'Streamers: contact us',
  },
} as const;

/** The shape of one language's phone-page texts. */
export type H5Messages = BundleShape<typeof h5En>;
