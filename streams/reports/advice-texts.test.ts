import { describe, expect, it } from 'vitest';
import {
  ADVICE_LANGS,
  ADVICE_TEXT_KEYS,
  DEFAULT_ADVICE_TEXTS,
  fillAdviceText,
  formatAdviceNumber,
  placeholdersOf,
  renderAdvice,
  topicOfTextKey,
  validateAdviceText,
  type AdviceTexts,
} from './advice-texts';
import { ADVICE_RULE_IDS, type AdviceFinding } from './weekly-advice';
import { previewWeeklyReport } from './weekly-report';

describe('placeholders', () => {
  it('lists each placeholder once, in order of first use', () => {
    expect(placeholdersOf('{offLives} of {lives} lives; {offLives} again')).toEqual(['offLives', 'lives']);
    expect(placeholdersOf('no placeholders, a { lone brace')).toEqual([]);
    expect(placeholdersOf('{ lives } and {}')).toEqual([' lives ', '']);
  });

  it('names the unknown placeholders of a text, and accepts the known ones', () => {
    expect(validateAdviceText('firstPkDelay', 'Your first PK came {offMeanMinutes} minutes in on {offLives} of {lives} lives; wait about {target}.')).toEqual([]);
    expect(validateAdviceText('firstPkDelay', 'First PK after {meanMinute} minutes on {Lives} lives, {lives} in all')).toEqual(['meanMinute', 'Lives']);
    // A placeholder of another rule is unknown here.
    expect(validateAdviceText('pkGap', 'Up to {mostPks} PKs')).toEqual(['mostPks']);
    expect(validateAdviceText('noLives', 'No lives this week ({lives})')).toEqual(['lives']);
    expect(validateAdviceText('summary', '{lives} lives, {pks} PKs, {liveHours} h {liveRestMinutes} min')).toEqual([]);
  });

  it('every default text uses only its topic’s placeholders, in every language, and none is blank', () => {
    for (const key of ADVICE_TEXT_KEYS) {
      for (const lang of ADVICE_LANGS) {
        const text = DEFAULT_ADVICE_TEXTS[key][lang];
        expect(text.trim(), `${key} ${lang}`).not.toBe('');
        expect(validateAdviceText(topicOfTextKey(key), text), `${key} ${lang}`).toEqual([]);
      }
    }
  });

  it('the text keys are the summary, noLives and an ok and an off text per rule', () => {
    expect([...ADVICE_TEXT_KEYS]).toEqual(['summary', 'noLives', ...ADVICE_RULE_IDS.flatMap((r) => [`${r}.ok`, `${r}.off`])]);
    expect(topicOfTextKey('primeTimePks.off')).toBe('primeTimePks');
    expect(topicOfTextKey('noLives')).toBe('noLives');
  });
});

describe('filling texts', () => {
  it('numbers are plain integers', () => {
    expect(formatAdviceNumber(34)).toBe('34');
    expect(formatAdviceNumber(78.5)).toBe('79');
    expect(formatAdviceNumber(1179)).toBe('1179');
    expect(formatAdviceNumber(-0.2)).toBe('0');
  });

  it('leaves an unknown placeholder as written', () => {
    expect(fillAdviceText('{offLives} of {lives}, {nope}', { offLives: 3, lives: 5 })).toBe('3 of 5, {nope}');
  });
});

const firstPkOff: AdviceFinding = {
  rule: 'firstPkDelay',
  outcome: 'off',
  numbers: {
    lives: 5, offLives: 3, earlyLives: 3, lateLives: 0, meanMinutes: 60, offMeanMinutes: 34, earliestMinutes: 34, latestMinutes: 100,
    skippedLives: 0, target: 100, minMinutes: 90, maxMinutes: 110,
  },
};
const gapOk: AdviceFinding = { rule: 'pkGap', outcome: 'ok', numbers: { lives: 2, offLives: 0, gaps: 8, offGaps: 0, shortestMinutes: 50, offMeanMinutes: 0, target: 47 } };
const messagesUnknown: AdviceFinding = { rule: 'privateMessages', outcome: 'noData', numbers: { contacts: 0, offContacts: 0, most: 0, target: 3 } };

describe('renderAdvice', () => {
  it('in English: the off text with the streamer’s numbers, the ok text, nothing for noData', () => {
    expect(renderAdvice([firstPkOff, gapOk, messagesUnknown], DEFAULT_ADVICE_TEXTS, 'en')).toEqual([
      'Your first PK came 34 minutes after you went live on 3 of 5 lives (on average); wait about 100 minutes.',
      'On all 2 lives you left at least 47 minutes between PKs.',
    ]);
  });

  it('in Chinese, Korean and Arabic', () => {
    expect(renderAdvice([firstPkOff], DEFAULT_ADVICE_TEXTS, 'zh')).toEqual(['5 场直播中有 3 场，你的第一次 PK 平均在开播 34 分钟后开始；请在开播约 100 分钟后再开始第一次 PK。']);
    expect(renderAdvice([firstPkOff], DEFAULT_ADVICE_TEXTS, 'ko')).toEqual(['라이브 5회 중 3회는 첫 PK가 라이브 시작 후 평균 34분 뒤에 시작됐습니다. 첫 PK는 시작 후 약 100분 뒤에 하세요.']);
    expect(renderAdvice([firstPkOff], DEFAULT_ADVICE_TEXTS, 'ar')).toEqual(['في 3 من أصل 5 بثوث بدأت أول مواجهة PK بعد 34 دقيقة في المتوسط من بدء البث؛ انتظر نحو 100 دقيقة قبل أول مواجهة.']);
  });

  it('a week without lives says so', () => {
    const noLives: AdviceFinding = { rule: 'noLives', outcome: 'off', numbers: { targetMin: 5, targetMax: 6, firstPkMinutes: 100 } };
    expect(renderAdvice([noLives], DEFAULT_ADVICE_TEXTS, 'en')).toEqual([
      'You did not go live this week. Plan next week’s lives: 5 to 6 PKs each, the first about 100 minutes after you go live.',
    ]);
  });

  it('uses edited texts, and English where a language’s text is blank', () => {
    const texts: AdviceTexts = {
      ...DEFAULT_ADVICE_TEXTS,
      'pkGap.ok': { en: 'Gaps fine: {shortestMinutes} min at least.', zh: '', ko: '간격 좋음: {gaps}번', ar: '' },
    };
    expect(renderAdvice([gapOk], texts, 'ko')).toEqual(['간격 좋음: 8번']);
    expect(renderAdvice([gapOk], texts, 'zh')).toEqual(['Gaps fine: 50 min at least.']);
  });
});

describe('the preview on the sample week', () => {
  it('renders the summary and one sentence per judged rule, in each language', () => {
    const en = previewWeeklyReport(DEFAULT_ADVICE_TEXTS, 'en');
    expect(en.summary).toBe('This week: 4 lives on 4 days, 19 h 39 min live, 16 PKs.');
    expect(en.advice).toEqual([
      '1 of your 3 lives were outside 5 to 6 PKs (1 with fewer, 0 with more; fewest 4, most 6). Aim for 5 to 6 PKs per live.',
      'Your first PK came 35 minutes after you went live on 1 of 3 lives (on average); wait about 100 minutes.',
      '3 of the 12 breaks between your PKs were shorter than 47 minutes (the shortest 20 minutes). Leave at least 47 minutes between the end of one PK and the start of the next.',
      'On 1 of 4 evenings you did more than 2 PKs between 20:00 and 22:00 (up to 3). Do at most 2 PKs in that time.',
      'You sent more than 3 private messages without an answer to 1 of 3 people (up to 5). Stop at 3 until they answer.',
    ]);
    expect(previewWeeklyReport(DEFAULT_ADVICE_TEXTS, 'zh').summary).toBe('本周：4 天共开播 4 场，直播 19 小时 39 分钟，PK 16 次。');
    expect(previewWeeklyReport(DEFAULT_ADVICE_TEXTS, 'ko').summary).toBe('이번 주: 4일 동안 라이브 4회, 방송 19시간 39분, PK 16회.');
    expect(previewWeeklyReport(DEFAULT_ADVICE_TEXTS, 'ar').summary).toBe('هذا الأسبوع: البثوث المباشرة: 4، أيام البث: 4، مدة البث: 19 س 39 د، مواجهات PK: 16.');
    for (const lang of ADVICE_LANGS) {
      const report = previewWeeklyReport(DEFAULT_ADVICE_TEXTS, lang);
      expect(report.advice).toHaveLength(5);
      report.advice.forEach((sentence) => expect(sentence).not.toMatch(/[{}]/));
    }
  });
});
