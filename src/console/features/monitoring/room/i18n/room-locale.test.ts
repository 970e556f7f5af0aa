/** The room page's bundles: English's keys and placeholders in every language, translated, and the failure messages in the product's words. */
import { describe, expect, it } from 'vitest';
import { i18next } from '@shared/i18n/i18n';
import { MONITOR_ROOM_BUNDLES, monitorRoomT } from './room-locale';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
}
const valueAt = (o: unknown, path: string) => path.split('.').reduce<unknown>((acc, k) => (acc as Record<string, unknown>)[k], o);
const placeholders = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1] ?? '').sort();

/** Texts that are the same in every language (a symbol or a name). */
const SAME_EVERYWHERE = new Set(['pk.title', 'gifts.repeat']);

describe('the room bundles', () => {
  it('have the keys and placeholders of English in every language, and no empty text', () => {
    const reference = keysOf(MONITOR_ROOM_BUNDLES.en).sort();
    for (const [language, bundle] of Object.entries(MONITOR_ROOM_BUNDLES)) {
      expect(keysOf(bundle).sort(), language).toEqual(reference);
      for (const key of reference) {
        const text = String(valueAt(bundle, key));
        expect(text.trim(), `${language} ${key}`).not.toBe('');
        expect(placeholders(text), `${language} ${key}`).toEqual(placeholders(String(valueAt(MONITOR_ROOM_BUNDLES.en, key))));
      }
    }
  });

  it('are translated: zh, ko and ar differ from English but for symbols', () => {
    for (const language of ['zh', 'ko', 'ar'] as const) {
      const same = keysOf(MONITOR_ROOM_BUNDLES.en).filter((key) => !SAME_EVERYWHERE.has(key) && valueAt(MONITOR_ROOM_BUNDLES[language], key) === valueAt(MONITOR_ROOM_BUNDLES.en, key));
      expect(same, language).toEqual([]);
    }
  });

  it('are registered with i18next: the page reads its failure messages in the user’s language', () => {
    const zh = monitorRoomT(i18next.getFixedT('zh') as unknown as (key: string) => string);
    const en = monitorRoomT(i18next.getFixedT('en') as unknown as (key: string) => string);
    expect(en('log.failed')).toBe('Failed to check connection logs');
    expect(en('chat.failed')).toBe('Failed to check chat messages');
    expect(en('viewers.failed')).toBe('Failed to check the viewer count');
    expect(en('hosts.failed')).toBe('Failed to check the host list');
    expect(en('room.failed')).toBe('Failed to check the room list');
    expect(zh('log.failed')).toBe('查询连接日志失败');
  });
});
