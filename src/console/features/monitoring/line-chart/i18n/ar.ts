/** Arabic texts of the line chart page (keys and meaning: en.ts). */
import type { LineChartLocale } from './en';

export const lineChartAr: LineChartLocale = {
  title: 'المخطط الخطي',
  help: 'المشاهدون والماسات والإعجابات عبر الوقت لما يصل إلى 10 مذيعين. يُرسم اليوم بخطوات من 5 دقائق ويُحدَّث كل دقيقة، و7 أيام بالساعات، و30 يومًا بالأيام. المشاهدون هم متوسط كل خطوة؛ ينقطع الخط حيث لم يكن المذيع على الهواء.',
  picker: {
    label: 'أضف مذيعًا إلى المخطط',
    placeholder: 'ابحث بمعرّف TikTok أو الاسم المستعار',
    searching: 'جارٍ البحث…',
    noMatch: 'لا يوجد مذيع مراقَب مطابق',
    failed: 'تعذّر البحث عن المذيعين',
    full: '10 مذيعين على الأكثر: أزل واحدًا لإضافة آخر',
  },
  legend: {
    label: 'المذيعون في المخطط',
    remove: 'أزل {{name}} من المخطط',
    clear: 'أزل الكل',
  },
  totals: {
    viewers: 'الذروة {{value}}',
    diamonds: '{{value}} ماسة',
    likes: '{{value}} إعجاب',
  },
  metric: 'المقياس',
  chartLabel: {
    today: '{{metric}} اليوم، لكل 5 دقائق',
    '7d': '{{metric}} خلال 7 أيام، لكل ساعة',
    '30d': '{{metric}} خلال 30 يومًا، لكل يوم',
  },
  keyboardHint: 'تنقّل بمفاتيح الأسهم بين الأوقات التي فيها بيانات',
  tooltip: {
    notLive: 'ليس على الهواء',
    peak: 'الذروة {{value}}',
  },
  noSelection: 'اختر مذيعًا أو أكثر لرسم خطوطهم.',
  noSelectionToday: 'لم يبث أحد اليوم بعد. اختر مذيعين لرؤية أيامهم السابقة.',
  noData: 'لم يكن أي من هؤلاء المذيعين على الهواء في هذه الفترة.',
  failed: 'تعذّر تحميل المخطط',
  refresh: 'تحديث',
  autoRefresh: 'يُحدَّث كل دقيقة',
};
