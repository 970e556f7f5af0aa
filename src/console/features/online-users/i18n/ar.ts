/** Arabic texts of the Online users page (keys and meaning: en.ts). */
import type { OnlineUsersLocale } from './en';

export const onlineUsersAr: OnlineUsersLocale = {
  help: 'كل من سجّل الدخول إلى وحدة التحكم على أي نسخة من الخادم. الإخراج الإجباري ينهي الجلسة فورًا: يُطلب منها تسجيل الدخول مجددًا في طلبها التالي.',
  table: 'الجلسات المتصلة',
  empty: 'لا أحد مسجّل الدخول.',
  noMatch: 'لا توجد جلسة تطابق هذا البحث.',
  ownSession: 'لا يمكنك إخراج جلستك إجباريًا؛ سجّل الخروج بدلًا من ذلك.',
};
