/** Arabic texts of the user center additions (keys and meaning: en.ts). */
import type { UserCenterMoreLocale } from './en';

export const userCenterMoreAr: UserCenterMoreLocale = {
  avatar: {
    choose: 'تغيير الصورة الرمزية',
    hint: 'JPG أو PNG، بحد أقصى 10 ميغابايت',
    input: 'صورة الصورة الرمزية',
    preview: 'معاينة الصورة الرمزية الجديدة',
    upload: 'رفع',
    cancel: 'إلغاء',
    progress: 'جارٍ رفع الصورة الرمزية',
    saved: 'تم تغيير صورتك الرمزية',
    failed: 'تعذر رفع الصورة الرمزية',
    type: 'اختر صورة JPG أو PNG',
    size: 'لا يمكن أن تتجاوز الصورة 10 ميغابايت',
    fake: 'هذا الملف ليس صورة JPG أو PNG',
  },
  log: {
    tab: 'سجل العمليات',
    table: 'سجل عملياتي',
    description: 'الإجراء',
    method: 'الطريقة',
    ip: 'عنوان IP',
    browser: 'المتصفح',
    status: 'الحالة',
    createTime: 'الوقت',
    empty: 'لم تُجرِ أي تغييرات بعد',
    failed: 'تعذر تحميل سجل عملياتك',
    retry: 'إعادة المحاولة',
  },
};
