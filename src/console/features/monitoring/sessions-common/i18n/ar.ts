/** Arabic texts shared by the live sessions pages (keys and meaning: en.ts). */
import type { SessionsCommonLocale } from './en';

export const sessionsCommonAr: SessionsCommonLocale = {
  metrics: {
    viewers: 'المشاهدون',
    peakViewers: 'ذروة المشاهدين',
    avgViewers: 'متوسط المشاهدين',
    diamonds: 'الماسات',
    likes: 'الإعجابات',
    liveTime: 'مدة البث',
  },
  ranges: {
    label: 'الفترة',
    today: 'اليوم',
    '7d': '7 أيام',
    '30d': '30 يومًا',
    custom: 'مخصص',
  },
  dates: {
    from: 'من',
    to: 'إلى',
    fromLabel: 'اليوم الأول',
    toLabel: 'اليوم الأخير',
  },
  duration: {
    hm: '{{h}} س {{m}} د',
    m: '{{m}} د',
    underMinute: 'أقل من دقيقة',
  },
  live: 'مباشر',
  none: '—',
  allTypes: 'كل الأنواع',
  typeFilter: 'نوع المراقبة',
  updatedAt: 'آخر تحديث {{time}}',
  rules: {
    timeFormat: 'استخدم ميلي ثانية منذ 1970 أو تاريخًا مثل 2024-05-01 أو تاريخًا ووقتًا مثل 2024-05-01T20:00',
    rangeOrder: 'يجب أن تكون نهاية الفترة بعد بدايتها',
    rangeTooLong: 'لا يمكن أن تتجاوز الفترة 366 يومًا؛ اختر فترة أقصر',
    timeZone: 'منطقة زمنية غير معروفة؛ استخدم اسم IANA مثل Europe/Berlin',
    streamerIdsRequired: 'اختر مذيعًا واحدًا على الأقل',
    streamerIdsFormat: 'معرّفات المذيعين أرقام صحيحة تفصل بينها فواصل',
    tooManyStreamers: 'اختر 10 مذيعين على الأكثر',
    rangeChoice: 'اختر فترة: اليوم أو 7 أيام أو 30 يومًا',
    metricChoice: 'اختر مقياسًا: الماسات أو المشاهدون أو مدة البث',
    typeChoice: 'اختر نوع المراقبة: تركيز أو عادي أو PK',
    streamerId: 'معرّف المذيع رقم صحيح',
    dayFormat: 'اليوم تاريخ مثل 2024-05-01',
  },
};
