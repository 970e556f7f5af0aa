/** The room page's bundles: English's keys and placeholders in every language, translated, and the failure messages in the product's words. */
import { describe, expect, it } from 'vitest';
import { bundleProblems } from '@shared/i18n/feature-locale';
import { i18next } from '@shared/i18n/i18n';
import { MONITOR_ROOM_BUNDLES, monitorRoomT } from './room-locale';


/** Texts that are the same in every language (a symbol or a name). */
const SAME_EVERYWHERE = ['pk.title', 'gifts.repeat'];

describe('the room bundles', () => {
  it('have the keys and placeholders of English in every language, no empty text, and are translated but for symbols', () => {
    expect(bundleProblems(MONITOR_ROOM_BUNDLES, SAME_EVERYWHERE)).toEqual([]);
  });

  it('are registered with i18next: the page reads its failure messages in the user’s language', () => {
    const zh = monitorRoomT(i18next.getFixedT('zh') as unknown as (key: string) => string);
    const en = monitorRoomT(i18next.getFixedT('en') as unknown as (key: string) => string);
    const failures = (['log', 'chat', 'viewers', 'hosts', 'room'] as const).map((part) => en(`${part}.failed`));
    expect(failures).toEqual(['Failed to check connection logs', 'Failed to check chat messages', 'Failed to check the viewer count', 'Failed to check the host list', 'Failed to check the room list']);
    expect(zh('log.failed')).toBe('查询连接日志失败');
  });
});
