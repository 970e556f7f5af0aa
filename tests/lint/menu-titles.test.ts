/**
 * Every page and directory of the seeded menus reads differently from the others in each language: two sidebar
 * entries with the same words (both "Gift messages") leave a user guessing which is which.
 */
import { describe, expect, it } from 'vitest';
import { SEED_MENUS } from '../../server/db/seed-data';
import { ar } from '../../src/shared/i18n/locales/ar';
import { en } from '../../src/shared/i18n/locales/en';
import { ko } from '../../src/shared/i18n/locales/ko';
import { zh } from '../../src/shared/i18n/locales/zh';

describe('the seeded menu titles', () => {
  it.each([
    ['en', en],
    ['zh', zh],
    ['ko', ko],
    ['ar', ar],
  ] as const)('name every page and directory apart in %s', (_language, locale) => {
    const routes: Readonly<Record<string, string>> = locale.route;
    const shown = SEED_MENUS.filter((menu) => menu.type !== 2).map((menu) => routes[menu.title.replace(/^x:/, '')] ?? menu.title);
    const repeated = shown.filter((title, index) => shown.indexOf(title) !== index);
    expect(repeated).toEqual([]);
  });
});
