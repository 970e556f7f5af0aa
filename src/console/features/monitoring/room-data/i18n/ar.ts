/** Arabic texts of the room data page (keys and meaning: en.ts). */
import type { RoomDataLocale } from './en';

export const roomDataAr: RoomDataLocale = {
  title: 'بيانات الغرفة',
  help: 'كل جلسة بث للمذيعين المراقَبين من بدايتها إلى نهايتها مع أرقامها. الجلسة الجارية تظهر بعلامة مباشر مع أرقامها حتى الآن. الأوقات بتوقيت الخادم؛ والأيام التي تختارها تعرض الجلسات المتداخلة معها.',
  searchLabel: 'ابحث عن الجلسات حسب المذيع',
  searchPlaceholder: 'معرّف TikTok أو الاسم المستعار',
  statusFilter: 'حالة الجلسة',
  allStatuses: 'الجارية والمنتهية',
  running: 'جارية',
  ended: 'منتهية',
  table: 'جلسات البث',
  columns: {
    streamer: 'المذيع',
    type: 'النوع',
    start: 'البداية',
    end: 'النهاية',
    duration: 'المدة',
    newFollowers: 'متابعون جدد',
    shares: 'المشاركات',
    pkCount: 'معارك PK',
  },
  empty: 'لا توجد جلسات بث بعد. تظهر الجلسات هنا عندما يبدأ مذيع مراقَب البث.',
  noMatch: 'لا توجد جلسة تطابق عوامل التصفية هذه.',
  failed: 'تعذّر تحميل جلسات البث',
};
