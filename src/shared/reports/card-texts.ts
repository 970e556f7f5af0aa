/**
 * The report card's own words in the four report languages (a report is read in ITS language, `report.lang`, not in
 * the reader's console language, so the console and the phone page show the same card). Kept apart from the
 * console's i18n because the card is also drawn on the public phone page, which loads no console bundle.
 * `{{name}}` placeholders are a finding's numbers (streams/reports/weekly-advice.ts ADVICE_PLACEHOLDERS), written in Latin
 * digits in every language, as the server's summary and advice texts write them.
 */
import type { AdviceLang } from '../../../streams/reports/advice-texts';
import type { ADVICE_RULE_IDS } from '../../../streams/reports/weekly-advice';

/** A finding's topic: a rule or the week without lives. */
export type FindingTopic = (typeof ADVICE_RULE_IDS)[number] | 'noLives';

/** The card's words in one language. */
export interface ReportCardTexts {
  title: string;
  /** `{{week}}`: the Monday, yyyy-MM-dd. */
  week: string;
  figures: { lives: string; liveDays: string; liveTime: string; pks: string };
  /** `{{hours}}`, `{{minutes}}`. */
  duration: string;
  findings: string;
  advice: string;
  noAdvice: string;
  outcome: { ok: string; off: string; noData: string };
  rules: Record<FindingTopic, string>;
  /** What the streamer's numbers say, per topic. */
  numbers: Record<FindingTopic, string>;
}

const en: ReportCardTexts = {
  title: 'Weekly report',
  week: 'Week of {{week}}',
  figures: { lives: 'Lives', liveDays: 'Live days', liveTime: 'Live time', pks: 'PKs' },
  duration: '{{hours}} h {{minutes}} min',
  findings: 'How the week went',
  advice: 'Advice',
  noAdvice: 'No advice this week.',
  outcome: { ok: 'On target', off: 'To improve', noData: 'No data' },
  rules: {
    pksPerLive: 'PKs per live',
    firstPkDelay: 'First PK of a live',
    pkGap: 'Rest between PKs',
    primeTimePks: 'PKs in prime time',
    privateMessages: 'Private messages',
    noLives: 'Lives this week',
  },
  numbers: {
    pksPerLive: '{{offLives}} of {{lives}} lives outside {{targetMin}}–{{targetMax}} PKs; {{meanPks}} PKs per live on average',
    firstPkDelay: '{{offLives}} of {{lives}} lives off target; first PK after {{meanMinutes}} min on average (target {{target}} min)',
    pkGap: '{{offGaps}} of {{gaps}} gaps shorter than {{target}} min; shortest {{shortestMinutes}} min',
    primeTimePks: '{{offEvenings}} of {{evenings}} evenings over {{target}} PKs between {{fromHour}}:00 and {{toHour}}:00; most {{mostPks}}',
    privateMessages: '{{offContacts}} of {{contacts}} contacts over {{target}} unanswered messages',
    noLives: 'No live this week (target {{targetMin}}–{{targetMax}} PKs per live)',
  },
};

const zh: ReportCardTexts = {
  title: '周报',
  week: '{{week}} 当周',
  figures: { lives: '直播场次', liveDays: '直播天数', liveTime: '直播时长', pks: 'PK 场次' },
  duration: '{{hours}} 小时 {{minutes}} 分钟',
  findings: '本周表现',
  advice: '建议',
  noAdvice: '本周没有建议。',
  outcome: { ok: '达标', off: '待改进', noData: '无数据' },
  rules: {
    pksPerLive: '每场 PK 次数',
    firstPkDelay: '开播后首次 PK',
    pkGap: 'PK 间隔休息',
    primeTimePks: '黄金时段 PK',
    privateMessages: '私信',
    noLives: '本周直播',
  },
  numbers: {
    pksPerLive: '{{lives}} 场中有 {{offLives}} 场不在 {{targetMin}}–{{targetMax}} 次 PK 之间；平均每场 {{meanPks}} 次',
    firstPkDelay: '{{lives}} 场中有 {{offLives}} 场未达标；首次 PK 平均在开播 {{meanMinutes}} 分钟后（目标 {{target}} 分钟）',
    pkGap: '{{gaps}} 次间隔中有 {{offGaps}} 次短于 {{target}} 分钟；最短 {{shortestMinutes}} 分钟',
    primeTimePks: '{{evenings}} 个晚上中有 {{offEvenings}} 个在 {{fromHour}}:00–{{toHour}}:00 超过 {{target}} 次 PK；最多 {{mostPks}} 次',
    privateMessages: '{{contacts}} 位联系人中有 {{offContacts}} 位收到超过 {{target}} 条未回复私信',
    noLives: '本周没有直播（目标每场 {{targetMin}}–{{targetMax}} 次 PK）',
  },
};

const ko: ReportCardTexts = {
  title: '주간 리포트',
  week: '{{week}} 주',
  figures: { lives: '라이브', liveDays: '라이브 일수', liveTime: '라이브 시간', pks: 'PK' },
  duration: '{{hours}}시간 {{minutes}}분',
  findings: '이번 주 결과',
  advice: '조언',
  noAdvice: '이번 주 조언이 없습니다.',
  outcome: { ok: '목표 달성', off: '개선 필요', noData: '데이터 없음' },
  rules: {
    pksPerLive: '라이브당 PK',
    firstPkDelay: '라이브 첫 PK',
    pkGap: 'PK 사이 휴식',
    primeTimePks: '황금 시간대 PK',
    privateMessages: '개인 메시지',
    noLives: '이번 주 라이브',
  },
  numbers: {
    pksPerLive: '라이브 {{lives}}회 중 {{offLives}}회가 PK {{targetMin}}–{{targetMax}}회 범위를 벗어남; 라이브당 평균 {{meanPks}}회',
    firstPkDelay: '라이브 {{lives}}회 중 {{offLives}}회 목표 미달; 첫 PK는 평균 {{meanMinutes}}분 후 (목표 {{target}}분)',
    pkGap: '간격 {{gaps}}회 중 {{offGaps}}회가 {{target}}분보다 짧음; 최단 {{shortestMinutes}}분',
    primeTimePks: '저녁 {{evenings}}회 중 {{offEvenings}}회가 {{fromHour}}:00–{{toHour}}:00에 PK {{target}}회 초과; 최대 {{mostPks}}회',
    privateMessages: '연락 {{contacts}}건 중 {{offContacts}}건이 답장 없는 메시지 {{target}}개 초과',
    noLives: '이번 주 라이브 없음 (목표: 라이브당 PK {{targetMin}}–{{targetMax}}회)',
  },
};

const ar: ReportCardTexts = {
  title: 'التقرير الأسبوعي',
  week: 'أسبوع {{week}}',
  figures: { lives: 'البثوث', liveDays: 'أيام البث', liveTime: 'مدة البث', pks: 'مواجهات PK' },
  duration: '{{hours}} س {{minutes}} د',
  findings: 'كيف كان الأسبوع',
  advice: 'النصائح',
  noAdvice: 'لا توجد نصائح هذا الأسبوع.',
  outcome: { ok: 'ضمن الهدف', off: 'يحتاج تحسينًا', noData: 'لا بيانات' },
  rules: {
    pksPerLive: 'مواجهات PK لكل بث',
    firstPkDelay: 'أول PK في البث',
    pkGap: 'الراحة بين المواجهات',
    primeTimePks: 'مواجهات وقت الذروة',
    privateMessages: 'الرسائل الخاصة',
    noLives: 'بثوث هذا الأسبوع',
  },
  numbers: {
    pksPerLive: '{{offLives}} من {{lives}} بثوث خارج {{targetMin}}–{{targetMax}} مواجهات؛ بمعدل {{meanPks}} لكل بث',
    firstPkDelay: '{{offLives}} من {{lives}} بثوث خارج الهدف؛ أول PK بعد {{meanMinutes}} د في المتوسط (الهدف {{target}} د)',
    pkGap: '{{offGaps}} من {{gaps}} فواصل أقصر من {{target}} د؛ أقصرها {{shortestMinutes}} د',
    primeTimePks: '{{offEvenings}} من {{evenings}} أمسيات فوق {{target}} مواجهات بين {{fromHour}}:00 و{{toHour}}:00؛ أكثرها {{mostPks}}',
    privateMessages: '{{offContacts}} من {{contacts}} جهات اتصال تجاوزت {{target}} رسائل بلا رد',
    noLives: 'لا بث هذا الأسبوع (الهدف {{targetMin}}–{{targetMax}} مواجهات لكل بث)',
  },
};

/** The card's words by report language. */
export const REPORT_CARD_TEXTS: Readonly<Record<AdviceLang, ReportCardTexts>> = { en, zh, ko, ar };

/**
 * Fills `{{name}}` with `values[name]` written the way `lang` writes numbers; an unknown placeholder stays visible
 * rather than silently blank.
 */
export function fillNumbers(template: string, values: Readonly<Record<string, number | string>>, lang: AdviceLang): string {
  const format = new Intl.NumberFormat(lang, { maximumFractionDigits: 1, numberingSystem: 'latn' });
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    return typeof value === 'number' ? format.format(value) : value;
  });
}
