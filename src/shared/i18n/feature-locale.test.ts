/** defineFeatureLocale: the bundles under their prefix in i18next, `ft` in the current language, and the bundle check. */
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bundleProblems, defineFeatureLocale } from './feature-locale';
import { i18next, initI18n } from './i18n';

const en = { page: { title: 'Jobs', greet: 'Hello {{name}}' } };
const zh = { page: { title: '岗位', greet: '你好 {{name}}' } };
const ko = { page: { title: '직무', greet: '{{name}}님 안녕하세요' } };
const ar = { page: { title: 'الوظائف', greet: 'مرحبًا {{name}}' } };

describe('defineFeatureLocale', () => {
  it('adds the bundles under the prefix and translates with the current language', async () => {
    initI18n('en');
    const useTestT = defineFeatureLocale('testFeature', { en, zh, ko, ar });
    expect(useTestT.prefix).toBe('testFeature');
    expect(i18next.getFixedT('zh')('testFeature.page.title' as 'route.noName')).toBe('岗位');
    const english = renderHook(() => useTestT());
    expect(english.result.current.ft('page.greet', { name: 'Amy' })).toBe('Hello Amy');
    expect(english.result.current.rtl).toBe(false);
    await i18next.changeLanguage('ar');
    const arabic = renderHook(() => useTestT());
    expect(arabic.result.current.ft('page.title')).toBe('الوظائف');
    expect(arabic.result.current.rtl).toBe(true);
    await i18next.changeLanguage('en');
  });

  it('binds to a given t for code outside components', () => {
    const useTestT = defineFeatureLocale('testBound', { en, zh, ko, ar });
    const ft = useTestT.bind((key, values) => `${key}|${JSON.stringify(values ?? {})}`);
    expect(ft('page.title')).toBe('testBound.page.title|{}');
  });
});

describe('bundleProblems', () => {
  it('finds nothing in complete bundles', () => {
    expect(bundleProblems({ en, zh, ko, ar })).toEqual([]);
  });

  it('names missing keys, lost placeholders and texts left in English', () => {
    const problems = bundleProblems({ en, zh: { page: { title: 'Jobs', greet: '你好' } }, ko: { page: { title: '직무' } }, ar });
    expect([...problems].sort()).toEqual(['ko page.greet: missing', 'zh page.greet: placeholders differ from English', 'zh page.title: left in English']);
    expect(bundleProblems({ en, zh: { page: { title: 'Jobs', greet: '你好 {{name}}' } }, ko, ar }, ['page.title'])).toEqual([]);
  });
});
