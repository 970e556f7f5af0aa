import { describe, expect, it } from 'vitest';
import { i18next, translateTitle } from './i18n';
import { detectLanguage, directionOf, matchLanguage } from './detect-language';
import { ar } from './locales/ar';
import { en, type Locale } from './locales/en';
import { ko } from './locales/ko';
import { zh } from './locales/zh';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1] ?? '').sort();
}

describe('locales', () => {
  it('have exactly the keys of en (the typecheck enforces this too)', () => {
    const reference = keysOf(en).sort();
    for (const locale of [zh, ko, ar]) expect(keysOf(locale).sort()).toEqual(reference);
  });

  it('a locale missing a key does not typecheck', () => {
    // @ts-expect-error — `login.title` is missing: `Locale` is derived from en, so tsc rejects this.
    const broken: Locale = { ...zh, login: { ...zh.login, title: undefined } };
    expect(broken.login.title).toBeUndefined();
  });

  it('keep every interpolation placeholder of en', () => {
    const get = (o: unknown, path: string) => path.split('.').reduce<unknown>((acc, k) => (acc as Record<string, unknown>)[k], o);
    for (const key of keysOf(en)) {
      const expected = placeholders(String(get(en, key)));
      for (const locale of [zh, ko, ar]) expect(placeholders(String(get(locale, key))), key).toEqual(expected);
    }
  });

  it('use the exact spec wording', () => {
    expect(en.login.title).toBe('System Login');
    expect(en.login.usernameRequired).toBe('Account cannot be empty');
    expect(en.navbar.fullscreenUnsupported).toBe('you browser can not work');
    expect(zh.navbar.sizeChanged).toBe('布局设置成功');
    expect(en.app.siteTitle).toBe('');
  });
});

describe('language detection: cookie, then browser, then English', () => {
  it('prefers a supported cookie', () => {
    expect(detectLanguage('ko', ['zh-CN'])).toBe('ko');
  });
  it('falls back to the first supported browser language', () => {
    expect(detectLanguage(undefined, ['fr-FR', 'ar-AE', 'zh'])).toBe('ar');
    expect(detectLanguage('xx', ['zh-CN'])).toBe('zh');
  });
  it('ends with English', () => {
    expect(detectLanguage(undefined, ['fr', 'de'])).toBe('en');
    expect(detectLanguage(undefined, [])).toBe('en');
  });
  it('matches tags case-insensitively and sets rtl for Arabic only', () => {
    expect(matchLanguage('ZH_tw')).toBe('zh');
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('ko')).toBe('ltr');
  });
});

describe('translateTitle', () => {
  const t = i18next.getFixedT('en');
  it("translates 'x:key' through route.key and leaves plain titles alone", () => {
    expect(translateTitle(t, 'x:onlineUsers')).toBe('Online users');
    expect(translateTitle(t, 'Reports')).toBe('Reports');
    expect(translateTitle(t, 'x:unknownKey')).toBe('unknownKey');
    expect(translateTitle(t, '')).toBe('no-name');
  });
  it('follows the language', () => {
    expect(translateTitle(i18next.getFixedT('zh'), 'x:dashboard')).toBe('首页');
  });
});
