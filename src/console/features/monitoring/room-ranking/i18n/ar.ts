/** Arabic texts of the room data ranking page (keys and meaning: en.ts). */
import type { RoomRankingLocale } from './en';

export const roomRankingAr: RoomRankingLocale = {
  title: 'ترتيب بيانات الغرف',
  help: 'ترتيب المذيعين المراقَبين خلال فترة حسب الماسات المستلمة أو ذروة المشاهدين أو مدة البث. لا يُحتسب إلا ما حدث داخل الفترة: الجلسة التي تتجاوز يومها الأول أو الأخير تُحتسب بدقائقها داخل الفترة. الأيام بتوقيتك؛ والمذيعون المتساوون يتشاركون المرتبة.',
  metric: 'الترتيب حسب',
  table: 'ترتيب بيانات الغرف',
  columns: {
    rank: 'المرتبة',
    streamer: 'المذيع',
    type: 'النوع',
    sessions: 'الجلسات',
  },
  medals: {
    first: 'المركز الأول',
    second: 'المركز الثاني',
    third: 'المركز الثالث',
  },
  ofFirst: '{{percent}} من الأول',
  empty: 'لم يبث أي مذيع مراقَب في هذه الفترة.',
  failed: 'تعذّر تحميل الترتيب',
};
