/**
 * The weekly report's texts as data: the summary template, the `noLives` text and, for each rule, an `ok` and an
 * `off` text, each in en, zh, ko and ar, with `{placeholder}`s the report fills with the streamer's numbers
 * (weekly-advice.ts). Staff edit them on a page; {@link validateAdviceText} refuses an unknown placeholder on save,
 * naming it. Interpolated whole, never concatenated from fragments (word order differs in ko and ar).
 *
 * Pure.
 */
import { ADVICE_PLACEHOLDERS } from './weekly-advice';
import type { AdviceFinding, AdviceRuleId, AdviceTopic, WeekFigures } from './weekly-advice';

/** The languages a text is kept in (the product's interface languages). */
export const ADVICE_LANGS = ['en', 'zh', 'ko', 'ar'] as const;
export type AdviceLang = (typeof ADVICE_LANGS)[number];

/** One text in every language. */
export type LangTexts = Record<AdviceLang, string>;

/** The key of one editable text: `summary`, `noLives`, or `<rule>.ok` / `<rule>.off`. */
export type AdviceTextKey = 'summary' | 'noLives' | `${AdviceRuleId}.${'ok' | 'off'}`;

/** Every text key, in the order an editing page lists them (a test checks it covers every rule). */
export const ADVICE_TEXT_KEYS = [
  'summary',
  'noLives',
  'pksPerLive.ok',
  'pksPerLive.off',
  'firstPkDelay.ok',
  'firstPkDelay.off',
  'pkGap.ok',
  'pkGap.off',
  'primeTimePks.ok',
  'primeTimePks.off',
  'privateMessages.ok',
  'privateMessages.off',
] as const satisfies readonly AdviceTextKey[];

/** All texts of a report, by key and language. */
export type AdviceTexts = Record<AdviceTextKey, LangTexts>;

/** The topic (and so the allowed placeholders) of a text key: `pkGap.off` → `pkGap`. */
export function topicOfTextKey(key: AdviceTextKey): AdviceTopic {
  return key.split('.')[0] as AdviceTopic;
}

/** A `{…}` in a text; what is between the braces is the placeholder's name, exactly as written. */
const PLACEHOLDER = /\{([^{}]*)\}/g;

/** The placeholder names a text uses, each once, in order of first use (`'{a} {b} {a}'` → `['a', 'b']`). */
export function placeholdersOf(text: string): string[] {
  return [...new Set(Array.from(text.matchAll(PLACEHOLDER), (m) => m[1]!))];
}

/** The placeholders a topic's texts may use (the numbers its finding carries). */
export function allowedPlaceholders(topic: AdviceTopic): readonly string[] {
  return ADVICE_PLACEHOLDERS[topic];
}

/**
 * The placeholders of `text` that `topic` does not provide, each once, in order of first use; empty when the text
 * is acceptable. A misspelt or spaced name (`{ lives }`, `{Lives}`) is unknown. Leaving out placeholders is fine.
 */
export function validateAdviceText(topic: AdviceTopic, text: string): string[] {
  const allowed = new Set<string>(allowedPlaceholders(topic));
  return placeholdersOf(text).filter((name) => !allowed.has(name));
}

/** A number as a text shows it: a plain integer, rounded, no grouping, Latin digits in every language. */
export function formatAdviceNumber(n: number): string {
  return String(Math.round(n) || 0);
}

/** `text` with each known placeholder replaced by its number; an unknown one is left as written. */
export function fillAdviceText(text: string, numbers: Readonly<Record<string, number>>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(numbers, name) ? formatAdviceNumber(numbers[name]!) : whole,
  );
}

/** The text of `key` in `lang`, falling back to English when that language's text is blank. */
function textOf(texts: AdviceTexts, key: AdviceTextKey, lang: AdviceLang): string {
  const entry = texts[key];
  return entry[lang].trim() !== '' ? entry[lang] : entry.en;
}

/**
 * The advice sentences of a week's findings, in their order, in `lang`: the `<rule>.ok` or `<rule>.off` text (or
 * `noLives`) filled with the finding's numbers. A `noData` finding gives no sentence.
 */
export function renderAdvice(findings: readonly AdviceFinding[], texts: AdviceTexts, lang: AdviceLang): string[] {
  return findings.flatMap((f) => {
    if (f.outcome === 'noData') return [];
    const key: AdviceTextKey = f.rule === 'noLives' ? 'noLives' : `${f.rule}.${f.outcome}`;
    return [fillAdviceText(textOf(texts, key, lang), f.numbers)];
  });
}

/** The summary line of a week's figures in `lang` (the `summary` template). */
export function renderSummary(figures: WeekFigures, texts: AdviceTexts, lang: AdviceLang): string {
  return fillAdviceText(textOf(texts, 'summary', lang), figures);
}

/**
 * The texts the product starts with. Arabic avoids number agreement by naming the count after a colon or in
 * parentheses where it can.
 */
export const DEFAULT_ADVICE_TEXTS: Readonly<AdviceTexts> = Object.freeze({
  summary: {
    en: 'This week: {lives} lives on {liveDays} days, {liveHours} h {liveRestMinutes} min live, {pks} PKs.',
    zh: '本周：{liveDays} 天共开播 {lives} 场，直播 {liveHours} 小时 {liveRestMinutes} 分钟，PK {pks} 次。',
    ko: '이번 주: {liveDays}일 동안 라이브 {lives}회, 방송 {liveHours}시간 {liveRestMinutes}분, PK {pks}회.',
    ar: 'هذا الأسبوع: البثوث المباشرة: {lives}، أيام البث: {liveDays}، مدة البث: {liveHours} س {liveRestMinutes} د، مواجهات PK: {pks}.',
  },
  noLives: {
    en: 'You did not go live this week. Plan next week’s lives: {targetMin} to {targetMax} PKs each, the first about {firstPkMinutes} minutes after you go live.',
    zh: '本周没有开播。请安排下周的直播：每场 {targetMin} 到 {targetMax} 次 PK，第一次 PK 在开播约 {firstPkMinutes} 分钟后。',
    ko: '이번 주에는 라이브를 하지 않았습니다. 다음 주 라이브를 계획하세요: 라이브마다 PK {targetMin}~{targetMax}회, 첫 PK는 시작 후 약 {firstPkMinutes}분 뒤에.',
    ar: 'لم تبث مباشرة هذا الأسبوع. خطط لبثوث الأسبوع القادم: من {targetMin} إلى {targetMax} مواجهات PK في كل بث، وأول مواجهة بعد نحو {firstPkMinutes} دقيقة من بدء البث.',
  },
  'pksPerLive.ok': {
    en: 'You did {targetMin} to {targetMax} PKs on each of your {lives} lives. Keep it up.',
    zh: '你的 {lives} 场直播每场都有 {targetMin} 到 {targetMax} 次 PK，请继续保持。',
    ko: '라이브 {lives}회 모두 PK를 {targetMin}~{targetMax}회 했습니다. 계속 유지하세요.',
    ar: 'في كل بثوثك ({lives}) أجريت من {targetMin} إلى {targetMax} مواجهات PK. استمر على ذلك.',
  },
  'pksPerLive.off': {
    en: '{offLives} of your {lives} lives were outside {targetMin} to {targetMax} PKs ({fewLives} with fewer, {manyLives} with more; fewest {fewestPks}, most {mostPks}). Aim for {targetMin} to {targetMax} PKs per live.',
    zh: '你的 {lives} 场直播中有 {offLives} 场的 PK 次数不在 {targetMin} 到 {targetMax} 次之间（{fewLives} 场偏少，{manyLives} 场偏多；最少 {fewestPks} 次，最多 {mostPks} 次）。每场直播请做 {targetMin} 到 {targetMax} 次 PK。',
    ko: '라이브 {lives}회 중 {offLives}회는 PK 횟수가 {targetMin}~{targetMax}회를 벗어났습니다(적음 {fewLives}회, 많음 {manyLives}회; 최소 {fewestPks}회, 최대 {mostPks}회). 라이브마다 PK를 {targetMin}~{targetMax}회 하세요.',
    ar: 'كان عدد مواجهات PK خارج النطاق من {targetMin} إلى {targetMax} في {offLives} من أصل {lives} بثوث (أقل في {fewLives}، وأكثر في {manyLives}؛ الأدنى {fewestPks}، والأعلى {mostPks}). اجعل في كل بث من {targetMin} إلى {targetMax} مواجهات PK.',
  },
  'firstPkDelay.ok': {
    en: 'On all {lives} lives your first PK came about {target} minutes after you went live (on average {meanMinutes} minutes). Keep it up.',
    zh: '{lives} 场直播中，你的第一次 PK 都在开播约 {target} 分钟后（平均 {meanMinutes} 分钟），请继续保持。',
    ko: '라이브 {lives}회 모두 첫 PK를 시작 후 약 {target}분 뒤에 했습니다(평균 {meanMinutes}분). 계속 유지하세요.',
    ar: 'في كل بثوثك ({lives}) بدأت أول مواجهة PK بعد نحو {target} دقيقة من بدء البث (المتوسط {meanMinutes} دقيقة). استمر على ذلك.',
  },
  'firstPkDelay.off': {
    en: 'Your first PK came {offMeanMinutes} minutes after you went live on {offLives} of {lives} lives (on average); wait about {target} minutes.',
    zh: '{lives} 场直播中有 {offLives} 场，你的第一次 PK 平均在开播 {offMeanMinutes} 分钟后开始；请在开播约 {target} 分钟后再开始第一次 PK。',
    ko: '라이브 {lives}회 중 {offLives}회는 첫 PK가 라이브 시작 후 평균 {offMeanMinutes}분 뒤에 시작됐습니다. 첫 PK는 시작 후 약 {target}분 뒤에 하세요.',
    ar: 'في {offLives} من أصل {lives} بثوث بدأت أول مواجهة PK بعد {offMeanMinutes} دقيقة في المتوسط من بدء البث؛ انتظر نحو {target} دقيقة قبل أول مواجهة.',
  },
  'pkGap.ok': {
    en: 'On all {lives} lives you left at least {target} minutes between PKs.',
    zh: '{lives} 场直播中，你的每两次 PK 之间都间隔了至少 {target} 分钟。',
    ko: '라이브 {lives}회 모두 PK 사이 간격이 {target}분 이상이었습니다.',
    ar: 'في كل بثوثك ({lives}) تركت {target} دقيقة على الأقل بين مواجهات PK.',
  },
  'pkGap.off': {
    en: '{offGaps} of the {gaps} breaks between your PKs were shorter than {target} minutes (the shortest {shortestMinutes} minutes). Leave at least {target} minutes between the end of one PK and the start of the next.',
    zh: '你的 {gaps} 次 PK 间隔中有 {offGaps} 次短于 {target} 分钟（最短 {shortestMinutes} 分钟）。上一场 PK 结束后，请至少间隔 {target} 分钟再开始下一场。',
    ko: 'PK 사이 간격 {gaps}번 중 {offGaps}번이 {target}분보다 짧았습니다(가장 짧은 간격 {shortestMinutes}분). PK가 끝나고 최소 {target}분 뒤에 다음 PK를 시작하세요.',
    ar: 'كانت {offGaps} من أصل {gaps} فواصل بين مواجهات PK أقصر من {target} دقيقة (أقصرها {shortestMinutes} دقيقة). اترك {target} دقيقة على الأقل بين نهاية مواجهة وبداية التالية.',
  },
  'primeTimePks.ok': {
    en: 'On all {evenings} evenings you did at most {target} PKs between {fromHour}:00 and {toHour}:00.',
    zh: '在 {evenings} 个晚上，你在 {fromHour}:00 到 {toHour}:00 之间的 PK 都不超过 {target} 次。',
    ko: '저녁 {evenings}일 모두 {fromHour}:00~{toHour}:00 사이 PK가 {target}회 이하였습니다.',
    ar: 'في كل الأمسيات ({evenings}) لم تتجاوز {target} مواجهات PK بين الساعة {fromHour}:00 و{toHour}:00.',
  },
  'primeTimePks.off': {
    en: 'On {offEvenings} of {evenings} evenings you did more than {target} PKs between {fromHour}:00 and {toHour}:00 (up to {mostPks}). Do at most {target} PKs in that time.',
    zh: '{evenings} 个晚上中有 {offEvenings} 个，你在 {fromHour}:00 到 {toHour}:00 之间做了超过 {target} 次 PK（最多 {mostPks} 次）。这段时间请最多做 {target} 次 PK。',
    ko: '저녁 {evenings}일 중 {offEvenings}일은 {fromHour}:00~{toHour}:00 사이에 PK를 {target}회보다 많이 했습니다(최대 {mostPks}회). 이 시간에는 PK를 최대 {target}회만 하세요.',
    ar: 'في {offEvenings} من أصل {evenings} أمسيات أجريت أكثر من {target} مواجهات PK بين الساعة {fromHour}:00 و{toHour}:00 (حتى {mostPks}). لا تتجاوز {target} مواجهات في هذا الوقت.',
  },
  'privateMessages.ok': {
    en: 'You sent at most {target} unanswered private messages to each of {contacts} people.',
    zh: '你给 {contacts} 个人发送的未回复私信都不超过 {target} 条。',
    ko: '{contacts}명 모두에게 답장 없는 개인 메시지를 {target}개 이하로 보냈습니다.',
    ar: 'لم ترسل أكثر من {target} رسائل خاصة دون رد إلى أي من الأشخاص ({contacts}).',
  },
  'privateMessages.off': {
    en: 'You sent more than {target} private messages without an answer to {offContacts} of {contacts} people (up to {most}). Stop at {target} until they answer.',
    zh: '{contacts} 个人中有 {offContacts} 个，你在对方未回复时发了超过 {target} 条私信（最多 {most} 条）。对方回复前请最多发 {target} 条。',
    ko: '{contacts}명 중 {offContacts}명에게 답장이 없는데도 개인 메시지를 {target}개보다 많이 보냈습니다(최대 {most}개). 답장이 올 때까지 {target}개까지만 보내세요.',
    ar: 'أرسلت أكثر من {target} رسائل خاصة دون رد إلى {offContacts} من أصل {contacts} أشخاص (حتى {most}). توقف عند {target} رسائل حتى يأتي الرد.',
  },
});
