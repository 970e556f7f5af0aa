/** النصوص العربية للوحة البيانات (use-dashboard-t.ts) تحت `guildFigures.*`. */
import type { dashboardEn } from './en';

export const dashboardAr: typeof dashboardEn = {
  title: 'أرقام النقابة',
  subtitle: 'آخر تحديث {{time}} · يتجدد كل 30 ثانية',
  refresh: 'تحديث الآن',
  wall: 'عرض الشاشة الكبيرة',
  leaveWall: 'الخروج من عرض الشاشة الكبيرة',
  range: { label: 'مدى السجل', days: '{{count}} يومًا' },
  loadFailed: 'تعذر تحميل الأرقام.',
  nothingToShow: 'لا تعرض أدوارك أي أرقام هنا: أرقام البث تحتاج صفحات المراقبة، والطلبات والمذيعون يحتاجون صفحات إدارة العملاء.',
  live: {
    title: 'مباشر الآن',
    streamersLive: 'مذيعون في بث مباشر',
    ofMonitored: 'من أصل {{count}} تحت المراقبة',
    viewers: 'المشاهدون',
    viewersHint: 'آخر عدد في كل غرفة بث',
    diamondsThisHour: 'الماس في هذه الساعة',
    sinceHour: 'منذ {{time}}',
  },
  compare: {
    day: 'اليوم مقابل أمس',
    week: 'هذا الأسبوع مقابل الأسبوع الماضي',
    today: 'اليوم',
    yesterday: 'أمس',
    thisWeek: 'هذا الأسبوع',
    lastWeek: 'الأسبوع الماضي',
    before: '{{period}}: {{value}}',
    change: '{{change}} مقارنة بـ{{period}}',
    noChange: 'مثل {{period}}',
  },
  figures: {
    diamonds: 'الماس',
    liveHours: 'ساعات البث',
    pks: 'مواجهات PK',
    newTargets: 'مذيعون جدد',
    ordersDispatched: 'الطلبات المرسلة',
    ordersTaken: 'الطلبات المقبولة',
    ordersExpired: 'الطلبات المنتهية',
    takingRate: 'نسبة القبول',
    guildJoined: 'انضموا إلى النقابة',
  },
  links: {
    open: '{{figure}}: {{value}}. افتح القائمة',
  },
  pipeline: {
    title: 'المذيعون حسب مرحلة التقدم',
    empty: 'لا يوجد مذيعون في إدارة العملاء بعد.',
    row: '{{progress}}: {{count}}',
  },
  topStreamers: {
    title: 'أفضل المذيعين هذا الأسبوع',
    empty: 'لا توجد جلسات بث هذا الأسبوع بعد.',
    streamer: 'المذيع',
  },
  topOperators: {
    title: 'أفضل المشغلين هذا الأسبوع',
    empty: 'لا توجد طلبات هذا الأسبوع بعد.',
    operator: 'المشغل',
  },
  history: {
    title: 'السجل',
    chart: '{{figure}} يوميًا، من {{from}} إلى {{to}}',
    total: 'المجموع: {{value}}',
    empty: 'لا شيء مسجل في هذه الأيام.',
  },
};
